import { createElement, lazy, type ComponentType } from 'react'

// Code that loads on demand (issue 14): each screen, and the rich-text editor, is its own chunk, so the login
// screen downloads neither AG Grid nor Slate. Once a chunk has arrived the component renders at once, without
// suspending again, and `preloadAll` lets a caller (the renderer's unit tests) fetch every chunk up front.

const loaders: (() => Promise<unknown>)[] = []

/** A component named `name` in the module `load` brings, loaded on first render (wrap it in Suspense). */
export function onDemand<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined
  const fetchIt = () =>
    load().then((module) => {
      loaded = module[name]
      return { default: loaded }
    })
  const Lazy = lazy(fetchIt)
  loaders.push(fetchIt)
  function OnDemand(props: P) {
    return createElement(loaded ?? Lazy, props)
  }
  OnDemand.displayName = `OnDemand(${name})`
  return OnDemand
}

/** Fetches every on-demand chunk now. */
export async function preloadAll(): Promise<void> {
  await Promise.all(loaders.map((load) => load()))
}

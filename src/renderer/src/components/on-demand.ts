import { createElement, lazy, useEffect, type ComponentType } from 'react'

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

/**
 * Once signed in, fetches every screen's code soon after, while the browser is idle, so the first list or form opens as
 * fast as when everything came in one file; the login screen itself still downloads none of it.
 */
export function usePreloadWhenIdle(active: boolean): void {
  useEffect(() => {
    if (!active) return
    // jsdom (the renderer's unit tests) has no idle callbacks; they preload up front anyway.
    if (typeof requestIdleCallback !== 'function') return
    // A second's wait first: right after sign-in the first screen's own chunk and data come before the rest.
    let idle = 0
    const timer = setTimeout(() => (idle = requestIdleCallback(() => void preloadAll())), 1000)
    return () => (clearTimeout(timer), cancelIdleCallback(idle))
  }, [active])
}

import { createElement, lazy, useEffect, type ComponentType } from 'react'

// Code that loads on demand (issue 14): each screen, and the rich-text editor, is its own chunk, so the login
// screen downloads neither AG Grid nor Slate. Once a chunk has arrived the component renders at once, without
// suspending again, and `preloadAll` lets a caller (the renderer's unit tests) fetch every chunk up front.

const loaders: (() => Promise<unknown>)[] = []

/** A component named `name` in the module `load` brings, loaded on first render (wrap it in Suspense). */
export function onDemand<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): ComponentType<P> & { preload(): Promise<unknown> } {
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
  /** Fetches the chunk now, without rendering. */
  OnDemand.preload = fetchIt
  return OnDemand
}

/** Fetches every on-demand chunk now. */
export async function preloadAll(): Promise<void> {
  await Promise.all(loaders.map((load) => load()))
}

/**
 * Runs `load` soon after, while the browser is idle: once signed in, every screen's code (`preloadAll`), so the
 * first list or form opens as fast as when everything came in one file; on the login screen, the first screen's
 * own small chunk, so signing in waits only for its data. The login screen itself still needs none of it.
 */
export function useLoadWhenIdle(load: (() => Promise<unknown>) | null, afterMs: number): void {
  useEffect(() => {
    if (!load) return
    // jsdom (the renderer's unit tests) has no idle callbacks; they preload up front anyway.
    if (typeof requestIdleCallback !== 'function') return
    let idle = 0
    const timer = setTimeout(() => (idle = requestIdleCallback(() => void load())), afterMs)
    return () => (clearTimeout(timer), cancelIdleCallback(idle))
  }, [load, afterMs])
}

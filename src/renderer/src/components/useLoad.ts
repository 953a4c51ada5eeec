import { useCallback, useEffect, useState } from 'react'
import type { CallResult, Failure } from '../../../shared/contract/define'
import type { RefreshedRead } from '../../../shared/rules/refresh'
import { useChangesOf } from '../state/data-changes'

/** SPEC §9: a loading state gives up after 15000 ms. */
export const LOADING_TIMEOUT_MS = 15_000

const TIMED_OUT: Failure = { ok: false, reason: 'timeout', message: 'The server did not answer in time.' }

export type LoadState<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; failure: Failure }

interface Settled<T> {
  load: () => Promise<CallResult<T>>
  attempt: number
  /** The count of changes it was read at (`refreshedBy`). */
  readAt: number
  state: LoadState<T>
}

/**
 * Runs `load` (keep it stable with useCallback) and reports loading, ready or failed, with `retry`.
 * `load` resolves even on failure: calls made through `useBridge()` never reject.
 * After LOADING_TIMEOUT_MS without an answer it reports the time-out; an answer arriving later still shows.
 * `refreshedBy` names the read `load` makes (rules/refresh.ts): when a write in this window or another changes
 * it, it is read again, the answer in hand shown meanwhile; changes told while it is read wait for its answer.
 * `everyMs`: also read again that often while the window is shown, and when it is shown again, for what others'
 * writes change and nothing tells this window of (the server does not call the app).
 */
export function useLoad<T>(
  load: () => Promise<CallResult<T>>,
  refreshedBy?: RefreshedRead,
  everyMs?: number,
): LoadState<T> & { retry(): void } {
  const [attempt, setAttempt] = useState(0)
  const changes = useChangesOf(refreshedBy) + useTicks(everyMs)
  const [readAt, setReadAt] = useState(changes)
  const [settled, setSettled] = useState<Settled<T> | null>(null)

  useEffect(() => {
    let live = true
    const report = (state: LoadState<T>) => {
      if (live) setSettled({ load, attempt, readAt, state })
    }
    const timer = setTimeout(() => report({ status: 'failed', failure: TIMED_OUT }), LOADING_TIMEOUT_MS)
    void load().then((result) => {
      clearTimeout(timer)
      report(result.ok ? { status: 'ready', data: result.data } : { status: 'failed', failure: result })
    })
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [load, attempt, readAt])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  // A result belongs to one call: a new attempt (or a new `load`) is loading until it answers.
  const current = settled && settled.load === load && settled.attempt === attempt ? settled : null
  // Answered, and changed since it was read: read again (state set while drawing: React draws again at once).
  if (current?.readAt === readAt && changes !== readAt) setReadAt(changes)
  return { ...(current?.state ?? { status: 'loading' }), retry }
}

/** Counts up every `ms` while the page is visible, and when it becomes visible again; 0 without `ms`. */
function useTicks(ms: number | undefined): number {
  const [ticks, setTicks] = useState(0)
  useEffect(() => {
    if (ms === undefined) return
    const tick = () => {
      if (document.visibilityState === 'visible') setTicks((n) => n + 1)
    }
    const timer = setInterval(tick, ms)
    document.addEventListener('visibilitychange', tick)
    return () => {
      clearInterval(timer)
      document.removeEventListener('visibilitychange', tick)
    }
  }, [ms])
  return ticks
}

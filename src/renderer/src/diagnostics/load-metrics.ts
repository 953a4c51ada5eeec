import { APP_START, LOAD_METRICS_KEY, LOAD_METRICS_LIMIT } from '../../../shared/rules/diagnostics'
import type { LoadMetric } from './metrics-read'

// Page-load metrics (SPEC §2.2): the time from a navigation to the screen's first data painted, and the app's
// start time, in this renderer's localStorage. Nothing here sends them anywhere. Timing runs from the login
// screen on, so this module writes without zod; the entries are checked where they are read (metrics-read.ts).

export type { LoadMetric }

/** What the store holds, as it is: a damaged store starts afresh. */
function storedEntries(storage: Storage): unknown[] {
  try {
    const stored: unknown = JSON.parse(storage.getItem(LOAD_METRICS_KEY) ?? '[]')
    return Array.isArray(stored) ? stored : []
  } catch {
    return []
  }
}

/** Adds one timing, keeping the last LOAD_METRICS_LIMIT. */
export function recordMetric(entry: LoadMetric, storage: Storage = localStorage): void {
  const kept = [...storedEntries(storage), entry].slice(-LOAD_METRICS_LIMIT)
  try {
    storage.setItem(LOAD_METRICS_KEY, JSON.stringify(kept))
  } catch {
    // A full or refused store loses a timing, never the screen.
  }
}

/** Tab-separated lines with a heading, for pasting into a spreadsheet or an issue. */
export function metricsAsText(entries: readonly LoadMetric[]): string {
  return ['when\tscreen\tms', ...entries.map((e) => `${e.at}\t${e.screen}\t${e.ms}`)].join('\n')
}

// The navigation being timed: set when the route changes, cleared when its first data paints.
let pending: { screen: string; start: number } | null = null
let started = false

/** A navigation to `screen` began now. */
export function markNavigation(screen: string, now = performance.now()): void {
  pending = { screen, start: now }
}

/** The current screen painted its first data; only the first paint after a navigation counts. */
export function markPainted(now = performance.now()): void {
  if (!pending) return
  recordMetric({ at: new Date().toISOString(), screen: pending.screen, ms: Math.round(now - pending.start) })
  pending = null
}

/** The app's first screen is up: the time since the page began loading, once per start. */
export function markAppStarted(now = performance.now()): void {
  if (started) return
  started = true
  recordMetric({ at: new Date().toISOString(), screen: APP_START, ms: Math.round(now) })
}

import { z } from 'zod'
import { LOAD_METRICS_KEY } from '../../../shared/rules/diagnostics'

// Reading the page-load metrics back (the Diagnostics dialog): each stored entry is checked here, apart from
// the writing (load-metrics.ts), which runs on the login screen and so carries no zod.

const Entry = z.object({ at: z.string(), screen: z.string(), ms: z.number() })
export type LoadMetric = z.infer<typeof Entry>

/**
 * The kept timings, oldest first. A damaged store reads as empty, and a damaged entry is left out, rather than
 * breaking the app.
 */
export function readMetrics(storage: Storage = localStorage): LoadMetric[] {
  try {
    const stored: unknown = JSON.parse(storage.getItem(LOAD_METRICS_KEY) ?? '[]')
    if (!Array.isArray(stored)) return []
    return stored.flatMap((entry) => {
      const parsed = Entry.safeParse(entry)
      return parsed.success ? [parsed.data] : []
    })
  } catch {
    return []
  }
}

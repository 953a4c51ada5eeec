import { create } from 'zustand'
import { queueTotals, type JobView, type QueueView } from '../../../shared/uploads-queue'

// The bulk-upload queue as main last reported it (`uploads.list()` on mount, `uploads.onProgress` after,
// at most ten reports a second). The queue itself lives in main; this is only its mirror, kept so that a
// report redraws only what it changed: a job that did not change keeps its object, the order of jobs
// keeps its array, so a row that selects its own job is not drawn again for its neighbours' progress.

export type QueueTotals = ReturnType<typeof queueTotals>

export interface UploadsMirror {
  /** Main has reported the queue at least once. */
  known: boolean
  paused: boolean
  /** Held by main while the API server cannot be reached (not the user's pause). */
  offline: boolean
  /** The jobs' ids in queue order; the same array while the jobs and their order stay the same. */
  ids: readonly string[]
  /** Each job as last reported; the same object while nothing about it changed. */
  jobs: Readonly<Record<string, JobView>>
  totals: QueueTotals
  /** Bytes a second over the last few seconds of sending; null while nothing is sent or too early to say. */
  rate: number | null
  /** Takes a report from main. */
  apply(view: QueueView, now?: number): void
}

/** Rate samples older than this are forgotten: the estimate follows the connection as it is now. */
const RATE_WINDOW_MS = 8_000
/** Less than this much sending says nothing reliable about the rate. */
const RATE_MIN_SPAN_MS = 2_000

const EMPTY_TOTALS = queueTotals({ paused: false, jobs: [] })

const JOB_FIELDS: readonly (keyof JobView)[] = [
  'id',
  'batchId',
  'name',
  'title',
  'size',
  'sentBytes',
  'status',
  'phase',
  'message',
  'entryId',
]
const sameJob = (a: JobView, b: JobView) => JOB_FIELDS.every((field) => a[field] === b[field])

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, i) => id === b[i])

/**
 * A file that is not being sent starts again from its first byte when it is (a paused, waiting or retried
 * upload does not resume mid-file): bytes a report still gives it are not shown as progress.
 */
function withoutStaleBytes(job: JobView): JobView {
  const sending = job.status === 'active' && job.phase === 'upload'
  return sending || job.status === 'done' || job.sentBytes === 0 ? job : { ...job, sentBytes: 0 }
}

/** Bytes sent since the previous report, counted per job: a cancelled or retried file never counts back. */
function bytesMoved(previous: Readonly<Record<string, JobView>>, jobs: readonly JobView[]): number {
  let moved = 0
  for (const job of jobs) {
    const before = previous[job.id]
    if (!before) continue
    const now = job.status === 'done' ? job.size : job.sentBytes
    const then = before.status === 'done' ? before.size : before.sentBytes
    if (now > then && before.status !== 'done') moved += now - then
  }
  return moved
}

interface Sample {
  at: number
  moved: number
}
let samples: Sample[] = []
let movedSoFar = 0

function rateAfter(moved: number, now: number, sending: boolean): number | null {
  if (!sending) {
    samples = []
    return null
  }
  movedSoFar += moved
  samples = [...samples.filter((s) => now - s.at <= RATE_WINDOW_MS), { at: now, moved: movedSoFar }]
  const first = samples[0]
  const last = samples[samples.length - 1]
  const span = last.at - first.at
  if (span < RATE_MIN_SPAN_MS) return null
  const rate = ((last.moved - first.moved) / span) * 1000
  return rate > 0 ? rate : null
}

const initialState = () => ({
  known: false,
  paused: false,
  offline: false,
  ids: [] as readonly string[],
  jobs: {} as Readonly<Record<string, JobView>>,
  totals: EMPTY_TOTALS,
  rate: null as number | null,
})

export const useUploads = create<UploadsMirror>()((set, get) => ({
  ...initialState(),
  apply(reported, now = Date.now()) {
    const previous = get()
    const view = { ...reported, jobs: reported.jobs.map(withoutStaleBytes) }
    const jobs: Record<string, JobView> = {}
    for (const job of view.jobs) {
      const before = previous.jobs[job.id]
      jobs[job.id] = before && sameJob(before, job) ? before : job
    }
    const ids = view.jobs.map((job) => job.id)
    const totals = queueTotals(view)
    const offline = view.offline ?? false
    const sending = !view.paused && !offline && view.jobs.some((job) => job.status === 'active')
    set({
      known: true,
      paused: view.paused,
      offline,
      ids: sameIds(ids, previous.ids) ? previous.ids : ids,
      jobs,
      totals,
      rate: rateAfter(bytesMoved(previous.jobs, view.jobs), now, sending),
    })
  },
}))

/** Back to nothing known (tests, and a user signing out). */
export function resetUploads(): void {
  samples = []
  movedSoFar = 0
  useUploads.setState(initialState())
}

/** Seconds until the queue is through at the current rate, or null when it cannot be said. */
export function secondsLeft(totals: QueueTotals, rate: number | null): number | null {
  if (rate === null || totals.pending === 0) return null
  return Math.max(0, (totals.totalBytes - totals.sentBytes) / rate)
}

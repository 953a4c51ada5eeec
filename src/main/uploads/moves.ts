import type { JobStatus } from '../../shared/uploads-queue'

// The bulk-upload queue as a machine: what may happen to a file in each state, the state it moves to and
// what else that move does. A new state (a file waiting for the user, a duplicate skipped) is a row here
// and, when it needs one, an effect in queue.ts.

export type JobEvent =
  /** The app started again: what was under way goes again, from where it was. */
  | 'restart'
  | 'start'
  /** The record and its photo arrived. */
  | 'delivered'
  /** The file is not the one that was queued: the user decides. */
  | 'changed-on-disk'
  /** Refused for good (damaged, wrong type, a 4xx): nothing is left of it. */
  | 'refused'
  /** No answer, a 5xx, a lost answer: wait and send again. */
  | 'passing-failure'
  /** No server at all: not this file's fault, it goes again once the server is back. */
  | 'no-server'
  | 'backoff-over'
  | 'pause'
  | 'cancel'
  /**
   * Refused by the server as its photo arrived, the gallery holding its bytes (issue 28: another editor's copy
   * came a moment before): not sent unless the user retries it, and the record made for it removed.
   */
  | 'known-in-gallery'
  | 'retry'

export type JobEffect =
  /** Abort its call and its backoff timer. */
  | 'stop'
  /** Count the attempt and wait out the backoff before `backoff-over`. */
  | 'back-off'
  /** Delete the record made for it, so nothing half-made stays and a retry starts afresh. */
  | 'remove-record'
  /**
   * A fresh count of attempts, a file changed on disk taken as it is now, and a file the gallery holds sent
   * anyway: the user asked for it.
   */
  | 'start-afresh'

export interface JobMove {
  readonly from: readonly JobStatus[]
  readonly to: JobStatus
  readonly effects: readonly JobEffect[]
}

export const JOB_MOVES: Readonly<Record<JobEvent, JobMove>> = {
  restart: { from: ['active', 'waiting'], to: 'queued', effects: [] },
  start: { from: ['queued'], to: 'active', effects: [] },
  delivered: { from: ['active'], to: 'done', effects: [] },
  'changed-on-disk': { from: ['active'], to: 'changed', effects: [] },
  refused: { from: ['active'], to: 'failed', effects: ['remove-record'] },
  'passing-failure': { from: ['active'], to: 'waiting', effects: ['back-off'] },
  'no-server': { from: ['active'], to: 'queued', effects: [] },
  'backoff-over': { from: ['waiting'], to: 'queued', effects: [] },
  pause: { from: ['active', 'waiting'], to: 'queued', effects: ['stop'] },
  cancel: {
    from: ['queued', 'active', 'waiting', 'failed', 'changed'],
    to: 'cancelled',
    effects: ['stop', 'remove-record'],
  },
  'known-in-gallery': { from: ['active'], to: 'cancelled', effects: ['stop', 'remove-record'] },
  retry: { from: ['failed', 'cancelled', 'changed'], to: 'queued', effects: ['start-afresh'] },
}

/** The state a file in `status` moves to on `event`, or null when the event does not apply to it. */
export function nextStatus(status: JobStatus, event: JobEvent): JobStatus | null {
  const move = JOB_MOVES[event]
  return move.from.includes(status) ? move.to : null
}

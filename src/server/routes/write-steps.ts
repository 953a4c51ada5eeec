import type { SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { CallSpec } from '../../shared/contract/define'
import type { SessionUser } from '../../shared/contract/session'
import { checkSave } from '../a11y-write'
import { auditCall } from '../audit-log'
import type { Database } from '../db/client'
import { recordPublicChanges } from '../public/changes'
import { projectRecord, publicChangesOf, type Projected } from '../public/project'
import { isHeld, keepsContent, reviewRequestStep, reviewStep, type ReviewOfWrite } from '../review/write-step'
import { refuseBadTimes, saveSchedule, scheduleAsked, type ScheduleRequest } from '../schedule-write'

// The one write path (routes/define.ts registerCall) as a list of named steps. Every audited write runs each
// step's `before` in the list's order before its handler, and, once the handler answered that it wrote, each
// step's `after` in the same order, all in the write's transaction: a step that throws leaves nothing of the
// save. A capability every write needs (a version, a schedule, a content check, a review, the reader's copy,
// an outbox of webhook events) is one more step here, never a branch in registerCall.

/** One audited write as the steps see it: what it asked, and what earlier steps found for later ones. */
export interface Write {
  /** The write's transaction. */
  readonly db: Database
  readonly spec: CallSpec
  readonly input: unknown
  /** The table of the record it changes, when its area names one. */
  readonly table: PgTable | undefined
  /** The version the caller's form was opened from, when it sent one. */
  readonly basedOn: number | undefined
  /** Which row of `table` the input names when not by its id (a faculty's page by its code). */
  readonly where: SQL | undefined
  readonly actor: SessionUser
  readonly ip: string
  readonly now: Date
  /** The record before the handler ran and its audit entry to come (the `version` step). */
  record?: Awaited<ReturnType<typeof auditCall>>
  /** The schedule the save asks for (the `schedule` step). */
  schedule?: ScheduleRequest | null
  /** Whether the save waits for a reviewer (the `review` step). */
  review?: ReviewOfWrite
  /** What the save changed in the readers' copies (the `published` step). */
  projected?: Projected[]
  /** The save's audit entry, the record's version now (the `audit entry` step). */
  entryId?: number
  /** What the version keeps besides the record, and the record as saved when a step read it. */
  kept: { also?: Record<string, unknown> | null; row?: Record<string, unknown> }
}

/** What the handler did: its answer, and the record it wrote (null for a call that names none). */
export interface Saved {
  answer: unknown
  recordId: number | null
}

export interface WriteStep {
  name: string
  /** Before the handler runs: read what the step needs, refuse the write (throw an HttpError). */
  before?(write: Write): Promise<void>
  /** After the handler answered that it wrote: the step's own writes, in the same transaction. */
  after?(write: Write, saved: Saved): Promise<void>
}

/** The record as it was, the version the caller saw checked against it (409 when it changed since). */
const version: WriteStep = {
  name: 'version',
  async before(write) {
    write.record = await auditCall(write.db, write.spec, write.input, write.table, write.basedOn, write.where)
  },
}

/** Issue 26: the publish and unpublish times a save of a scheduled area sends (schedule-write.ts). */
const schedule: WriteStep = {
  name: 'schedule',
  async before(write) {
    write.schedule = scheduleAsked(write.table, write.input)
    if (write.schedule) await refuseBadTimes(write.db, write.schedule, write.record?.id ?? null, write.now)
  },
  async after(write, { recordId }) {
    // A save waiting for review keeps its times with the review: the approval schedules them.
    if (write.schedule && recordId !== null && !isHeld(write))
      await saveSchedule(write.db, write.schedule, recordId, write.actor, write.now)
  },
}

/** Issue 27: the record as saved is checked, and a publish with an open error refused (a11y-write.ts). */
const accessibility: WriteStep = {
  name: 'accessibility',
  async after(write, { recordId }) {
    if (recordId === null || keepsContent(write)) return
    const checked = await checkSave(write.db, { ...write, EntryID: recordId })
    write.kept = { also: checked.audited, row: checked.row }
  },
}

/** Issue 46: the reader's copy of the record (public/project.ts), written or removed with the save. */
const published: WriteStep = {
  name: 'published',
  async after(write, { recordId }) {
    if (write.table && recordId !== null && !isHeld(write))
      write.projected = await projectRecord(write.db, write.table, recordId)
  },
}

/** Issue 46: what readers were told, as webhook events in the save's transaction (public/changes.ts). */
const outbox: WriteStep = {
  name: 'outbox',
  async after(write) {
    if (write.projected) await recordPublicChanges(write.db, publicChangesOf(write.projected))
  },
}

/** The audit entry, which is the record's version (audit-log.ts): last, so it holds the record as saved. */
const auditEntry: WriteStep = {
  name: 'audit entry',
  async after(write, { answer }) {
    write.entryId = await write.record?.finish(
      { actor: write.actor, ip: write.ip },
      answer,
      write.kept.also,
      write.kept.row,
    )
  },
}

export const WRITE_STEPS: readonly WriteStep[] = [
  version,
  schedule,
  accessibility,
  reviewStep,
  published,
  outbox,
  auditEntry,
  reviewRequestStep,
]

/**
 * Runs an audited write: the steps before `handler`, the handler, the steps after it when it wrote. Answers
 * the handler's answer.
 */
export async function runWrite<A>(
  write: Omit<Write, 'kept'>,
  handler: () => Promise<A>,
  steps: readonly WriteStep[] = WRITE_STEPS,
): Promise<A> {
  const state: Write = { ...write, kept: {} }
  for (const step of steps) await step.before?.(state)
  const answer = await handler()
  if (!state.record?.wrote(answer)) return answer
  const saved: Saved = { answer, recordId: state.record.recordIdOf(answer) }
  for (const step of steps) await step.after?.(state, saved)
  return answer
}

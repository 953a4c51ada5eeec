import { and, asc, eq, lt, lte, ne, sql } from 'drizzle-orm'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import { fieldWord } from '../shared/rules/audit'
import {
  emptyRequired,
  FAILED_ERROR,
  FAILED_RECORD_GONE,
  failedRequiredEmpty,
  isScheduledTable,
  LATE_AFTER_MS,
  SCHEDULED,
  scheduledCall,
  SCHEDULER_EVERY_MS,
  SCHEDULER_NAME,
  type ScheduledArea,
} from '../shared/rules/schedule'
import { recordName, recordServerWrite, rowOf } from './audit-log'
import { envValue } from './config'
import type { Database } from './db/client'
import { schedule_job } from './db/schema'
import { recordTableNamed } from './db/tables'
import { repeatWhileUp } from './repeating'
import { recordPublicChanges } from './public/changes'
import { projectRecord, publicChangesOf } from './public/project'
import { setStatus } from './schedule-write'

// Issue 26: the scheduler runs the due jobs of schedule_job (made by saves, schedule-write.ts) inside the API
// server, exactly once across servers and restarts. A batch takes its due jobs with SELECT … FOR UPDATE SKIP
// LOCKED in one transaction: another server's batch skips the rows this one holds instead of waiting for
// them, and a server that dies mid-batch loses its locks with its connection, so its jobs are due again for
// the next batch anywhere (marked late by then). Each job runs in a savepoint: one that breaks fails alone.
// A run is a write of the record like any save: its audit entry, by SCHEDULER_NAME, is a version.

export interface SchedulingOptions {
  /** How often to look for due jobs (SCHEDULER_EVERY_MS). */
  everyMs?: number
  /** Jobs per transaction. */
  batch?: number
}

export const SCHEDULING_DEFAULTS = { everyMs: SCHEDULER_EVERY_MS, batch: 100 } as const

export interface RunCounts {
  done: number
  failed: number
}

type Job = typeof schedule_job.$inferSelect

export interface RunOptions {
  /**
   * The moment to run for: jobs due at or before it run, late by how far it is past theirs. A clock is read
   * anew for each batch (a long burst's later batches are as late as they are); a Date holds for all.
   */
  now?: Date | (() => Date)
  /** Jobs per transaction. */
  batch?: number
  /** Where a job that broke is logged; stderr when none. */
  log?: Pick<FastifyBaseLogger, 'error'>
  /** Awaited while a batch holds its jobs (a test's moment to kill the server). */
  pauseHolding?: () => Promise<void>
}

/**
 * Runs every job due at `now`, batch after batch until none is due that no other server holds. Safe to run
 * anywhere, any time, on any number of servers at once.
 */
export async function runDueJobs(db: Database, options: RunOptions = {}): Promise<RunCounts> {
  const { now = () => new Date(), batch = SCHEDULING_DEFAULTS.batch } = options
  const clock = typeof now === 'function' ? now : () => now
  const counts: RunCounts = { done: 0, failed: 0 }
  for (;;) {
    const at = clock()
    const taken = await db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(schedule_job)
        .where(and(eq(schedule_job.state, 'pending'), lte(schedule_job.due_at, at.toISOString())))
        .orderBy(asc(schedule_job.due_at), asc(schedule_job.id))
        .limit(batch)
        .for('update', { skipLocked: true })
      if (due.length > 0) await options.pauseHolding?.()
      for (const job of due) {
        const outcome = await runOne(tx, job, at, options.log)
        counts[outcome]++
      }
      return due.length
    })
    if (taken < batch) return counts
  }
}

/** One job in its own savepoint; what breaks it is rolled back and the job fails with FAILED_ERROR. */
async function runOne(db: Database, job: Job, now: Date, log: RunOptions['log']): Promise<keyof RunCounts> {
  try {
    const reason = await db.transaction((savepoint) => changeRecord(savepoint, job))
    await finish(db, job, now, reason)
    return reason ? 'failed' : 'done'
  } catch (error) {
    const what = `scheduled ${job.action} of ${job.record_table} ${job.EntryID} failed`
    if (log) log.error({ err: error }, what)
    else console.error(what, error)
    await finish(db, job, now, FAILED_ERROR)
    return 'failed'
  }
}

/** Makes the job's change and its version; answers why it could not, or null when done. */
async function changeRecord(db: Database, job: Job): Promise<string | null> {
  const table = recordTableNamed(job.record_table)
  if (!table || !isScheduledTable(job.record_table)) return FAILED_RECORD_GONE
  const area: ScheduledArea = SCHEDULED[job.record_table]
  const before = await rowOf(db, table, job.EntryID, true)
  if (!before) return FAILED_RECORD_GONE
  if (job.action === 'publish') {
    const empty = emptyRequired(area, before)
    if (empty) return failedRequiredEmpty(fieldWord(empty))
  }
  await setStatus(db, table, area, job.EntryID, job.action === 'publish' ? area.on : area.off)
  await recordServerWrite(db, SCHEDULER_NAME, {
    call: scheduledCall(job.action),
    record: recordName(table, job.EntryID),
    before,
    after: await rowOf(db, table, job.EntryID),
  })
  // Issue 46: the reader's copy follows the run, in its savepoint (the record's status now decides), and
  // the website is told of it then, however late the run.
  const projected = await projectRecord(db, table, job.EntryID)
  await recordPublicChanges(db, publicChangesOf(projected, job.action))
  return null
}

async function finish(db: Database, job: Job, now: Date, reason: string | null): Promise<void> {
  const late = now.getTime() - new Date(job.due_at).getTime()
  await db
    .update(schedule_job)
    .set({
      state: reason ? 'failed' : 'done',
      reason,
      ran_at: now.toISOString(),
      late_ms: late > LATE_AFTER_MS ? late : null,
    })
    .where(eq(schedule_job.id, job.id))
}

/**
 * Jobs that ran, failed or were cancelled more than `keepDays` ago (the version retention's days): removed by
 * the server's periodic housekeeping (retention.ts), so the table holds what the dashboard can still show.
 */
export async function removeFinishedJobs(db: Database, keepDays: number): Promise<number> {
  const removed = await db
    .delete(schedule_job)
    .where(
      and(
        ne(schedule_job.state, 'pending'),
        lt(
          sql`coalesce(${schedule_job.ran_at}, ${schedule_job.set_at})`,
          sql`now() - make_interval(days => ${keepDays})`,
        ),
      ),
    )
    .returning({ id: schedule_job.id })
  return removed.length
}

/**
 * Runs the due jobs when the server starts (those that fell due while it was down) and then every `everyMs`
 * while it is up; stopped when it closes. Failures are logged, not fatal: the next round tries again.
 */
export function startScheduler(app: FastifyInstance, options: SchedulingOptions = {}): void {
  const { everyMs, batch } = { ...SCHEDULING_DEFAULTS, ...options }
  repeatWhileUp(app, {
    first: 'ready',
    everyMs,
    async round() {
      const { db, now } = app.services
      const counts = await runDueJobs(db, { now, batch, log: app.log, pauseHolding: pauseForTests() })
      return counts.done || counts.failed ? counts : null
    },
    done: 'scheduled changes run',
    failed: 'running scheduled changes failed',
  })
}

/**
 * TEST ONLY, off unless set: SCHEDULER_TEST_HOLD_MS makes a batch wait that long while it holds its due jobs'
 * locks, so a test can kill the server at that moment (tests/integration/schedule-scale-out.test.ts).
 */
function pauseForTests(): (() => Promise<void>) | undefined {
  const ms = Number(envValue(process.env, 'SCHEDULER_TEST_HOLD_MS'))
  if (!Number.isFinite(ms) || ms <= 0) return undefined
  return () => new Promise((resolve) => setTimeout(resolve, ms))
}

import { and, eq, getTableColumns, getTableName } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { SessionUser } from '../shared/contract/session'
import {
  isScheduledTable,
  SCHEDULE_ACTIONS,
  SCHEDULED,
  scheduleProblem,
  type ScheduleAction,
  type ScheduledArea,
  type ScheduledTable,
} from '../shared/rules/schedule'
import type { Database } from './db/client'
import { schedule_job } from './db/schema'
import { HttpError } from './errors'
import { submitterName } from './routes/records'

// Issue 26: the schedule a save asks for, kept by the one write path (routes/define.ts registerCall) for every
// area of SCHEDULED. A save whose body carries `publishAt` / `unpublishAt` (a time, or null for none) replaces
// the record's pending job of that action; a body without them (SPEC's old client) leaves the schedule as it
// is. A scheduled publish saves the record as Draft now. All of it in the save's transaction, before its audit
// entry is written, so the version holds the record as the save left it.

/** The times a save asks for, by action: a Date, null (none), or undefined (not sent: unchanged). */
type Asked = Record<ScheduleAction, Date | null | undefined>

export interface ScheduleRequest {
  table: PgTable
  name: ScheduledTable
  area: ScheduledArea
  times: Asked
}

const FIELDS: Record<ScheduleAction, 'publishAt' | 'unpublishAt'> = {
  publish: 'publishAt',
  unpublish: 'unpublishAt',
}

/** The schedule a write of `table` asks for, when the table is scheduled and the input names either time. */
export function scheduleAsked(table: PgTable | undefined, input: unknown): ScheduleRequest | null {
  if (!table || typeof input !== 'object' || input === null) return null
  const name = getTableName(table)
  if (!isScheduledTable(name)) return null
  const sent = input as Record<string, unknown>
  const timeOf = (action: ScheduleAction): Date | null | undefined => {
    const value = sent[FIELDS[action]]
    return typeof value === 'string' ? new Date(value) : value === null ? null : undefined
  }
  const times = { publish: timeOf('publish'), unpublish: timeOf('unpublish') }
  if (times.publish === undefined && times.unpublish === undefined) return null
  return { table, name, area: SCHEDULED[name], times }
}

const pendingOf = (asked: ScheduleRequest, EntryID: number, action: ScheduleAction) =>
  and(
    eq(schedule_job.record_table, asked.name),
    eq(schedule_job.EntryID, EntryID),
    eq(schedule_job.action, action),
    eq(schedule_job.state, 'pending'),
  )

/**
 * 400 for a time that has passed (PAST_TIME) or an unpublish not after the publish, naming the field. A time
 * not sent counts as the record's pending one, so an unpublish set alone is still checked against its publish.
 */
export async function refuseBadTimes(
  db: Database,
  asked: ScheduleRequest,
  EntryID: number | null,
  now: Date,
): Promise<void> {
  for (const action of SCHEDULE_ACTIONS) {
    const problem = scheduleProblem({ [FIELDS[action]]: asked.times[action] }, now)
    if (problem) throw new HttpError(400, problem, FIELDS[action])
  }
  const times: Partial<Asked> = {}
  for (const action of SCHEDULE_ACTIONS) {
    const sent = asked.times[action]
    if (sent !== undefined || EntryID === null) times[action] = sent
    else {
      const [pending] = await db
        .select({ due_at: schedule_job.due_at })
        .from(schedule_job)
        .where(pendingOf(asked, EntryID, action))
      times[action] = pending ? new Date(pending.due_at) : null
    }
  }
  // Past times of pending jobs are the scheduler's to run (overdue), not this save's to refuse: order only.
  const order = scheduleProblem({ publishAt: times.publish, unpublishAt: times.unpublish }, new Date(0))
  if (order) throw new HttpError(400, order, FIELDS.unpublish)
}

/**
 * After the save's handler answered that it wrote record `EntryID`: each time sent replaces the pending job
 * of its action (the old one cancelled, a new one pending unless null), and a publish to come makes the
 * record Draft now.
 */
export async function saveSchedule(
  db: Database,
  asked: ScheduleRequest,
  EntryID: number,
  actor: SessionUser,
  now: Date,
): Promise<void> {
  for (const action of SCHEDULE_ACTIONS) {
    const at = asked.times[action]
    if (at === undefined) continue
    await db
      .update(schedule_job)
      .set({ state: 'cancelled' })
      .where(pendingOf(asked, EntryID, action))
    if (at === null) continue
    await db.insert(schedule_job).values({
      record_table: asked.name,
      EntryID,
      action,
      due_at: at.toISOString(),
      set_by: actor.StaffID,
      set_by_name: submitterName(actor),
      set_at: now.toISOString(),
    })
  }
  if (asked.times.publish) await setStatus(db, asked.table, asked.area, EntryID, asked.area.off)
}

/** Sets the record's status column (SCHEDULED's `column`) to its on or off value. */
export async function setStatus(
  db: Database,
  table: PgTable,
  area: ScheduledArea,
  EntryID: number,
  value: ScheduledArea['on'],
): Promise<void> {
  const columns: Record<string, PgColumn> = getTableColumns(table)
  await db
    .update(table)
    .set({ [area.column]: value })
    .where(eq(columns.EntryID, EntryID))
}

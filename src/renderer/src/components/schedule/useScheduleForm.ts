import { useState } from 'react'
import type { ScheduledJob } from '../../../../shared/contract/schedule'
import {
  instantOf,
  SCHEDULED,
  scheduleProblem,
  UNPUBLISH_BEFORE_PUBLISH,
  wallClockOf,
  type ScheduleAction,
  type ScheduledTable,
} from '../../../../shared/rules/schedule'
import type { FailedCheck } from '../field-errors'
import { SCHEDULE_SCREEN_TEXT } from '../../../../shared/rules/schedule-screens'
import { useSession } from '../../state/session'
import { readDraftPart, writeDraftPart, type Draft } from '../useDraft'
import { jobsOf, useSchedule } from './useSchedule'

// Issue 26: the Publish at / Unpublish at fields of a form, as one piece useSaveForm adds to any form given
// `schedule`: the times as typed (wall clock in the university's zone), filled from the record's pending
// jobs, checked at the field (a past time, an unpublish before the publish), and what the save sends.

/** What a form says of its record to be scheduled: one line, `schedule: { table: 'news', status: 'status' }`. */
export interface ScheduleOption<V> {
  table: ScheduledTable
  /** The form's status field: a publish time sets it to Draft (the record waits for its time). */
  status: keyof V & string
  /** The record being updated; absent when adding. */
  id?: number
  /** An unpublish time offered in one click (an event's day after), from the form's values; null: none. */
  suggestUntil?: (values: V) => string | null
}

/** The two times as typed ('2027-03-29T08:00'), '' for none. */
export type Times = Record<ScheduleAction, string>
const NO_TIMES: Times = { publish: '', unpublish: '' }

/** The key each field has in the form's checks (and the body's name for it). */
export const SCHEDULE_FIELD: Record<ScheduleAction, 'publishAt' | 'unpublishAt'> = {
  publish: 'publishAt',
  unpublish: 'unpublishAt',
}

export interface ScheduleForm {
  table: ScheduledTable
  zone: string
  embedded: boolean
  times: Times
  /** A time differs from the record's schedule: leaving asks first, as for the form's other fields. */
  dirty: boolean
  set(action: ScheduleAction, value: string): void
  /** Failed jobs of this record, with their reasons. */
  failed: readonly ScheduledJob[]
  /** The unpublish time offered in one click, or null. */
  suggestion: string | null
  /** A time the field refuses now (in the past, or an unpublish before the publish): it says so at once. */
  invalid: FailedCheck | null
  /** The form's values as saved: Draft while a publish time waits. */
  valuesFor<V>(values: V): V
  /**
   * The save's body with the times: a changed time as its UTC instant, a cleared one as null, an unchanged
   * one left out (the record's schedule stays). Every scheduled area's body takes them (contract scheduleFields).
   */
  into<I>(body: I): I
  /** After a save: what was sent is now the record's schedule. */
  saved(): void
}

/** The part of a form's draft the typed times are kept as. */
const PART = 'schedule'

/** Typed times as a draft kept them, or null for anything else. */
function timesIn(stored: unknown): Times | null {
  if (typeof stored !== 'object' || stored === null) return null
  const { publish, unpublish } = stored as Record<string, unknown>
  return typeof publish === 'string' && typeof unpublish === 'string' ? { publish, unpublish } : null
}

const timesOf = (jobs: readonly ScheduledJob[], zone: string): Times => {
  const times = { ...NO_TIMES }
  for (const job of jobs) times[job.action] = wallClockOf(new Date(job.dueAt), zone)
  return times
}

export function useScheduleForm<V>(
  option: ScheduleOption<V> | undefined,
  draft: Pick<Draft<V>, 'values' | 'set' | 'key'>,
): ScheduleForm | undefined {
  const view = useSchedule({ enabled: option !== undefined, failed: option?.id !== undefined })
  const owner = useSession((state) => state.user?.StaffID ?? null)
  /**
   * The times as the editor typed them; null while untouched (the record's pending jobs show). Kept beside
   * the form's draft, so a crash or a closed window loses no typed time either.
   */
  const [typed, setTypedState] = useState<Times | null>(() => timesIn(readDraftPart(draft.key, PART, owner)))
  const setTyped = (next: Times | null) => {
    setTypedState(next)
    writeDraftPart(draft.key, PART, owner, next)
  }
  /** What the record's schedule was after the last save; null: as the pending jobs say. */
  const [savedTimes, setSavedTimes] = useState<Times | null>(null)
  if (!option) return undefined

  const { table, status, id, suggestUntil } = option
  const baseline = savedTimes ?? timesOf(jobsOf(view.pending, table, id), view.zone)
  const times = typed ?? baseline
  const instant = (action: ScheduleAction) =>
    times[action] === '' ? null : instantOf(times[action], view.zone)
  const changed = (action: ScheduleAction) => times[action] !== baseline[action]

  /** The first field whose time the save would refuse: each changed time in the future, then their order. */
  function problem(): FailedCheck | null {
    const now = new Date()
    for (const action of ['publish', 'unpublish'] as const)
      if (changed(action) && times[action] !== '' && !instant(action))
        return { field: SCHEDULE_FIELD[action], message: SCHEDULE_SCREEN_TEXT.notATime }
    for (const action of ['publish', 'unpublish'] as const) {
      const message = changed(action) && scheduleProblem({ publishAt: instant(action) }, now)
      if (message) return { field: SCHEDULE_FIELD[action], message }
    }
    const order = scheduleProblem({ publishAt: instant('publish'), unpublishAt: instant('unpublish') }, now)
    return order === UNPUBLISH_BEFORE_PUBLISH && (changed('publish') || changed('unpublish'))
      ? { field: SCHEDULE_FIELD.unpublish, message: order }
      : null
  }
  const invalid = problem()

  const off = (current: unknown) => {
    const value = SCHEDULED[table].off
    return (typeof current === 'string' ? String(value) : Number(value)) as V[keyof V & string]
  }

  return {
    table,
    zone: view.zone,
    embedded: view.embedded,
    times,
    dirty: changed('publish') || changed('unpublish'),
    set(action, value) {
      setTyped({ ...times, [action]: value })
      if (action === 'publish' && value !== '') draft.set(status, off(draft.values[status]))
    },
    failed: jobsOf(view.failed, table, id),
    suggestion: suggestUntil?.(draft.values) ?? null,
    invalid,
    valuesFor: <W>(values: W): W =>
      times.publish === ''
        ? values
        : { ...values, [status]: off((values as Record<string, unknown>)[status]) },
    into<I>(body: I): I {
      const fields: { publishAt?: string | null; unpublishAt?: string | null } = {}
      for (const action of ['publish', 'unpublish'] as const)
        if (changed(action)) fields[SCHEDULE_FIELD[action]] = instant(action)?.toISOString() ?? null
      return { ...(body as object), ...fields } as I
    },
    saved() {
      setSavedTimes(times)
      setTyped(null)
    },
  }
}

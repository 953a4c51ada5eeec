import { vi } from 'vitest'
import { channel, contractApi, type SessionState } from '../../../src/shared/bridge'
import { apiCall, buildBridge, mediaUrl, type Transport } from '../../../src/shared/bridge-build'
import { eventChannel, type EventName, type PayloadOf } from '../../../src/shared/bridge-table'
import type { SessionUser } from '../../../src/shared/contract/session'
import type { DataChange } from '../../../src/shared/rules/refresh'
import { useSelectedRow } from '../../../src/renderer/src/state/selected-row'

// A unit-test double of the bridge: the real `buildBridge` over a transport that answers from a table
// of channels, so the double always has the Bridge's exact shape. Unanswered channels throw, which the
// app treats like a transport failure.

export type Answer = (arg: unknown) => unknown

export const ADA: SessionUser = {
  StaffID: 7,
  FirstName: 'Ada',
  MiddleName: '',
  Surname: 'Obi',
  IsAdmin: 1,
  FacultyCode: null,
}

export const COUNTS = {
  UserCount: 12,
  FacultyCount: 5,
  CoursesCount: 48,
  ModuleCount: 310,
  NewsCount: 27,
  EventCount: 9,
  HomeContent: null,
}

export const ok = <T>(data: T) => ({ ok: true, data })

/** Rows of one kind for a channel to answer: `defaults`, with what each row of a test says otherwise. */
export const rowsLike =
  <T>(defaults: T) =>
  (over: Partial<T> = {}): T => ({ ...defaults, ...over })

/** Issue 26: the university's zone the screens read unless a test answers otherwise (WAT, no daylight saving). */
export const ZONE = 'Africa/Lagos'

/** An update screen's calls on its record (issue 25), answered from the area's list unless a test answers them. */
const OPENED = /^api:(\w+)\.(feedback)?(Get|get|History|history|Lease|lease)$/

export function openedRecordAnswer(answers: Record<string, Answer>, name: string): Answer | undefined {
  const match = OPENED.exec(name)
  if (!match) return undefined
  const [, area, feedback, call] = match
  const kind = call.toLowerCase()
  if (kind === 'history') return () => ok([])
  if (kind === 'lease') return () => ok({ mine: true, heldBy: null })
  // The record as the list the test gave shows it (the list's Edit chose it there); no version.
  const lists = feedback ? ['feedbackList'] : ['list', 'boardList']
  return (arg) => {
    const id = Number((arg as { EntryID?: unknown } | undefined)?.EntryID)
    for (const list of lists) {
      const listed = answers[channel.api(area, list)]?.(undefined) as
        { ok?: boolean; data?: unknown } | undefined
      const row = Array.isArray(listed?.data)
        ? (listed.data as { EntryID?: unknown }[]).find((each) => each.EntryID === id)
        : undefined
      if (row) return ok(row)
    }
    // Else the row the test put in the list's selection, as a record the server still has.
    const { row } = useSelectedRow.getState()
    const chosen = row as { EntryID?: unknown } | null
    if (chosen?.EntryID === id) return ok(row)
    return { ok: false, reason: 'not-found', message: 'Not found.' }
  }
}

export function fakeBridge(options: { user?: SessionUser | null; answers?: Record<string, Answer> } = {}) {
  const { user = ADA } = options
  const answers: Record<string, Answer> = {
    // Issue 45: the API server has started.
    ['startup.status']: () => ({ state: 'ready' }),
    ['session.current']: () => ({ user, expired: false }),
    ['session.logout']: () => undefined,
    ['connection.current']: () => 'online',
    [channel.api('setup', 'status')]: () => ok({ needsFirstAdmin: false }),
    [channel.api('academics', 'facultyList')]: () => ok([]),
    [channel.api('general', 'dashboardCount')]: () => ok(COUNTS),
    // Issue 26: nothing scheduled, in WAT, against a deployment's server.
    [channel.api('schedule', 'zone')]: () =>
      ok({ zone: ZONE, chosen: true, embedded: false, locale: 'en-GB' }),
    [channel.api('schedule', 'pending')]: () => ok([]),
    [channel.api('schedule', 'overview')]: () => ok({ upcoming: [], failed: [], late: [], done: [] }),
    // Issue 27: the forms' own suites save photos with no alternative text, which the forms get with issue 27's
    // alt field: their server warns of it instead of holding the publish. The a11y suites answer the defaults.
    [channel.api('a11y', 'levels')]: () => ok({ levels: { 'img-alt-missing': 'warning' } }),
    [channel.api('a11y', 'count')]: () => ok({ recordsWithErrors: 0 }),
    // Issue 48: nothing waits for review, and the defaults of rules/review.ts decide who is reviewed.
    [channel.api('review', 'list')]: () => ok([]),
    [channel.api('review', 'count')]: () => ok({ toDecide: 0, minePending: 0, mineChanges: 0 }),
    [channel.api('review', 'settings')]: () => ok({ rules: [] }),
    [channel.api('review', 'notices')]: () =>
      ok({ notices: [], unseen: 0, until: '2026-12-01T09:00:00.000Z' }),
    [channel.api('review', 'one')]: () => ({ ok: false, reason: 'not-found', message: 'Not found.' }),
    ...options.answers,
  }
  const listeners = new Map<string, Set<(payload: unknown) => void>>()
  const invoke = vi.fn(async (name: string, arg?: unknown) => {
    const answer = answers[name] ?? openedRecordAnswer(answers, name)
    if (!answer) throw new Error(`the fake bridge has no answer for ${name}`)
    return answer(arg)
  })
  const transport: Transport = {
    invoke,
    // Main's events hear only what a test emits.
    subscribe: (event, listener) => {
      const own = listeners.get(event) ?? new Set()
      listeners.set(event, own.add(listener))
      return () => own.delete(listener)
    },
  }
  const emit = (name: EventName, payload: unknown) =>
    listeners.get(eventChannel(name))?.forEach((listener) => listener(payload))
  return {
    bridge: buildBridge(
      transport,
      () => ({
        'files.pathFor': async (file) => `/tmp/${file.name}`,
        'media.url': (folder, imagePath) => mediaUrl('/media/', folder, imagePath),
      }),
      contractApi(apiCall(transport)),
    ),
    /** The arguments of every call made on a channel. */
    callsOf: (name: string) => invoke.mock.calls.filter(([n]) => n === name).map(([, arg]) => arg),
    /** Main reporting a session change. */
    emitSession: (state: SessionState) => emit('session.onChange', state),
    /** Main sending one of its events. */
    emit: <N extends EventName>(name: N, payload: PayloadOf<N>) => emit(name, payload),
    /** Main telling every window that a write changed an area (issue 45). */
    emitChange: (change: DataChange) => emit('data.onChange', change),
  }
}

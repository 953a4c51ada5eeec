import { useCallback, type ReactElement } from 'react'
import { useSearchParams } from 'react-router-dom'
import type { z } from 'zod'
import type { Bridge } from '../../../shared/bridge'
import type { CallResult, UploadFolder } from '../../../shared/contract/define'
import { RECORD_ADDRESS_TEXT as T, RECORD_ID_PARAM, recordIdOf } from '../../../shared/rules/record-address'
import { useBridge } from '../app/BridgeProvider'
import { useSelectedRowOf } from '../state/selected-row'
import { LoadFailure } from './LoadFailure'
import { NothingSelected, RecordNotice } from './notices'
import { Spinner } from './Spinner'
import { useLoad } from './useLoad'
import { openRecord, type OpenedRecord, type RecordCalls } from './opened-record'

// Issue 23 "Edits that can be linked": which record an update screen edits. The address names it
// (`/news/general/update?id=123`, rules/record-address.ts): the row the list's Edit chose when it is that
// record, else the record read from the server with the area's read-one call, so a bookmark, a second tab
// or the history opens it too. SPEC's bare path opens the chosen row, as before. Issue 25: the record is
// always read anew when the screen opens, so the form starts from the record as it is now, at its version.

/** How an area's update screen finds its record. Keep each one a module-level constant: loads depend on it. */
export interface RecordSource<T> {
  /** The name the list's Edit stores its row under in the selected-row store ('news'). */
  area: string
  schema: z.ZodType<T>
  /** The record's id, as the address names it (EntryID; an account's StaffID). */
  idOf(row: T): number
  /** The area's read-one call. */
  get(bridge: Bridge, id: number): Promise<CallResult<unknown>>
  /** The record's history, lease and restore calls (`(bridge) => bridge.api.news`); absent: none. */
  calls?(bridge: Bridge): RecordCalls
  /** Where its stored photos are kept (the area's upload folder), for History's thumbnails. */
  photoFolder?: UploadFolder
  /** What the notices call the record ('news', 'event'). */
  what: string
  /** A record of the read-one call that this screen does not edit (leadership: board members only). */
  accepts?(row: T): boolean
}

/** Where the notices send the user: the area's list. */
export interface ListLink {
  path: string
  label: string
}

/** The record to edit, or what the screen shows instead (loading, no such record, a failure). */
export type RecordToEdit<T> =
  | { row: T; opened: OpenedRecord<T>; screen?: undefined }
  | { row: null; opened?: undefined; screen: ReactElement }

const NOTHING_TO_LOAD: CallResult<unknown> = { ok: true, data: null }

/** The read-one call for `id`, or nothing to load (null). */
function useRecordLoad<T>(source: RecordSource<T>, id: number | null) {
  const bridge = useBridge()
  return useLoad(
    useCallback(
      () => (id === null ? Promise.resolve(NOTHING_TO_LOAD) : source.get(bridge, id)),
      [bridge, source, id],
    ),
  )
}

export function useRecordToEdit<T>(source: RecordSource<T>, list: ListLink): RecordToEdit<T> {
  const bridge = useBridge()
  const [params] = useSearchParams()
  const named = params.get(RECORD_ID_PARAM)
  const selected = useSelectedRowOf(source.area, source.schema)
  const accepted = (row: T) => source.accepts?.(row) ?? true
  const chosen = selected !== null && accepted(selected) ? source.idOf(selected) : null
  // The address names the record; without one, SPEC's bare path edits the row the list's Edit chose.
  const fetchId = named !== null ? recordIdOf(named) : chosen

  const loaded = useRecordLoad(source, fetchId)

  if (named === null && chosen === null)
    return { row: null, screen: <NothingSelected listPath={list.path} listLabel={list.label} /> }
  const shownId = named ?? String(fetchId)
  const notice = (text: string) => ({
    row: null,
    screen: <RecordNotice text={text} listPath={list.path} listLabel={list.label} />,
  })
  if (fetchId === null) return notice(T.noSuchRecord(source.what, shownId))
  if (loaded.status === 'loading')
    return {
      row: null,
      screen: (
        <section className="card screen-notice">
          <Spinner label={T.loading(source.what)} />
        </section>
      ),
    }
  if (loaded.status === 'failed') {
    const { failure } = loaded
    if (failure.reason === 'not-found') return notice(T.noSuchRecord(source.what, shownId))
    if (failure.reason === 'forbidden') return notice(T.refused(source.what, shownId))
    return {
      row: null,
      screen: (
        <section className="card screen-notice">
          <LoadFailure what={`the ${source.what}`} failure={failure} retry={loaded.retry} />
        </section>
      ),
    }
  }
  const opened = openRecord({
    answer: loaded.data,
    id: fetchId,
    schema: source.schema,
    accepts: source.accepts,
    get: () => source.get(bridge, fetchId),
    reload: loaded.retry,
    calls: source.calls?.(bridge),
    photoFolder: source.photoFolder,
  })
  if (opened === null) return notice(T.noSuchRecord(source.what, shownId))
  return { row: opened.row, opened }
}

/** A RecordSource for a record keyed by EntryID, as every area's but accounts' is. */
export const byEntryId = <T extends { EntryID: number }>(
  source: Omit<RecordSource<T>, 'idOf'>,
): RecordSource<T> => ({ ...source, idOf: (row) => row.EntryID })

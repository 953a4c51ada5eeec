import { useMemo, useState, type ReactNode } from 'react'
import type { CallResult } from '../../../shared/contract/define'
import { actionsColumn, deleteAction, editRecordAction, viewAction, type RowAction } from './columns'
import type { ActionColumn } from './DataTable'
import { useCarryRow } from './useCarryRow'
import { useDeleteRow, type DeleteRowOptions } from './useDeleteRow'
import { useLoad, type LoadState } from './useLoad'
import { useOpenPublicPage } from './usePublicPage'

/** What a Delete answers: 'deleted', or a refusal in words. */
type DeleteAnswer = Promise<CallResult<{ message: string }>>

/**
 * An area's calls of its list (the bridge's area, e.g. `bridge.api.news`): its rows, and its Delete by the
 * record's id, or `removeRow` where the Delete sends more than the id (feedback also names its image; a name no contract call has).
 */
export type ListCalls<Query, Row> = { list(query: Query): Promise<CallResult<Row[]>> } & (
  { delete(body: { EntryID: number }): DeleteAnswer } | { removeRow(row: Row): DeleteAnswer }
)

/**
 * What the list call is asked: a faculty's list its code (`{ facultyCode }`); a list of the whole site,
 * whose call asks nothing, leaves it out.
 */
type QueryOption<Query> = Record<never, never> extends Query ? { query?: Query } : { query: Query }

export type RecordListOptions<Query, Row> = QueryOption<Query> & RecordListBase<Row>

interface RecordListBase<Row> extends Omit<DeleteRowOptions<Row>, 'onDeleted' | 'nameOf' | 'remove'> {
  /** The record's name: it names each row button ("Edit 'Library hours'") and the Delete's confirmation. */
  nameOf(row: Row): string
  /** Edit carries the row, under its selected-row area, to the update screen at the record's address. */
  edit: { area: string; path: string }
  /** View opens the record's page on the public website: the page's kind and the row's part of it. */
  view?: { kind: string; slugOf(row: Row): string }
}

/**
 * A list of records that are edited and deleted (news, events, headlines, sliders, partners, feedback,
 * photos): the rows the area's list call answers, and the row buttons View, Edit and Delete under one
 * Actions column. Delete asks first and reloads the rows once the record is gone (`dialogs`).
 */
export function useRecordList<Query, Row extends { EntryID: number }>(
  calls: ListCalls<Query, Row>,
  options: RecordListOptions<Query, Row>,
): { list: LoadState<Row[]> & { retry(): void }; actions: ActionColumn<Row>; dialogs: ReactNode } {
  // What the list shows and does is its own for its whole life: another faculty's list is another table
  // (keyed by the faculty), so the first render's calls and options serve every later one.
  const [fixed] = useState(() => ({
    // A call that asks nothing is asked `{}` (QueryOption lets only such a call leave the query out).
    load: () => calls.list(options.query ?? ({} as Query)),
    remove: (row: Row) =>
      'removeRow' in calls ? calls.removeRow(row) : calls.delete({ EntryID: row.EntryID }),
    options,
  }))
  const list = useLoad(fixed.load)
  const { ask, dialogs } = useDeleteRow<Row>({
    ...fixed.options,
    remove: fixed.remove,
    onDeleted: list.retry,
  })
  const carry = useCarryRow()
  const openPublicPage = useOpenPublicPage()
  const actions = useMemo(() => {
    const { nameOf, view, edit } = fixed.options
    const buttons: RowAction<Row>[] = [editRecordAction(carry, edit.area, edit.path), deleteAction(ask)]
    if (view) buttons.unshift(viewAction((row) => void openPublicPage(view.kind, view.slugOf(row))))
    return actionsColumn(nameOf, buttons)
  }, [fixed, carry, ask, openPublicPage])
  return { list, actions, dialogs }
}

import { useCallback, useMemo, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import type { ReviewRow } from '../../../../shared/contract/review'
import {
  isOpenReview,
  REVIEW_SCREEN_TEXT as S,
  REVIEW_TEXT as T,
  reviewAreaLabel,
} from '../../../../shared/rules/review'
import { RECORD_ID_PARAM, recordIdOf } from '../../../../shared/rules/record-address'
import { REVIEW_TABLE_PARAM } from '../../../../shared/rules/review-notices'
import { fullWhen } from '../../../../shared/rules/schedule'
import { useBridge } from '../../app/BridgeProvider'
import { actionsColumn, textColumn } from '../../components/columns'
import { DataTable, type Column } from '../../components/DataTable'
import { ListShell } from '../../components/ListShell'
import { universityZone } from '../../components/schedule/known-zone'
import { useLoad } from '../../components/useLoad'
import { ReviewDialog } from './ReviewDialog'
import './review.css'

/** When a change was asked, or asks to be published, in the university's zone. */
const when = (at: string) => fullWhen(new Date(at), universityZone())
const publishText = (row: ReviewRow) => (row.publishAt ? when(row.publishAt) : T.publishNow)

/**
 * Issue 48's Review screen: every open change the reviewer may decide (who asked and when, what, the publish
 * time asked), each opened in a dialog with its comparison against the live version, its accessibility
 * problems, the thread, and Approve, Request changes and Reject.
 */
export function ReviewChanges() {
  const bridge = useBridge()
  const all = useLoad(
    useCallback(() => bridge.api.review.list({}), [bridge]),
    'review.list',
  )
  const [chosen, setChosen] = useState<ReviewRow | null>(null)
  // A notification opens one change: `?table=news&id=12`, while it is in the list.
  const [params, setParams] = useSearchParams()
  const named = useMemo(() => {
    const table = params.get(REVIEW_TABLE_PARAM)
    const EntryID = recordIdOf(params.get(RECORD_ID_PARAM))
    if (all.status !== 'ready' || !table || EntryID === null) return null
    return all.data.find((row) => row.table === table && row.EntryID === EntryID) ?? null
  }, [all, params])
  const opened = chosen ?? named
  const setOpened = useCallback(
    (row: ReviewRow | null) => {
      setChosen(row)
      if (!row && named) setParams({}, { replace: true })
    },
    [named, setParams],
  )
  // In scope: the changes this reviewer may decide (not their own, nor another faculty's).
  const list = useMemo(
    () =>
      all.status === 'ready'
        ? { ...all, data: all.data.filter((row) => row.mayDecide && isOpenReview(row.state)) }
        : all,
    [all],
  )
  const columns = useMemo<Column<ReviewRow>[]>(
    () => [
      { field: 'title', header: T.record, grow: 3 },
      textColumn('area', T.area, (row: ReviewRow) =>
        row.isNew ? `${reviewAreaLabel(row.area)} (${T.newRecord})` : reviewAreaLabel(row.area),
      ),
      textColumn('FacultyCode', T.faculty, (row: ReviewRow) => row.FacultyCode ?? ''),
      textColumn('state', S.state, (row: ReviewRow) => T.states[row.state]),
      // Who and when wrap in their share of the row, so the Review button stays in sight at 1366 px.
      { ...textColumn('askedBy', T.askedBy, (row: ReviewRow) => row.askedBy.name), grow: 1 },
      { ...textColumn('askedAt', T.askedAt, (row: ReviewRow) => when(row.askedAt)), grow: 1 },
      { ...textColumn('publishAt', T.publishAt, publishText), grow: 1 },
      actionsColumn<ReviewRow>((row) => row.title, [{ label: T.menu, onClick: setChosen }]),
    ],
    [],
  )
  const empty = list.status === 'ready' && list.data.length === 0
  return (
    <ListShell title={T.title} trail={[]}>
      {empty ? (
        <p className="review-empty">{T.empty}</p>
      ) : (
        <DataTable
          list={list}
          what={S.what}
          columns={columns}
          idField="id"
          searchPlaceholder={S.search}
          empty={{ things: S.things }}
        />
      )}
      {opened && (
        <ReviewDialog
          change={opened}
          onClose={() => setOpened(null)}
          onDecided={() => {
            setOpened(null)
            all.retry()
          }}
        />
      )}
    </ListShell>
  )
}

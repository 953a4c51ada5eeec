import { useMemo } from 'react'
import { HISTORY_TEXT as T } from '../../../../shared/rules/history'
import { differingFields, withNames, type FieldDiff } from './compare'
import { Photo, PhotoCells, TextCells, type PhotoAddress } from './FieldValues'
import { useFieldNames } from './useFieldNames'
import './history.css'

// The History panel's comparison, read only: a row per differing field between two states of one record
// (the live version and a change waiting for review), rich text word by word, photos side by side. Nothing
// is restored from here, so no checkboxes and no photo that "is no longer kept".

export interface ChangeCompareProps {
  /** The record as readers see it now (null: it has never been published). */
  before: Record<string, unknown> | null
  /** The record as the change would leave it. */
  after: Record<string, unknown>
  /** The columns' headings: what `before` and `after` are ('Live', 'Submitted'). */
  beforeLabel: string
  afterLabel: string
  /** Said instead of the table when the two agree on every field. */
  same: string
  address: PhotoAddress
  hidden?: readonly string[]
}

const keepPhoto = () => undefined

export function ChangeCompare({
  before,
  after,
  beforeLabel,
  afterLabel,
  same,
  address,
  hidden,
}: ChangeCompareProps) {
  // A record never published is compared with empty fields: every field it has is new.
  const plain = useMemo(
    () => differingFields(before ?? emptyLike(after), after, hidden),
    [before, after, hidden],
  )
  const names = useFieldNames(plain)
  const diffs = useMemo(() => withNames(plain, names), [plain, names])
  if (diffs.length === 0) return <p>{same}</p>
  if (!before) return <NewRecord diffs={diffs} afterLabel={afterLabel} address={address} />
  return (
    <table className="history-compare__table">
      <thead>
        <tr>
          <th scope="col">{T.field}</th>
          <th scope="col">{beforeLabel}</th>
          <th scope="col">{afterLabel}</th>
        </tr>
      </thead>
      <tbody>
        {diffs.map((diff) => (
          <tr key={diff.field}>
            <th scope="row">{diff.label}</th>
            {diff.kind === 'photo' ? (
              <PhotoCells diff={diff} address={address} gone={false} onGone={keepPhoto} />
            ) : (
              <TextCells diff={diff} />
            )}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/**
 * A record never published: its fields as the change would publish them, without a column of dashes beside
 * them nor every word marked as added.
 */
function NewRecord({
  diffs,
  afterLabel,
  address,
}: {
  diffs: readonly FieldDiff[]
  afterLabel: string
  address: PhotoAddress
}) {
  return (
    <table className="history-compare__table history-compare__table--new">
      <thead>
        <tr>
          <th scope="col">{T.field}</th>
          <th scope="col">{afterLabel}</th>
        </tr>
      </thead>
      <tbody>
        {diffs.map((diff) => (
          <tr key={diff.field}>
            <th scope="row">{diff.label}</th>
            {diff.kind === 'photo' ? (
              <td>
                <Photo value={diff.current} field={diff.field} title={diff.label} address={address} />
              </td>
            ) : (
              <td className="history-text">{diff.currentText}</td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** The same fields, each empty: what a new record is compared with. */
const emptyLike = (values: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.keys(values).map((key) => [key, null]))

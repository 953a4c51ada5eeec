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
  // A record never published shows its fields as the change would publish them, without a column of dashes
  // beside them nor every word marked as added.
  const isNew = !before
  return (
    <table className={`history-compare__table${isNew ? ' history-compare__table--new' : ''}`}>
      <thead>
        <tr>
          <th scope="col">{T.field}</th>
          {!isNew && <th scope="col">{beforeLabel}</th>}
          <th scope="col">{afterLabel}</th>
        </tr>
      </thead>
      <tbody>
        {diffs.map((diff) => (
          <tr key={diff.field}>
            <th scope="row">{diff.label}</th>
            {isNew ? (
              <NewValue diff={diff} address={address} />
            ) : diff.kind === 'photo' ? (
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

/** A new record's field: its value alone. */
function NewValue({ diff, address }: { diff: FieldDiff; address: PhotoAddress }) {
  if (diff.kind === 'photo')
    return (
      <td>
        <Photo value={diff.current} field={diff.field} title={diff.label} address={address} />
      </td>
    )
  return <td className="history-text">{diff.currentText}</td>
}

/** The same fields, each empty: what a new record is compared with. */
const emptyLike = (values: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.keys(values).map((key) => [key, null]))

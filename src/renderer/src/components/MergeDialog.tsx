import { useState } from 'react'
import { fieldWord } from '../../../shared/rules/audit'
import { MERGE_TEXT as T, STALE_VERSION } from '../../../shared/rules/versions'
import { richTextWords } from './history/compare'
import { DialogActions } from './DialogActions'
import { formatWhen } from './format'
import { withChoices, type MergeResult, type Side } from './merge'
import { Modal } from './Modal'

// Issue 25: the merge view of a save refused as stale. The form keeps everything typed; this says who saved
// in between, which fields merged by themselves, and asks for the rest, theirs or yours, then saves again.

export interface Conflict<V> {
  result: MergeResult<V>
  /** The record's values as saved since, and its version now. */
  theirs: V
  version: number
  /** Who saved it last, and when (absent when the history could not be read). */
  by?: string
  at?: string
}

interface MergeDialogProps<V> {
  conflict: Conflict<V>
  onSave(values: V): void
  onCancel(): void
}

const label = (field: string) => {
  const word = fieldWord(field)
  return word.charAt(0).toUpperCase() + word.slice(1)
}

/** A value as a reader sees it: rich text as its words, the rest as text. */
const shown = (value: unknown): string => {
  const text = typeof value === 'string' ? richTextWords(value) : value == null ? '' : String(value)
  return text === '' ? T.empty : text
}

export function MergeDialog<V extends object>({ conflict, onSave, onCancel }: MergeDialogProps<V>) {
  const { result, theirs, by, at } = conflict
  const [choices, setChoices] = useState<Partial<Record<keyof V & string, Side>>>({})
  const mine = result.merged
  return (
    <Modal title={T.title} text={STALE_VERSION} onEscape={onCancel}>
      <p className="modal-text">{by && at ? T.savedBy(by, formatWhen(at)) : T.savedBySomeone}</p>
      {result.auto.length > 0 && (
        <div className="merge-auto">
          <p className="modal-text">{T.mergedByThemselves}</p>
          <ul>
            {result.auto.map(({ field, side }) => (
              <li key={field}>
                {label(field)} ({side === 'theirs' ? T.theirChange : T.yourChange})
              </li>
            ))}
          </ul>
        </div>
      )}
      {result.conflicts.length > 0 && <p className="modal-text">{T.choose}</p>}
      {result.conflicts.map((field) => (
        <fieldset key={field} className="merge-field">
          <legend>{label(field)}</legend>
          {(['theirs', 'yours'] as const).map((side) => (
            <label key={side} className="merge-choice">
              <input
                type="radio"
                name={`merge-${field}`}
                checked={(choices[field] ?? 'yours') === side}
                onChange={() => setChoices((now) => ({ ...now, [field]: side }))}
              />
              <span className="merge-choice__side">{side === 'theirs' ? T.theirs : T.yours}</span>
              <span className="merge-choice__value">
                {shown(side === 'theirs' ? theirs[field] : mine[field])}
              </span>
            </label>
          ))}
        </fieldset>
      ))}
      <DialogActions
        cancelLabel={T.cancel}
        onCancel={onCancel}
        okLabel={T.save}
        okFocused
        onOk={() => onSave(withChoices(result, theirs, choices))}
      />
    </Modal>
  )
}

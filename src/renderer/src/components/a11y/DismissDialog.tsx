import { useId, useState } from 'react'
import type { A11yProblem } from '../../../../shared/rules/a11y'
import { A11Y_TEXT as T, DISMISS_REASON_MAX } from '../../../../shared/rules/a11y-screens'
import { isBlank } from '../../../../shared/rules/forms'
import { DialogActions } from '../DialogActions'
import { Modal } from '../Modal'

/**
 * Issue 27: dismissing an error asks why (required, up to 1,000 characters); the reason is kept with the
 * save, for the Super Admin's review. Escape and Cancel keep nothing.
 */
export function DismissDialog({
  problem,
  label,
  onKeep,
  onCancel,
}: {
  problem: A11yProblem
  /** The field's label ('Photo'). */
  label: string
  onKeep(reason: string): void
  onCancel(): void
}) {
  const id = useId()
  const [reason, setReason] = useState('')
  const [refusal, setRefusal] = useState<string | null>(null)
  const keep = () => {
    const text = reason.trim()
    if (isBlank(text)) return setRefusal(T.reasonRequired)
    if (text.length > DISMISS_REASON_MAX) return setRefusal(T.reasonTooLong)
    onKeep(text)
  }
  return (
    <Modal title={T.dialogTitle} text={T.dialogText} onEscape={onCancel}>
      <p className="modal-text a11y-dismiss__problem">
        {T.field(label)}: {problem.message}
      </p>
      <div className="field field--required">
        <label htmlFor={id}>{T.reason}</label>
        <textarea
          id={id}
          className="input a11y-dismiss__reason"
          rows={4}
          value={reason}
          data-autofocus
          aria-required
          aria-invalid={refusal ? true : undefined}
          aria-errormessage={refusal ? `${id}-error` : undefined}
          aria-describedby={[`${id}-hint`, refusal ? `${id}-error` : ''].filter(Boolean).join(' ')}
          onChange={(event) => {
            setReason(event.target.value)
            setRefusal(null)
          }}
        />
        {refusal && (
          <small id={`${id}-error`} className="field-error" role="alert">
            {refusal}
          </small>
        )}
        <small id={`${id}-hint`} className="field-hint">
          {T.reasonHint} {reason.length.toLocaleString()} / {DISMISS_REASON_MAX.toLocaleString()}
        </small>
      </div>
      <DialogActions cancelLabel={T.cancel} onCancel={onCancel} okLabel={T.keep} onOk={keep} />
    </Modal>
  )
}

/**
 * The footer most dialogs end with: Cancel, then the dialog's one main action. Without `onOk` the main
 * action submits the dialog's form.
 */
export function DialogActions({
  cancelLabel,
  onCancel,
  okLabel,
  onOk,
  okDisabled,
  okFocused,
}: {
  cancelLabel: string
  onCancel(): void
  okLabel: string
  onOk?: () => void
  okDisabled?: boolean
  /** The main action, not the dialog's first field, has the focus when the dialog opens. */
  okFocused?: boolean
}) {
  return (
    <div className="modal-actions">
      <button type="button" className="button button-secondary" onClick={onCancel}>
        {cancelLabel}
      </button>
      <button
        type={onOk ? 'button' : 'submit'}
        className="button button-primary"
        disabled={okDisabled}
        data-autofocus={okFocused || undefined}
        onClick={onOk}
      >
        {okLabel}
      </button>
    </div>
  )
}

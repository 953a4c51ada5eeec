import { SHORTCUTS, SHORTCUTS_TEXT as T } from '../../../shared/rules/shortcuts'
import { Modal } from '../components/Modal'

/** Help > Keyboard shortcuts (and the user menu's entry): the table of rules/shortcuts.ts. */
export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  return (
    <Modal title={T.title} onEscape={onClose}>
      <table className="shortcuts-list">
        <tbody>
          {SHORTCUTS.map((shortcut) => (
            <tr key={shortcut.keys}>
              <th scope="row">
                <kbd>{shortcut.keys}</kbd>
              </th>
              <td>{shortcut.what}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="modal-actions">
        <button type="button" className="button button-primary" onClick={onClose} data-autofocus>
          {T.close}
        </button>
      </div>
    </Modal>
  )
}

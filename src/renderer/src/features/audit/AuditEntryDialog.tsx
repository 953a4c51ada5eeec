import { useState } from 'react'
import type { AuditRow } from '../../../../shared/contract/audit'
import {
  AUDIT_TEXT as T,
  auditSentence,
  auditTime,
  fieldChanges,
  groupName,
} from '../../../../shared/rules/audit'
import { Modal } from '../../components/Modal'
import { VersionActions } from './VersionActions'
import { universityZone } from '../../components/schedule/known-zone'

/**
 * One entry's before and after, side by side: a row per changed field, named in words; the fields that did
 * not change only on "Show all fields". Escape or Close ends it (Modal gives focus back to the sentence).
 */
export function AuditEntryDialog({
  entry,
  names,
  onClose,
  onChanged,
}: {
  entry: AuditRow
  /** The records' names as the log knows them (auditNames). */
  names: ReadonlyMap<string, string>
  onClose: () => void
  /** A pin or a restore changed the log: reload it. */
  onChanged: () => void
}) {
  const [all, setAll] = useState(false)
  const rows = fieldChanges(entry.before, entry.after)
  const changed = rows.filter((row) => row.changed)
  const shown = all ? rows : changed
  const unchanged = rows.length - changed.length
  return (
    <Modal
      title={auditSentence(entry, names)}
      text={`${auditTime(entry.at, universityZone())} · ${groupName(entry.level)} · ${entry.address}`}
      onEscape={onClose}
    >
      <div className="audit-compare">
        {shown.length === 0 ? (
          <p>{T.noChanges}</p>
        ) : (
          <table className="audit-compare__table">
            <thead>
              <tr>
                <th scope="col">{T.field}</th>
                <th scope="col">{T.before}</th>
                <th scope="col">{T.after}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => (
                <tr key={row.field} className={row.changed ? 'audit-compare__changed' : undefined}>
                  <th scope="row">{row.label}</th>
                  <td>{row.before}</td>
                  <td>{row.after}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <VersionActions entry={entry} onChanged={onChanged} />
        <div className="modal-actions">
          {unchanged > 0 && (
            <button type="button" className="button button-secondary" onClick={() => setAll(!all)}>
              {all ? T.showChanged : T.showAll}
            </button>
          )}
          <button type="button" className="button" onClick={onClose} data-autofocus>
            {T.close}
          </button>
        </div>
      </div>
    </Modal>
  )
}

import { useState } from 'react'
import { toast } from 'react-toastify'
import { DIAGNOSTICS_TEXT as T } from '../../../shared/rules/diagnostics'
import { Modal } from '../components/Modal'
import { formatWhen } from '../components/format'
import { metricsAsText } from './load-metrics'
import { readMetrics } from './metrics-read'
import './diagnostics.css'

/** The page-load timings kept on this machine (SPEC §2.2), newest first, with Copy; nothing is sent. */
export function DiagnosticsDialog({ onClose }: { onClose: () => void }) {
  const [entries] = useState(readMetrics)
  const copy = () =>
    navigator.clipboard.writeText(metricsAsText(entries)).then(
      () => toast.success(T.copied),
      () => toast.error(T.copyFailed),
    )
  return (
    <Modal title={T.title} text={T.intro} onEscape={onClose}>
      {entries.length === 0 ? (
        <p>{T.empty}</p>
      ) : (
        <div className="diagnostics-list">
          <table>
            <thead>
              <tr>
                <th scope="col">{T.when}</th>
                <th scope="col">{T.screen}</th>
                <th scope="col">{T.time}</th>
              </tr>
            </thead>
            <tbody>
              {entries
                .map((entry, index) => (
                  <tr key={index}>
                    <td>{formatWhen(entry.at)}</td>
                    <td>{entry.screen}</td>
                    <td>{entry.ms}</td>
                  </tr>
                ))
                .reverse()}
            </tbody>
          </table>
        </div>
      )}
      <div className="modal-actions">
        <button
          type="button"
          className="button button-primary"
          onClick={() => void copy()}
          disabled={entries.length === 0}
        >
          {T.copy}
        </button>
        <button type="button" className="button button-secondary" onClick={onClose}>
          {T.close}
        </button>
      </div>
    </Modal>
  )
}

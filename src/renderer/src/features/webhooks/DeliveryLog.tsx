import { useCallback, useState } from 'react'
import type { WebhookDeliveryRow, WebhookEndpointRow } from '../../../../shared/contract/webhooks'
import { WEBHOOK_TEXT as T } from '../../../../shared/rules/webhooks'
import { useBridge } from '../../app/BridgeProvider'
import { LoadFailure } from '../../components/LoadFailure'
import { Modal } from '../../components/Modal'
import { Spinner } from '../../components/Spinner'
import { useLoad } from '../../components/useLoad'
import { formatWhen } from '../../components/format'

/**
 * One endpoint's newest deliveries: the event, its status, the attempts, the last answer's code and when;
 * Redeliver sends one again (a delivered one too: a website that lost it asks for it); Send Test Event sends
 * the endpoint a `webhook.test`, to check its receiver.
 */
export function DeliveryLog({
  endpoint,
  onRedeliver,
  onSendTest,
  onClose,
}: {
  endpoint: WebhookEndpointRow
  onRedeliver(delivery: WebhookDeliveryRow): Promise<boolean>
  onSendTest(endpoint: WebhookEndpointRow): Promise<boolean>
  onClose(): void
}) {
  const bridge = useBridge()
  const log = useLoad(
    useCallback(() => bridge.api.webhooks.deliveries({ id: endpoint.id }), [bridge, endpoint.id]),
    'webhooks.deliveries',
  )
  const [said, setSaid] = useState('')
  const redeliver = async (delivery: WebhookDeliveryRow) => {
    setSaid('')
    if (!(await onRedeliver(delivery))) return
    setSaid(T.redelivering)
    log.retry()
  }
  const sendTest = async () => {
    setSaid('')
    if (!(await onSendTest(endpoint))) return
    setSaid(T.testSent)
    log.retry()
  }
  return (
    <Modal title={`${T.log}: ${endpoint.url}`} onEscape={onClose}>
      <div className="webhook-log">
        {log.status === 'loading' && <Spinner label={T.log} />}
        {log.status === 'failed' && <LoadFailure what={T.log} failure={log.failure} retry={log.retry} />}
        {log.status === 'ready' && log.data.length === 0 && <p className="modal-text">{T.noDeliveries}</p>}
        {log.status === 'ready' && log.data.length > 0 && (
          <table className="webhook-log__table">
            <thead>
              <tr>
                <th scope="col">{T.logColumns.event}</th>
                <th scope="col">{T.logColumns.status}</th>
                <th scope="col">{T.logColumns.attempts}</th>
                <th scope="col">{T.logColumns.code}</th>
                <th scope="col">{T.logColumns.at}</th>
                <th scope="col">{T.logColumns.error}</th>
                <th scope="col">
                  <span className="visually-hidden">{T.redeliver}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {log.data.map((delivery) => (
                <tr key={delivery.id}>
                  <td>{delivery.type}</td>
                  <td>{T.status[delivery.status]}</td>
                  <td>{delivery.attempts}</td>
                  <td>{delivery.lastStatus ?? '—'}</td>
                  <td>{formatWhen(delivery.lastAttemptAt ?? delivery.createdAt)}</td>
                  <td className="webhook-log__error">{delivery.lastError ?? ''}</td>
                  <td>
                    <button
                      type="button"
                      className="button button-secondary button-small"
                      aria-label={`${T.redeliver} ${delivery.type} #${delivery.id}`}
                      onClick={() => void redeliver(delivery)}
                    >
                      {T.redeliver}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      <p role="status" className="field-hint">
        {said}
      </p>
      <div className="modal-actions">
        <button type="button" className="button button-secondary" onClick={() => void sendTest()}>
          {T.sendTest}
        </button>
        <button type="button" className="button button-primary" data-autofocus onClick={onClose}>
          {T.close}
        </button>
      </div>
    </Modal>
  )
}

import { useCallback, useMemo, useState } from 'react'
import type { CallResult } from '../../../../shared/contract/define'
import type { WebhookDeliveryRow, WebhookEndpointRow } from '../../../../shared/contract/webhooks'
import { ALERT_TITLES, errorAlert } from '../../../../shared/rules/alerts'
import { WEBHOOK_TEXT as T } from '../../../../shared/rules/webhooks'
import { useBridge } from '../../app/BridgeProvider'
import { actionsColumn, textColumn } from '../../components/columns'
import { ConfirmDialog } from '../../components/ConfirmDialog'
import { DataTable, type Column } from '../../components/DataTable'
import { isNetworkFailure } from '../../components/failures'
import { formatWhen } from '../../components/format'
import { ListShell } from '../../components/ListShell'
import { toastNetworkFailure } from '../../components/Toasts'
import { useAlert } from '../../components/useAlert'
import { useLoad } from '../../components/useLoad'
import { DeliveryLog } from './DeliveryLog'
import { EndpointDialog, type EndpointValues } from './EndpointDialog'
import { SecretDialog } from './SecretDialog'
import './webhooks.css'

/** The events an endpoint wants, and where, in words. */
const wantsText = (row: WebhookEndpointRow) =>
  `${row.events.map((kind) => T.kind[kind]).join(', ')} — ${
    row.areas.length === 0 ? T.allAreas : row.areas.map((area) => T.area[area]).join(', ')
  }`

const stateText = (row: WebhookEndpointRow) =>
  row.pausedAt ? `${T.paused}: ${row.pausedReason ?? ''}` : T.active

const lastText = (row: WebhookEndpointRow) =>
  row.lastStatus && row.lastAt ? `${T.status[row.lastStatus]}, ${formatWhen(row.lastAt)}` : T.never

/** Which dialog is open over the list. */
type Open =
  | { kind: 'add' }
  | { kind: 'edit'; row: WebhookEndpointRow }
  | { kind: 'delete'; row: WebhookEndpointRow }
  | { kind: 'log'; row: WebhookEndpointRow }
  | { kind: 'secret'; secret: string }

/**
 * Webhooks (`/general/webhooks`, Super Admin): the endpoints the public website is told of changes at, with
 * their state and last delivery; Add Endpoint shows the signing secret once; each row edits its events,
 * pauses or resumes it, opens its delivery log (with Redeliver) or deletes it.
 */
export function WebhookList() {
  const bridge = useBridge()
  const list = useLoad(
    useCallback(() => bridge.api.webhooks.list({}), [bridge]),
    'webhooks.list',
  )
  const { showAlert, alertDialog } = useAlert()
  const [open, setOpen] = useState<Open | null>(null)
  const [formError, setFormError] = useState<string | null>(null)
  const { retry } = list

  /** The answer's data, or null after saying why it failed (a network failure as a toast). */
  const settle = useCallback(
    async <D,>(result: Promise<CallResult<D>>, asAlert = true): Promise<D | null> => {
      const answer = await result
      if (answer.ok) return answer.data
      if (isNetworkFailure(answer)) toastNetworkFailure()
      else if (asAlert) showAlert(errorAlert(answer.message))
      else setFormError(answer.message)
      return null
    },
    [showAlert],
  )
  const done = useCallback(
    (text: string) => {
      retry()
      showAlert({ title: ALERT_TITLES.success, text })
    },
    [retry, showAlert],
  )

  async function save(values: EndpointValues) {
    if (!open || (open.kind !== 'add' && open.kind !== 'edit')) return
    setFormError(null)
    if (open.kind === 'add') {
      const added = await settle(bridge.api.webhooks.add(values), false)
      if (!added) return
      retry()
      setOpen({ kind: 'secret', secret: added.secret })
      return
    }
    const { events, areas, scheduled } = values
    if (await settle(bridge.api.webhooks.update({ id: open.row.id, events, areas, scheduled }), false)) {
      setOpen(null)
      done(T.saved)
    }
  }

  async function remove(row: WebhookEndpointRow) {
    setOpen(null)
    if (await settle(bridge.api.webhooks.delete({ id: row.id }))) done(T.deleted)
  }

  const pauseOrResume = useCallback(
    async (row: WebhookEndpointRow) => {
      const call = row.pausedAt ? bridge.api.webhooks.resume : bridge.api.webhooks.pause
      if (await settle(call({ id: row.id }))) done(row.pausedAt ? T.resumed : T.pausedNow)
    },
    [bridge, settle, done],
  )

  const sendTest = async (row: WebhookEndpointRow) => {
    const sent = (await settle(bridge.api.webhooks.sendTest({ id: row.id }))) !== null
    if (sent) retry()
    return sent
  }

  const redeliver = async (delivery: WebhookDeliveryRow) => {
    const sent = (await settle(bridge.api.webhooks.redeliver({ deliveryId: delivery.id }))) !== null
    if (sent) retry()
    return sent
  }

  const columns = useMemo<Column<WebhookEndpointRow>[]>(
    () => [
      // Running text grows and wraps, so the row's buttons stay in view.
      { ...textColumn('url', T.address, (row) => row.url), grow: 2 },
      { ...textColumn('events', T.events, wantsText, false), grow: 2 },
      { ...textColumn('pausedAt', T.state, stateText), grow: 1 },
      { ...textColumn('lastAt', T.lastDelivery, lastText), grow: 1 },
      actionsColumn<WebhookEndpointRow>(
        (row) => row.url,
        [
          { label: T.log, onClick: (row) => setOpen({ kind: 'log', row }) },
          {
            label: T.edit,
            onClick: (row) => {
              setFormError(null)
              setOpen({ kind: 'edit', row })
            },
          },
          {
            label: T.pause,
            onClick: (row) => void pauseOrResume(row),
            shown: (row) => row.pausedAt === null,
          },
          {
            label: T.resume,
            onClick: (row) => void pauseOrResume(row),
            shown: (row) => row.pausedAt !== null,
          },
          { label: T.delete, tone: 'danger', onClick: (row) => setOpen({ kind: 'delete', row }) },
        ],
      ),
    ],
    [pauseOrResume],
  )

  return (
    <ListShell title={T.title} trail={['General']} context={T.intro}>
      <DataTable
        list={list}
        what={T.things}
        columns={columns}
        idField="id"
        searchPlaceholder={T.search}
        empty={{ things: T.things }}
        actions={
          <button
            type="button"
            className="button button-primary"
            onClick={() => {
              setFormError(null)
              setOpen({ kind: 'add' })
            }}
          >
            {T.add}
          </button>
        }
      />
      {(open?.kind === 'add' || open?.kind === 'edit') && (
        <EndpointDialog
          row={open.kind === 'edit' ? open.row : undefined}
          error={formError}
          onSave={(values) => void save(values)}
          onCancel={() => setOpen(null)}
        />
      )}
      {open?.kind === 'secret' && (
        <SecretDialog
          secret={open.secret}
          onDone={() => {
            setOpen(null)
            showAlert({ title: ALERT_TITLES.success, text: T.added })
          }}
        />
      )}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          title={T.delete}
          text={T.confirmDelete(open.row.url)}
          confirmLabel={T.delete}
          onConfirm={() => void remove(open.row)}
          onCancel={() => setOpen(null)}
        />
      )}
      {open?.kind === 'log' && (
        <DeliveryLog
          endpoint={open.row}
          onRedeliver={redeliver}
          onSendTest={sendTest}
          onClose={() => setOpen(null)}
        />
      )}
      {alertDialog}
    </ListShell>
  )
}

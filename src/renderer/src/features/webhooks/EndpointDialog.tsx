import { useId, useState, type FormEvent } from 'react'
import type { WebhookEndpointRow } from '../../../../shared/contract/webhooks'
import {
  WEBHOOK_AREAS,
  WEBHOOK_EVENT_KINDS,
  WEBHOOK_TEXT as T,
  type WebhookArea,
  type WebhookEventKind,
} from '../../../../shared/rules/webhooks'
import { DialogActions } from '../../components/DialogActions'
import { Modal } from '../../components/Modal'

/** What the dialog sends: the address only when adding. */
export interface EndpointValues {
  url: string
  events: WebhookEventKind[]
  areas: WebhookArea[]
  scheduled: boolean
}

/** Checks one value in or out of a list, keeping the table's order. */
const toggled = <V extends string>(all: readonly V[], chosen: readonly V[], value: V, on: boolean): V[] =>
  all.filter((item) => (item === value ? on : chosen.includes(item)))

/**
 * Add Endpoint (an address and its events) or Edit Events of one (`row`: its address is shown, not changed).
 * No area ticked: every area. The server's refusal is shown under the form, the dialog kept open.
 */
export function EndpointDialog({
  row,
  error,
  onSave,
  onCancel,
}: {
  row?: WebhookEndpointRow
  error: string | null
  onSave(values: EndpointValues): void
  onCancel(): void
}) {
  const id = useId()
  const [values, setValues] = useState<EndpointValues>({
    url: row?.url ?? '',
    events: row?.events ?? [...WEBHOOK_EVENT_KINDS],
    areas: row?.areas ?? [],
    scheduled: row?.scheduled ?? true,
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSave(values)
  }
  return (
    <Modal title={row ? T.edit : T.add} text={T.intro} onEscape={onCancel}>
      <form className="webhook-form" onSubmit={submit}>
        <div className="field field--required">
          <label htmlFor={`${id}-url`}>{T.address}</label>
          <input
            id={`${id}-url`}
            className="input"
            type="url"
            required
            readOnly={row !== undefined}
            value={values.url}
            placeholder="https://www.example.edu/api/console-webhook"
            onChange={(event) => setValues({ ...values, url: event.target.value })}
            data-autofocus
          />
        </div>
        <fieldset className="webhook-choices">
          <legend>{T.events}</legend>
          {WEBHOOK_EVENT_KINDS.map((kind) => (
            <label key={kind} className="webhook-choice">
              <input
                type="checkbox"
                checked={values.events.includes(kind)}
                onChange={(event) =>
                  setValues({
                    ...values,
                    events: toggled(WEBHOOK_EVENT_KINDS, values.events, kind, event.target.checked),
                  })
                }
              />
              {T.kind[kind]}
            </label>
          ))}
        </fieldset>
        <fieldset className="webhook-choices">
          <legend>{T.areas}</legend>
          <p className="field-hint">{T.allAreasHint}</p>
          {WEBHOOK_AREAS.map((area) => (
            <label key={area} className="webhook-choice">
              <input
                type="checkbox"
                checked={values.areas.includes(area)}
                onChange={(event) =>
                  setValues({
                    ...values,
                    areas: toggled(WEBHOOK_AREAS, values.areas, area, event.target.checked),
                  })
                }
              />
              {T.area[area]}
            </label>
          ))}
        </fieldset>
        <label className="webhook-choice">
          <input
            type="checkbox"
            checked={values.scheduled}
            onChange={(event) => setValues({ ...values, scheduled: event.target.checked })}
          />
          {T.scheduled}
        </label>
        <p role="alert" className="field-error">
          {error ?? ''}
        </p>
        <DialogActions cancelLabel={T.cancel} onCancel={onCancel} okLabel={T.save} />
      </form>
    </Modal>
  )
}

import { useCallback } from 'react'
import type { AuditFilter } from '../../../../shared/contract/audit'
import { AUDIT_ACTIONS, AUDIT_AREAS, AUDIT_TEXT as T } from '../../../../shared/rules/audit'
import { parseDay } from '../../../../shared/rules/dates'
import { useBridge } from '../../app/BridgeProvider'
import { DateTimeTextField } from '../../components/date-fields'
import { SelectField } from '../../components/fields'
import { useLoad } from '../../components/useLoad'

// Issue 47: the audit log's filters beside its search: who did it, from and to which day (typed the
// university's way), in which area and what they did. Held by the screen, as its search is: opening an
// entry is a dialog over it, so both are still there when it closes.

/** The filters as the fields hold them: '' for any; a day as YYYY-MM-DD once what is typed reads as one. */
export interface AuditFilterValues {
  person: string
  from: string
  to: string
  area: string
  action: string
}

export const NO_FILTERS: AuditFilterValues = { person: '', from: '', to: '', area: '', action: '' }

const isDay = (value: string) => value !== '' && parseDay(value) === value

/** The filter the server is asked for: a day not yet typed in full is left out, as is a To before From. */
export function filterOf(values: AuditFilterValues): AuditFilter {
  const from = isDay(values.from) ? values.from : undefined
  const to = isDay(values.to) && !(from && values.to < from) ? values.to : undefined
  return {
    ...(values.person && { StaffID: Number(values.person) }),
    ...(from && { from }),
    ...(to && { to }),
    ...(values.area && { area: values.area }),
    ...(values.action && { action: values.action }),
  }
}

const ANY = { value: '', label: T.any }
const AREA_CHOICES = [ANY, ...AUDIT_AREAS.map(({ key, label }) => ({ value: key, label }))]
const ACTION_CHOICES = [ANY, ...AUDIT_ACTIONS.map(({ key, label }) => ({ value: key, label }))]

export function AuditFilters({
  values,
  onChange,
}: {
  values: AuditFilterValues
  onChange(values: AuditFilterValues): void
}) {
  const bridge = useBridge()
  const people = useLoad(useCallback(() => bridge.api.audit.people({}), [bridge]))
  const personChoices = [
    ANY,
    ...(people.status === 'ready'
      ? people.data.map((person) => ({ value: String(person.StaffID), label: person.name }))
      : []),
  ]
  const set = (field: keyof AuditFilterValues) => (value: string) => onChange({ ...values, [field]: value })
  const backwards = isDay(values.from) && isDay(values.to) && values.to < values.from
  const filtered = Object.values(values).some((value) => value !== '')
  return (
    <fieldset className="audit-filters">
      <legend className="visually-hidden">{T.filters}</legend>
      <SelectField label={T.person} value={values.person} onChange={set('person')} choices={personChoices} />
      <DateTimeTextField kind="day" label={T.from} value={values.from} onChange={set('from')} />
      <DateTimeTextField kind="day" label={T.to} value={values.to} onChange={set('to')} />
      <SelectField label={T.area} value={values.area} onChange={set('area')} choices={AREA_CHOICES} />
      <SelectField label={T.action} value={values.action} onChange={set('action')} choices={ACTION_CHOICES} />
      {filtered && (
        <button type="button" className="button button-secondary" onClick={() => onChange(NO_FILTERS)}>
          {T.clearFilters}
        </button>
      )}
      {backwards && (
        <p className="field-error" role="alert">
          {T.backwards}
        </p>
      )}
    </fieldset>
  )
}

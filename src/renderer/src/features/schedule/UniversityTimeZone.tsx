import { useCallback, useId, useMemo, useState } from 'react'
import { SCHEDULE_TEXT } from '../../../../shared/rules/schedule'
import {
  localZone,
  SCHEDULE_SCREEN_TEXT as T,
  ZONE_ANSWERS,
  ZONE_CHECKS,
  type ZoneValues,
} from '../../../../shared/rules/schedule-screens'
import { currentZoneName, searchZones, zoneChoice, zoneChoices } from '../../../../shared/rules/time-zones'
import { useBridge } from '../../app/BridgeProvider'
import { FormShell } from '../../components/FormShell'
import { LoadFailure } from '../../components/LoadFailure'
import { Spinner } from '../../components/Spinner'
import { useDraft, type Draft } from '../../components/useDraft'
import { useLoad } from '../../components/useLoad'
import { useSaveForm } from '../../components/useSaveForm'
import './time-zone.css'

/**
 * Issue 26 "University Time Zone" (Super Admin, General menu): the zone publish and unpublish times are
 * typed and shown in. Issue 47: a searchable list of the canonical zones with their offset now and a few
 * cities; until one is saved, this computer's zone is offered (the server's own is usually UTC).
 */
export function UniversityTimeZone() {
  const bridge = useBridge()
  const saved = useLoad(useCallback(() => bridge.api.schedule.zone({}), [bridge]))
  if (saved.status === 'loading') return <Spinner label={T.loadingZone} />
  if (saved.status === 'failed')
    return <LoadFailure what="the time zone" failure={saved.failure} retry={saved.retry} />
  return <ZoneForm zone={saved.data.zone} chosen={saved.data.chosen} />
}

function ZoneForm({ zone, chosen }: { zone: string; chosen: boolean }) {
  const suggested = currentZoneName(localZone())
  const draft = useDraft<ZoneValues>('schedule.zone', { zone: chosen ? zone : suggested })
  const form = useSaveForm(draft, {
    target: { area: 'schedule', save: 'setZone' },
    recordName: 'time zone',
    checks: ZONE_CHECKS,
    answers: ZONE_ANSWERS,
    body: (values) => ({ zone: values.zone }),
  })
  return (
    <FormShell title={SCHEDULE_TEXT.zoneTitle} trail={['General']} draft={draft} form={form}>
      <p className="screen-context">{SCHEDULE_TEXT.zoneIntro}</p>
      <p className="zone-now" role="status">
        {chosen ? T.zoneNow(zoneChoice(zone, new Date()).label) : T.zoneSuggested(suggested)}
      </p>
      <ZonePicker draft={draft} saved={zone} />
    </FormShell>
  )
}

/** A search box over a list of the zones (a list box: arrows and type-ahead work as in any select). */
function ZonePicker({ draft, saved }: { draft: Draft<ZoneValues>; saved: string }) {
  const id = useId()
  const [query, setQuery] = useState('')
  const all = useMemo(() => zoneChoices(new Date(), saved), [saved])
  const shown = useMemo(() => {
    const found = searchZones(all, query)
    // The chosen zone stays in the list, so the list box always shows what will be saved.
    const chosen = all.find((choice) => choice.zone === draft.values.zone)
    return chosen && !found.includes(chosen) ? [chosen, ...found] : found
  }, [all, query, draft.values.zone])
  const matches = query.trim() === '' ? null : searchZones(all, query).length
  return (
    <div className="zone-picker">
      <div className="field">
        <label htmlFor={`${id}-search`}>{T.zoneSearch}</label>
        <input
          id={`${id}-search`}
          className="input"
          type="search"
          value={query}
          aria-describedby={`${id}-search-hint ${id}-matches`}
          onChange={(event) => setQuery(event.target.value)}
        />
        <small id={`${id}-search-hint`} className="field-hint">
          {T.zoneSearchHint}
        </small>
        <small id={`${id}-matches`} className="field-hint" role="status">
          {matches === null ? '' : matches === 0 ? T.zoneNoMatch : T.zoneMatches(matches)}
        </small>
      </div>
      <div className="field" data-field="zone">
        <label htmlFor={`${id}-zone`}>{T.zoneLabel}</label>
        <select
          id={`${id}-zone`}
          className="input zone-picker__list"
          size={10}
          value={draft.values.zone}
          onChange={(event) => draft.set('zone', event.target.value)}
        >
          {shown.map((choice) => (
            <option key={choice.zone} value={choice.zone}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  )
}

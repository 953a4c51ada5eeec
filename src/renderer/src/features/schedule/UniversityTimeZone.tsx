import { useCallback, useMemo } from 'react'
import { SCHEDULE_TEXT } from '../../../../shared/rules/schedule'
import {
  knownZones,
  SCHEDULE_SCREEN_TEXT as T,
  ZONE_ANSWERS,
  ZONE_CHECKS,
  type ZoneValues,
} from '../../../../shared/rules/schedule-screens'
import { useBridge } from '../../app/BridgeProvider'
import { bind, SelectField } from '../../components/fields'
import { FormShell } from '../../components/FormShell'
import { LoadFailure } from '../../components/LoadFailure'
import { Spinner } from '../../components/Spinner'
import { useDraft } from '../../components/useDraft'
import { useLoad } from '../../components/useLoad'
import { useSaveForm } from '../../components/useSaveForm'

/**
 * Issue 26 "University Time Zone" (Super Admin, General menu): the zone publish and unpublish times are
 * typed and shown in, chosen from the time-zone database's zones; loaded as saved.
 */
export function UniversityTimeZone() {
  const bridge = useBridge()
  const saved = useLoad(useCallback(() => bridge.api.schedule.zone({}), [bridge]))
  if (saved.status === 'loading') return <Spinner label={T.loadingZone} />
  if (saved.status === 'failed')
    return <LoadFailure what="the time zone" failure={saved.failure} retry={saved.retry} />
  return <ZoneForm zone={saved.data.zone} />
}

function ZoneForm({ zone }: { zone: string }) {
  const draft = useDraft<ZoneValues>('schedule.zone', { zone })
  const form = useSaveForm(draft, {
    target: { area: 'schedule', save: 'setZone' },
    recordName: 'time zone',
    checks: ZONE_CHECKS,
    answers: ZONE_ANSWERS,
    body: (values) => ({ zone: values.zone }),
  })
  const choices = useMemo(() => knownZones(zone).map((name) => ({ value: name, label: name })), [zone])
  return (
    <FormShell title={SCHEDULE_TEXT.zoneTitle} trail={['General']} draft={draft} form={form}>
      <p className="screen-context">{SCHEDULE_TEXT.zoneIntro}</p>
      <SelectField label={T.zoneLabel} choices={choices} {...bind(draft, 'zone')} />
    </FormShell>
  )
}

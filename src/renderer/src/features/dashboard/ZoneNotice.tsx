import { useCallback } from 'react'
import { Link } from 'react-router-dom'
import type { SessionUser } from '../../../../shared/contract/session'
import { schedule } from '../../../../shared/contract/schedule'
import { mayAny } from '../../../../shared/rules/permissions'
import { ZONE_PATH } from '../../../../shared/rules/schedule'
import { SCHEDULE_SCREEN_TEXT as T } from '../../../../shared/rules/schedule-screens'
import { isUtc } from '../../../../shared/rules/time-zones'
import { useBridge } from '../../app/BridgeProvider'
import { useLoad } from '../../components/useLoad'

/** The note shows to a user who may set the university's zone. */
export const seesZoneNotice = (user: SessionUser): boolean => mayAny(user, schedule.setZone.access)

/**
 * Issue 47: while nobody has chosen the university's zone and the server's own is UTC, every time the console
 * shows is in UTC: say so, with a link to the setting. Nothing once a zone is saved (UTC included).
 */
export function ZoneNotice() {
  const bridge = useBridge()
  const zone = useLoad(
    useCallback(() => bridge.api.schedule.zone({}), [bridge]),
    'schedule.zone',
  )
  if (zone.status !== 'ready' || zone.data.chosen || !isUtc(zone.data.zone)) return null
  return (
    <p className="zone-notice card" role="status">
      {T.zoneStillUtc} <Link to={ZONE_PATH}>{T.zoneStillUtcLink}</Link>
    </p>
  )
}

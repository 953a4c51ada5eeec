import { useCallback } from 'react'
import { Link } from 'react-router-dom'
import { COURSE_PAGES_LEVELS, countCardsFor } from '../../../../shared/rules/dashboard'
import { useBridge } from '../../app/BridgeProvider'
import { LoadFailure } from '../../components/LoadFailure'
import { Spinner } from '../../components/Spinner'
import { useLoad } from '../../components/useLoad'
import { mayAny } from '../../../../shared/rules/permissions'
import { GETTING_STARTED_ACCESS } from '../../../../shared/rules/getting-started'
import { useSession } from '../../state/session'
import { GettingStarted } from './GettingStarted'
import { ScheduledChanges, seesSchedule } from './ScheduledChanges'
import { A11yCount, seesA11yCount } from './A11yCount'
import { PausedWebhooks, seesWebhooks } from './PausedWebhooks'
import { seesZoneNotice, ZoneNotice } from './ZoneNotice'
import { CoursePages } from './CoursePages'
import { ChangesToReview, seesReviewCount } from './ChangesToReview'
import './dashboard.css'
import { usePaintMark } from '../../diagnostics/usePaintMark'

export function Dashboard() {
  const bridge = useBridge()
  const counts = useLoad(
    useCallback(() => bridge.api.general.dashboardCount({}), [bridge]),
    'general.dashboardCount',
  )
  const user = useSession((state) => state.user)
  const startsUniversity = user !== null && mayAny(user, GETTING_STARTED_ACCESS)
  usePaintMark(counts.status === 'ready')

  if (counts.status === 'loading') return <Spinner label="Loading the counts…" />
  if (counts.status === 'failed')
    return <LoadFailure what="the counts" failure={counts.failure} retry={counts.retry} />
  return (
    <>
      {user && seesWebhooks(user) && <PausedWebhooks />}
      {user && seesZoneNotice(user) && <ZoneNotice />}
      {startsUniversity && <GettingStarted StaffID={user.StaffID} />}
      {user && seesReviewCount(user) && <ChangesToReview />}
      {/* SPEC §2.4's cards this level may open, each a link to the list it counts (rules/dashboard.ts). */}
      <dl className="count-cards">
        {countCardsFor(user?.IsAdmin ?? 0).map(({ card, to }) => (
          <div key={card.field} className="count-card">
            <dt>
              <Link to={to} className="count-card-link">
                {card.label}
              </Link>
            </dt>
            <dd>{(counts.data[card.field] ?? 0).toLocaleString()}</dd>
          </div>
        ))}
      </dl>
      {user?.FacultyCode && COURSE_PAGES_LEVELS.includes(user.IsAdmin) && (
        <CoursePages facultyCode={user.FacultyCode} />
      )}
      {user && seesA11yCount(user) && <A11yCount user={user} />}
      {user && seesSchedule(user) && <ScheduledChanges />}
    </>
  )
}

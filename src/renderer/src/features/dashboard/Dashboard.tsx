import { useCallback } from 'react'
import type { DashboardCount } from '../../../../shared/contract/general'
import { useBridge } from '../../app/BridgeProvider'
import { LoadFailure } from '../../components/LoadFailure'
import { Spinner } from '../../components/Spinner'
import { useLoad } from '../../components/useLoad'
import { mayAny } from '../../../../shared/rules/permissions'
import { GETTING_STARTED_ACCESS } from '../../../../shared/rules/getting-started'
import { useSession } from '../../state/session'
import { GettingStarted } from './GettingStarted'
import './dashboard.css'
import { usePaintMark } from '../../diagnostics/usePaintMark'

/** SPEC §2.4: the count cards, in SPEC's order. */
const COUNT_CARDS: readonly { label: string; field: keyof Omit<DashboardCount, 'HomeContent'> }[] = [
  { label: 'Users', field: 'UserCount' },
  { label: 'Faculties', field: 'FacultyCount' },
  { label: 'Courses', field: 'CoursesCount' },
  { label: 'Modules', field: 'ModuleCount' },
  { label: 'News', field: 'NewsCount' },
  { label: 'Event', field: 'EventCount' },
]

export function Dashboard() {
  const bridge = useBridge()
  const counts = useLoad(useCallback(() => bridge.api.general.dashboardCount({}), [bridge]))
  const user = useSession((state) => state.user)
  const startsUniversity = user !== null && mayAny(user, GETTING_STARTED_ACCESS)
  usePaintMark(counts.status === 'ready')

  if (counts.status === 'loading') return <Spinner label="Loading the counts…" />
  if (counts.status === 'failed')
    return <LoadFailure what="the counts" failure={counts.failure} retry={counts.retry} />
  return (
    <>
      {startsUniversity && <GettingStarted StaffID={user.StaffID} />}
      <dl className="count-cards">
        {COUNT_CARDS.map(({ label, field }) => (
          <div key={field} className="count-card">
            <dt>{label}</dt>
            <dd>{counts.data[field].toLocaleString()}</dd>
          </div>
        ))}
      </dl>
    </>
  )
}

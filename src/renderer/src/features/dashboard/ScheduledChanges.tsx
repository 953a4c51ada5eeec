import { useCallback } from 'react'
import { Link } from 'react-router-dom'
import { contract } from '../../../../shared/contract'
import type { ScheduledJob, ScheduleOverview } from '../../../../shared/contract/schedule'
import type { CallResult } from '../../../../shared/contract/define'
import type { SessionUser } from '../../../../shared/contract/session'
import { mayAny } from '../../../../shared/rules/permissions'
import {
  fullWhen,
  lateText,
  SCHEDULE_TEXT,
  SCHEDULED,
  SCHEDULED_TABLES,
} from '../../../../shared/rules/schedule'
import {
  localZone,
  SCHEDULE_SCREEN_TEXT as T,
  scheduledRecordAddress,
} from '../../../../shared/rules/schedule-screens'
import { useBridge } from '../../app/BridgeProvider'
import { useLoad } from '../../components/useLoad'

/** The dashboard shows the panel to a user who may edit any scheduled area. */
export const seesSchedule = (user: SessionUser): boolean =>
  SCHEDULED_TABLES.some((table) => mayAny(user, contract[SCHEDULED[table].area].update.access))

type Section = 'upcoming' | 'failed' | 'late' | 'done'
const SECTIONS: readonly Section[] = ['upcoming', 'failed', 'late', 'done']

/** What a line says after the record's name: when (in full, with the zone), and what became of it. */
function detail(section: Section, job: ScheduledJob, zone: string): string {
  const when = `${SCHEDULED[job.table].labels[job.action]} ${fullWhen(new Date(job.dueAt), zone)}`
  if (section === 'failed') return `${when}: ${job.reason ?? ''}`
  if (section === 'late') return `${when}, ${lateText(job.action, job.lateMs ?? 0)}`
  return `${when}, ${T.setBy(job.setBy)}`
}

/**
 * Issue 26 "What will happen": the next scheduled changes (what, when, who set them), those that failed (and
 * why) or ran late, and those done lately, each leading to its record's update form.
 */
export function ScheduledChanges() {
  const bridge = useBridge()
  const load = useCallback(async (): Promise<CallResult<{ zone: string; overview: ScheduleOverview }>> => {
    const [zone, overview] = await Promise.all([
      bridge.api.schedule.zone({}),
      bridge.api.schedule.overview({}),
    ])
    if (!overview.ok) return overview
    return { ok: true, data: { zone: zone.ok ? zone.data.zone : localZone(), overview: overview.data } }
  }, [bridge])
  const state = useLoad(load, 'schedule.overview')
  // The counts say when the server cannot be reached: the panel leaves itself out until it answers.
  if (state.status !== 'ready') return null
  const { zone, overview } = state.data
  const empty = SECTIONS.every((section) => overview[section].length === 0)
  return (
    <section className="scheduled-changes card" aria-labelledby="scheduled-changes-title">
      <h2 id="scheduled-changes-title">{SCHEDULE_TEXT.dashboardTitle}</h2>
      {empty && <p>{SCHEDULE_TEXT.none}</p>}
      {SECTIONS.filter((section) => overview[section].length > 0).map((section) => (
        <section key={section} aria-label={SCHEDULE_TEXT[section]} className={`scheduled-${section}`}>
          <h3>{SCHEDULE_TEXT[section]}</h3>
          <ul>
            {overview[section].map((job) => (
              <li key={job.id}>
                <Link to={scheduledRecordAddress(job.table, job.EntryID, job.FacultyCode, job.section)}>
                  {T.what(SCHEDULED[job.table].noun, job.title)}
                </Link>{' '}
                <span>{detail(section, job, zone)}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  )
}

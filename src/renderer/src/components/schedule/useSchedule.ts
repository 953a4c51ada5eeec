import { useEffect, useState } from 'react'
import type { ScheduledJob, ScheduleOverview } from '../../../../shared/contract/schedule'
import type { ScheduledTable } from '../../../../shared/rules/schedule'
import { localZone } from '../../../../shared/rules/schedule-screens'
import { useBridge } from '../../app/BridgeProvider'
import { lastKnownZone, rememberZone } from './known-zone'

// Issue 26: what a screen knows of the schedule, read once when it opens: the university's time zone and
// every pending job the user may see (a list's badges, a form's fields), and on an update form the jobs
// that failed (so the editor sees why). A call that fails leaves the screen as it was before scheduling:
// no badges, empty fields, the machine's zone.

export interface ScheduleView {
  /** The university's time zone (the machine's own until the server says). */
  zone: string
  /** The API is the desktop app's embedded one: schedules fire only while the app runs. */
  embedded: boolean
  /** Every pending job the user may see; empty until read. */
  pending: readonly ScheduledJob[]
  /** The failed jobs of the overview, when asked for (`failed: true`); else empty. */
  failed: readonly ScheduledJob[]
  /** The pending jobs have been read (or could not be): a form may fill its fields now. */
  ready: boolean
}

let askingZone: Promise<unknown> | null = null

/** Reads the university's zone once the console opens (again after a failed read). */
export function usePrimeScheduleZone() {
  const bridge = useBridge()
  useEffect(() => {
    if (lastKnownZone() || askingZone) return
    askingZone = bridge.api.schedule.zone({}).then((zone) => {
      if (zone.ok) rememberZone(zone.data)
      askingZone = null
    })
  }, [bridge])
}

export function useSchedule(options: { enabled?: boolean; failed?: boolean } = {}): ScheduleView {
  const { enabled = true, failed = false } = options
  const bridge = useBridge()
  const [view, setView] = useState<ScheduleView>(() => ({
    zone: lastKnownZone()?.zone ?? localZone(),
    embedded: lastKnownZone()?.embedded ?? false,
    pending: [],
    failed: [],
    ready: !enabled,
  }))
  useEffect(() => {
    if (!enabled) return
    let live = true
    const noOverview: { ok: false } = { ok: false }
    void Promise.all([
      bridge.api.schedule.zone({}),
      bridge.api.schedule.pending({}),
      failed ? bridge.api.schedule.overview({}) : Promise.resolve(noOverview),
    ])
      .then(([zone, pending, overview]) => {
        if (zone.ok) rememberZone(zone.data)
        if (!live) return
        setView((last) => ({
          zone: zone.ok ? zone.data.zone : last.zone,
          embedded: zone.ok ? zone.data.embedded : false,
          pending: pending.ok ? pending.data : [],
          failed: overview.ok ? (overview.data as ScheduleOverview).failed : [],
          ready: true,
        }))
      })
      .catch(() => live && setView((last) => ({ ...last, ready: true })))
    return () => {
      live = false
    }
  }, [bridge, enabled, failed])
  return view
}

/** The jobs of one record. */
export const jobsOf = (jobs: readonly ScheduledJob[], table: ScheduledTable, EntryID: number | undefined) =>
  EntryID === undefined ? [] : jobs.filter((job) => job.table === table && job.EntryID === EntryID)

import type { ScheduleZone } from '../../../../shared/contract/schedule'
import { setUniversityLocale } from '../../../../shared/rules/dates'
import { DEFAULT_LOCALE } from '../../../../shared/rules/locales'
import { localZone } from '../../../../shared/rules/schedule-screens'

// The university's zone as the server last said it, kept apart from the hooks that read it (useSchedule.ts):
// formatting a time needs the zone, not the bridge, so what formats dates imports no part of the app.

let knownZone: ScheduleZone | null = null

/** The zone as last read, or null before the first answer. */
export const lastKnownZone = (): ScheduleZone | null => knownZone

/** Keeps the zone the server answered, and writes dates in the university's locale from now on. */
export function rememberZone(zone: ScheduleZone): void {
  knownZone = zone
  setUniversityLocale(zone.locale)
}

/** Forgets the zone and the locale heard, as a console that has just opened: each renderer test starts so. */
export function forgetZone(): void {
  knownZone = null
  setUniversityLocale(DEFAULT_LOCALE)
}

/**
 * The university's zone as last read (the machine's own before the first answer): the zone every time a
 * screen shows is written in (rules/dates.ts), History and the audit log included.
 */
export const universityZone = (): string => knownZone?.zone ?? localZone()

import { eq } from 'drizzle-orm'
import type { Database } from './db/client'
import { DEFAULT_LOCALE } from '../shared/rules/locales'
import { schedule_zone, university_locale } from './db/schema'

/** The university's time zone and whether a Super Admin chose it (else it is the one this server runs in). */
export async function readZoneSetting(db: Database): Promise<{ zone: string; chosen: boolean }> {
  const [row] = await db
    .select({ zone: schedule_zone.zone })
    .from(schedule_zone)
    .where(eq(schedule_zone.id, 1))
  return row
    ? { zone: row.zone, chosen: true }
    : { zone: Intl.DateTimeFormat().resolvedOptions().timeZone, chosen: false }
}

/** The university's time zone: the Super Admin's, else the one this server runs in. */
export const readZone = async (db: Database): Promise<string> => (await readZoneSetting(db)).zone

/** The university's locale: the Super Admin's, else en-GB (what the console wrote before the setting). */
export async function readLocale(db: Database): Promise<string> {
  const [row] = await db
    .select({ locale: university_locale.locale })
    .from(university_locale)
    .where(eq(university_locale.id, 1))
  return row?.locale ?? DEFAULT_LOCALE
}

import { eq } from 'drizzle-orm'
import type { Database } from './db/client'
import { schedule_zone } from './db/schema'

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

import { eq } from 'drizzle-orm'
import type { Database } from './db/client'
import { schedule_zone } from './db/schema'

/** The university's time zone: the Super Admin's, else the one this server runs in. */
export async function readZone(db: Database): Promise<string> {
  const [row] = await db
    .select({ zone: schedule_zone.zone })
    .from(schedule_zone)
    .where(eq(schedule_zone.id, 1))
  return row?.zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone
}

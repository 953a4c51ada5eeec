import { and, isNull, lte, or, sql, type SQL } from 'drizzle-orm'
import { published } from '../db/schema'

/** Visible now: inside the record's window (a pending publish-at / unpublish-at decides at its second). */
export const visibleAt = (now: string): SQL | undefined =>
  and(
    or(isNull(published.visible_from), lte(published.visible_from, now)),
    or(isNull(published.visible_until), sql`${published.visible_until} > ${now}`),
  )

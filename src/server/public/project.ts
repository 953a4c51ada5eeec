import { createHash } from 'node:crypto'
import { and, eq, getTableColumns, getTableName, notInArray, or, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { isCheckedTable } from '../../shared/rules/a11y/areas'
import {
  PUBLIC_AREAS,
  publicAreasJoining,
  publicAreasOf,
  publishes,
  type PublicArea,
} from '../../shared/rules/public'
import { emptyRequired, SCHEDULED } from '../../shared/rules/schedule'
import { heldRecords } from '../a11y/held'
import type { Database } from '../db/client'
import { image_size, published, schedule_job } from '../db/schema'
import { recordTableNamed } from '../db/tables'
import { heldForReview } from '../review/store'
import { readZone } from '../schedule-zone'
import { buildPublished, imagesOf, sizeKey, type Sizes } from './body'
import type { PublicChange, PublicChangeKind } from './changes'

// Issue 46: the published projection. Each record a reader may see now, or will see at a pending publish-at,
// has one row of `published` holding its reader-facing form (body.ts), written in the transaction of the
// write that changed it: a save (routes/write-steps.ts, the `published` step), an upload (storage/uploads.ts),
// a scheduled run (scheduler.ts), an import of faculties or courses. The public API reads only that table.

/** What a write changed for readers: the hook point of a webhook outbox (docs/architecture.md). */
export type ProjectedChange = 'published' | 'changed' | 'removed' | 'unchanged' | 'none'

export interface Projected {
  area: PublicArea
  recordId: number
  change: ProjectedChange
  /** The copy's slug and faculty, as written (or, when removed, as they were). */
  slug: string | null
  faculty: string | null
  /** Whether a reader saw the record just before the write, and sees it now (its window holds now). */
  wasVisible: boolean
  isVisible: boolean
  /** The record itself is gone (deleted), not only hidden. */
  gone: boolean
}

type WindowRow = { visible_from: string | null; visible_until: string | null }
const visibleAt = (row: WindowRow | undefined, now: number): boolean =>
  !!row &&
  (row.visible_from === null || new Date(row.visible_from).getTime() <= now) &&
  (row.visible_until === null || new Date(row.visible_until).getTime() > now)

const keyColumnOf = (table: PgTable, column: string): PgColumn => {
  const found = (getTableColumns(table) as Record<string, PgColumn>)[column]
  if (!found) throw new Error(`public: ${getTableName(table)} has no column ${column}`)
  return found
}

const tableOf = (name: string): PgTable => {
  const table = recordTableNamed(name)
  if (!table) throw new Error(`public: no table ${name}`)
  return table
}

/**
 * Makes the reader's copy of record `EntryID` of `table` match the record now: for each area whose record it
 * is, and each area that reads it as a joined row (a course's about page, a gallery category's name).
 */
export async function projectRecord(
  db: Database,
  table: PgTable | string,
  EntryID: number,
  zone?: string,
): Promise<Projected[]> {
  const name = typeof table === 'string' ? table : getTableName(table)
  const own = publicAreasOf(name)
  const joining = publicAreasJoining(name)
  if (own.length === 0 && joining.length === 0) return []
  const inZone = zone ?? (await readZone(db))
  const done: Projected[] = []
  for (const area of own) done.push(await projectOne(db, area, EntryID, inZone))
  for (const area of joining) {
    if (!area.joined) continue
    const [joinedColumn, ownColumn] = area.joined.on
    const joinedTable = tableOf(area.joined.table)
    const [joinedRow] = await db
      .select({ key: keyColumnOf(joinedTable, joinedColumn) })
      .from(joinedTable)
      .where(eq(keyColumnOf(joinedTable, 'EntryID'), EntryID))
    if (!joinedRow) {
      // Gone with its records (a cascade): their copies go with them.
      await removeGone(db, area)
      continue
    }
    const main = tableOf(area.table)
    const records = await db
      .select({ id: keyColumnOf(main, 'EntryID') })
      .from(main)
      .where(eq(keyColumnOf(main, ownColumn), joinedRow.key))
    for (const record of records) done.push(await projectOne(db, area, Number(record.id), inZone))
  }
  return done
}

/** Removes the copies of an area's records that no longer exist. */
async function removeGone(db: Database, area: PublicArea): Promise<void> {
  const main = tableOf(area.table)
  await db
    .delete(published)
    .where(
      and(
        eq(published.area, area.path),
        notInArray(published.record_id, db.select({ id: keyColumnOf(main, 'EntryID') }).from(main)),
      ),
    )
}

type Window = { from: string | null; until: string | null } | null

/**
 * When readers see the record: always (its status publishes), from a pending publish-at on (a Draft waiting
 * for it, unless the publish would fail for an empty required field), until a pending unpublish-at; null:
 * never (a Draft with no publish to come).
 */
async function windowOf(db: Database, area: PublicArea, row: Record<string, unknown>): Promise<Window> {
  if (!area.scheduled) return { from: null, until: null }
  const scheduled = SCHEDULED[area.scheduled]
  const jobs = await db
    .select({ action: schedule_job.action, due_at: schedule_job.due_at })
    .from(schedule_job)
    .where(
      and(
        eq(schedule_job.record_table, area.scheduled),
        eq(schedule_job.EntryID, Number(row.EntryID)),
        eq(schedule_job.state, 'pending'),
      ),
    )
  const due = (action: string) => jobs.find((job) => job.action === action)?.due_at ?? null
  const until = due('unpublish')
  if (publishes(area, row[scheduled.column])) return { from: null, until }
  const from = due('publish')
  if (!from || emptyRequired(scheduled, row)) return null
  return { from, until }
}

/** The copy's strong validator; exported for bench/public, which writes copies in bulk. */
export const etagOf = (body: string) => createHash('sha256').update(body).digest('base64url').slice(0, 27)

async function sizesOf(db: Database, images: readonly [string, string][]): Promise<Sizes> {
  if (images.length === 0) return new Map()
  const rows = await db
    .select()
    .from(image_size)
    .where(
      or(...images.map(([folder, name]) => and(eq(image_size.folder, folder), eq(image_size.name, name)))),
    )
  return new Map(rows.map((row) => [sizeKey(row.folder, row.name), row]))
}

/** The reader's form of a record's row as it is now, whether or not readers may see it. */
async function readerCopy(db: Database, area: PublicArea, row: Record<string, unknown>, zone: string) {
  let joined: Record<string, unknown> | null = null
  if (area.joined) {
    const [joinedColumn, ownColumn] = area.joined.on
    const joinedTable = tableOf(area.joined.table)
    const [found] = (await db
      .select()
      .from(joinedTable)
      .where(eq(keyColumnOf(joinedTable, joinedColumn), row[ownColumn]))
      .limit(1)) as Record<string, unknown>[]
    joined = found ?? null
  }
  const sizes = await sizesOf(db, imagesOf(area, row, joined))
  return buildPublished(area, row, joined, zone, sizes)
}

/**
 * Issue 46 "Preview before publishing": the reader's form of record `EntryID` as last saved, draft, publish
 * window and held-back photos included, as the JSON text the public API answers; null when it is gone.
 */
export async function previewCopy(db: Database, area: PublicArea, EntryID: number): Promise<string | null> {
  const main = tableOf(area.table)
  const [row] = (await db
    .select()
    .from(main)
    .where(eq(keyColumnOf(main, 'EntryID'), EntryID))) as Record<string, unknown>[]
  return row ? JSON.stringify((await readerCopy(db, area, row, await readZone(db))).body) : null
}

async function projectOne(db: Database, area: PublicArea, EntryID: number, zone: string): Promise<Projected> {
  const main = tableOf(area.table)
  const [row] = (await db
    .select()
    .from(main)
    .where(eq(keyColumnOf(main, 'EntryID'), EntryID))) as Record<string, unknown>[]
  const window = row ? await windowOf(db, area, row) : null
  const held =
    row && window && area.heldBack && isCheckedTable(area.table)
      ? (await heldRecords(db, area.table, [EntryID])).has(EntryID)
      : false
  const [before] = await db
    .select({
      etag: published.etag,
      slug: published.slug,
      faculty: published.faculty,
      visible_from: published.visible_from,
      visible_until: published.visible_until,
    })
    .from(published)
    .where(and(eq(published.area, area.path), eq(published.record_id, EntryID)))
  const now = Date.now()
  const was = { wasVisible: visibleAt(before, now), gone: !row }
  // Issue 48: a change waiting for review is not the readers' yet; the decision writes their copy.
  if (row && (await heldRow(db, area, row))) {
    const kept = {
      slug: before?.slug ?? null,
      faculty: before?.faculty ?? null,
      isVisible: visibleAt(before, now),
    }
    return { area, recordId: EntryID, change: before ? 'unchanged' : 'none', ...kept, ...was }
  }
  if (!row || !window || held) {
    const hidden = { slug: before?.slug ?? null, faculty: before?.faculty ?? null, isVisible: false, ...was }
    if (!before) return { area, recordId: EntryID, change: 'none', ...hidden }
    await db.delete(published).where(and(eq(published.area, area.path), eq(published.record_id, EntryID)))
    return { area, recordId: EntryID, change: 'removed', ...hidden }
  }
  const built = await readerCopy(db, area, row, zone)
  const body = JSON.stringify(built.body)
  const etag = etagOf(body)
  const values = {
    slug: built.slug,
    faculty: built.faculty,
    visible_from: window.from,
    visible_until: window.until,
    sort_key: built.sortKey,
    search_text: built.searchText,
    body,
    etag,
  }
  // A slug is one record's within its table: a copy still holding it names a record renamed or removed by
  // a change that wrote no copy, and must not stop this one.
  if (built.slug !== null)
    await db
      .delete(published)
      .where(
        and(
          eq(published.area, area.path),
          eq(published.slug, built.slug),
          sql`${published.record_id} <> ${EntryID}`,
        ),
      )
  await db
    .insert(published)
    .values({ area: area.path, record_id: EntryID, ...values })
    .onConflictDoUpdate({
      target: [published.area, published.record_id],
      set: { ...values, updated_at: sql`now()` },
    })
  const change = !before ? 'published' : before.etag === etag ? 'unchanged' : 'changed'
  const isVisible = visibleAt({ visible_from: window.from, visible_until: window.until }, now)
  return { area, recordId: EntryID, change, slug: built.slug, faculty: built.faculty, isVisible, ...was }
}

/** Whether a review holds the record, or the joined row it is read with (a course's about page). */
async function heldRow(db: Database, area: PublicArea, row: Record<string, unknown>): Promise<boolean> {
  if (await heldForReview(db, area.table, Number(row.EntryID))) return true
  if (!area.joined) return false
  const [joinedColumn, ownColumn] = area.joined.on
  const joinedTable = tableOf(area.joined.table)
  const [found] = await db
    .select({ id: keyColumnOf(joinedTable, 'EntryID') })
    .from(joinedTable)
    .where(eq(keyColumnOf(joinedTable, joinedColumn), row[ownColumn]))
    .limit(1)
  return found ? heldForReview(db, area.joined.table, Number(found.id)) : false
}

/**
 * Every record of an area projected again, `batch` at a time, each batch in a transaction that holds its
 * records (FOR SHARE) so a save of one waits and then writes its own copy after this one. Copies of records
 * that are gone are removed. For the rebuild at start and after a change that touches every record (the
 * university's time zone, an import).
 */
export async function projectArea(db: Database, area: PublicArea, batch = 200): Promise<number> {
  const main = tableOf(area.table)
  const id = keyColumnOf(main, 'EntryID')
  let after = 0
  let count = 0
  await removeGone(db, area)
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const zone = await readZone(tx)
      const ids = await tx
        .select({ id })
        .from(main)
        .where(sql`${id} > ${after}`)
        .orderBy(id)
        .limit(batch)
        .for('share')
      for (const { id: each } of ids) await projectOne(tx, area, Number(each), zone)
      return ids.map((each) => Number(each.id))
    })
    count += done.length
    if (done.length < batch) return count
    after = done[done.length - 1]
  }
}

/** The areas whose records are rows of one of `tables` (an import's kinds). */
export const areasOfTables = (tables: readonly string[]): PublicArea[] =>
  (PUBLIC_AREAS as readonly PublicArea[]).filter(
    (area) => tables.includes(area.table) || (area.joined && tables.includes(area.joined.table)),
  )

/**
 * What readers were told by a write, for the webhook outbox (public/changes.ts): a record they now see for
 * the first time is published, one they saw and still see with other content changed, one they no longer see
 * unpublished (deleted when the record itself is gone). A copy waiting for its publish-at tells nothing yet:
 * the scheduler's run does (`scheduledAction`), however late it runs.
 */
export function publicChangesOf(
  done: readonly Projected[],
  scheduledAction?: 'publish' | 'unpublish',
): PublicChange[] {
  const changes: PublicChange[] = []
  for (const each of done) {
    const kind = kindOf(each, scheduledAction)
    if (!kind) continue
    const { area, recordId, slug, faculty } = each
    changes.push({ area: area.path, recordId, slug, faculty, kind, scheduled: scheduledAction !== undefined })
  }
  return changes
}

function kindOf(each: Projected, scheduledAction?: 'publish' | 'unpublish'): PublicChangeKind | null {
  if (scheduledAction === 'publish') return each.isVisible ? 'published' : null
  if (scheduledAction === 'unpublish') return each.isVisible ? null : 'unpublished'
  if (each.wasVisible && !each.isVisible) return each.gone ? 'deleted' : 'unpublished'
  if (!each.wasVisible && each.isVisible) return 'published'
  if (each.wasVisible && each.isVisible && each.change === 'changed') return 'changed'
  return null
}

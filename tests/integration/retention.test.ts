import { describe, expect, it } from 'vitest'
import { and, eq, isNotNull, sql } from 'drizzle-orm'
import { openDatabase } from '../../src/server/db/client'
import { audit_log, record_lease, schedule_job } from '../../src/server/db/schema'
import { pruneVersions } from '../../src/server/retention'
import { audit } from '../../src/shared/contract/audit'
import { gallery } from '../../src/shared/contract/gallery'
import { news } from '../../src/shared/contract/news'
import { versions } from '../../src/shared/contract/versions'
import {
  NO_SUCH_VERSION,
  NOT_A_DELETION,
  NOT_LATEST_DELETION,
  RESTORE_PARENT_GONE,
  RETENTION_DEFAULTS,
} from '../../src/shared/rules/retention'
import { renditionName } from '../../src/shared/rules/renditions'
import { makePng, useTestServer, withValues } from './helpers'

// Issue 25 "Retention": a Super Admin sets how long versions are kept and pins versions; the pruner removes
// the versions beyond the retention (never a pinned one, never a record's newest), and the photos only those
// versions named; a deleted record is restored from its deletion's audit entry. The server's own timer is off
// here: the tests run the pruner themselves.

const server = useTestServer({ versionPruning: false })

const paragraph = (text: string) => JSON.stringify([{ type: 'paragraph', children: [{ text }] }])
const newsBody = (title: string) => ({
  title,
  status: 1 as const,
  content: paragraph('Kept text'),
  FacultyCode: 'General',
  submittedBy: 'Test Writer',
})

async function addNews(title: string): Promise<number> {
  const made = await server.ok(news.add, newsBody(title), { as: 'admin' })
  if (typeof made.entry_id !== 'number') throw new Error(`no entry_id: ${JSON.stringify(made)}`)
  return made.entry_id
}
const rename = (id: number, title: string) =>
  server.ok(news.update, { id, ...newsBody(title) }, { as: 'admin' })
const opened = (id: number) => server.ok(news.get, { EntryID: id }, { as: 'admin' })
const historyOf = (id: number) =>
  withValues(server.ok(news.history, { EntryID: id }, { as: 'admin' }), (version) =>
    server.ok(news.version, { EntryID: id, version }, { as: 'admin' }),
  )
const setRetention = (keepVersions: number, keepDays: number) =>
  server.ok(versions.setRetention, { keepVersions, keepDays }, { as: 'admin' })
const prune = (batchSize?: number) => pruneVersions(server.database.db, server.files, { batchSize })

/** A record with versions titled `${title} 1` (oldest) to `${title} ${count}` (its current one). */
async function newsWithVersions(title: string, count: number): Promise<number> {
  const id = await addNews(`${title} 1`)
  for (let n = 2; n <= count; n++) await rename(id, `${title} ${n}`)
  return id
}

async function uploadNewsPhoto(id: number, shade: number): Promise<string> {
  const sent = await server.sendPhoto(news.uploadPhoto, id, 'photo.png', makePng(4, [shade, 40, 90]))
  expect(sent.status).toBe(200)
  const { ImagePath } = await opened(id)
  if (!ImagePath) throw new Error('the upload stored no name')
  return ImagePath
}
const photoFiles = (name: string) => [name, renditionName(name, 'sm')!, renditionName(name, 'md')!]
const stored = async (name: string) =>
  Promise.all(photoFiles(name).map((file) => server.isStored('news_uploads', file)))

describe('the retention setting', () => {
  it('answers the defaults until a Super Admin sets it, and keeps what was set', async () => {
    expect(await server.ok(versions.retention, {}, { as: 'admin' })).toEqual(RETENTION_DEFAULTS)
    await setRetention(20, 90)
    expect(await server.ok(versions.retention, {}, { as: 'admin' })).toEqual({
      keepVersions: 20,
      keepDays: 90,
    })
    await setRetention(RETENTION_DEFAULTS.keepVersions, RETENTION_DEFAULTS.keepDays)
  })

  it('refuses keeping no version at all: a record always keeps its newest', async () => {
    const refused = await server.call(
      versions.setRetention,
      { keepVersions: 0, keepDays: 30 },
      { as: 'admin' },
    )
    expect(refused).toMatchObject({ status: 400, body: { field: 'keepVersions' } })
  })

  it('is set, read and used to pin or restore by a Super Admin only', async () => {
    const id = await addNews('Only the Super Admin')
    const { version } = await opened(id)
    for (const who of ['faculty', 'department', 'dssd']) {
      expect((await server.call(versions.retention, {}, { as: who })).status, who).toBe(403)
      const set = await server.call(versions.setRetention, { keepVersions: 1, keepDays: 0 }, { as: who })
      expect(set.status, who).toBe(403)
      const pin = await server.call(versions.pin, { version, pinned: true }, { as: who })
      expect(pin.status, who).toBe(403)
      const restore = await server.call(
        versions.restore,
        { version, table: 'news', EntryID: id },
        { as: who },
      )
      expect(restore.status, who).toBe(403)
    }
    expect(await server.ok(versions.retention, {}, { as: 'admin' })).toEqual(RETENTION_DEFAULTS)
    expect((await historyOf(id))[0].pinned).toBe(false)
  })

  it('moves no record’s version when it is set or a version is pinned, and both are in the audit log', async () => {
    const id = await newsWithVersions('Unmoved', 2)
    const { version } = await opened(id)
    await setRetention(40, 200)
    await server.ok(versions.pin, { version, pinned: true }, { as: 'admin' })
    expect((await opened(id)).version).toBe(version)
    const [pinned, set] = await server.ok(audit.list, {}, { as: 'admin' })
    expect(pinned).toMatchObject({
      call: 'PATCH versions/pin',
      record: null,
      after: { version, pinned: true },
    })
    expect(set).toMatchObject({ call: 'PATCH versions/retention', record: null })
    await setRetention(RETENTION_DEFAULTS.keepVersions, RETENTION_DEFAULTS.keepDays)
  })
})

describe('the pruner', () => {
  it('keeps every version while the retention keeps them', async () => {
    const id = await newsWithVersions('Young versions', 4)
    await setRetention(1, RETENTION_DEFAULTS.keepDays)
    await prune()
    expect((await historyOf(id)).map((v) => v.values?.Title)).toEqual([
      'Young versions 4',
      'Young versions 3',
      'Young versions 2',
      'Young versions 1',
    ])
  })

  it('removes the versions beyond the last N in batches, never a pinned one nor the newest, and keeps the audit trail', async () => {
    const id = await newsWithVersions('Many versions', 6)
    const [, , , , second] = await historyOf(id)
    await server.ok(versions.pin, { version: second.version, pinned: true }, { as: 'admin' })
    await setRetention(2, 0)
    await prune(2)
    const kept = await historyOf(id)
    expect(kept.map((v) => [v.values?.Title, v.pinned])).toEqual([
      ['Many versions 6', false],
      ['Many versions 5', false],
      ['Many versions 2', true],
    ])
    // The removed versions' entries stay in the audit log: who, when, which call; their values are gone.
    const entries = (await server.ok(audit.list, {}, { as: 'admin' })).filter(
      (e) => e.record === `news ${id}`,
    )
    expect(entries).toHaveLength(6)
    const pruned = entries.filter((e) => e.pruned_at !== null)
    expect(pruned.map((e) => e.call).sort()).toEqual([
      'PATCH news/update',
      'PATCH news/update',
      'POST news/add',
    ])
    for (const entry of pruned)
      expect([entry.before, entry.after, entry.staff_name]).toEqual([null, null, 'Amina Halima Bello'])
    // Run again: nothing more to do.
    expect((await prune()).versions).toBe(0)
    expect((await opened(id)).Title).toBe('Many versions 6')
    await setRetention(RETENTION_DEFAULTS.keepVersions, RETENTION_DEFAULTS.keepDays)
  })

  it('never removes a record’s newest version, even when it is its only one', async () => {
    const id = await addNews('Only one version')
    await setRetention(1, 0)
    await prune()
    const [only] = await historyOf(id)
    expect(only.values?.Title).toBe('Only one version')
    expect((await opened(id)).version).toBe(only.version)
    await setRetention(RETENTION_DEFAULTS.keepVersions, RETENTION_DEFAULTS.keepDays)
  })

  it('answers 404 for pinning an entry that is no kept version', async () => {
    const id = await newsWithVersions('Pin gone', 3)
    const oldest = (await historyOf(id)).at(-1)!
    await setRetention(1, 0)
    await prune()
    const pin = await server.call(versions.pin, { version: oldest.version, pinned: true }, { as: 'admin' })
    expect(pin).toEqual({ ok: false, status: 404, body: { message: NO_SUCH_VERSION, field: 'version' } })
    await setRetention(RETENTION_DEFAULTS.keepVersions, RETENTION_DEFAULTS.keepDays)
  })

  it('run by two servers at once, removes each version once', async () => {
    const ids = [await newsWithVersions('Two pruners A', 5), await newsWithVersions('Two pruners B', 5)]
    const db = server.database.db
    const prunedCount = async () => (await db.$count(audit_log, isNotNull(audit_log.pruned_at))) as number
    const before = await prunedCount()
    // On PostgreSQL the second pruner has a connection pool of its own; PGlite is opened once per process.
    const own = server.database.url ? await openDatabase({ url: server.database.url }) : null
    await setRetention(1, 0)
    try {
      const answers = await Promise.all([
        pruneVersions(db, server.files, { batchSize: 3 }),
        pruneVersions(own?.db ?? db, server.files, { batchSize: 3 }),
      ])
      // Whatever one pruner skipped (the other held the lock), a third run finishes.
      const last = await prune(3)
      const total = answers.reduce((sum, a) => sum + a.versions, 0) + last.versions
      expect(total).toBe((await prunedCount()) - before)
      for (const id of ids) expect(await historyOf(id)).toHaveLength(1)
    } finally {
      await own?.close()
      await setRetention(RETENTION_DEFAULTS.keepVersions, RETENTION_DEFAULTS.keepDays)
    }
  })
})

describe('leases', () => {
  it('are removed by the housekeeping once their holders stopped renewing them, and only then', async () => {
    const { db } = server.database
    const lease = { StaffID: 1, staff_name: 'Gone Editor' }
    await db.insert(record_lease).values([
      {
        ...lease,
        record: 'news 900001',
        holder: 'closed-screen',
        renewed: sql`now() - interval '10 minutes'`,
      },
      { ...lease, record: 'news 900002', holder: 'open-screen' },
    ])
    expect((await prune()).leases).toBe(1)
    const left = await db.select({ record: record_lease.record }).from(record_lease)
    expect(left.map((row) => row.record)).toContain('news 900002')
    expect(left.map((row) => row.record)).not.toContain('news 900001')
  })
})

describe('scheduled changes', () => {
  it('that ran, failed or were cancelled longer ago than the retention keeps are removed; pending ones never', async () => {
    const { db } = server.database
    await setRetention(50, 30)
    const job = { record_table: 'news', action: 'publish' as const, set_by_name: 'Old Editor' }
    const old = sql`now() - interval '40 days'`
    const made = await db
      .insert(schedule_job)
      .values([
        { ...job, EntryID: 800001, due_at: old, state: 'done' as const, ran_at: old },
        { ...job, EntryID: 800002, due_at: old, state: 'cancelled' as const, set_at: old },
        { ...job, EntryID: 800003, due_at: old, state: 'pending' as const, set_at: old },
        { ...job, EntryID: 800004, due_at: sql`now()`, state: 'done' as const, ran_at: sql`now()` },
      ])
      .returning({ EntryID: schedule_job.EntryID })
    expect(made).toHaveLength(4)
    expect((await prune()).jobs).toBe(2)
    const left = (await db.select({ EntryID: schedule_job.EntryID }).from(schedule_job)).map(
      (row) => row.EntryID,
    )
    expect(left).toEqual(expect.arrayContaining([800003, 800004]))
    expect(left).not.toContain(800001)
    expect(left).not.toContain(800002)
    await setRetention(RETENTION_DEFAULTS.keepVersions, RETENTION_DEFAULTS.keepDays)
  })
})

describe('photos and versions', () => {
  it('keeps a replaced photo while a kept version names it, and removes it with its last version', async () => {
    const id = await addNews('Photo kept by a version')
    const first = await uploadNewsPhoto(id, 10)
    const second = await uploadNewsPhoto(id, 200)
    expect(await stored(first)).toEqual([true, true, true])
    expect(await stored(second)).toEqual([true, true, true])

    await setRetention(2, 0)
    await prune()
    expect(await stored(first)).toEqual([true, true, true])

    await setRetention(1, 0)
    const pruned = await prune()
    expect(pruned.photos).toBeGreaterThanOrEqual(1)
    expect(await stored(first)).toEqual([false, false, false])
    expect(await stored(second)).toEqual([true, true, true])
    await setRetention(RETENTION_DEFAULTS.keepVersions, RETENTION_DEFAULTS.keepDays)
  })

  it('keeps a photo a pinned version names, whatever the retention says', async () => {
    const id = await addNews('Photo kept by a pin')
    const first = await uploadNewsPhoto(id, 30)
    const [photoVersion] = await historyOf(id)
    await server.ok(versions.pin, { version: photoVersion.version, pinned: true }, { as: 'admin' })
    await rename(id, 'Photo kept by a pin, renamed')
    await uploadNewsPhoto(id, 160)
    await setRetention(1, 0)
    await prune()
    expect(await stored(first)).toEqual([true, true, true])
    await server.ok(versions.pin, { version: photoVersion.version, pinned: false }, { as: 'admin' })
    await prune()
    expect(await stored(first)).toEqual([false, false, false])
    await setRetention(RETENTION_DEFAULTS.keepVersions, RETENTION_DEFAULTS.keepDays)
  })
})

describe('restoring a deleted record', () => {
  async function deletionOf(id: number) {
    const [entry] = (await server.ok(audit.list, {}, { as: 'admin' })).filter(
      (e) => e.record === `news ${id}`,
    )
    expect(entry).toMatchObject({ call: 'DELETE news/delete/:EntryID', after: null })
    return entry
  }

  it('brings the row back with its old id and its photo, audited as a new version of the record', async () => {
    const id = await newsWithVersions('Deleted then restored', 2)
    const photo = await uploadNewsPhoto(id, 90)
    const row = await opened(id)
    expect((await server.call(news.delete, { EntryID: id }, { as: 'admin' })).status).toBe(200)
    expect((await server.call(news.get, { EntryID: id }, { as: 'admin' })).status).toBe(404)
    expect(await stored(photo)).toEqual([true, true, true])
    const deletion = await deletionOf(id)

    await server.ok(versions.restore, { version: deletion.id, table: 'news', EntryID: id }, { as: 'admin' })
    const back = await opened(id)
    const { version: _old, ...fields } = row
    expect(back).toMatchObject(fields)
    expect(back.version).toBeGreaterThan(deletion.id)
    expect(await stored(photo)).toEqual([true, true, true])
    const [restored] = await historyOf(id)
    expect(restored).toMatchObject({
      version: back.version,
      call: 'POST versions/restore',
      by: 'Amina Halima Bello',
    })
    expect(restored.values).toMatchObject({ Title: 'Deleted then restored 2', ImagePath: photo })
    const [entry] = (await server.ok(audit.list, {}, { as: 'admin' })).filter(
      (e) => e.record === `news ${id}`,
    )
    expect(entry).toMatchObject({ id: back.version, before: null })

    // The same deletion again: the record has moved past it.
    const again = await server.call(
      versions.restore,
      { version: deletion.id, table: 'news', EntryID: id },
      { as: 'admin' },
    )
    expect(again).toEqual({ ok: false, status: 409, body: { message: NOT_LATEST_DELETION } })
  })

  it('refuses with 409 a record whose sub-category is gone, and changes nothing', async () => {
    const { category } = await server.galleryBatch(await server.token('admin'))
    const name = `Sub-category gone ${Date.now().toString(36)}`
    const sub = { categoryName: category, subcategoryName: name }
    await server.ok(gallery.subcategoryAdd, sub, { as: 'admin' })
    const subs = await server.ok(gallery.subcategoryListOf, { CategoryID: category }, { as: 'admin' })
    const SubCategoryID = subs.find((row) => row.SubCategoryName === name)!.EntryID
    const photo = { category, SubCategoryID, ImageTitle: name, FacultyCode: 'General', InsertedBy: 'x' }
    const made = await server.ok(gallery.add, photo, { as: 'admin' })
    const EntryID = made.entry_id as number
    await server.ok(gallery.delete, { EntryID }, { as: 'admin' })
    await server.ok(gallery.subcategoryDelete, { EntryID: SubCategoryID }, { as: 'admin' })
    const [deletion] = (await server.ok(audit.list, {}, { as: 'admin' })).filter(
      (e) => e.record === `gallery ${EntryID}`,
    )
    const refused = await server.call(
      versions.restore,
      { version: deletion.id, table: 'gallery', EntryID },
      { as: 'admin' },
    )
    expect(refused).toEqual({ ok: false, status: 409, body: { message: RESTORE_PARENT_GONE } })
    expect((await server.call(gallery.get, { EntryID }, { as: 'admin' })).status).toBe(404)
  })

  it('refuses an entry that is no deletion, or names another record, and changes nothing', async () => {
    const id = await addNews('Never deleted')
    const { version } = await opened(id)
    const notDeletion = await server.call(
      versions.restore,
      { version, table: 'news', EntryID: id },
      { as: 'admin' },
    )
    expect(notDeletion).toEqual({
      ok: false,
      status: 400,
      body: { message: NOT_A_DELETION, field: 'version' },
    })

    const gone = await addNews('Deleted, asked for under another id')
    await server.ok(news.delete, { EntryID: gone }, { as: 'admin' })
    const deletion = await deletionOf(gone)
    const wrongRecord = await server.call(
      versions.restore,
      { version: deletion.id, table: 'news', EntryID: id },
      { as: 'admin' },
    )
    expect(wrongRecord).toMatchObject({ status: 400, body: { message: NOT_A_DELETION } })
    const unknownTable = await server.call(
      versions.restore,
      { version: deletion.id, table: 'no_such_table', EntryID: gone },
      { as: 'admin' },
    )
    expect(unknownTable).toMatchObject({ status: 400, body: { message: NOT_A_DELETION } })
    expect((await server.call(news.get, { EntryID: gone }, { as: 'admin' })).status).toBe(404)
    const count = await server.database.db.$count(
      audit_log,
      and(eq(audit_log.record, `news ${gone}`), sql`${audit_log.call} = 'POST versions/restore'`),
    )
    expect(count).toBe(0)
  })
})

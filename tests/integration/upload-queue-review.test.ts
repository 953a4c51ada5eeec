import { randomBytes, randomUUID } from 'node:crypto'
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { gallery } from '../../src/shared/contract/gallery'
import { review } from '../../src/shared/contract/review'
import { PUBLIC_PREFIX } from '../../src/shared/rules/public'
import { RECORD_REQUEST_HEADER, UNREADABLE_IMAGE_NOT_SAVED } from '../../src/shared/rules/uploads'
import { queueTotals, type QueueView } from '../../src/shared/uploads-queue'
import { makeCutShortJpeg, makePng } from '../support/images'
import { startFaultProxy, type FaultProxy } from '../support/fault-proxy'
import { useTestServer } from './helpers'
import { untilQueue as until, useUploadQueues } from './upload-queues'

// Issue 48 in Add Gallery's bulk upload: a DSSD user whose gallery saves a Super Admin set to wait for review
// sends a batch through main's queue, over a network that loses an answer and fails a request. Every photo is
// one record with its file, none reaches readers (the public API) until a Super Admin approves it, each is one
// change on the Review screen, and once approved each is in the public gallery exactly once. A damaged photo
// leaves no change waiting for review, whether the queue or the server removes its record.

const server = useTestServer()
let proxy: FaultProxy
let dssd: string
let dir: string
let batch: { category: number; SubCategoryID: number }

beforeAll(async () => {
  proxy = await startFaultProxy(server.origin)
  dssd = await server.token('dssd')
  dir = await mkdtemp(join(tmpdir(), 'queue-review-'))
  batch = await server.galleryBatch(await server.token('admin'))
  await server.ok(
    review.setSettings,
    { rules: [{ level: 4, area: 'gallery', reviewers: [1] }] },
    { as: 'admin' },
  )
})

afterAll(async () => {
  await proxy?.close()
  await server.ok(
    review.setSettings,
    { rules: [{ level: 4, area: 'gallery', reviewers: [] }] },
    { as: 'admin' },
  )
})

const openQueues = useUploadQueues()
const openQueue = (file: string) => openQueues({ origin: proxy.origin, token: () => dssd, file })

/** The photos readers get whose title holds `marker`. */
async function publicTitles(marker: string): Promise<string[]> {
  const answer = await fetch(`${server.origin}${PUBLIC_PREFIX}/gallery?q=${marker}&limit=100`)
  expect(answer.status).toBe(200)
  const { items } = (await answer.json()) as { items: { title: string }[] }
  return items.map((item) => item.title).sort()
}

/** The gallery's changes waiting for review, as a Super Admin's Review screen lists them. */
const waitingGallery = async () =>
  (await server.ok(review.list, {}, { as: 'admin' })).filter((row) => row.table === 'gallery')

describe("a reviewed editor's bulk upload", () => {
  it('reaches readers only once approved, every photo exactly once, with a lost answer and a failed request on the way', async () => {
    const marker = randomBytes(4).toString('hex')
    const files: { path: string; title: string; alt: string }[] = []
    for (let i = 0; i < 6; i++) {
      const path = join(dir, `${marker}-${i}.png`)
      await writeFile(path, makePng(24, 24, [i * 30, 17, 180 - i]))
      // Described, so nothing but the review keeps them from readers (issue 45 holds back a photo without).
      files.push({ path, title: `${marker} photo ${i}`, alt: `Graduates on the lawn, group ${i}` })
    }
    const damaged = join(dir, `${marker}-cut.jpg`)
    await writeFile(damaged, await makeCutShortJpeg())
    proxy.failNext('POST', /\/gallery\/add$/, { loseAnswer: true })
    proxy.failNext('PATCH', /\/gallery\/uploadGalleryPhoto$/, { status: 500 })

    const queue = await openQueue(join(dir, `${marker}.json`))
    await queue.enqueue({
      files: [...files, { path: damaged, title: `${marker} photo cut`, alt: 'A damaged file' }],
      ...batch,
      FacultyCode: 'General',
      InsertedBy: 'Test',
    })
    const cutGone = (view: QueueView) =>
      view.jobs.find((job) => job.title === `${marker} photo cut`)?.entryId === null
    await until(queue, (view) => queueTotals(view).pending === 0 && cutGone(view))
    expect(queueTotals(queue.view())).toMatchObject({ done: 6, failed: 1 })

    const records = (await server.ok(gallery.list, {}, { as: 'admin' })).filter((row) =>
      row.ImageTitle.startsWith(`${marker} photo `),
    )
    const titles = files.map((file) => file.title).sort()
    expect(records.map((row) => row.ImageTitle).sort()).toEqual(titles)
    for (const record of records) expect(await server.isStored('gallery', record.ImagePath!)).toBe(true)
    expect(await publicTitles(marker)).toEqual([])

    // Each photo is one change on the Review screen, new, with its file; the damaged one is none.
    const waiting = (await waitingGallery()).filter((row) => row.title.startsWith(`${marker} photo `))
    expect(waiting.map((row) => row.title).sort()).toEqual(titles)
    expect(waiting.map((row) => row.EntryID).sort()).toEqual(records.map((row) => row.EntryID).sort())
    for (const row of waiting) {
      expect(row).toMatchObject({ state: 'pending', isNew: true, mayDecide: true })
      const detail = await server.ok(review.one, { table: 'gallery', EntryID: row.EntryID }, { as: 'admin' })
      expect(detail.proposed.ImagePath).toBe(records.find((r) => r.EntryID === row.EntryID)!.ImagePath)
    }

    const [first, ...rest] = waiting
    await server.ok(
      review.approve,
      { table: 'gallery', EntryID: first.EntryID, version: first.version },
      { as: 'admin' },
    )
    expect(await publicTitles(marker)).toEqual([first.title])
    for (const row of rest)
      await server.ok(
        review.approve,
        { table: 'gallery', EntryID: row.EntryID, version: row.version },
        { as: 'admin' },
      )
    expect(await publicTitles(marker)).toEqual(titles)
    expect((await waitingGallery()).filter((row) => row.title.startsWith(marker))).toEqual([])
  })

  it('leaves no change waiting for review when the server removes the record of a photo refused as damaged', async () => {
    const key = randomUUID()
    const title = `Damaged ${randomBytes(4).toString('hex')}`
    const made = await server.api(gallery.add.path, {
      method: 'POST',
      token: dssd,
      headers: { 'idempotency-key': key },
      json: {
        ...batch,
        ImageTitle: title,
        FacultyCode: 'General',
        image: 'cut.jpg',
        photo: '',
        InsertedBy: 'Test',
        ImageAlt: 'A hall',
      },
    })
    const { entry_id: EntryID } = (await made.json()) as { entry_id: number }
    expect((await waitingGallery()).some((row) => row.EntryID === EntryID)).toBe(true)

    const form = new FormData()
    form.append('entry_id', String(EntryID))
    form.append(gallery.uploadPhoto.field, new Blob([new Uint8Array(await makeCutShortJpeg())]), 'cut.jpg')
    const refused = await server.api(gallery.uploadPhoto.path, {
      method: gallery.uploadPhoto.method,
      token: dssd,
      headers: { [RECORD_REQUEST_HEADER]: key },
      body: form,
    })
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as { message: string }).message).toBe(UNREADABLE_IMAGE_NOT_SAVED)
    expect((await server.ok(gallery.list, {}, { as: 'admin' })).some((row) => row.EntryID === EntryID)).toBe(
      false,
    )
    expect((await waitingGallery()).some((row) => row.EntryID === EntryID)).toBe(false)
  })
})

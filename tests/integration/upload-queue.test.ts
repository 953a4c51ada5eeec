import { mkdtemp, readFile, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApiClient, type ClientOptions } from '../../src/main/api/client'
import { createConnectionMonitor } from '../../src/main/api/connection'
import type { QueueOptions, UploadQueue } from '../../src/main/uploads/queue'
import { gallery } from '../../src/shared/contract/gallery'
import { queueTotals, type QueueView } from '../../src/shared/uploads-queue'
import { UNREADABLE_IMAGE_MESSAGE } from '../../src/shared/rules/uploads'
import { makeCutShortJpeg, makePng } from '../support/images'
import { startFaultProxy, type FaultProxy } from '../support/fault-proxy'
import { useTestServer } from './helpers'
import { settled, untilQueue as until, useUploadQueues } from './upload-queues'

// The bulk-upload queue of main against the real server, through a proxy that takes the server away,
// fails requests and loses answers: every file ends as exactly one record with its photo.

const server = useTestServer()
let proxy: FaultProxy
/** The admin's bearer token, as main's client holds it. */
let token: string
let dir: string
let batch: { category: number; SubCategoryID: number }

beforeAll(async () => {
  proxy = await startFaultProxy(server.origin)
  token = await server.token('admin')
  dir = await mkdtemp(join(tmpdir(), 'queue-'))
  batch = await server.galleryBatch(token)
})

afterAll(async () => {
  for (const monitor of monitors) monitor.stop()
  await proxy?.close()
})

let run = 0
beforeEach(() => {
  run++
})

const openQueues = useUploadQueues()
const openQueue = (
  file: string,
  extra: { client?: Partial<ClientOptions>; queue?: Partial<QueueOptions> } = {},
) => openQueues({ origin: proxy.origin, token: () => token, file, ...extra })

/**
 * A queue wired to a connection monitor as the bridge wires it (every call reports to the monitor, the
 * monitor holds and releases the queue), with a retry backoff so long that a retry used up while the
 * server is away would stall the test.
 */
async function openQueueWatchingConnection(file: string) {
  let queue: UploadQueue | null = null
  const monitor = createConnectionMonitor({
    healthUrl: () => `${proxy.origin}/api/health`,
    onChange: (state) => queue?.setOnline(state === 'online'),
    timing: { onlineMs: 100, offlineMaxMs: 200 },
  })
  monitor.start()
  monitors.push(monitor)
  queue = await openQueue(file, {
    client: {
      onReachability: (reachable) => (reachable ? monitor.reportSuccess() : monitor.reportNetworkFailure()),
    },
    queue: {
      backoffMs: () => 10 * 60_000,
      serverReachable: async () => (await monitor.check()) === 'online',
    },
  })
  return queue
}
const monitors: { stop(): void }[] = []

/** Batches made so far: each batch's photos have bytes of their own, or the gallery would hold them already. */
let batches = 0

async function makeFiles(count: number, prefix: string) {
  const files: { path: string; title: string }[] = []
  const seed = ++batches * 23
  for (let i = 0; i < count; i++) {
    const path = join(dir, `${prefix}-${i}.png`)
    await writeFile(path, makePng(24, 24, [i * 5, seed % 256, 200 - i]))
    files.push({ path, title: `${prefix} photo ${i}` })
  }
  return files
}

const enqueue = (queue: UploadQueue, files: { path: string; title: string; alt?: string }[]) =>
  queue.enqueue({ files, ...batch, FacultyCode: 'General', InsertedBy: 'Test' })

/**
 * A refused file's row says failed at once and its record is removed just after (a call to the server): the
 * test waits for that, as the user sees the record go a moment after the row.
 */
const recordGone = (view: QueueView, title: string) =>
  view.jobs.find((job) => job.title === title)?.entryId === null

async function galleryRecords(prefix: string) {
  const rows = await server.ok(gallery.list, {}, { as: 'admin' })
  return rows.filter((row) => row.ImageTitle.startsWith(`${prefix} photo `))
}

async function expectExactlyOnce(prefix: string, count: number) {
  const records = await galleryRecords(prefix)
  expect(records).toHaveLength(count)
  expect(new Set(records.map((r) => r.ImageTitle)).size).toBe(count)
  for (const record of records) {
    expect(record.ImagePath).toBeTruthy()
    expect(await server.isStored('gallery', record.ImagePath!)).toBe(true)
  }
}

describe('bulk upload queue', () => {
  it('survives the server going away after about 20 of 50 files: 50 records, none twice', async () => {
    const queue = await openQueue(join(dir, `q${run}.json`))
    await enqueue(queue, await makeFiles(50, 'outage'))
    await until(queue, (view) => queueTotals(view).done >= 20)
    await proxy.down()
    await new Promise((resolve) => setTimeout(resolve, 800))
    await proxy.up()
    await until(queue, settled)
    expect(queueTotals(queue.view())).toMatchObject({ done: 50, failed: 0 })
    await expectExactlyOnce('outage', 50)
  })

  it('resumes from its saved state when the host restarts in the middle of a batch', async () => {
    const file = join(dir, `q${run}.json`)
    const first = await openQueue(file)
    await enqueue(first, await makeFiles(30, 'restart'))
    await until(first, (view) => queueTotals(view).done >= 8)
    await first.close()

    const second = await openQueue(file)
    await until(second, settled)
    expect(queueTotals(second.view())).toMatchObject({ done: 30, failed: 0 })
    await expectExactlyOnce('restart', 30)
  })

  it("sends each file's alternative text with its record, also after a restart (issue 27)", async () => {
    const file = join(dir, `q${run}.json`)
    const first = await openQueue(file)
    const files = (await makeFiles(4, 'described')).map((picked, i) => ({
      ...picked,
      ...(i < 3 && { alt: `Students in the library, seat ${i}` }),
    }))
    await enqueue(first, files)
    await first.close()

    const second = await openQueue(file)
    await until(second, settled)
    await expectExactlyOnce('described', 4)
    const alts = Object.fromEntries(
      (await galleryRecords('described')).map((r) => [r.ImageTitle, r.ImageAlt]),
    )
    expect(alts).toEqual({
      'described photo 0': 'Students in the library, seat 0',
      'described photo 1': 'Students in the library, seat 1',
      'described photo 2': 'Students in the library, seat 2',
      'described photo 3': null,
    })
  })

  it('makes the records of a batch in the order the files were picked, so the list keeps it (issue 47)', async () => {
    const client = createApiClient({ baseUrl: `${proxy.origin}/api/`, token: () => token })
    // The first file's create is slow on the wire, as on a busy network: the others must not overtake it.
    const slowFirst: QueueOptions['send'] = async (spec, input, options) => {
      const title = (input as { ImageTitle?: unknown }).ImageTitle
      if (spec.path === gallery.add.path && title === 'picked photo 0')
        await new Promise((resolve) => setTimeout(resolve, 300))
      return client.send(spec, input, options)
    }
    const queue = await openQueue(join(dir, `q${run}.json`), { queue: { send: slowFirst } })
    await enqueue(queue, await makeFiles(4, 'picked'))
    await until(queue, settled)
    const listed = (await galleryRecords('picked')).map((row) => row.ImageTitle)
    // The list is newest first: a batch reads from its last picked file up to its first.
    expect(listed).toEqual(['picked photo 3', 'picked photo 2', 'picked photo 1', 'picked photo 0'])
  })

  it('retries a 500 and a lost answer with backoff, still exactly once', async () => {
    proxy.failNext('POST', /\/gallery\/add$/, { status: 500 })
    proxy.failNext('POST', /\/gallery\/add$/, { loseAnswer: true })
    proxy.failNext('PATCH', /\/gallery\/uploadGalleryPhoto$/, { status: 500 })
    const queue = await openQueue(join(dir, `q${run}.json`))
    await enqueue(queue, await makeFiles(6, 'flaky'))
    await until(queue, settled)
    expect(queueTotals(queue.view())).toMatchObject({ done: 6, failed: 0 })
    await expectExactlyOnce('flaky', 6)
  })

  it('waits out a create the server still holds as running (409) instead of failing the file', async () => {
    proxy.failNext('POST', /\/gallery\/add$/, { status: 409 }, 2)
    const queue = await openQueue(join(dir, `q${run}.json`))
    await enqueue(queue, await makeFiles(3, 'held'))
    await until(queue, settled)
    expect(queueTotals(queue.view())).toMatchObject({ done: 3, failed: 0 })
    await expectExactlyOnce('held', 3)
  })

  it('marks a wrong type and an oversize file with the SPEC messages and uploads the rest', async () => {
    const files = await makeFiles(3, 'mixed')
    const text = join(dir, 'notes.txt')
    await writeFile(text, 'not a photo')
    const huge = join(dir, 'huge.png')
    await writeFile(huge, makePng(8, 8, [1, 2, 3], 10_485_761))
    const queue = await openQueue(join(dir, `q${run}.json`))
    await enqueue(queue, [
      ...files,
      { path: text, title: 'mixed photo text' },
      { path: huge, title: 'mixed photo huge' },
    ])
    await until(queue, settled)
    const byTitle = Object.fromEntries(queue.view().jobs.map((job) => [job.title, job]))
    expect(byTitle['mixed photo text']).toMatchObject({
      status: 'failed',
      message: 'Only .png, .jpg, .jpeg, .mp4, .avi and mov format allowed!',
    })
    expect(byTitle['mixed photo huge']).toMatchObject({ status: 'failed', message: 'max file size is 10MB' })
    await expectExactlyOnce('mixed', 3)
  })

  it('does not upload a file changed on disk after it was queued until the user retries it', async () => {
    const [file] = await makeFiles(1, 'changed')
    const queue = await openQueue(join(dir, `q${run}.json`))
    await queue.pause()
    await enqueue(queue, [file])
    await writeFile(file.path, makePng(40, 40, [9, 9, 9]))
    await utimes(file.path, new Date(), new Date(Date.now() + 5000))
    await queue.resume()
    await until(queue, (view) => view.jobs.some((job) => job.status === 'changed'))
    expect(await galleryRecords('changed')).toHaveLength(0)
    await queue.retry(queue.view().jobs[0].id)
    await until(queue, settled)
    await expectExactlyOnce('changed', 1)
  })

  it('counts a changed file as failed, not as bytes still to send, and "Retry all failed" takes it', async () => {
    const files = await makeFiles(2, 'again')
    const queue = await openQueue(join(dir, `q${run}.json`))
    await queue.pause()
    await enqueue(queue, files)
    await writeFile(files[1].path, makePng(48, 48, [1, 1, 1]))
    await utimes(files[1].path, new Date(), new Date(Date.now() + 5000))
    await queue.resume()
    await until(queue, settled)
    const [first] = queue.view().jobs
    expect(queueTotals(queue.view())).toMatchObject({
      done: 1,
      failed: 1,
      totalBytes: first.size,
      sentBytes: first.size,
    })
    await queue.retryFailed()
    await until(queue, settled)
    expect(queueTotals(queue.view())).toMatchObject({ done: 2, failed: 0 })
    await expectExactlyOnce('again', 2)
  })

  it('cancelling a file leaves no record of it behind', async () => {
    const queue = await openQueue(join(dir, `q${run}.json`))
    await queue.pause()
    await enqueue(queue, await makeFiles(2, 'cancel'))
    const [keep, drop] = queue.view().jobs
    await queue.cancel(drop.id)
    await queue.resume()
    await until(queue, settled)
    expect(queue.view().jobs.find((job) => job.id === keep.id)?.status).toBe('done')
    expect(queue.view().jobs.find((job) => job.id === drop.id)?.status).toBe('cancelled')
    expect((await galleryRecords('cancel')).map((r) => r.ImageTitle)).toEqual(['cancel photo 0'])
  })
  it("a Retry clicked while a cancelled file's record is being removed waits for it: one record, its photo", async () => {
    const [file] = await makeFiles(1, 'retrywhile')
    // The record is made, its photo lost on the way (its retry far off); the removal of the record then held.
    proxy.failNext('PATCH', /\/gallery\/uploadGalleryPhoto$/, { drop: true })
    const client = createApiClient({ baseUrl: `${proxy.origin}/api/`, token: () => token })
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    let removing = false
    const queue = await openQueue(join(dir, `q${run}.json`), {
      queue: {
        backoffMs: () => 10 * 60_000,
        send: (async (call, input, options) => {
          if ((call as unknown) === gallery.delete) {
            removing = true
            await held
          }
          return client.send(call, input, options)
        }) as QueueOptions['send'],
      },
    })
    await enqueue(queue, [file])
    await until(queue, (view) => view.jobs[0].entryId !== null && view.jobs[0].status === 'waiting')
    const id = queue.view().jobs[0].id
    const cancelled = queue.cancel(id)
    await until(queue, () => removing)
    const retried = queue.retry(id)
    // The Retry waits for the removal: the file is still cancelled, with the record going away.
    expect(queue.view().jobs[0]).toMatchObject({ status: 'cancelled' })
    release()
    await Promise.all([cancelled, retried])
    await until(queue, settled)
    expect(queue.view().jobs[0]).toMatchObject({ status: 'done' })
    await expectExactlyOnce('retrywhile', 1)
  })

  it('fails a damaged photo with its reason and leaves no record of it; the others upload', async () => {
    const files = await makeFiles(2, 'damaged')
    const cut = join(dir, 'cut-short.jpg')
    await writeFile(cut, await makeCutShortJpeg())
    // The server itself refuses this file: it is damaged, not merely unusual.
    const probe = (await (
      await server.api('gallery/add', {
        method: 'POST',
        token,
        json: { ...batch, ImageTitle: 'damaged probe', FacultyCode: 'General', InsertedBy: 'Test' },
      })
    ).json()) as { entry_id: number }
    const refused = await server.upload('gallery/uploadGalleryPhoto', token, [
      { name: 'entry_id', value: String(probe.entry_id) },
      { name: 'photo', bytes: await makeCutShortJpeg(), fileName: 'cut-short.jpg' },
    ])
    expect(refused.status).toBe(400)
    await server.api(`gallery/delete/${probe.entry_id}`, { method: 'DELETE', token })

    const queue = await openQueue(join(dir, `q${run}.json`))
    await enqueue(queue, [...files, { path: cut, title: 'damaged photo cut' }])
    await until(queue, (view) => settled(view) && recordGone(view, 'damaged photo cut'))
    const failed = queue.view().jobs.find((job) => job.title === 'damaged photo cut')
    expect(failed).toMatchObject({ status: 'failed', message: UNREADABLE_IMAGE_MESSAGE, entryId: null })
    expect((await galleryRecords('damaged')).map((r) => r.ImageTitle).sort()).toEqual([
      'damaged photo 0',
      'damaged photo 1',
    ])
    await expectExactlyOnce('damaged', 2)
  })

  it('removes the record made before the server died when, on resuming, its photo is found damaged', async () => {
    const [file] = await makeFiles(1, 'diedbetween')
    const state = join(dir, `q${run}.json`)
    // The record is made, then the server is gone for the photo (its retry far off), and the host stops.
    proxy.failNext('PATCH', /\/gallery\/uploadGalleryPhoto$/, { drop: true })
    const first = await openQueue(state, { queue: { backoffMs: () => 10 * 60_000 } })
    await enqueue(first, [file])
    await until(first, (view) => view.jobs[0].entryId !== null && view.jobs[0].status === 'waiting')
    await first.close()
    expect(await galleryRecords('diedbetween')).toHaveLength(1)

    // Meanwhile the file was damaged in place (its picture data gone); the user sees it changed, retries.
    const bytes = await readFile(file.path)
    bytes.fill(0, 33)
    await writeFile(file.path, bytes)
    await utimes(file.path, new Date(), new Date(Date.now() + 5000))
    const second = await openQueue(state)
    await until(second, (view) => view.jobs[0].status === 'changed')
    await second.retry(second.view().jobs[0].id)
    await until(second, (view) => settled(view) && recordGone(view, 'diedbetween photo 0'))
    expect(second.view().jobs[0]).toMatchObject({
      status: 'failed',
      message: UNREADABLE_IMAGE_MESSAGE,
      entryId: null,
    })
    expect(await galleryRecords('diedbetween')).toHaveLength(0)
  })

  it('names a file as the user knows it, and keeps that name across a restart', async () => {
    const [file] = await makeFiles(1, 'named')
    const state = join(dir, `q${run}.json`)
    const queue = await openQueue(state)
    await queue.pause()
    await queue.enqueue({
      files: [{ ...file, name: 'Open day.png' }],
      ...batch,
      FacultyCode: 'General',
      InsertedBy: 'Test',
    })
    await queue.close()
    const again = await openQueue(state)
    expect(again.view().jobs[0].name).toBe('Open day.png')
    await again.resume()
    await until(again, settled)
    await expectExactlyOnce('named', 1)
  })

  it('holds by itself while the server is gone and goes on when it is back: nothing failed, exactly once', async () => {
    const queue = await openQueueWatchingConnection(join(dir, `q${run}.json`))
    const seen = new Set<string>()
    const watch = setInterval(() => queue.view().jobs.forEach((job) => seen.add(job.status)), 20)
    await enqueue(queue, await makeFiles(12, 'offline'))
    await until(queue, (view) => queueTotals(view).done >= 3)
    await proxy.down()
    await until(queue, (view) => view.offline === true && view.jobs.every((job) => job.status !== 'active'))
    // Held, not paused by the user, and no file failed or sits out a retry for the server's absence.
    expect(queue.view().paused).toBe(false)
    expect(queue.view().jobs.map((job) => job.status)).not.toContain('failed')
    expect(queue.view().jobs.map((job) => job.status)).not.toContain('waiting')
    await proxy.up()
    await until(queue, settled)
    clearInterval(watch)
    expect(queue.view().offline).toBe(false)
    expect(queueTotals(queue.view())).toMatchObject({ done: 12, failed: 0 })
    expect(seen).not.toContain('waiting')
    await expectExactlyOnce('offline', 12)
  })

  it("keeps the user's pause when the server comes back", async () => {
    const queue = await openQueueWatchingConnection(join(dir, `q${run}.json`))
    await proxy.down()
    await enqueue(queue, await makeFiles(3, 'userpaused'))
    await until(queue, (view) => view.offline === true)
    await queue.pause()
    await proxy.up()
    await until(queue, (view) => view.offline === false)
    expect(queue.view().paused).toBe(true)
    expect(queueTotals(queue.view())).toMatchObject({ done: 0, pending: 3 })
    await queue.resume()
    await until(queue, settled)
    expect(queueTotals(queue.view())).toMatchObject({ done: 3, failed: 0 })
    await expectExactlyOnce('userpaused', 3)
  })
})

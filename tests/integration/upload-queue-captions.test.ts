import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { gallery } from '../../src/shared/contract/gallery'
import { CAPTIONS_TEXT, GALLERY_CAPTIONS, captionsNameFor } from '../../src/shared/rules/gallery'
import { queueTotals } from '../../src/shared/uploads-queue'
import { startFaultProxy, type FaultProxy } from '../support/fault-proxy'
import { useTestServer } from './helpers'
import { settled, untilQueue as until, useUploadQueues } from './upload-queues'

// Issue 27: the bulk-upload queue sends a video's captions once the video is in, as their own upload;
// a captions upload that fails in passing is retried alone (the video is not sent twice), and captions
// that are not WebVTT fail the file before anything is made.

const server = useTestServer()
let proxy: FaultProxy
let dir: string
let batch: { category: number; SubCategoryID: number }

beforeAll(async () => {
  proxy = await startFaultProxy(server.origin)
  dir = await mkdtemp(join(tmpdir(), 'queue-captions-'))
  batch = await server.galleryBatch(await server.token('admin'))
})

afterAll(async () => {
  await proxy?.close()
})

const CAPTIONS = 'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nOpen day on the main campus\n'
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(256)])

const openQueues = useUploadQueues()
async function openQueue(name: string) {
  const token = await server.token('admin')
  const file = join(dir, `${name}.json`)
  return openQueues({ origin: proxy.origin, token: () => token, file, concurrency: 2, backoffMs: 100 })
}

async function videoWithCaptions(name: string, captions: string | Buffer) {
  const video = join(dir, `${name}.mp4`)
  const vtt = join(dir, `${name}.vtt`)
  // Each video's bytes differ, so the gallery never takes one for another's.
  await writeFile(video, Buffer.concat([MP4, Buffer.from(name)]))
  await writeFile(vtt, captions)
  return { path: video, title: `${name} video`, captions: { path: vtt, name: `${name}.vtt` } }
}

const rowTitled = async (title: string) =>
  (await server.ok(gallery.list, {}, { as: 'admin' })).find((row) => row.ImageTitle === title)

describe('the upload queue with captions', () => {
  it('sends a video and then its captions, and retries failed captions without the video', async () => {
    const queue = await openQueue('retry')
    const file = await videoWithCaptions('open-day', CAPTIONS)
    proxy.failNext('PATCH', /\/gallery\/uploadCaptions$/, { status: 500 })
    const before = (await server.storedFiles()).filter((name) => name.endsWith('.mp4')).length
    await queue.enqueue({ files: [file], ...batch, FacultyCode: 'General', InsertedBy: 'Test' })
    await until(queue, settled)

    expect(queueTotals(queue.view())).toMatchObject({ done: 1, failed: 0 })
    expect(queue.view().jobs[0].captions).toBe('open-day.vtt')
    const row = await rowTitled('open-day video')
    expect(row?.CaptionsPath).toBe(captionsNameFor(row!.ImagePath!))
    expect((await server.readStored('gallery', row!.CaptionsPath!)).toString('utf8')).toBe(CAPTIONS)
    // The video went once: the retry sent the captions alone.
    const after = (await server.storedFiles()).filter((name) => name.endsWith('.mp4')).length
    expect(after - before).toBe(1)
  })

  it('fails a video whose captions are not WebVTT, saying so, and leaves no record', async () => {
    const queue = await openQueue('refused')
    const file = await videoWithCaptions('srt-instead', '1\n00:00:00,000 --> 00:00:02,000\nHello\n')
    await queue.enqueue({ files: [file], ...batch, FacultyCode: 'General', InsertedBy: 'Test' })
    await until(queue, settled)

    const [job] = queue.view().jobs
    expect(job.status).toBe('failed')
    expect(job.message).toBe(CAPTIONS_TEXT.refused(GALLERY_CAPTIONS.typeMessage))
    expect(await rowTitled('srt-instead video')).toBeUndefined()
  })
})

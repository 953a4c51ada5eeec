import { createHash } from 'node:crypto'
import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { createApiClient } from '../../src/main/api/client'
import { findKnown, hashFiles } from '../../src/main/uploads/known'
import { gallery } from '../../src/shared/contract/gallery'
import { DUPLICATE_TEXT, galleryPlace } from '../../src/shared/rules/duplicates'
import type { QueueView } from '../../src/shared/uploads-queue'
import { makeCutShortJpeg, makeHugePng, makePng } from '../support/images'
import { sceneInput } from '../support/photo-files'
import { SHA256_HEX } from '../../src/shared/rules/duplicates'
import { tooManyPixelsMessage, UNREADABLE_IMAGE_MESSAGE } from '../../src/shared/rules/uploads'
import type { KnownFiles } from '../../src/shared/uploads-queue'
import { mainBridge } from '../support/main-bridge'
import { useTestServer } from './helpers'
import { settled, untilQueue as until, useUploadQueues } from './upload-queues'

// Issue 28 in main: picked files hashed and asked about in one call. The bulk queue never asks again after a
// restart (issue 45): only the server's refusal of the same bytes another editor sent first leaves one out.

const server = useTestServer()
let token: string
let dir: string
let batch: { category: number; SubCategoryID: number }

beforeAll(async () => {
  token = await server.token('admin')
  dir = await mkdtemp(join(tmpdir(), 'known-'))
  batch = await server.galleryBatch(token)
})

const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

const client = () => createApiClient({ baseUrl: `${server.origin}/api/`, token: () => token })

const openQueues = useUploadQueues()
/** A queue kept in `file`, sending as the admin, or as another editor with `editorToken`. */
const openQueue = (file: string, editorToken?: string) =>
  openQueues({
    origin: server.origin,
    token: () => editorToken ?? token,
    file,
    concurrency: 2,
    backoffMs: 100,
  })

async function makeFiles(prefix: string, count: number) {
  const files: { path: string; title: string }[] = []
  for (let i = 0; i < count; i++) {
    const path = join(dir, `${prefix}-${i}.png`)
    // Bytes of their own per prefix: the same file in two tests would be known by the second.
    await writeFile(path, makePng(20 + i, 20 + prefix.length, [i * 40, 7, 99]))
    files.push({ path, title: `${prefix} ${i}` })
  }
  return files
}

/** What a colleague did meanwhile: the same file put in the gallery under a title of their own. */
async function uploadedElsewhere(path: string, ImageTitle: string) {
  const added = await server.ok(
    gallery.add,
    { ...batch, ImageTitle, FacultyCode: 'General', InsertedBy: 'x' },
    { as: 'admin' },
  )
  const sent = await server.sendPhoto(
    gallery.uploadPhoto,
    added.entry_id!,
    basename(path),
    await readFile(path),
  )
  expect(sent.status).toBe(200)
}

async function titlesIn(prefix: string) {
  const rows = await server.ok(gallery.list, {}, { as: 'admin' })
  return rows.filter((row) => row.ImageTitle.startsWith(prefix)).map((row) => row.ImageTitle)
}

describe('files the gallery holds, found from main', () => {
  it('answers, in the files’ order, the photo holding each file’s bytes', async () => {
    const files = await makeFiles('asked', 3)
    await uploadedElsewhere(files[1]!.path, 'Convocation 12')
    const result = await findKnown(client().send, [...files.map((file) => file.path), join(dir, 'gone.png')])
    expect(result.ok).toBe(true)
    const known = result.ok ? result.data : []
    expect(known.map((file) => file?.photo?.ImageTitle ?? null)).toEqual([null, 'Convocation 12', null, null])
    // Each file read is named by its SHA-256 (what tells two picked files with the same bytes); the one gone by null.
    const digests = await Promise.all(files.map(async (file) => sha256Of(await readFile(file.path))))
    expect(known.map((file) => file?.sha256 ?? null)).toEqual([...digests, null])
  })

  it('reads each picked file: a damaged one and one of too many pixels say why, a photo comes with a small preview', async () => {
    const onDisk = async (name: string, bytes: Buffer) => {
      const path = join(dir, name)
      await writeFile(path, bytes)
      return path
    }
    const paths = [
      await onDisk('read-cut.jpg', await makeCutShortJpeg()),
      await onDisk('read-poster.png', await makeHugePng(11000, 11000)),
      await onDisk('read-lawn.jpg', await sceneInput(81, 1600, 1200).jpeg({ quality: 90 }).toBuffer()),
    ]
    const result = await findKnown(client().send, paths)
    const [cut, poster, lawn] = result.ok ? result.data : []
    expect(cut).toMatchObject({ problem: UNREADABLE_IMAGE_MESSAGE, photo: null })
    expect(poster).toMatchObject({ problem: tooManyPixelsMessage(11000, 11000), photo: null })
    expect(lawn!.problem).toBeUndefined()
    const preview = Buffer.from(lawn!.preview!.replace(/^data:image\/jpeg;base64,/, ''), 'base64')
    const { width, height } = await sharp(preview).metadata()
    expect([width, height]).toEqual([320, 240])
    // A few kilobytes for the page, whatever the photo's size.
    expect(preview.length).toBeLessThan(30_000)
  })

  it('answers the title of a queued file with the same bytes while it waits, and no longer once it is in', async () => {
    const queue = await openQueue(join(dir, 'waiting.json'))
    await queue.pause()
    const [waiting, other] = await makeFiles('waiting', 2)
    const [print] = await hashFiles([waiting!.path])
    await queue.enqueue({
      files: [{ ...waiting!, sha256: print!.sha256 }, other!],
      ...batch,
      FacultyCode: 'General',
      InsertedBy: 'Test',
    })
    const ask = async () => {
      const result = await findKnown(client().send, [waiting!.path, other!.path], (sha256) =>
        queue.waitingWith(sha256),
      )
      return result.ok ? result.data.map((file) => [file?.queuedAs, file?.photo?.ImageTitle]) : result
    }
    // The second was queued without its hash (an older page): it is not found by it.
    expect(await ask()).toEqual([
      ['waiting 0', undefined],
      [null, undefined],
    ])
    await queue.resume()
    await until(queue, settled)
    // Sent: the gallery's answer now, not the queue's.
    expect(await ask()).toEqual([
      [null, 'waiting 0'],
      [null, 'waiting 1'],
    ])
  })

  it('through the bridge as the page calls it: a file picked again while its first copy waits is found queued', async () => {
    const bridgeDir = await mkdtemp(join(tmpdir(), 'known-bridge-'))
    const bridge = mainBridge(`${server.origin}/api/`, bridgeDir)
    const { handlers } = bridge
    expect(await handlers['session.login']({ username: 'dssd', password: 'demo1234' })).toMatchObject({
      ok: true,
    })
    await handlers['uploads.pause'](undefined)
    const [file] = await makeFiles('again', 1)
    const handle = bridge.files.grant(file!.path)
    const asked = (await handlers['uploads.known']([handle])) as { ok: true; data: KnownFiles }
    const preview = expect.stringMatching(/^data:image\/jpeg;base64,/)
    expect(asked.data).toEqual([
      { sha256: expect.stringMatching(SHA256_HEX), photo: null, queuedAs: null, preview },
    ])
    const enqueue = (sha256: string) =>
      handlers['uploads.enqueue']({
        files: [{ path: handle, title: file!.title, sha256 }],
        ...batch,
        FacultyCode: 'General',
        InsertedBy: 'Test',
      })
    // Only a SHA-256 is taken as one.
    expect(await enqueue('not a hash')).toMatchObject({ ok: false, reason: 'invalid' })
    await enqueue(asked.data[0]!.sha256)
    const again = (await handlers['uploads.known']([handle])) as { ok: true; data: KnownFiles }
    expect(again.data).toEqual([{ sha256: asked.data[0]!.sha256, photo: null, queuedAs: 'again 0', preview }])
    await handlers['uploads.cancelAll'](undefined)
    const cancelled = (await handlers['uploads.known']([handle])) as { ok: true; data: KnownFiles }
    expect(cancelled.data[0]!.queuedAs).toBeNull()
  })

  it('two editors sending the same files at the same moment: each file is stored once, the other copy cancelled', async () => {
    const files = await makeFiles('both', 5)
    const [mine, theirs] = await Promise.all([
      openQueue(join(dir, 'both-mine.json')),
      openQueue(join(dir, 'both-theirs.json'), await server.token('dssd')),
    ])
    for (const [queue, who] of [
      [mine, 'A'],
      [theirs, 'B'],
    ] as const) {
      await queue.pause()
      await queue.enqueue({
        // One sub-category keeps one title: each editor names the photos their own way.
        files: files.map((file, i) => ({ ...file, title: `both ${who} ${i}` })),
        ...batch,
        FacultyCode: 'General',
        InsertedBy: who,
      })
    }
    await Promise.all([mine.resume(), theirs.resume()])
    // Settled, and the record made for each copy refused removed (a cancelled file's last step).
    const cleared = (view: QueueView) =>
      settled(view) && view.jobs.every((job) => job.status !== 'cancelled' || job.entryId === null)
    await Promise.all([until(mine, cleared), until(theirs, cleared)])

    const rows = (await server.ok(gallery.list, {}, { as: 'admin' })).filter((row) =>
      row.ImageTitle.startsWith('both '),
    )
    // Five records, one per file: the copy refused took its record away with it.
    expect(rows).toHaveLength(5)
    for (const i of [0, 1, 2, 3, 4]) {
      const [a, b] = [mine, theirs].map((queue) => queue.view().jobs[i]!)
      expect([a!.status, b!.status].sort(), `file ${i}`).toEqual(['cancelled', 'done'])
      const [kept] = rows.filter((row) => row.ImageTitle.endsWith(` ${i}`))
      const cancelled = a!.status === 'cancelled' ? a! : b!
      expect(cancelled.message).toBe(
        DUPLICATE_TEXT.queuedKnown(kept!.ImageTitle, galleryPlace(kept!.CategoryName, kept!.SubCategoryName)),
      )
    }

    // SPEC's client never asks: the same bytes sent by it are stored as before.
    await uploadedElsewhere(files[0]!.path, 'both by the old console')
  })

  it('after a restart, the server leaves out a queued file whose bytes the gallery got meanwhile; Retry sends it', async () => {
    const file = join(dir, 'restart.json')
    const first = await openQueue(file)
    await first.pause()
    const files = await makeFiles('queued', 4)
    await first.enqueue({
      files: [...files.slice(0, 3), { ...files[3]!, uploadKnown: true }],
      ...batch,
      FacultyCode: 'General',
      InsertedBy: 'Test',
    })
    await first.close()
    await uploadedElsewhere(files[0]!.path, 'elsewhere 0')
    await uploadedElsewhere(files[3]!.path, 'elsewhere 3')

    const second = await openQueue(file)
    await second.resume()
    await until(second, settled)
    const jobs = second.view().jobs
    expect(jobs.map((job) => job.status)).toEqual(['cancelled', 'done', 'done', 'done'])
    const [row] = (await server.ok(gallery.list, {}, { as: 'admin' })).filter(
      (r) => r.ImageTitle === 'elsewhere 0',
    )
    const place = galleryPlace(row!.CategoryName, row!.SubCategoryName)
    expect(jobs[0]!.message).toBe(DUPLICATE_TEXT.queuedKnown('elsewhere 0', place))
    expect((await titlesIn('queued ')).sort()).toEqual(['queued 1', 'queued 2', 'queued 3'])

    await second.retry(jobs[0]!.id)
    await until(second, settled)
    expect(second.view().jobs[0]!.status).toBe('done')
    expect((await titlesIn('queued ')).sort()).toEqual(['queued 0', 'queued 1', 'queued 2', 'queued 3'])
  })

  it('finds a resized copy of a gallery photo by its likeness when picked, and never asks again after a restart', async () => {
    const original = await sceneInput(77).jpeg({ quality: 90 }).toBuffer()
    const originalPath = join(dir, 'lawn-original.jpg')
    await writeFile(originalPath, original)
    const copy = { path: join(dir, 'lawn-for-the-web.jpg'), title: 'lawn for the web' }
    await writeFile(copy.path, await sceneInput(77).resize(300).jpeg({ quality: 60 }).toBuffer())
    const fresh = { path: join(dir, 'another-lawn.jpg'), title: 'another lawn' }
    await writeFile(fresh.path, await sceneInput(78).jpeg({ quality: 90 }).toBuffer())

    await uploadedElsewhere(originalPath, 'Lawn 1')
    const asked = await findKnown(client().send, [copy.path, fresh.path])
    expect(
      asked.ok &&
        asked.data.map((file) => file?.photo && { title: file.photo.ImageTitle, alike: file.photo.alike }),
    ).toEqual([{ title: 'Lawn 1', alike: true }, null])

    // Queued before a colleague put the original in the gallery; the app closed and opened again: the file was
    // checked when it was picked, and goes as the user chose (issue 45).
    const file = join(dir, 'restart-alike.json')
    const first = await openQueue(file)
    await first.pause()
    const later = { path: join(dir, 'hall-for-the-web.jpg'), title: 'hall for the web' }
    const hall = join(dir, 'hall-original.jpg')
    await writeFile(hall, await sceneInput(79).jpeg({ quality: 90 }).toBuffer())
    await writeFile(later.path, await sceneInput(79).resize(400).jpeg({ quality: 70 }).toBuffer())
    await first.enqueue({ files: [later], ...batch, FacultyCode: 'General', InsertedBy: 'Test' })
    await first.close()
    await uploadedElsewhere(hall, 'Hall 1')
    const second = await openQueue(file)
    await second.resume()
    await until(second, settled)
    const [job] = second.view().jobs
    expect([job!.status, job!.message]).toEqual(['done', null])
    expect(await titlesIn('hall for the web')).toEqual(['hall for the web'])
  })
})

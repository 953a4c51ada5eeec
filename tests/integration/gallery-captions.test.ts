import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { gallery } from '../../src/shared/contract/gallery'
import {
  CAPTIONS_NEED_VIDEO,
  CAPTIONS_NOT_UTF8,
  GALLERY_CAPTIONS,
  captionsNameFor,
} from '../../src/shared/rules/gallery'
import { audit_log, released_photo } from '../../src/server/db/schema'
import { makePng, useTestServer } from './helpers'

// Issue 27: a gallery video's WebVTT captions, an upload of their own, stored beside the video under its
// stored base name + .vtt, answered in the list, served where the video is, and let go with the video.

const server = useTestServer()

const CAPTIONS = 'WEBVTT\n\n00:00:00.000 --> 00:00:02.500\nWelcome to the campus — ça va?\n'
const vtt = (text: string) => new TextEncoder().encode(text)
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(64)])

let titles = 0
/** A gallery item holding a video (or a photo), as the bulk queue makes one: the record, then its file. */
async function galleryItem(file: { name: string; bytes: Uint8Array } = { name: 'tour.mp4', bytes: MP4 }) {
  const batch = await server.galleryBatch(await server.token('admin'))
  const added = await server.ok(
    gallery.add,
    { ...batch, ImageTitle: `Captioned ${++titles}`, FacultyCode: 'General', InsertedBy: 'x' },
    { as: 'admin' },
  )
  const entryId = added.entry_id!
  expect((await server.sendPhoto(gallery.uploadPhoto, entryId, file.name, file.bytes)).status).toBe(200)
  return entryId
}

const rowOf = async (entryId: number) =>
  (await server.ok(gallery.list, {}, { as: 'admin' })).find((row) => row.EntryID === entryId)!

const sendCaptions = (entryId: number, name: string, bytes: Uint8Array, as?: string | null) =>
  server.sendPhoto(gallery.uploadCaptions, entryId, name, bytes, as)

const messageOf = async (response: Response) => ((await response.json()) as { message: string }).message

describe('gallery captions', () => {
  it('stores a .vtt beside its video, answers it in the list and serves it as WebVTT', async () => {
    const entryId = await galleryItem()
    expect((await rowOf(entryId)).CaptionsPath).toBeNull()

    const sent = await sendCaptions(entryId, 'Campus Tour.vtt', vtt(CAPTIONS))
    expect(sent.status).toBe(200)
    const row = await rowOf(entryId)
    expect(row.CaptionsPath).toBe(captionsNameFor(row.ImagePath!))
    expect(row.CaptionsPath).toBe(row.ImagePath!.replace(/\.mp4$/, '.vtt'))

    const served = await fetch(new URL(`/public/uploads/gallery/${row.CaptionsPath}`, server.origin))
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toMatch(/^text\/vtt/)
    expect(await served.text()).toBe(CAPTIONS)
    // The video is served from the same folder.
    const video = await fetch(new URL(`/public/uploads/gallery/${row.ImagePath}`, server.origin))
    expect(video.status).toBe(200)

    // Sent again, the new captions replace the old ones in place (the same name), and stay stored.
    const again = 'WEBVTT - second take\n\n00:00:01.000 --> 00:00:03.000\nHello\n'
    expect((await sendCaptions(entryId, 'tour.vtt', vtt(again))).status).toBe(200)
    expect((await rowOf(entryId)).CaptionsPath).toBe(row.CaptionsPath)
    expect((await server.readStored('gallery', row.CaptionsPath!)).toString('utf8')).toBe(again)

    // The upload is audited as the record's, naming the captions.
    const [entry] = await server.database.db
      .select()
      .from(audit_log)
      .where(eq(audit_log.call, 'PATCH gallery/uploadCaptions'))
      .limit(1)
    expect(entry.record).toBe(`gallery ${entryId}`)
    expect(entry.after).toMatchObject({ CaptionsPath: row.CaptionsPath })
  })

  it('refuses what is not WebVTT with a clear message, leaving nothing behind', async () => {
    const entryId = await galleryItem()
    const before = await server.storedFiles()

    const subRip = await sendCaptions(entryId, 'tour.vtt', vtt('1\n00:00:00,000 --> 00:00:02,000\nHi\n'))
    expect(subRip.status).toBe(400)
    expect(await messageOf(subRip)).toBe(GALLERY_CAPTIONS.typeMessage)

    const wrongName = await sendCaptions(entryId, 'tour.srt', vtt(CAPTIONS))
    expect(wrongName.status).toBe(400)
    expect(await messageOf(wrongName)).toBe(GALLERY_CAPTIONS.typeMessage)

    // "WEBVTTX" is not the signature: the first line is WEBVTT alone or followed by a space or a tab.
    const lookalike = await sendCaptions(entryId, 'tour.vtt', vtt('WEBVTTX\n\n'))
    expect(await messageOf(lookalike)).toBe(GALLERY_CAPTIONS.typeMessage)

    const latin1 = Buffer.concat([
      Buffer.from('WEBVTT\n\n00:00:00.000 --> 00:00:01.000\nCaf'),
      Buffer.from([0xe9]),
    ])
    const notUtf8 = await sendCaptions(entryId, 'tour.vtt', latin1)
    expect(notUtf8.status).toBe(400)
    expect(await messageOf(notUtf8)).toBe(CAPTIONS_NOT_UTF8)

    const huge = vtt(`WEBVTT\n\n${'x'.repeat(GALLERY_CAPTIONS.maxBytes)}`)
    const tooLarge = await sendCaptions(entryId, 'tour.vtt', huge)
    expect(tooLarge.status).toBe(413)
    expect(await messageOf(tooLarge)).toBe(GALLERY_CAPTIONS.sizeMessage)

    expect((await rowOf(entryId)).CaptionsPath).toBeNull()
    expect(await server.storedFiles()).toEqual(before)
  })

  it('takes captions only for a video, and with the rights to upload its photo', async () => {
    const photo = await galleryItem({ name: 'g.png', bytes: makePng(4) })
    const refused = await sendCaptions(photo, 'g.vtt', vtt(CAPTIONS))
    expect(refused.status).toBe(400)
    expect(await messageOf(refused)).toBe(CAPTIONS_NEED_VIDEO)
    expect((await rowOf(photo)).CaptionsPath).toBeNull()

    const video = await galleryItem()
    expect((await sendCaptions(video, 'tour.vtt', vtt(CAPTIONS), null)).status).toBe(401)
    expect((await sendCaptions(video, 'tour.vtt', vtt(CAPTIONS), 'faculty')).status).toBe(403)
    expect((await sendCaptions(2_000_000_000, 'tour.vtt', vtt(CAPTIONS))).status).toBe(404)
  })

  it('lets the captions go with the video when the item is deleted', async () => {
    const entryId = await galleryItem()
    expect((await sendCaptions(entryId, 'tour.vtt', vtt(CAPTIONS))).status).toBe(200)
    const row = await rowOf(entryId)

    expect((await server.raw('DELETE', `gallery/delete/${entryId}`, undefined, { as: 'admin' })).status).toBe(
      200,
    )
    // Issue 25: like the video, kept while the deletion's entry (a kept version) names them, so a restore
    // brings both back; the pruner removes both with that version.
    const released = await server.database.db
      .select({ name: released_photo.name })
      .from(released_photo)
      .where(eq(released_photo.record, `gallery ${entryId}`))
    expect(released.map((file) => file.name).sort()).toEqual([row.CaptionsPath, row.ImagePath].sort())
  })
})

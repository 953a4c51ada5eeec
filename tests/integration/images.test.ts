import { and, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { gallery, gallery_subcategory, image_size } from '../../src/server/db/schema'
import type { Database } from '../../src/server/db/client'
import { pruneVersions, saveRetention } from '../../src/server/retention'
import { RETENTION_DEFAULTS } from '../../src/shared/rules/retention'
import { gallery as galleryCalls } from '../../src/shared/contract/gallery'
import { renditionName } from '../../src/shared/rules/renditions'
import { UNREADABLE_IMAGE_MESSAGE } from '../../src/shared/rules/uploads'
import { GPS_MARKER, makeBrokenJpeg, makePhoneJpeg, makeTransparentPng } from '../support/images'
import { makePng, useTestServer } from './helpers'

// Uploaded images (issue 14) through a real area's upload route, in the folder or the bucket
// (TEST_STORAGE=bucket): made safe to publish, given a small and a medium rendition, refused when damaged.

/** The server's warnings and errors, as its log writes them. */
const logged: string[] = []
const server = useTestServer({
  logger: { level: 'warn', stream: { write: (line) => logged.push(line) } },
})
let subCategory: { EntryID: number; CategoryID: number }
beforeAll(async () => {
  ;[subCategory] = await server.database.db.select().from(gallery_subcategory).limit(1)
})

let titles = 0
async function newPhoto(): Promise<number> {
  const [row] = await server.database.db
    .insert(gallery)
    .values({
      ImageTitle: `Photo ${++titles}`,
      CategoryID: subCategory.CategoryID,
      SubCategoryID: subCategory.EntryID,
    })
    .returning()
  return row.EntryID
}

async function uploadPhoto(id: number, fileName: string, bytes: Buffer) {
  const response = await server.sendPhoto(galleryCalls.uploadPhoto, id, fileName, bytes)
  return { status: response.status, body: (await response.json()) as { message: string } }
}

async function storedName(id: number): Promise<string | null> {
  const [row] = await server.database.db.select().from(gallery).where(eq(gallery.EntryID, id))
  return row.ImagePath
}

const served = async (name: string) => {
  const response = await fetch(`${server.origin}/public/uploads/gallery/${name}`)
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    body: Buffer.from(await response.arrayBuffer()),
  }
}

/** The size the public API gives a stored gallery image (issue 46), as the upload kept it. */
async function keptSize(db: Database, name: string) {
  const [size] = await db
    .select({ width: image_size.width, height: image_size.height })
    .from(image_size)
    .where(and(eq(image_size.folder, 'gallery'), eq(image_size.name, name)))
  return size
}

const renditions = (name: string) => [
  renditionName(name, 'sm') as string,
  renditionName(name, 'md') as string,
]

describe('a photo made safe to publish', () => {
  it('comes back upright by its EXIF orientation, without GPS or camera data', async () => {
    // Stored 300 wide and 200 high, orientation 6: a phone held upright, 200 wide and 300 high.
    const photo = await makePhoneJpeg(300, 200)
    expect(photo.includes(GPS_MARKER)).toBe(true)
    const id = await newPhoto()
    expect((await uploadPhoto(id, 'portrait.jpg', photo)).body.message).toBe('uploaded')

    const stored = await served((await storedName(id)) as string)
    expect(stored.status).toBe(200)
    const info = await sharp(stored.body).metadata()
    expect([info.width, info.height]).toEqual([200, 300])
    expect(info.orientation ?? 1).toBe(1)
    expect(info.exif).toBeUndefined()
    expect(stored.body.includes(GPS_MARKER)).toBe(false)
    expect(stored.body.includes('PhoneMaker')).toBe(false)
    // Turned a quarter clockwise: the red left half is now the top.
    const { data } = await sharp(stored.body)
      .extract({ left: 100, top: 20, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true })
    expect(data[0]).toBeGreaterThan(200)
    expect(data[2]).toBeLessThan(60)
    // Its size for readers is the upright one, read from the header the upload read anyway (issue 45).
    expect(await keptSize(server.database.db, (await storedName(id)) as string)).toEqual({
      width: 200,
      height: 300,
    })
  })

  it('keeps a PNG transparent, in the stored file and in its renditions', async () => {
    const id = await newPhoto()
    expect((await uploadPhoto(id, 'logo.png', await makeTransparentPng(64, 32))).body.message).toBe(
      'uploaded',
    )
    const name = (await storedName(id)) as string
    for (const file of [name, ...renditions(name)]) {
      const { body } = await served(file)
      const stats = await sharp(body).stats()
      expect(stats.isOpaque, file).toBe(false)
      // The left half clear, the right half solid.
      const pixels = await sharp(body).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
      const alphaAt = (x: number) => pixels.data[x * 4 + 3]
      expect(alphaAt(0)).toBe(0)
      expect(alphaAt(pixels.info.width - 1)).toBe(255)
    }
  })

  it('refuses a damaged image whose first bytes pass, leaving no file and the record as it was', async () => {
    const id = await newPhoto()
    const png = makePng(4)
    expect((await uploadPhoto(id, 'first.png', png)).body.message).toBe('uploaded')
    const kept = (await storedName(id)) as string
    const before = await server.storedFiles()

    const refused = await uploadPhoto(id, 'broken.jpg', await makeBrokenJpeg())
    expect(refused).toEqual({ status: 400, body: { message: UNREADABLE_IMAGE_MESSAGE } })
    expect(await storedName(id)).toBe(kept)
    expect(await server.storedFiles()).toEqual(before)
  })
})

describe('renditions', () => {
  it('are stored with an upload, sized for lists and forms, and kept with a deleted record for its restore', async () => {
    const id = await newPhoto()
    expect((await uploadPhoto(id, 'wide.jpg', await makePhoneJpeg(1600, 1000, 1))).body.message).toBe(
      'uploaded',
    )
    const name = (await storedName(id)) as string
    const [small, medium] = renditions(name)
    for (const [file, longest] of [
      [small, 160],
      [medium, 800],
    ] as const) {
      expect(await server.isStored('gallery', file)).toBe(true)
      const { status, type, body } = await served(file)
      expect([status, type]).toEqual([200, 'image/webp'])
      const info = await sharp(body).metadata()
      expect([info.format, Math.max(info.width, info.height)]).toEqual(['webp', longest])
    }

    const deleted = await server.api(`gallery/delete/${id}`, {
      method: 'DELETE',
      token: await server.token('admin'),
    })
    expect(((await deleted.json()) as { message: string }).message).toBe('deleted')
    // Issue 25: the deletion's entry (a kept version) names the photo, so a restore brings it back.
    for (const file of [name, small, medium]) expect(await server.isStored('gallery', file)).toBe(true)
  })

  it('are answered once per request, as is the photo: no second answer attempted after the first', async () => {
    const id = await newPhoto()
    expect((await uploadPhoto(id, 'once.jpg', await makePhoneJpeg(400, 300, 1))).body.message).toBe(
      'uploaded',
    )
    const name = (await storedName(id)) as string
    const before = logged.length
    for (const file of [name, ...renditions(name)]) expect((await served(file)).status).toBe(200)
    expect(logged.slice(before).filter((line) => line.includes('already sent'))).toEqual([])
  })

  it('go with the photo a new upload replaces, once no kept version names it', async () => {
    const id = await newPhoto()
    await uploadPhoto(id, 'old.png', makePng(8))
    const old = (await storedName(id)) as string
    await uploadPhoto(id, 'new.png', makePng(9))
    // Issue 25: the first upload's version names the old photo; it goes when the retention removes that version.
    for (const file of [old, ...renditions(old)]) expect(await server.isStored('gallery', file)).toBe(true)
    await saveRetention(server.database.db, { keepVersions: 1, keepDays: 0 })
    await pruneVersions(server.database.db, server.files)
    await saveRetention(server.database.db, RETENTION_DEFAULTS)
    for (const file of [old, ...renditions(old)]) expect(await server.isStored('gallery', file)).toBe(false)
    const current = (await storedName(id)) as string
    for (const file of [current, ...renditions(current)])
      expect(await server.isStored('gallery', file)).toBe(true)
  })

  it('are made when first asked for, for an image stored without them', async () => {
    const id = await newPhoto()
    await uploadPhoto(id, 'earlier.jpg', await makePhoneJpeg(1200, 900, 1))
    const name = (await storedName(id)) as string
    const [small] = renditions(name)
    // As an upload from before renditions existed.
    for (const file of renditions(name)) await server.files.remove('gallery', file)
    expect(await server.isStored('gallery', small)).toBe(false)

    const made = await served(small)
    expect([made.status, made.type]).toEqual([200, 'image/webp'])
    expect((await sharp(made.body).metadata()).width).toBe(160)
    expect(await server.isStored('gallery', small)).toBe(true)
    expect((await served(small)).body).toEqual(made.body)
    expect((await server.storedFiles()).filter((file) => file.startsWith('.incoming'))).toEqual([])
  })

  it('are not made for a video or a missing image', async () => {
    const id = await newPhoto()
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(64)])
    expect((await uploadPhoto(id, 'clip.mp4', mp4)).body.message).toBe('uploaded')
    const video = (await storedName(id)) as string
    expect(renditionName(video, 'sm')).toBeNull()
    expect((await server.storedFiles()).filter((file) => file.startsWith(`gallery/${video}`))).toEqual([
      `gallery/${video}`,
    ])
    expect((await served(`${'0'.repeat(32)}.jpg.sm.webp`)).status).toBe(404)
  })
})

describe('KEEP_ORIGINAL_METADATA', () => {
  const keeping = useTestServer({ keepOriginalMetadata: true })

  it('stores the photo as sent, and still makes its renditions upright', async () => {
    const [row] = await keeping.database.db
      .insert(gallery)
      .values({
        ImageTitle: 'As sent',
        CategoryID: subCategory.CategoryID,
        SubCategoryID: subCategory.EntryID,
      })
      .returning()
    const photo = await makePhoneJpeg(300, 200)
    const response = await keeping.sendPhoto(galleryCalls.uploadPhoto, row.EntryID, 'portrait.jpg', photo)
    expect(response.status).toBe(200)
    const [{ ImagePath }] = await keeping.database.db
      .select()
      .from(gallery)
      .where(eq(gallery.EntryID, row.EntryID))
    expect(await keeping.readStored('gallery', ImagePath as string)).toEqual(photo)
    const medium = await keeping.readStored('gallery', renditionName(ImagePath as string, 'md') as string)
    expect(await sharp(medium).metadata()).toMatchObject({ width: 200, height: 300 })
    expect(await keptSize(keeping.database.db, ImagePath as string)).toEqual({ width: 200, height: 300 })
  })
})

describe('renditions with UPLOADS_PUBLIC_URL', () => {
  const cdn = useTestServer({ publicUploadsUrl: 'https://cdn.example.edu/uploads/' })

  it('are made in the store when first asked for, then the browser is sent to the public address', async () => {
    const [row] = await cdn.database.db
      .insert(gallery)
      .values({
        ImageTitle: 'On the CDN',
        CategoryID: subCategory.CategoryID,
        SubCategoryID: subCategory.EntryID,
      })
      .returning()
    const sent = await cdn.sendPhoto(galleryCalls.uploadPhoto, row.EntryID, 'cdn.png', makePng(300))
    expect(sent.status).toBe(200)
    const [{ ImagePath }] = await cdn.database.db
      .select()
      .from(gallery)
      .where(eq(gallery.EntryID, row.EntryID))
    const medium = renditionName(ImagePath as string, 'md') as string
    await cdn.files.remove('gallery', medium)

    const response = await fetch(`${cdn.origin}/public/uploads/gallery/${medium}`, { redirect: 'manual' })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(`https://cdn.example.edu/uploads/gallery/${medium}`)
    expect(await cdn.isStored('gallery', medium)).toBe(true)
  })
})

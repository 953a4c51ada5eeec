import { createHash, randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq, inArray } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { likenessOfFile } from '../../src/main/files/likeness'
import { gallery } from '../../src/shared/contract/gallery'
import { KNOWN_HASHES_MAX, NO_LIKENESS } from '../../src/shared/rules/duplicates'
import { gallery as galleryTable } from '../../src/server/db/schema'
import { backfillLikenesses } from '../../src/server/storage/likeness-backfill'
import { makeCameraJpeg, sceneInput } from '../support/photo-files'
import { makePng, useTestServer } from './helpers'

// Issue 28 part 2: every gallery photo keeps the SHA-256 of its file as received, and `gallery/known` tells
// which of up to 500 hashes the gallery holds, with the photo's title and where it is filed.

const server = useTestServer()

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')
const randomHash = () => randomBytes(32).toString('hex')

async function newSubCategory(categoryName: string, subcategoryName: string) {
  await server.raw('POST', 'gallery/category/add', { categoryName }, { as: 'admin' })
  const category = (await server.ok(gallery.categoryList, {}, { as: 'admin' })).find(
    (row) => row.CategoryName === categoryName,
  )!.EntryID
  await server.raw(
    'POST',
    'gallery/subcategory/add',
    { categoryName: category, subcategoryName },
    { as: 'admin' },
  )
  const sub = (await server.ok(gallery.subcategoryListOf, { CategoryID: category }, { as: 'admin' })).find(
    (row) => row.SubCategoryName === subcategoryName,
  )!.EntryID
  return { category, SubCategoryID: sub }
}

async function addRecord(where: { category: number; SubCategoryID: number }, ImageTitle: string) {
  const added = await server.ok(
    gallery.add,
    { ...where, ImageTitle, FacultyCode: 'General', InsertedBy: 'x' },
    { as: 'admin' },
  )
  return added.entry_id!
}

async function storedHash(entryId: number) {
  const [row] = await server.database.db
    .select({ hash: galleryTable.ContentHash })
    .from(galleryTable)
    .where(eq(galleryTable.EntryID, entryId))
  return row?.hash
}

async function storedLikeness(entryId: number) {
  const [row] = await server.database.db
    .select({ likeness: galleryTable.LikenessHash })
    .from(galleryTable)
    .where(eq(galleryTable.EntryID, entryId))
  return row?.likeness
}

const picked = mkdtempSync(join(tmpdir(), 'gallery-likeness-'))
afterAll(() => rmSync(picked, { recursive: true, force: true }))

/** A file as the user picks it from their disk: what main reads for its hash and its likeness. */
function onDisk(name: string, bytes: Buffer) {
  const path = join(picked, name)
  writeFileSync(path, bytes)
  return path
}

describe('the hash of each gallery photo', () => {
  it('is the SHA-256 of the file as sent, kept with the photo', async () => {
    const where = await newSubCategory('Convocation', '2026 hash')
    const id = await addRecord(where, 'Convocation 1')
    const png = makePng(5, [10, 20, 30])
    const sent = await server.sendPhoto(gallery.uploadPhoto, id, 'c1.png', png)
    expect(sent.status).toBe(200)
    expect(await storedHash(id)).toBe(sha256(png))
  })

  it('is taken for the old client’s upload too (the file before entry_id)', async () => {
    const where = await newSubCategory('Convocation', '2026 old client')
    const id = await addRecord(where, 'Sent by the old console')
    const png = makePng(6, [40, 50, 60])
    const sent = await server.upload(gallery.uploadPhoto.path, 'admin', [
      { name: 'photo', fileName: 'OLD.PNG', bytes: png },
      { name: 'entry_id', value: String(id) },
    ])
    expect(sent.status).toBe(200)
    expect(await storedHash(id)).toBe(sha256(png))
  })

  it('follows the photo when it is replaced', async () => {
    const where = await newSubCategory('Convocation', '2026 replaced')
    const id = await addRecord(where, 'Replaced')
    await server.sendPhoto(gallery.uploadPhoto, id, 'a.png', makePng(3, [1, 2, 3]))
    const second = makePng(3, [4, 5, 6])
    await server.sendPhoto(gallery.uploadPhoto, id, 'b.png', second)
    expect(await storedHash(id)).toBe(sha256(second))
  })
})

describe('gallery/known', () => {
  it('answers, among 500 hashes, those the gallery holds, with title and place', async () => {
    const where = await newSubCategory('Events', '2026')
    const photos = [makePng(7, [70, 1, 1]), makePng(7, [71, 1, 1]), makePng(7, [72, 1, 1])]
    const ids: number[] = []
    for (const [i, png] of photos.entries()) {
      const id = await addRecord(where, `Convocation 1${i}`)
      await server.sendPhoto(gallery.uploadPhoto, id, `c${i}.png`, png)
      ids.push(id)
    }
    const asked = Array.from({ length: KNOWN_HASHES_MAX - 3 }, randomHash)
    asked.splice(100, 0, sha256(photos[0]!))
    asked.splice(300, 0, sha256(photos[1]!))
    asked.push(sha256(photos[2]!))
    expect(asked).toHaveLength(500)

    const { known } = await server.ok(gallery.known, { hashes: asked }, { as: 'admin' })
    expect(known.sort((a, b) => a.EntryID - b.EntryID)).toEqual(
      photos.map((png, i) => ({
        hash: sha256(png),
        EntryID: ids[i],
        ImageTitle: `Convocation 1${i}`,
        CategoryName: 'Events',
        SubCategoryName: '2026',
      })),
    )
  })

  it('names the newest photo once when the same file is in the gallery twice', async () => {
    const where = await newSubCategory('Events', 'twice')
    const png = makePng(9, [9, 9, 9])
    const first = await addRecord(where, 'First copy')
    await server.sendPhoto(gallery.uploadPhoto, first, 'a.png', png)
    const second = await addRecord(where, 'Second copy')
    await server.sendPhoto(gallery.uploadPhoto, second, 'a.png', png)
    const { known } = await server.ok(gallery.known, { hashes: [sha256(png), sha256(png)] }, { as: 'admin' })
    expect(known.map((photo) => photo.ImageTitle)).toEqual(['Second copy'])
  })

  it('forgets a deleted photo', async () => {
    const where = await newSubCategory('Events', 'deleted')
    const png = makePng(9, [90, 9, 9])
    const id = await addRecord(where, 'Gone')
    await server.sendPhoto(gallery.uploadPhoto, id, 'a.png', png)
    await server.raw('DELETE', `gallery/delete/${id}`, undefined, { as: 'admin' })
    expect((await server.ok(gallery.known, { hashes: [sha256(png)] }, { as: 'admin' })).known).toEqual([])
  })

  it('refuses more than 500 hashes, or text that is not a SHA-256, naming the field', async () => {
    const tooMany = Array.from({ length: KNOWN_HASHES_MAX + 1 }, randomHash)
    const refused = await server.raw('POST', 'gallery/known', { hashes: tooMany }, { as: 'admin' })
    expect(refused.status).toBe(400)
    expect(refused.body.field).toBe('hashes')
    const bad = await server.raw('POST', 'gallery/known', { hashes: ['not a hash'] }, { as: 'admin' })
    expect(bad.status).toBe(400)
  })

  it('answers only those who may see the gallery', async () => {
    const png = makePng(11, [1, 1, 11])
    const where = await newSubCategory('Events', 'private')
    const id = await addRecord(where, 'Staff only')
    await server.sendPhoto(gallery.uploadPhoto, id, 'a.png', png)
    const body = { hashes: [sha256(png)] }
    expect((await server.raw('POST', 'gallery/known', body, { as: 'faculty' })).status).toBe(403)
    expect((await server.raw('POST', 'gallery/known', body, { as: 'department' })).status).toBe(403)
    expect((await server.raw('POST', 'gallery/known', body)).status).toBe(401)
    const seen = await server.ok(gallery.known, body, { as: 'dssd' })
    expect(seen.known.map((photo) => photo.ImageTitle)).toEqual(['Staff only'])
  })
})

describe('a photo that looks like one of the gallery (issue 28, a resized or re-saved copy)', () => {
  it('is found by the likeness main takes of the picked file, though its bytes differ', async () => {
    const where = await newSubCategory('Convocation', '2026 likeness')
    const original = await sceneInput(101).jpeg({ quality: 92 }).toBuffer()
    const id = await addRecord(where, 'Convocation 12')
    expect((await server.sendPhoto(gallery.uploadPhoto, id, 'IMG_0012.JPG', original)).status).toBe(200)
    expect(await storedLikeness(id)).toMatch(/^[0-9a-f]{16}$/)

    const copies = {
      // Shrunk to a quarter of the pixels for the web and saved at a low quality.
      smaller: await sceneInput(101).resize(320).jpeg({ quality: 50 }).toBuffer(),
      // Re-saved as a PNG by an editing program.
      png: await sceneInput(101).png().toBuffer(),
      // A different photo altogether.
      other: await sceneInput(202).jpeg({ quality: 92 }).toBuffer(),
    }
    const prints = await Promise.all(
      Object.entries(copies).map(async ([name, bytes]) => ({
        hash: sha256(bytes),
        likeness: (await likenessOfFile(onDisk(`${name}.${name === 'png' ? 'png' : 'jpg'}`, bytes)))!,
      })),
    )
    expect(prints.every((print) => /^[0-9a-f]{16}$/.test(print.likeness))).toBe(true)
    const { known } = await server.ok(
      gallery.known,
      { hashes: prints.map((print) => print.hash), likenesses: prints.map((print) => print.likeness) },
      { as: 'admin' },
    )
    const place = {
      ImageTitle: 'Convocation 12',
      CategoryName: 'Convocation',
      SubCategoryName: '2026 likeness',
    }
    const answerFor = (likeness: string) => known.find((photo) => photo.hash === likeness)
    for (const copy of [prints[0]!, prints[1]!])
      expect(answerFor(copy.likeness)).toEqual({ hash: copy.likeness, alike: true, EntryID: id, ...place })
    expect(answerFor(prints[2]!.likeness)).toBeUndefined()
    // None of the copies has the bytes of a photo of the gallery.
    expect(known.every((photo) => photo.alike)).toBe(true)
  })

  it('answers the same file by its bytes, not as alike; the old client’s upload is given its likeness too', async () => {
    const where = await newSubCategory('Convocation', '2026 likeness old client')
    const photo = await sceneInput(303).jpeg({ quality: 90 }).toBuffer()
    const id = await addRecord(where, 'Sent by the old console')
    const sent = await server.upload(gallery.uploadPhoto.path, 'admin', [
      { name: 'photo', fileName: 'OLD.JPG', bytes: photo },
      { name: 'entry_id', value: String(id) },
    ])
    expect(sent.status).toBe(200)
    const likeness = (await likenessOfFile(onDisk('same.jpg', photo)))!
    expect(await storedLikeness(id)).toMatch(/^[0-9a-f]{16}$/)
    const { known } = await server.ok(
      gallery.known,
      { hashes: [sha256(photo)], likenesses: [likeness] },
      { as: 'admin' },
    )
    const byBytes = known.find((found) => found.hash === sha256(photo))
    expect(byBytes).toMatchObject({ EntryID: id, ImageTitle: 'Sent by the old console' })
    expect(byBytes?.alike).toBeUndefined()
  })

  it('keeps no likeness for a picture with too little shape to tell it from others', async () => {
    const where = await newSubCategory('Convocation', '2026 flat')
    // One colour, and two plain halves (red and blue): each would look like every other such picture.
    const flat = await addRecord(where, 'One colour')
    await server.sendPhoto(gallery.uploadPhoto, flat, 'flat.png', makePng(40, [120, 130, 140]))
    const halves = await addRecord(where, 'Two halves')
    await server.sendPhoto(gallery.uploadPhoto, halves, 'halves.jpg', await makeCameraJpeg(320, 240))
    expect(await storedLikeness(flat)).toBe(NO_LIKENESS)
    expect(await storedLikeness(halves)).toBe(NO_LIKENESS)
    expect(await likenessOfFile(onDisk('halves.jpg', await makeCameraJpeg(640, 480)))).toBeNull()
  })

  it('refuses a likeness that is not 16 hexadecimal digits, naming the field', async () => {
    const bad = await server.raw(
      'POST',
      'gallery/known',
      { hashes: [randomHash()], likenesses: ['xyz'] },
      { as: 'admin' },
    )
    expect(bad.status).toBe(400)
    expect(bad.body.field).toBe('likenesses.0')
  })
})

describe('photos stored before likenesses existed', () => {
  it('get theirs in the background from the stored file, so a resized copy of an old photo is found', async () => {
    const where = await newSubCategory('Convocation', '2019 backfill')
    const old = await addRecord(where, 'Convocation 2019')
    const shot = await sceneInput(505).jpeg({ quality: 90 }).toBuffer()
    await server.sendPhoto(gallery.uploadPhoto, old, 'IMG_2019.JPG', shot)
    const flat = await addRecord(where, 'Blank slide')
    await server.sendPhoto(gallery.uploadPhoto, flat, 'blank.png', makePng(30, [200, 200, 200]))
    const kept = await storedLikeness(old)
    // As the server left them before issue 28: no likeness taken.
    const { db } = server.database
    await db
      .update(galleryTable)
      .set({ LikenessHash: null })
      .where(inArray(galleryTable.EntryID, [old, flat]))

    let taken = 0
    for (let round = 0; round < 100 && (await storedLikeness(old)) === null; round++)
      taken += await backfillLikenesses(server.app.services, { batch: 50 })
    expect(taken).toBeGreaterThan(0)
    expect(await storedLikeness(old)).toBe(kept)
    while ((await backfillLikenesses(server.app.services, { batch: 50 })) > 0);
    expect(await storedLikeness(flat)).toBe(NO_LIKENESS)

    const copy = await sceneInput(505).resize(256).jpeg({ quality: 55 }).toBuffer()
    const likeness = (await likenessOfFile(onDisk('old-copy.jpg', copy)))!
    const { known } = await server.ok(
      gallery.known,
      { hashes: [sha256(copy)], likenesses: [likeness] },
      { as: 'admin' },
    )
    expect(known).toEqual([expect.objectContaining({ hash: likeness, alike: true, EntryID: old })])
  })
})

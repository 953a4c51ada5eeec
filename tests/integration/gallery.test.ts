import { describe, expect, it } from 'vitest'
import { gallery } from '../../src/shared/contract/gallery'
import { makePng, useTestServer } from './helpers'

// Gallery over real HTTP (SPEC §2.5, §7 "Gallery"): categories, sub-categories, photos and videos.

const server = useTestServer()

const call = (method: string, path: string, json?: unknown, username = 'admin') =>
  server.raw(method, path, json, { as: username })

async function newCategory(name: string) {
  expect((await call('POST', 'gallery/category/add', { categoryName: name })).body.message).toBe('success')
  const list = await server.ok(gallery.categoryList, {}, { as: 'admin' })
  return list.find((c) => c.CategoryName === name)!.EntryID
}

async function newSubCategory(category: number, name: string) {
  const added = await call('POST', 'gallery/subcategory/add', {
    categoryName: category,
    subcategoryName: name,
  })
  expect(added.body.message).toBe('success')
  const subs = await server.ok(gallery.subcategoryListOf, { CategoryID: category }, { as: 'admin' })
  return subs.find((s) => s.SubCategoryName === name)!.EntryID
}

const addPhoto = async (
  category: number,
  SubCategoryID: number,
  ImageTitle: string,
  headers?: Record<string, string>,
) =>
  server
    .api('gallery/add', {
      method: 'POST',
      token: await server.token('admin'),
      json: { category, SubCategoryID, ImageTitle, FacultyCode: 'General', InsertedBy: 'x' },
      headers,
    })
    .then(async (r) => ({
      status: r.status,
      body: (await r.json()) as { message: string; entry_id?: number },
    }))

describe('gallery categories and sub-categories', () => {
  it('adds, refuses a duplicate name, renames and deletes a category', async () => {
    const id = await newCategory('Alumni Day')
    expect((await call('POST', 'gallery/category/add', { categoryName: ' alumni day ' })).body.message).toBe(
      'name exist',
    )
    expect(
      (await call('PATCH', 'gallery/category/update', { EntryID: id, categoryName: 'Alumni Week' })).body
        .message,
    ).toBe('success')
    expect((await call('DELETE', `gallery/category/delete/${id}`)).body.message).toBe('deleted')
  })

  it('files sub-categories under their category and refuses deleting what is in use', async () => {
    const category = await newCategory('Sports Fiesta')
    const sub = await newSubCategory(category, 'Football')
    expect(
      (await call('POST', 'gallery/subcategory/add', { categoryName: category, subcategoryName: 'football' }))
        .body.message,
    ).toBe('name exist')
    const refused = await call('DELETE', `gallery/category/delete/${category}`)
    expect(refused.status).toBe(409)
    expect((await call('DELETE', `gallery/subcategory/delete/${sub}`)).body.message).toBe('deleted')
  })

  it('is About content: Faculty users are refused, and a bad body names its field', async () => {
    expect((await call('GET', 'gallery/list', undefined, 'faculty')).status).toBe(403)
    expect((await server.api('gallery/list')).status).toBe(401)
    const bad = await call('POST', 'gallery/category/add', { categoryName: '' })
    expect(bad.status).toBe(400)
    expect(bad.body.field).toBe('categoryName')
  })
})

describe('gallery photos', () => {
  it('adds a photo, refuses the same title in the sub-category, takes its file, edits and deletes it', async () => {
    const category = await newCategory('Convocation 2026')
    const sub = await newSubCategory(category, 'Procession')
    const added = await addPhoto(category, sub, 'Graduands')
    expect(added.body.message).toBe('success')
    expect((await addPhoto(category, sub, 'graduands')).body.message).toBe('name exist')

    const png = makePng(4)
    const uploaded = await server.sendPhoto(gallery.uploadPhoto, added.body.entry_id!, 'g.png', png)
    expect(((await uploaded.json()) as { message: string }).message).toBe('uploaded')
    const rows = await server.ok(gallery.list, {}, { as: 'admin' })
    const row = rows.find((r) => r.EntryID === added.body.entry_id)!
    expect(row).toMatchObject({ CategoryName: 'Convocation 2026', SubCategoryName: 'Procession' })
    expect(await server.isStored('gallery', row.ImagePath!)).toBe(true)

    const update = {
      id: row.EntryID,
      ImageTitle: 'Graduands at noon',
      SubCategoryID: sub,
      category,
      InsertedBy: 'x',
    }
    expect((await call('PATCH', 'gallery/update', update)).body.message).toBe('success')
    expect((await call('DELETE', `gallery/delete/${row.EntryID}`)).body.message).toBe('deleted')
    // Issue 25: kept while the deletion's entry (a kept version) names it, so a restore brings it back.
    expect(await server.isStored('gallery', row.ImagePath!)).toBe(true)
  })

  it('takes a video, and refuses a file over 10 MB with the SPEC message, leaving nothing behind', async () => {
    const category = await newCategory('Media')
    const sub = await newSubCategory(category, 'Clips')
    const { body } = await addPhoto(category, sub, 'Campus tour')
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(64)])
    const video = await server.sendPhoto(gallery.uploadPhoto, body.entry_id!, 'tour.mp4', mp4)
    expect(video.status).toBe(200)
    const huge = Buffer.concat([makePng(2), Buffer.alloc(10_485_761)])
    const refused = await server.sendPhoto(gallery.uploadPhoto, body.entry_id!, 'huge.png', huge)
    expect(refused.status).toBe(413)
    expect(((await refused.json()) as { message: string }).message).toBe('max file size is 10MB')
    expect(
      (await server.storedFiles()).filter((f) => f.startsWith('gallery/') && f.endsWith('.mp4')),
    ).toHaveLength(1)
    expect((await server.storedFiles()).filter((f) => f.startsWith('.incoming/'))).toEqual([])
  })

  it('refuses a sub-category of another category, naming the field', async () => {
    const one = await newCategory('One')
    const other = await newSubCategory(await newCategory('Other'), 'Elsewhere')
    const { status } = await addPhoto(one, other, 'Misfiled')
    expect(status).toBe(400)
  })

  it('makes one record of an add repeated with the same Idempotency-Key', async () => {
    const category = await newCategory('Retries')
    const sub = await newSubCategory(category, 'Twice')
    const key = { 'idempotency-key': 'bulk-upload-file-7f3a' }
    const first = await addPhoto(category, sub, 'Sent twice', key)
    const second = await addPhoto(category, sub, 'Sent twice', key)
    expect(second.body).toEqual(first.body)
    const rows = await server.ok(gallery.list, {}, { as: 'admin' })
    expect(rows.filter((r) => r.ImageTitle === 'Sent twice')).toHaveLength(1)
  })
})

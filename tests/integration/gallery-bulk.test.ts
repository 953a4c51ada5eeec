import { describe, expect, it } from 'vitest'
import { audit } from '../../src/shared/contract/audit'
import { gallery } from '../../src/shared/contract/gallery'
import { ALT_TEXT_MAX } from '../../src/shared/rules/a11y/alt-text'
import { GALLERY_REFUSALS, galleryNeedsAlt } from '../../src/shared/rules/gallery'
import { useTestServer } from './helpers'

// Issue 47: one action of the Gallery List on several photos, each photo's change a version of its own; and
// each selected photo's own alternative text in one call (action 'alt-each'), all or none.

const server = useTestServer()

let made = 0
async function photos(count: number, prefix: string) {
  const token = await server.token('admin')
  const batch = await server.galleryBatch(token)
  const ids: number[] = []
  for (let i = 0; i < count; i++) {
    const body = { ...batch, ImageTitle: `${prefix} ${++made}`, FacultyCode: 'General', image: '', photo: '' }
    const added = await server.ok(gallery.add, { ...body, InsertedBy: 'Ada Obi' }, { as: 'admin' })
    ids.push(added.entry_id!)
  }
  return { ids, batch }
}

const rowsOf = async (ids: number[]) =>
  (await server.ok(gallery.list, {}, { as: 'admin' })).filter((row) => ids.includes(row.EntryID))
const historyOf = (EntryID: number) => server.ok(gallery.history, { EntryID }, { as: 'admin' })
/** The audit entries of one photo, newest first. */
const auditOf = async (EntryID: number) =>
  (await server.ok(audit.list, {}, { as: 'admin' })).filter((row) => row.record === `gallery ${EntryID}`)
const altsOf = async (ids: number[]) =>
  Object.fromEntries((await rowsOf(ids)).map((row) => [row.EntryID, row.ImageAlt]))
const refused = async (json: unknown) =>
  server.raw<{ message: string; field?: string }>('POST', 'gallery/bulk', json, { as: 'admin' })

describe('gallery in bulk', () => {
  it('writes one alternative text to every photo chosen, each with its own version', async () => {
    const { ids } = await photos(3, 'Convocation')
    const chosen = ids.slice(0, 2)
    const answer = await server.ok(
      gallery.bulk,
      { action: 'alt', ids: chosen, ImageAlt: 'Graduates in gowns on the main lawn' },
      { as: 'admin' },
    )
    expect(answer).toMatchObject({ message: 'success', count: 2 })
    const alts = Object.fromEntries((await rowsOf(ids)).map((row) => [row.EntryID, row.ImageAlt]))
    expect(alts).toEqual({
      [ids[0]!]: 'Graduates in gowns on the main lawn',
      [ids[1]!]: 'Graduates in gowns on the main lawn',
      [ids[2]!]: null,
    })
    for (const id of chosen) {
      const [latest, ...before] = await historyOf(id)
      expect(latest!.call).toBe('PATCH gallery/update')
      expect(before.map((version) => version.call)).toEqual(['POST gallery/add'])
      expect(latest!.changed).toContain('ImageAlt')
      expect((await auditOf(id))[0]).toMatchObject({
        call: 'PATCH gallery/update',
        staff_name: expect.any(String),
      })
    }
    expect((await historyOf(ids[2]!))[0]!.call).toBe('POST gallery/add')
  })

  it('moves the photos chosen to another sub-category and its category', async () => {
    const { ids } = await photos(2, 'Sports day')
    const token = await server.token('admin')
    const category = await server.raw(
      'POST',
      'gallery/category/add',
      { categoryName: 'Bulk moves' },
      { as: token },
    )
    expect(category.body.message).toBe('success')
    const categoryId = (await server.ok(gallery.categoryList, {}, { as: 'admin' })).find(
      (c) => c.CategoryName === 'Bulk moves',
    )!.EntryID
    await server.raw(
      'POST',
      'gallery/subcategory/add',
      { categoryName: categoryId, subcategoryName: 'Track' },
      { as: token },
    )
    const sub = (await server.ok(gallery.subcategoryListOf, { CategoryID: categoryId }, { as: 'admin' }))[0]!
    const answer = await server.ok(
      gallery.bulk,
      { action: 'move', ids, SubCategoryID: sub.EntryID },
      { as: 'admin' },
    )
    expect(answer).toMatchObject({ message: 'success', count: 2 })
    for (const row of await rowsOf(ids)) {
      expect(row).toMatchObject({ CategoryName: 'Bulk moves', SubCategoryName: 'Track' })
      expect((await historyOf(row.EntryID))[0]!.changed).toContain('SubCategoryID')
    }
  })

  it('deletes the photos chosen, each deletion kept as its last version', async () => {
    const { ids } = await photos(2, 'Matriculation')
    expect(await server.ok(gallery.bulk, { action: 'delete', ids }, { as: 'admin' })).toMatchObject({
      message: 'success',
      count: 2,
    })
    expect(await rowsOf(ids)).toEqual([])
    for (const id of ids) {
      expect((await auditOf(id))[0]).toMatchObject({ call: 'DELETE gallery/delete/:EntryID', after: null })
    }
  })

  it('changes none when a photo is gone, and says which', async () => {
    const { ids } = await photos(2, 'Open day')
    await server.ok(gallery.delete, { EntryID: ids[1]! }, { as: 'admin' })
    const answer = await server.ok(gallery.bulk, { action: 'delete', ids }, { as: 'admin' })
    expect(answer).toEqual({ message: 'gone', count: 0, gone: [ids[1]] })
    expect(await rowsOf(ids)).toHaveLength(1)
    expect((await historyOf(ids[0]!))[0]!.call).toBe('POST gallery/add')
  })

  it('refuses a level that may not change the gallery', async () => {
    const { ids } = await photos(1, 'Faculty try')
    const refused = await server.raw('POST', 'gallery/bulk', { action: 'delete', ids }, { as: 'faculty' })
    expect(refused.status).toBe(403)
    expect(await rowsOf(ids)).toHaveLength(1)
  })

  it('refuses bad ids, too many, and an action without what it needs, with the reason', async () => {
    const bad = async (json: unknown) => {
      const answer = await server.raw<{ message: string }>('POST', 'gallery/bulk', json, { as: 'admin' })
      expect(answer.status).toBe(400)
      return answer.body.message
    }
    expect(await bad({ action: 'delete', ids: ['x'] })).toMatch(/whole number/)
    expect(await bad({ action: 'delete', ids: [4, 4] })).toContain('Each photo once')
    expect(await bad({ action: 'delete', ids: Array.from({ length: 501 }, (_, i) => i + 1) })).toContain(
      'At most 500 photos at a time',
    )
    expect(await bad({ action: 'alt', ids: [1], ImageAlt: '  ' })).toContain(
      'Type the alternative text to write',
    )
    expect(await bad({ action: 'move', ids: [1] })).toContain('Choose the sub-category to move the photos to')
  })
})

describe("gallery in bulk: each photo's own alternative text", () => {
  it('writes each its own text, each with its own version and audit entry, so none needs one after', async () => {
    const { ids } = await photos(3, 'Graduation')
    const [first, second, untouched] = ids as [number, number, number]
    const items = [
      { id: first, ImageAlt: 'The vice-chancellor hands a scroll to a graduate' },
      { id: second, ImageAlt: 'Families cheer from the gallery of the great hall' },
    ]
    const answer = await server.ok(
      gallery.bulk,
      { action: 'alt-each', ids: [first, second], items },
      { as: 'admin' },
    )
    expect(answer).toEqual({ message: 'success', count: 2, gone: [] })
    expect(await altsOf(ids)).toEqual({
      [first]: items[0]!.ImageAlt,
      [second]: items[1]!.ImageAlt,
      [untouched]: null,
    })
    const rows = await rowsOf(ids)
    expect(rows.filter(galleryNeedsAlt).map((row) => row.EntryID)).toEqual([untouched])
    for (const id of [first, second]) {
      const [latest] = await historyOf(id)
      expect(latest).toMatchObject({ call: 'PATCH gallery/update' })
      expect(latest!.changed).toContain('ImageAlt')
    }
    const entries = await server.ok(audit.list, {}, { as: 'admin' })
    for (const id of [first, second])
      expect(entries.find((row) => row.record === `gallery ${id}`)).toMatchObject({
        call: 'PATCH gallery/update',
      })
    expect((await historyOf(untouched))[0]!.call).toBe('POST gallery/add')
  })

  it('changes none when one photo is gone, and says which', async () => {
    const { ids } = await photos(2, 'Sports hall')
    await server.ok(gallery.delete, { EntryID: ids[1]! }, { as: 'admin' })
    const items = ids.map((id) => ({ id, ImageAlt: `Basketball practice ${id}` }))
    const answer = await server.ok(gallery.bulk, { action: 'alt-each', ids, items }, { as: 'admin' })
    expect(answer).toEqual({ message: 'gone', count: 0, gone: [ids[1]] })
    expect(await altsOf(ids)).toEqual({ [ids[0]!]: null })
    expect((await historyOf(ids[0]!))[0]!.call).toBe('POST gallery/add')
  })

  it('refuses an invisible text with 400 naming its field, and changes none', async () => {
    const { ids } = await photos(2, 'Library')
    const items = [
      { id: ids[0]!, ImageAlt: 'Students reading at the long oak tables' },
      { id: ids[1]!, ImageAlt: '\u200b' },
    ]
    const answer = await refused({ action: 'alt-each', ids, items })
    expect(answer.status).toBe(400)
    expect(answer.body.field).toBe('items.1.ImageAlt')
    expect(answer.body.message).toContain(GALLERY_REFUSALS.bulkNeedsAlt)
    expect(await altsOf(ids)).toEqual({ [ids[0]!]: null, [ids[1]!]: null })
  })

  it('refuses a text too long, and texts that are not one for each photo of ids', async () => {
    const { ids } = await photos(2, 'Chapel')
    const long = await refused({
      action: 'alt-each',
      ids: [ids[0]],
      items: [{ id: ids[0], ImageAlt: 'a'.repeat(ALT_TEXT_MAX + 1) }],
    })
    expect(long).toMatchObject({ status: 400, body: { field: 'items.0.ImageAlt' } })
    for (const items of [undefined, [{ id: ids[0], ImageAlt: 'The chapel at dusk' }]]) {
      const answer = await refused({ action: 'alt-each', ids, items })
      expect(answer).toMatchObject({ status: 400, body: { field: 'items' } })
      expect(answer.body.message).toContain(GALLERY_REFUSALS.bulkNeedsItems)
    }
    expect(await altsOf(ids)).toEqual({ [ids[0]!]: null, [ids[1]!]: null })
  })

  it('refuses a level that may not change the gallery', async () => {
    const { ids } = await photos(1, 'Faculty try')
    const items = [{ id: ids[0], ImageAlt: 'A lecture theatre, empty' }]
    const answer = await server.raw(
      'POST',
      'gallery/bulk',
      { action: 'alt-each', ids, items },
      { as: 'faculty' },
    )
    expect(answer.status).toBe(403)
    expect(await altsOf(ids)).toEqual({ [ids[0]!]: null })
  })
})

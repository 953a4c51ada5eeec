import { describe, expect, it } from 'vitest'
import { audit } from '../../src/shared/contract/audit'
import { gallery } from '../../src/shared/contract/gallery'
import { ALT_TEXT_MAX } from '../../src/shared/rules/a11y/alt-text'
import { GALLERY_REFUSALS, galleryNeedsAlt } from '../../src/shared/rules/gallery'
import { useTestServer } from './helpers'

// Issue 47: each selected photo's own alternative text in one bulk call (action 'alt-each'), all or none,
// each photo's change a version of its own as its update would be.

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
  return ids
}

const rowsOf = async (ids: number[]) =>
  (await server.ok(gallery.list, {}, { as: 'admin' })).filter((row) => ids.includes(row.EntryID))
const altsOf = async (ids: number[]) =>
  Object.fromEntries((await rowsOf(ids)).map((row) => [row.EntryID, row.ImageAlt]))
const historyOf = (EntryID: number) => server.ok(gallery.history, { EntryID }, { as: 'admin' })
const refused = async (json: unknown) =>
  server.raw<{ message: string; field?: string }>('POST', 'gallery/bulk', json, { as: 'admin' })

describe("gallery in bulk: each photo's own alternative text", () => {
  it('writes each its own text, each with its own version and audit entry, so none needs one after', async () => {
    const ids = await photos(3, 'Graduation')
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
    const ids = await photos(2, 'Sports hall')
    await server.ok(gallery.delete, { EntryID: ids[1]! }, { as: 'admin' })
    const items = ids.map((id) => ({ id, ImageAlt: `Basketball practice ${id}` }))
    const answer = await server.ok(gallery.bulk, { action: 'alt-each', ids, items }, { as: 'admin' })
    expect(answer).toEqual({ message: 'gone', count: 0, gone: [ids[1]] })
    expect(await altsOf(ids)).toEqual({ [ids[0]!]: null })
    expect((await historyOf(ids[0]!))[0]!.call).toBe('POST gallery/add')
  })

  it('refuses an invisible text with 400 naming its field, and changes none', async () => {
    const ids = await photos(2, 'Library')
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
    const ids = await photos(2, 'Chapel')
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
    const ids = await photos(1, 'Faculty try')
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

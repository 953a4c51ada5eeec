import { describe, expect, it } from 'vitest'
import { a11y } from '../../src/shared/contract/a11y'
import { gallery } from '../../src/shared/contract/gallery'
import { makePng, useTestServer } from './helpers'

// Issue 45: a gallery photo without alternative text, not marked decorative, is stored but held back from
// readers until it is described, as a news item with that error is refused its publish. It is not one of
// the published records with errors (the dashboard's count), the report lists it as held back, and the
// gallery's rows say which rule holds it; the save that describes it releases it.

const server = useTestServer()

let made = 0
/** A photo added and uploaded as Add Gallery's queue sends it, with this alternative text; answers its id. */
async function addPhoto(alt: { ImageAlt?: string | null; ImageDecorative?: boolean }) {
  const batch = await server.galleryBatch(await server.token('admin'))
  const name = `held-${++made}.png`
  const added = await server.ok(
    gallery.add,
    {
      ...batch,
      ImageTitle: `Open day photo ${made}`,
      FacultyCode: 'General',
      image: name,
      photo: name,
      InsertedBy: 'x',
      ImageAlt: null,
      ImageDecorative: false,
      a11yDismissals: [],
      ...alt,
    },
    { as: 'admin' },
  )
  const uploaded = await server.sendPhoto(gallery.uploadPhoto, added.entry_id!, name, makePng(4 + made))
  expect(uploaded.status).toBe(200)
  return added.entry_id!
}

const count = async () => (await server.ok(a11y.count, {}, { as: 'admin' })).recordsWithErrors
const rowOf = async (EntryID: number) =>
  (await server.ok(gallery.list, {}, { as: 'admin' })).find((row) => row.EntryID === EntryID)!
const reported = async (EntryID: number) => {
  const report = await server.ok(a11y.report, {}, { as: 'admin' })
  const is = (record: { table: string; EntryID: number }) =>
    record.table === 'gallery' && record.EntryID === EntryID
  return { published: report.records.some(is), held: report.held.find(is) }
}

describe('a gallery photo without alternative text', () => {
  it('is stored but held back: not counted as published with errors, and reported as held back', async () => {
    const before = await count()
    const ids = [await addPhoto({}), await addPhoto({}), await addPhoto({ ImageAlt: '  ' })]
    expect(await count()).toBe(before)
    for (const EntryID of ids) {
      const row = await rowOf(EntryID)
      expect(await server.isStored('gallery', row.ImagePath!)).toBe(true)
      expect(row.HeldBack).toBe('img-alt-missing')
      expect((await server.ok(gallery.get, { EntryID }, { as: 'admin' })).HeldBack).toBe('img-alt-missing')
      const { published, held } = await reported(EntryID)
      expect(published).toBe(false)
      expect(held?.problems).toEqual([
        expect.objectContaining({ rule: 'img-alt-missing', level: 'error', field: 'ImagePath' }),
      ])
    }
    // Described, or marked decorative: published as they are.
    for (const alt of [{ ImageAlt: 'Students at the library steps' }, { ImageDecorative: true }]) {
      const EntryID = await addPhoto(alt)
      expect((await rowOf(EntryID)).HeldBack).toBeNull()
      expect((await reported(EntryID)).held).toBeUndefined()
    }
    const held = (await server.ok(a11y.report, {}, { as: 'admin' })).held
    expect(held.filter((r) => r.table === 'gallery').map((r) => r.EntryID)).toEqual(
      expect.arrayContaining(ids),
    )
  })

  it('is released by the update that describes it, and its other errors then count', async () => {
    const EntryID = await addPhoto({})
    const row = await rowOf(EntryID)
    const before = await count()
    const update = (ImageAlt: string) =>
      server.ok(
        gallery.update,
        {
          id: EntryID,
          ImageTitle: row.ImageTitle,
          SubCategoryID: row.SubCategoryID,
          category: row.CategoryID,
          photo: '',
          ImagePath: row.ImagePath ?? '',
          InsertedBy: 'x',
          ImageAlt,
          ImageDecorative: false,
          a11yDismissals: [],
        },
        { as: 'admin' },
      )
    // Described by its file's name: live now, with an error the count takes in.
    await update(row.ImagePath!)
    expect((await rowOf(EntryID)).HeldBack).toBeNull()
    expect(await reported(EntryID)).toEqual({ published: true, held: undefined })
    expect(await count()).toBe(before + 1)
    await update('Graduands walking to the great hall')
    expect(await reported(EntryID)).toEqual({ published: false, held: undefined })
    expect(await count()).toBe(before)
  })

  it('is live when a Super Admin makes a missing alternative text a warning', async () => {
    const EntryID = await addPhoto({})
    const before = await count()
    await server.ok(a11y.setLevels, { levels: { 'img-alt-missing': 'warning' } }, { as: 'admin' })
    try {
      expect((await rowOf(EntryID)).HeldBack).toBeNull()
      expect(await reported(EntryID)).toEqual({ published: true, held: undefined })
      expect(await count()).toBe(before)
    } finally {
      await server.ok(a11y.setLevels, { levels: { 'img-alt-missing': 'error' } }, { as: 'admin' })
    }
  })
})

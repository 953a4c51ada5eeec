import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { ErrorAnswer } from '../../src/shared/contract/define'
import { slider } from '../../src/shared/contract/slider'
import { UPLOAD_RULES } from '../../src/shared/rules/uploads'
import { slider as sliderTable } from '../../src/server/db/schema'
import { makePng, pngHeaderOfSize, uploadParts, useTestServer } from './helpers'

// Home sliders over real HTTP (SPEC §2.9, §7 "sliders"): Super Admin only, 'news exist' for a taken title,
// slugs, the submitter, and the two photo uploads (add: POST, update: PATCH), 5 MB each.

const server = useTestServer()

/** The body as the slider form sends it (SPEC §3 "Slider" payload). */
const sliderBody = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  caption: 'A caption under the title.',
  image: '',
  imagePosition: 3,
  btnName: 'Read More',
  btnLink: 'https://example.edu/more',
  photo: '',
  ImagePath: '',
  submittedBy: 'Somebody Else Entirely',
  ...extra,
})

const send = (method: string, path: string, username: string | null, json: unknown) =>
  server.raw(method, path, json, { as: username })
const add = (username: string | null, body: unknown) => send('POST', 'slider/add', username, body)
const update = (username: string | null, body: unknown) => send('PATCH', 'slider/update', username, body)
const list = (username: string | null) => server.raw('GET', 'slider/homepage', undefined, { as: username })

const addOk = async (title: string) => {
  const added = await server.ok(slider.add, sliderBody(title), { as: 'admin' })
  expect(added.message).toBe('success')
  return added.entry_id as number
}

const rowOf = async (EntryID: number) => {
  const [row] = await server.database.db.select().from(sliderTable).where(eq(sliderTable.EntryID, EntryID))
  return row
}

describe('slider/add and slider/homepage', () => {
  it('adds a slider with the signed-in user as submitter and lists it first', async () => {
    const id = await addOk('Welcome Week 2025')
    const rows = await server.ok(slider.list, {}, { as: 'admin' })
    expect(rows[0]).toEqual({
      EntryID: id,
      Title: 'Welcome Week 2025',
      Caption: 'A caption under the title.',
      ImagePath: null,
      ImageAlt: null,
      ImageDecorative: false,
      ImagePosition: 3,
      BtnName: 'Read More',
      BtnLink: 'https://example.edu/more',
      Slug: 'welcome-week-2025',
      // A body without a status publishes (issue 23).
      Status: 1,
    })
    expect((await rowOf(id)).InsertedBy).toBe('Amina Halima Bello')
    // The demo sliders are there too, so the list is never empty on a first run.
    expect(rows.length).toBeGreaterThan(1)
  })

  it("answers 'news exist' (SPEC's answer for sliders) for a taken title, in any case and spacing", async () => {
    const first = await addOk('Graduation Ceremony')
    const again = await add('admin', sliderBody('  graduation CEREMONY '))
    expect(again).toEqual({ status: 200, body: { message: 'news exist', takenBy: first } })
  })

  it('lets only one of two concurrent adds of a title succeed', async () => {
    const results = await Promise.all([
      add('admin', sliderBody('Sports Day Highlights')),
      add('admin', sliderBody('sports day highlights')),
    ])
    expect(results.map((r) => r.body.message).sort()).toEqual(['news exist', 'success'])
  })

  it('gives every slider its own slug', async () => {
    const first = await addOk('Open Day!')
    const second = await addOk('Open-Day')
    const third = await addOk('open day')
    expect((await rowOf(first)).Slug).toBe('open-day')
    expect((await rowOf(second)).Slug).toBe('open-day-2')
    expect((await rowOf(third)).Slug).toBe('open-day-3')
  })

  it('needs a session and the Super Admin level', async () => {
    expect((await add(null, sliderBody('No session'))).status).toBe(401)
    expect((await list(null)).status).toBe(401)
    for (const username of ['faculty', 'department', 'dssd']) {
      expect((await add(username, sliderBody(`Not for ${username}`))).status).toBe(403)
      expect((await list(username)).status).toBe(403)
    }
  })

  it('names the field of a bad body', async () => {
    const { title: _title, ...untitled } = sliderBody('x')
    const missing = await add('admin', untitled)
    expect(missing.status).toBe(400)
    expect(missing.body).toMatchObject({ field: 'title' })
    for (const imagePosition of [0, 13]) {
      const wrong = await add('admin', sliderBody('Bad position', { imagePosition }))
      expect(wrong.status).toBe(400)
      expect(wrong.body.field).toBe('imagePosition')
    }
    expect((await add('admin', sliderBody('Blank caption', { caption: '  ' }))).body.field).toBe('caption')
  })
})

describe('slider/update', () => {
  it('saves the fields, keeps the slug while the title stays, and records who updated', async () => {
    const id = await addOk('Convocation Gallery')
    const changed = sliderBody('Convocation Gallery', {
      id,
      caption: 'New caption',
      imagePosition: 12,
      btnName: 'See Photos',
      btnLink: 'https://example.edu/photos',
    })
    expect(await update('admin', changed)).toEqual({ status: 200, body: { message: 'success' } })
    expect(await rowOf(id)).toMatchObject({
      Caption: 'New caption',
      ImagePosition: 12,
      BtnName: 'See Photos',
      BtnLink: 'https://example.edu/photos',
      Slug: 'convocation-gallery',
      InsertedBy: 'Amina Halima Bello',
      UpdatedBy: 'Amina Halima Bello',
    })
    expect(await update('admin', sliderBody('Convocation Photos', { id }))).toMatchObject({ status: 200 })
    expect((await rowOf(id)).Slug).toBe('convocation-photos')
  })

  it("refuses a title another slider has with 409 and SPEC's text", async () => {
    const holder = await addOk('Library Extension')
    const id = await addOk('Library Notice')
    expect(await update('admin', sliderBody('LIBRARY extension', { id }))).toEqual({
      status: 409,
      body: { message: 'Slider with the same title already exist', field: 'title', takenBy: holder },
    })
    expect((await rowOf(id)).Title).toBe('Library Notice')
  })

  it('answers 404 for a missing slider, 401 without a session, 403 below Super Admin, 400 without id', async () => {
    expect((await update('admin', sliderBody('Nothing', { id: 987654 }))).status).toBe(404)
    const id = await addOk('Guarded Slider')
    expect((await update(null, sliderBody('x', { id }))).status).toBe(401)
    for (const username of ['faculty', 'department', 'dssd'])
      expect((await update(username, sliderBody('x', { id }))).status).toBe(403)
    const noId = await update('admin', sliderBody('x'))
    expect(noId.status).toBe(400)
    expect(noId.body.field).toBe('id')
    expect((await rowOf(id)).Title).toBe('Guarded Slider')
  })
})

describe('slider photos', () => {
  it('stores the photo of a new slider (POST uploadSlidersPhoto) and replaces it on update (PATCH)', async () => {
    const id = await addOk('Slider With Photo')
    const added = await server.sendPhoto(slider.uploadPhoto, id, 'banner.png', makePng(4))
    expect(added.status).toBe(200)
    expect(await added.json()).toEqual({ message: 'uploaded' })
    const first = (await rowOf(id)).ImagePath
    expect(first).toMatch(/^[0-9a-f]{32}\.png$/)
    const served = await fetch(`${server.origin}/public/uploads/sliders_uploads/${first}`)
    expect(served.status).toBe(200)

    const replaced = await server.sendPhoto(slider.updatePhoto, id, 'other.png', makePng(2))
    expect(replaced.status).toBe(200)
    expect((await rowOf(id)).ImagePath).not.toBe(first)
  })

  it("takes up to 5 MB and refuses more with SPEC's text", async () => {
    const id = await addOk('Slider Photo Too Large')
    const limit = UPLOAD_RULES.slider.maxBytes
    expect(limit).toBe(5_000_000)
    const tooLarge = await server.sendPhoto(slider.updatePhoto, id, 'huge.png', pngHeaderOfSize(limit + 1))
    expect(tooLarge.status).toBe(413)
    expect(await tooLarge.json()).toEqual({ message: 'max file size is 5mb' })
    const atLimit = await server.sendPhoto(slider.updatePhoto, id, 'limit.png', pngHeaderOfSize(limit))
    expect(atLimit.status).toBe(200)
  })

  it('needs a session and the Super Admin level, and a slider that exists', async () => {
    const id = await addOk('Slider Photo Guarded')
    const parts = () => uploadParts(id, 'x.png', makePng())
    expect((await server.upload('slider/uploadSlidersPhoto', undefined, parts(), 'POST')).status).toBe(401)
    for (const username of ['faculty', 'department', 'dssd']) {
      expect((await server.upload('slider/uploadSlidersPhoto', username, parts(), 'POST')).status).toBe(403)
      expect((await server.upload('slider/updateSlidersPhoto', username, parts())).status).toBe(403)
    }
    const missing = await server.sendPhoto(slider.updatePhoto, 987654, 'x.png', makePng())
    expect(missing.status).toBe(404)
    expect(ErrorAnswer.parse(await missing.json()).field).toBe('entry_id')
    expect((await rowOf(id)).ImagePath).toBeNull()
  })
})

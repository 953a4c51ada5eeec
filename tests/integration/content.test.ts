import { describe, expect, it } from 'vitest'
import { general } from '../../src/shared/contract/general'
import { home_content } from '../../src/server/db/schema'
import { makePng, uploadParts, useTestServer } from './helpers'

// The website home content over real HTTP (SPEC §2.12, §7): Super Admin only, one record that every save
// updates, three images each by its own upload, read back through the dashboard counts.

const server = useTestServer()

const text = (words: string) => JSON.stringify([{ type: 'paragraph', children: [{ text: words }] }])
const body = (word: string) => ({
  id: '',
  DiscoverContent: text(`Discover ${word}`),
  AboutContent: text(`About ${word}`),
  CampusContent: text(`Campus ${word}`),
  CampusContent2: text(`Campus two ${word}`),
  EducationContent: text(`Education ${word}`),
  RegistryContent: text(`Registry ${word}`),
  InsertedBy: 'Someone Else',
})
const add = (json: unknown, username?: string) =>
  server.raw('POST', 'general/content/add', json, { as: username })
const saved = async () => {
  const response = await server.api('general/dashboard/count', { token: await server.token('admin') })
  return general.dashboardCount.answer.parse(await response.json()).HomeContent
}

describe('general/content/add', () => {
  it('401 without a session, 403 for levels other than Super Admin, 400 naming the field', async () => {
    expect((await add(body('x'))).status).toBe(401)
    expect((await add(body('x'), 'faculty')).status).toBe(403)
    expect((await add(body('x'), 'dssd')).status).toBe(403)
    const bad = await add({ ...body('x'), AboutContent: 7 }, 'admin')
    expect(bad).toMatchObject({ status: 400, body: { field: 'AboutContent' } })
  })

  it('updates the one home-content record however often it is saved', async () => {
    const before = await saved()
    const first = await add(body('one'), 'admin')
    const second = await add(body('two'), 'admin')
    expect(first).toEqual({ status: 200, body: { message: 'success', entry_id: before?.EntryID } })
    expect(second.body).toEqual(first.body)
    expect(await server.database.db.$count(home_content)).toBe(1)
    expect(await saved()).toMatchObject({
      AboutContent: text('About two'),
      RegistryContent: text('Registry two'),
    })
  })
})

describe('the three home-content images', () => {
  const uploads = [
    ['general/content/uploadPhoto', 'photo', 'DiscoverPicture'],
    ['general/content/campusPhoto', 'campus_photo', 'CampusImage'],
    ['general/content/campusPhoto2', 'campus_photo2', 'CampusImage2'],
  ] as const

  it.each(uploads)('%s stores its file in content_uploads/ and %s names it', async (path, field, column) => {
    const { body: answer } = await add(body('images'), 'admin')
    const id = answer.entry_id as number
    const png = makePng(2, [10, 200, 10])
    expect((await server.upload(path, undefined, uploadParts(id, 'a.png', png, field))).status).toBe(401)
    expect((await server.upload(path, 'dssd', uploadParts(id, 'a.png', png, field))).status).toBe(403)
    const ok = await server.upload(path, 'admin', uploadParts(id, 'a.png', png, field))
    expect(await ok.json()).toEqual({ message: 'uploaded' })
    const stored = (await saved())?.[column]
    expect(await server.readStored('content_uploads', stored as string)).toEqual(png)
  })
})

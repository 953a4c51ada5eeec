import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { audit, type AuditRow } from '../../src/shared/contract/audit'
import { HeadlineRow } from '../../src/shared/contract/headline'
import type { UploadSpec } from '../../src/shared/contract/define'
import { event } from '../../src/shared/contract/event'
import { news } from '../../src/shared/contract/news'
import { partners } from '../../src/shared/contract/partners'
import { slider, SliderRow } from '../../src/shared/contract/slider'
import { renditionName } from '../../src/shared/rules/renditions'
import { SAMPLE_BODIES } from '../support/sample-bodies'
import { makePng, useTestServer } from './helpers'

// Issue 23, "content that can be taken down": the Delete of news, events, headlines, sliders and partners
// (the record, its audit entry, its photo and the photo's renditions; who may), and the status of
// headlines and sliders (a body without one publishes, as SPEC's client, whose headlines were all live).

const server = useTestServer()

const call = (method: string, path: string, json?: unknown, username = 'admin') =>
  server.raw(method, path, json, { as: username })

interface Area {
  name: string
  add: string
  /** The add body with a name of its own. */
  body(name: string, extra?: Record<string, unknown>): unknown
  list: string
  nameField: string
  delete: string
  /** The photo upload and its folder; none for headlines. */
  photo?: UploadSpec
  /** The record's table in audit entries ('news 12'). */
  table: string
  /** Levels the area's policy refuses outright. */
  refused: string[]
}

const sample = (key: string) => SAMPLE_BODIES[key] as Record<string, unknown>

const AREAS: Area[] = [
  {
    name: 'news',
    add: 'news/add',
    body: (title, extra) => ({ ...sample('POST news/add'), title, ...extra }),
    list: 'news/list/all/General',
    nameField: 'Title',
    delete: 'news/delete',
    photo: news.uploadPhoto,
    table: 'news',
    refused: ['department'],
  },
  {
    name: 'event',
    add: 'event/add',
    body: (title, extra) => ({ ...sample('POST event/add'), title, ...extra }),
    list: 'event/list/all/General',
    nameField: 'Title',
    delete: 'event/delete',
    photo: event.uploadPhoto,
    table: 'event',
    refused: ['department'],
  },
  {
    name: 'headline',
    add: 'news/add_headline',
    body: (linkTitle, extra) => ({ ...sample('POST news/add_headline'), linkTitle, ...extra }),
    list: 'news/headline_list/all',
    nameField: 'LinkTitle',
    delete: 'news/headline/delete',
    table: 'headline',
    refused: ['faculty', 'department', 'dssd'],
  },
  {
    name: 'slider',
    add: 'slider/add',
    body: (title, extra) => ({ ...sample('POST slider/add'), title, ...extra }),
    list: 'slider/homepage',
    nameField: 'Title',
    delete: 'slider/delete',
    photo: slider.uploadPhoto,
    table: 'slider',
    refused: ['faculty', 'department', 'dssd'],
  },
  {
    name: 'partner',
    add: 'general/partner/add',
    body: (PartnerName, extra) => ({ ...sample('POST general/partner/add'), PartnerName, ...extra }),
    list: 'general/partner/list',
    nameField: 'PartnerName',
    delete: 'general/partner/delete',
    photo: partners.uploadPhoto,
    table: 'partner',
    refused: ['faculty', 'department', 'dssd'],
  },
]

/** Any area's list: rows with an id, the other fields as the area names them. */
const Rows = z.array(z.looseObject({ EntryID: z.number() }))
const rowsOf = async (area: Area, username = 'admin') =>
  Rows.parse((await call('GET', area.list, undefined, username)).body)

/** Adds a record named `name` and answers its id (the headline add answers none: found by its name). */
async function add(area: Area, name: string, extra?: Record<string, unknown>, username = 'admin') {
  const added = await call('POST', area.add, area.body(name, extra), username)
  expect(added.body.message, JSON.stringify(added.body)).toBe('success')
  const id = added.body.entry_id as number | undefined
  if (id !== undefined) return id
  const listed = (await rowsOf(area)).find((row) => row[area.nameField] === name)
  return listed!.EntryID
}

async function auditEntries(): Promise<AuditRow[]> {
  return server.ok(audit.list, {}, { as: 'admin' })
}

describe.each(AREAS)('deleting a $name', (area) => {
  it('removes the record, writes its audit entry, and keeps its photo and renditions for a restore', async () => {
    const id = await add(area, `Taken down ${area.name}`)
    let files: string[] = []
    if (area.photo) {
      const uploaded = await server.sendPhoto(area.photo, id, 'a.png', makePng(3))
      expect(uploaded.status).toBe(200)
      const image = (await rowsOf(area)).find((row) => row.EntryID === id)!.ImagePath as string
      files = [image, renditionName(image, 'sm')!, renditionName(image, 'md')!]
      for (const file of files) expect(await server.isStored(area.photo.folder, file), file).toBe(true)
    }

    const deleted = await call('DELETE', `${area.delete}/${id}`)
    expect(deleted).toEqual({ status: 200, body: { message: 'deleted' } })
    expect((await rowsOf(area)).some((row) => row.EntryID === id)).toBe(false)
    const [entry] = await auditEntries()
    expect(entry).toMatchObject({
      call: `DELETE ${area.delete}/:EntryID`,
      record: `${area.table} ${id}`,
      before: { [area.nameField]: `Taken down ${area.name}` },
      after: null,
    })
    // Issue 25: kept while the deletion's entry (a kept version) names it, so a restore brings it back.
    for (const file of files) expect(await server.isStored(area.photo!.folder, file), file).toBe(true)
  })

  it('answers 404 with a reason for an unknown id, and 400 for an id past 2^31', async () => {
    const unknown = await call('DELETE', `${area.delete}/999999`)
    expect(unknown.status).toBe(404)
    expect(unknown.body).toMatchObject({ field: 'EntryID' })
    expect(String(unknown.body.message)).toMatch(/No .* with this id/)
    expect((await call('DELETE', `${area.delete}/2147483648`)).status).toBe(400)
    expect((await call('DELETE', `${area.delete}/99999999999999999999`)).status).toBe(400)
  })

  it('refuses the levels its policy does not admit, and keeps the record', async () => {
    const id = await add(area, `Kept ${area.name}`)
    for (const username of area.refused)
      expect((await call('DELETE', `${area.delete}/${id}`, undefined, username)).status, username).toBe(403)
    expect((await rowsOf(area)).some((row) => row.EntryID === id)).toBe(true)
  })
})

describe.each(AREAS.filter((area) => area.name === 'news' || area.name === 'event'))(
  "a faculty's $name",
  (area) => {
    const facultyArea = (code: string): Area => ({ ...area, list: area.list.replace('General', code) })

    it("is deleted by its own faculty's editor and by no other faculty's", async () => {
      const fcs = facultyArea('FCS')
      const own = await add(fcs, `FCS ${area.name}`, { FacultyCode: 'FCS' }, 'faculty')
      expect((await call('DELETE', `${area.delete}/${own}`, undefined, 'faculty')).body.message).toBe(
        'deleted',
      )

      const fmss = facultyArea('FMSS')
      const other = await add(fmss, `FMSS ${area.name}`, { FacultyCode: 'FMSS' })
      const refused = await call('DELETE', `${area.delete}/${other}`, undefined, 'faculty')
      expect(refused.status).toBe(403)
      expect((await rowsOf(fmss)).some((row) => row.EntryID === other)).toBe(true)
      const general = await add(area, `General ${area.name} kept`)
      expect((await call('DELETE', `${area.delete}/${general}`, undefined, 'faculty')).status).toBe(403)
    })
  },
)

describe('headline and slider status', () => {
  const STATUS_AREAS = [
    { area: AREAS[2], row: HeadlineRow, update: 'news/headline/update' },
    { area: AREAS[3], row: SliderRow, update: 'slider/update' },
  ]

  it.each(STATUS_AREAS)(
    'publishes a $area.name added without a status, drafts one updated with 0, and keeps it drafted through an update without one',
    async ({ area, row, update }) => {
      const name = `Status of a ${area.name}`
      const id = await add(area, name)
      const listed = async () => row.parse((await rowsOf(area)).find((r) => r.EntryID === id))
      expect((await listed()).Status).toBe(1)

      const drafted = await call('PATCH', update, { ...(area.body(name) as object), id, status: 0 })
      expect(drafted.body.message).toBe('success')
      expect((await listed()).Status).toBe(0)
      // SPEC's client updates without a status: the draft stays a draft, its text changes.
      const oldClient = await call('PATCH', update, { ...(area.body(`${name} fixed`) as object), id })
      expect(oldClient.body.message).toBe('success')
      expect((await listed()).Status).toBe(0)

      const draftAdd = await add(area, `${name} drafted`, { status: 0 })
      expect(row.parse((await rowsOf(area)).find((r) => r.EntryID === draftAdd)).Status).toBe(0)
      expect((await call('POST', area.add, area.body(`${name} bad`, { status: 2 }))).status).toBe(400)
    },
  )
})

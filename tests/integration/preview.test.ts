import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { audit_log } from '../../src/server/db/schema'
import { previewedRecord } from '../../src/server/public/preview'
import { academics } from '../../src/shared/contract/academics'
import { headline } from '../../src/shared/contract/headline'
import { news } from '../../src/shared/contract/news'
import { preview } from '../../src/shared/contract/preview'
import { slider } from '../../src/shared/contract/slider'
import {
  PREVIEW_MINUTES,
  PREVIEW_NOT_FOUND,
  PREVIEW_REFUSALS,
  PREVIEW_TEMPLATE_PROBLEMS,
  type PreviewArea,
} from '../../src/shared/rules/preview'
import { PUBLIC_PREFIX } from '../../src/shared/rules/public'
import { SAMPLE_BODIES } from '../support/sample-bodies'
import { useTestServer } from './helpers'

// Issue 46 "Preview before publishing": the Super Admin's preview address, and a record's preview link for
// exactly whoever may update that record, whose token the public API takes for that record only.

const clock = { now: new Date('2027-03-29T08:00:00.000Z') }
const server = useTestServer({ now: () => clock.now })
const sample = (call: string) => SAMPLE_BODIES[call] as Record<string, unknown>
const TEMPLATE = 'https://www.example.edu/preview/{area}/{slug}?token={token}'

/** One record of each kind the matrix asks about: its area, id and slug. */
type Target = { area: PreviewArea; id: number; slug: string }
const targets: Record<string, Target> = {}

async function addNews(title: string, FacultyCode: string): Promise<Target> {
  const body = { ...sample('POST news/add'), title, FacultyCode, status: 0 }
  const made = await server.ok(news.add, body as never, { as: 'admin' })
  const row = (await server.ok(news.list, { facultyCode: FacultyCode }, { as: 'admin' })).find(
    (r) => r.EntryID === made.entry_id,
  )!
  return { area: 'news', id: row.EntryID, slug: row.Slug }
}

beforeAll(async () => {
  targets.generalNews = await addNews('Preview of the general news', 'General')
  targets.fcsNews = await addNews('Preview of the computing news', 'FCS')
  await server.ok(headline.add, { ...sample('POST news/add_headline'), linkTitle: 'Preview me' } as never, {
    as: 'admin',
  })
  const line = (await server.ok(headline.list, {}, { as: 'admin' })).find(
    (h) => h.LinkTitle === 'Preview me',
  )!
  targets.headline = { area: 'headlines', id: line.EntryID, slug: line.Slug }
  await server.ok(slider.add, { ...sample('POST slider/add'), title: 'Preview slide' } as never, {
    as: 'admin',
  })
  const slide = (await server.ok(slider.list, {}, { as: 'admin' })).find((s) => s.Title === 'Preview slide')!
  targets.slider = { area: 'sliders', id: slide.EntryID, slug: slide.Slug }
  const faculties = await server.ok(academics.facultyDetails, { facultyCode: 'FCS' }, { as: 'admin' })
  targets.fcsFaculty = { area: 'faculties', id: faculties[0].EntryID, slug: faculties[0].Slug }
  const fmss = await server.ok(academics.facultyDetails, { facultyCode: 'FMSS' }, { as: 'admin' })
  targets.fmssFaculty = { area: 'faculties', id: fmss[0].EntryID, slug: fmss[0].Slug }
  for (const [name, facultyCode] of [
    ['fcsCourse', 'FCS'],
    ['fmssCourse', 'FMSS'],
  ] as const) {
    const [first] = await server.ok(academics.courseList, { facultyCode }, { as: 'admin' })
    targets[name] = { area: 'courses', id: first.EntryID, slug: first.Slug }
  }
})

const link = (who: string, target: Target) =>
  server.call(preview.link, { area: target.area, id: target.id }, { as: who })

describe('the preview address, a Super Admin setting', () => {
  it('is none at first: a link answers no address, so the button can say how to set one', async () => {
    expect(await server.ok(preview.settings, {}, { as: 'admin' })).toEqual({
      template: '',
      minutes: PREVIEW_MINUTES.default,
    })
    expect((await link('admin', targets.generalNews)).body).toEqual({ url: null, expiresAt: null })
  })

  it('refuses an address without {token} or with a placeholder it does not know, saying which', async () => {
    const noToken = await server.raw(
      'PATCH',
      preview.setSettings.path,
      { template: 'https://x.edu/{slug}', minutes: 15 },
      { as: 'admin' },
    )
    expect(noToken.status).toBe(400)
    expect(noToken.body.message).toContain(PREVIEW_TEMPLATE_PROBLEMS.noToken)
    const unknown = await server.raw(
      'PATCH',
      preview.setSettings.path,
      { template: 'https://x.edu/{lang}?t={token}', minutes: 15 },
      { as: 'admin' },
    )
    expect(unknown.status).toBe(400)
    expect(unknown.body.message).toContain('{lang}')
  })

  it('is set by a Super Admin only, and audited', async () => {
    for (const who of ['faculty', 'department', 'dssd']) {
      expect((await server.call(preview.settings, {}, { as: who })).status).toBe(403)
      expect(
        (await server.call(preview.setSettings, { template: TEMPLATE, minutes: 5 }, { as: who })).status,
      ).toBe(403)
    }
    await server.ok(preview.setSettings, { template: TEMPLATE, minutes: 15 }, { as: 'admin' })
    expect(await server.ok(preview.settings, {}, { as: 'admin' })).toEqual({
      template: TEMPLATE,
      minutes: 15,
    })
    const [entry] = await server.database.db
      .select()
      .from(audit_log)
      .where(eq(audit_log.call, 'PATCH preview/settings'))
    expect(entry).toMatchObject({ record: null, after: { template: TEMPLATE, minutes: 15 } })
  })
})

describe('a preview link', () => {
  it('is made for whoever may update the record: its area and faculty decide, per level', async () => {
    const may: Record<string, readonly string[]> = {
      admin: Object.keys(targets),
      faculty: ['fcsNews', 'fcsFaculty', 'fcsCourse'],
      department: ['fmssCourse'],
      dssd: ['generalNews', 'fcsNews', 'fcsFaculty', 'fmssFaculty', 'fcsCourse', 'fmssCourse'],
    }
    for (const [who, allowed] of Object.entries(may))
      for (const [name, target] of Object.entries(targets)) {
        const answer = await link(who, target)
        expect(answer.status, `${who} on ${name}`).toBe(allowed.includes(name) ? 200 : 403)
      }
  })

  it('fills the template with the area, the slug and a token the public API takes for that record only', async () => {
    for (const target of Object.values(targets)) {
      const answer = await server.ok(preview.link, { area: target.area, id: target.id }, { as: 'admin' })
      const url = new URL(answer.url!)
      expect(url.origin + url.pathname).toBe(`https://www.example.edu/preview/${target.area}/${target.slug}`)
      const token = url.searchParams.get('token')!
      const { db } = server.database
      expect(await previewedRecord(db, token, target, clock.now)).toEqual({ ok: true, id: target.id })
      for (const other of Object.values(targets).filter((t) => t !== target))
        expect(await previewedRecord(db, token, other, clock.now)).toMatchObject({
          ok: false,
          reason: 'otherRecord',
        })
      expect(answer.expiresAt).toBe(new Date(clock.now.getTime() + 15 * 60_000).toISOString())
      const expired = new Date(clock.now.getTime() + 15 * 60_000)
      expect(await previewedRecord(db, token, target, expired)).toMatchObject({
        ok: false,
        reason: 'expired',
      })
      expect(await previewedRecord(db, `${token.slice(0, -3)}abc`, target, clock.now)).toMatchObject({
        ok: false,
        reason: 'forged',
      })
    }
  })

  it('lasts the minutes the Super Admin set', async () => {
    await server.ok(preview.setSettings, { template: TEMPLATE, minutes: 2 }, { as: 'admin' })
    const answer = await server.ok(preview.link, targets.fcsNews, { as: 'faculty' })
    const token = new URL(answer.url!).searchParams.get('token')!
    const { db } = server.database
    const at = (seconds: number) => new Date(clock.now.getTime() + seconds * 1000)
    expect(await previewedRecord(db, token, targets.fcsNews, at(119))).toMatchObject({ ok: true })
    expect(await previewedRecord(db, token, targets.fcsNews, at(120))).toMatchObject({ reason: 'expired' })
    await server.ok(preview.setSettings, { template: TEMPLATE, minutes: 15 }, { as: 'admin' })
  })

  it('answers 404 for a record that does not exist', async () => {
    const answer = await server.call(preview.link, { area: 'sliders', id: 999999 }, { as: 'admin' })
    expect(answer).toMatchObject({ status: 404, body: { message: PREVIEW_NOT_FOUND, field: 'id' } })
  })

  it('is audited with who asked for which record, naming no record so no version moves', async () => {
    await server.ok(preview.link, targets.headline, { as: 'admin' })
    const entries = await server.database.db
      .select()
      .from(audit_log)
      .where(eq(audit_log.call, 'POST preview/link'))
    expect(entries.at(-1)).toMatchObject({
      record: null,
      after: { area: 'headlines', id: targets.headline.id },
    })
  })
})

describe("the public API's record address with a preview token", () => {
  const read = (path: string) => fetch(new URL(`${PUBLIC_PREFIX}/${path}`, server.origin))

  it("answers the draft as last saved, never cached; without the token, another record's, or a forged one, not", async () => {
    const draft = targets.generalNews
    const answer = await server.ok(preview.link, draft, { as: 'admin' })
    const token = new URL(answer.url!).searchParams.get('token')!
    expect((await read(`news/${draft.slug}`)).status).toBe(404)

    const shown = await read(`news/${draft.slug}?token=${encodeURIComponent(token)}`)
    expect(shown.status).toBe(200)
    expect(shown.headers.get('cache-control')).toBe('private, no-store')
    expect(await shown.json()).toMatchObject({
      id: draft.id,
      slug: draft.slug,
      title: 'Preview of the general news',
    })

    const other = await read(`news/${targets.fcsNews.slug}?token=${encodeURIComponent(token)}`)
    expect(other.status).toBe(403)
    expect(await other.json()).toEqual({ error: PREVIEW_REFUSALS.otherRecord })
    const forged = await read(`news/${draft.slug}?token=${encodeURIComponent(`${token.slice(0, -3)}abc`)}`)
    expect(forged.status).toBe(403)
    expect(await forged.json()).toEqual({ error: PREVIEW_REFUSALS.forged })
  })
})

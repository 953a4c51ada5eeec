import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { rowOf } from '../../src/server/audit-log'
import { a11y_check } from '../../src/server/db/schema'
import { news as newsTable } from '../../src/server/db/schema'
import { a11y } from '../../src/shared/contract/a11y'
import { audit } from '../../src/shared/contract/audit'
import { news } from '../../src/shared/contract/news'
import { ALL_RULES, checkContent } from '../../src/shared/rules/a11y'
import { CHECKED_AREAS, contentOf } from '../../src/shared/rules/a11y/areas'
import { DISMISSAL_NOT_CHECKED } from '../../src/shared/rules/a11y/dismissals'
import { A11Y_TEXT } from '../../src/shared/rules/a11y-screens'
import { SAMPLE_BODIES } from '../support/sample-bodies'
import { makePng, useTestServer } from './helpers'

// Issue 27: the server checks every save with the form's rules, and refuses a publish (status on, or a
// scheduled publish) that leaves an error neither fixed nor dismissed with a reason, with the rule's message
// and the form's field. Through the API, on news: a photo without alternative text, a "click here" link and
// a heading level skipped (H2 then H4).

const clock = { now: new Date('2027-03-01T09:00:00.000Z') }
const server = useTestServer({ now: () => clock.now })

const messageOf = (id: string) => ALL_RULES.find((rule) => rule.id === id)!.message

const paragraph = (text: string) => ({ type: 'paragraph', children: [{ text }] })
/** H2, a paragraph with a link, then H4 (a level skipped), each part replaceable. */
function article(parts: { link?: string; lower?: 'heading-three' | 'heading-four' } = {}) {
  return JSON.stringify([
    { type: 'heading-two', children: [{ text: 'Admissions' }] },
    {
      type: 'paragraph',
      children: [
        { text: 'To apply, ' },
        {
          type: 'link',
          url: 'https://x.example.edu/apply',
          children: [{ text: parts.link ?? 'click here' }],
        },
        { text: '.' },
      ],
    },
    { type: parts.lower ?? 'heading-four', children: [{ text: 'Deadlines' }] },
    paragraph('Applications close in June.'),
  ])
}

const ALT_MISSING = {
  rule: 'img-alt-missing',
  field: 'ImagePath',
  reason: 'The photo is described in the text.',
}
const VAGUE_LINK = {
  rule: 'link-vague',
  field: 'Description',
  reason: 'The sentence around it names the form.',
}
const SKIPPED = {
  rule: 'heading-skipped-level',
  field: 'Description',
  reason: 'Matches the printed prospectus.',
}

let made = 0
const body = (extra: Record<string, unknown>) => ({
  ...(SAMPLE_BODIES['POST news/add'] as Record<string, unknown>),
  title: `Accessible news ${++made}`,
  content: article(),
  a11yDismissals: [],
  ...extra,
})

/** A Draft news item with a photo (added, then its photo uploaded, as the form saves one). */
async function draftWithPhoto(extra: Record<string, unknown> = {}) {
  const sent = body({ status: 0, ...extra })
  const added = await server.ok(news.add, sent as never, { as: 'admin' })
  const EntryID = added.entry_id!
  const upload = await server.sendPhoto(news.uploadPhoto, EntryID, 'campus.png', makePng(4))
  expect(upload.status).toBe(200)
  return { EntryID, sent }
}

const update = (
  EntryID: number,
  sent: Record<string, unknown>,
  extra: Record<string, unknown>,
  as = 'admin',
) => server.raw('PATCH', news.update.path, { ...sent, id: EntryID, ...extra }, { as })

const rowOfNews = async (EntryID: number) => (await rowOf(server.database.db, newsTable, EntryID))!

describe('a save of news through the checker', () => {
  it('refuses a publish with a photo without alternative text, a vague link and a skipped heading, with the first error', async () => {
    const { EntryID, sent } = await draftWithPhoto()
    const before = await rowOfNews(EntryID)
    const expected = checkContent(contentOf(CHECKED_AREAS.news, before)).filter((p) => p.level === 'error')
    expect(expected.map((p) => p.rule)).toEqual(['img-alt-missing', 'link-vague', 'heading-skipped-level'])

    const answer = await update(EntryID, sent, { status: 1, title: `${String(sent.title)} (changed)` })
    expect(answer).toEqual({
      status: 400,
      body: { message: messageOf('img-alt-missing'), field: 'ImagePath' },
    })
    // Nothing of the refused save stays: still Draft, the title as it was.
    expect(await rowOfNews(EntryID)).toMatchObject({ Status: 0, Title: sent.title })
  })

  it('refuses the add of a published item whose photo, sent next, has no alternative text', async () => {
    const good = article({ link: 'the application form', lower: 'heading-three' })
    const sent = body({ status: 1, content: good, image: 'campus.png' })
    const answer = await server.raw('POST', news.add.path, sent, { as: 'admin' })
    expect(answer).toEqual({
      status: 400,
      body: { message: messageOf('img-alt-missing'), field: 'ImagePath' },
    })
    const list = await server.ok(news.list, { facultyCode: 'General' }, { as: 'admin' })
    expect(list.some((row) => row.Title === sent.title)).toBe(false)
    // Without a photo to come, the same item publishes.
    const without = await server.raw('POST', news.add.path, { ...sent, image: '' }, { as: 'admin' })
    expect(without.body.message).toBe('success')
  })

  it('saves the same record as Draft, and keeps its problems for the report', async () => {
    const { EntryID, sent } = await draftWithPhoto()
    const answer = await update(EntryID, sent, { status: 0 })
    expect(answer.status).toBe(200)
    const [stored] = await server.database.db.select().from(a11y_check).where(eq(a11y_check.EntryID, EntryID))
    const rules = (stored.problems as { rule: string }[]).map((p) => p.rule)
    expect(rules).toEqual(expect.arrayContaining(['img-alt-missing', 'link-vague', 'heading-skipped-level']))
  })

  it('names the rich text field when the first open error is in it', async () => {
    const { EntryID, sent } = await draftWithPhoto()
    const answer = await update(EntryID, sent, { status: 1, a11yDismissals: [ALT_MISSING] })
    expect(answer).toEqual({ status: 400, body: { message: messageOf('link-vague'), field: 'content' } })
  })

  it('publishes once each error is dismissed with a reason', async () => {
    const { EntryID, sent } = await draftWithPhoto()
    const answer = await update(EntryID, sent, {
      status: 1,
      a11yDismissals: [ALT_MISSING, VAGUE_LINK, SKIPPED],
    })
    expect(answer).toEqual({ status: 200, body: { message: 'success' } })
    expect((await rowOfNews(EntryID)).Status).toBe(1)
    // Kept per record: a later save sends none and still publishes.
    expect((await update(EntryID, sent, { status: 1, title: `${String(sent.title)}!` })).status).toBe(200)
  })

  it('publishes after two problems are fixed and the third dismissed', async () => {
    const { EntryID, sent } = await draftWithPhoto()
    const fixed = article({ link: 'the application form', lower: 'heading-three' })
    const answer = await update(EntryID, sent, { status: 1, content: fixed, a11yDismissals: [ALT_MISSING] })
    expect(answer.status).toBe(200)
    const report = await server.ok(a11y.report, {}, { as: 'admin' })
    expect(report.records.some((record) => record.table === 'news' && record.EntryID === EntryID)).toBe(false)
  })

  it('refuses a dismissal with a blank reason, and one of a field the checker does not read', async () => {
    const { EntryID, sent } = await draftWithPhoto()
    // Blank by the forms' one rule: white space, or only characters that show nothing.
    for (const reason of ['  ', '\u200b', '\ufeff\u2060']) {
      const blank = await update(EntryID, sent, { status: 1, a11yDismissals: [{ ...ALT_MISSING, reason }] })
      expect(blank.status, JSON.stringify(reason)).toBe(400)
      expect(blank.body.field).toMatch(/^a11yDismissals/)
      expect(blank.body.message).toContain(A11Y_TEXT.reasonRequired)
    }
    const elsewhere = await update(EntryID, sent, {
      status: 0,
      a11yDismissals: [{ ...ALT_MISSING, field: 'FacultyCode' }],
    })
    expect(elsewhere).toEqual({
      status: 400,
      body: { message: DISMISSAL_NOT_CHECKED, field: 'a11yDismissals' },
    })
  })

  it('keeps the dismissals in the save’s audit entry and lists them for the Super Admin', async () => {
    const { EntryID, sent } = await draftWithPhoto()
    const dismissals = [ALT_MISSING, VAGUE_LINK, SKIPPED]
    expect((await update(EntryID, sent, { status: 1, a11yDismissals: dismissals })).status).toBe(200)
    const entries = await server.ok(audit.list, {}, { as: 'admin' })
    const entry = entries.find((e) => e.record === `news ${EntryID}` && e.call === 'PATCH news/update')
    expect(entry?.after).toMatchObject({ Status: 1, a11yDismissals: dismissals })

    const listed = (await server.ok(a11y.dismissals, {}, { as: 'admin' })).filter(
      (d) => d.table === 'news' && d.EntryID === EntryID,
    )
    expect(
      listed
        .map(({ rule, field, reason }) => ({ rule, field, reason }))
        .sort((a, b) => a.rule.localeCompare(b.rule)),
    ).toEqual([...dismissals].sort((a, b) => a.rule.localeCompare(b.rule)))
    for (const item of listed) expect(item).toMatchObject({ title: sent.title, by: 'Amina Halima Bello' })
  })

  it('lets the old client publish (no a11yDismissals), and lists its problems in the report', async () => {
    const { a11yDismissals: _none, ...old } = body({ status: 1 })
    const added = await server.raw<{ message: string; entry_id: number }>('POST', news.add.path, old, {
      as: 'admin',
    })
    expect(added.body.message).toBe('success')
    const EntryID = added.body.entry_id
    expect((await rowOfNews(EntryID)).Status).toBe(1)
    const report = await server.ok(a11y.report, {}, { as: 'admin' })
    const listed = report.records.find((record) => record.table === 'news' && record.EntryID === EntryID)
    expect(listed?.problems.map((p) => p.rule)).toEqual(['link-vague', 'heading-skipped-level'])
    expect(listed).toMatchObject({ title: old.title, FacultyCode: 'General', section: null })
  })

  it('refuses a scheduled publish with an error the same way', async () => {
    const publishAt = new Date(clock.now.getTime() + 86_400_000).toISOString()
    const refused = await server.raw('POST', news.add.path, body({ status: 0, publishAt }), { as: 'admin' })
    expect(refused).toEqual({ status: 400, body: { message: messageOf('link-vague'), field: 'content' } })
    const dismissed = body({ status: 0, publishAt, a11yDismissals: [VAGUE_LINK, SKIPPED] })
    expect((await server.raw('POST', news.add.path, dismissed, { as: 'admin' })).body.message).toBe('success')
  })

  it('applies the Super Admin’s levels: a warning made an error blocks the publish', async () => {
    const shouting = JSON.stringify([paragraph('APPLICATIONS FOR THE NEW SESSION ARE NOW OPEN TO ALL')])
    const published = await server.raw('POST', news.add.path, body({ status: 1, content: shouting }), {
      as: 'admin',
    })
    expect(published.body.message).toBe('success')
    const EntryID = (published.body as { entry_id: number }).entry_id

    expect((await server.ok(a11y.levels, {}, { as: 'faculty' })).levels['text-capitals']).toBe('warning')
    await server.ok(a11y.setLevels, { levels: { 'text-capitals': 'error' } }, { as: 'admin' })
    try {
      expect((await server.ok(a11y.levels, {}, { as: 'dssd' })).levels['text-capitals']).toBe('error')
      const again = await update(EntryID, body({ content: shouting }), { status: 1 })
      expect(again).toEqual({ status: 400, body: { message: messageOf('text-capitals'), field: 'content' } })
      // The report reads the level now: the published record counts as one with an error.
      const report = await server.ok(a11y.report, {}, { as: 'admin' })
      const listed = report.records.find((record) => record.table === 'news' && record.EntryID === EntryID)
      expect(listed?.problems).toEqual([expect.objectContaining({ rule: 'text-capitals', level: 'error' })])
      const entries = await server.ok(audit.list, {}, { as: 'admin' })
      expect(entries[0]).toMatchObject({ call: 'PATCH a11y/levels', record: null })
    } finally {
      await server.ok(a11y.setLevels, { levels: { 'text-capitals': 'warning' } }, { as: 'admin' })
    }
  })

  it('drops a deleted record’s problems and dismissals', async () => {
    const { EntryID, sent } = await draftWithPhoto()
    expect((await update(EntryID, sent, { status: 0, a11yDismissals: [ALT_MISSING] })).status).toBe(200)
    expect((await server.raw('DELETE', `news/delete/${EntryID}`, undefined, { as: 'admin' })).status).toBe(
      200,
    )
    const checks = await server.database.db.select().from(a11y_check).where(eq(a11y_check.EntryID, EntryID))
    expect(checks.filter((check) => check.record_table === 'news')).toEqual([])
    const listed = await server.ok(a11y.dismissals, {}, { as: 'admin' })
    expect(listed.filter((d) => d.table === 'news' && d.EntryID === EntryID)).toEqual([])
  })
})

import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { news } from '../../src/shared/contract/news'
import { search, type SearchAnswer, type SearchHit } from '../../src/shared/contract/search'
import { GENERAL_CODE, mayAccess } from '../../src/shared/rules/permissions'
import { courseAboutAddress } from '../../src/shared/rules/faculty'
import { SEARCH_AREAS, SEARCH_LIMITS } from '../../src/shared/rules/search'
import { DEMO_ACCOUNTS } from '../../src/server/db/seed-data'
import { ginIndexes } from '../../src/server/search/sql'
import * as schema from '../../src/server/db/schema'
import { useTestServer } from './helpers'

// Issue 28 "One search for everything": every area of rules/search.ts found through one call, forgiving
// (stems, typos, accents), title matches first then the newest, the matched words marked by offsets, and
// only what the caller's level and faculty may see (generated from the rules, like the permission matrix).

const server = useTestServer()
const db = () => server.database.db

const rich = (...paragraphs: string[]) =>
  JSON.stringify(paragraphs.map((text) => ({ type: 'paragraph', children: [{ text }] })))

let slugs = 0
const slug = () => `search-test-${++slugs}`

/** A record of each area (or of a news/event faculty), its title and text holding `word`. */
async function seedEverywhere(word: string, faculty = GENERAL_CODE, facultyTwo = 'FMSS') {
  const d = db()
  const gallery = await server.galleryBatch(await server.token('admin'))
  await d.insert(schema.news).values({
    Title: `${word} news`,
    Description: rich(`About ${word}.`),
    FacultyCode: faculty,
    Slug: slug(),
  })
  await d.insert(schema.event).values({
    Title: `${word} event`,
    Description: rich(`An event about ${word}.`),
    EventDate: '2026-12-01',
    StartTime: '10:00',
    EndTime: '12:00',
    Location: 'Main hall',
    FacultyCode: faculty,
    Slug: slug(),
  })
  await d.insert(schema.gallery).values({
    ImageTitle: `${word} photo`,
    CategoryID: gallery.category,
    SubCategoryID: gallery.SubCategoryID,
  })
  await d.insert(schema.leadership).values({
    Title: 'Prof.',
    FullName: `Ada ${word}`,
    Position: 1,
    Designation: 'Chair',
    Category: 'Board',
  })
  await d.insert(schema.headline).values({
    LinkTitle: `${word} headline`,
    LinkPath: 'https://example.edu/h',
    BGColour: 'gold-black',
    Message: rich(`Headline about ${word}`),
    Slug: slug(),
  })
  await d.insert(schema.slider).values({
    Title: `${word} slide`,
    Caption: 'A caption',
    ImagePosition: 1,
    BtnName: 'Read',
    BtnLink: 'https://example.edu/s',
    Slug: slug(),
  })
  await d.insert(schema.partner).values({ PartnerName: `${word} partner` })
  await d.insert(schema.alumni_feedback).values({
    StudentID: `S-${word}`,
    StudentName: 'Bola Ade',
    Title: `${word} feedback`,
    Description: rich(`Feedback on ${word}`),
  })
  const code = `X${word.slice(-4).toUpperCase()}`
  await d.insert(schema.faculty).values({
    FacultyCode: code,
    FacultyName: `Faculty of ${word}`,
    Slug: slug(),
    FacultyDetail: rich(`The faculty of ${word}`),
  })
  await d.insert(schema.course).values({
    CourseName: `${word} Studies`,
    CourseCode: `${code}1`,
    Slug: slug(),
    FacultyCode: facultyTwo,
  })
  await d.insert(schema.course_about).values({ CourseCode: `${code}1`, Description: rich(`About ${word}`) })
  const [home] = await d.select().from(schema.home_content).limit(1)
  if (home)
    await d
      .update(schema.home_content)
      .set({ AboutContent: rich(`The university of ${word}`) })
      .where(eq(schema.home_content.EntryID, home.EntryID))
  else await d.insert(schema.home_content).values({ AboutContent: rich(`The university of ${word}`) })
  await d
    .insert(schema.media_news)
    .values({ title: `${word} in the press`, url: `https://press.example/${word}` })
}

const find = (q: string, as = 'admin') => server.ok(search.everything, { q }, { as })
const areasOf = (answer: SearchAnswer) => answer.groups.map((g) => g.area)
const hitsOf = (answer: SearchAnswer, area: string) => answer.groups.find((g) => g.area === area)?.hits ?? []
const marked = (text: { text: string; marks: [number, number][] }) =>
  text.marks.map(([start, end]) => text.text.slice(start, end))

describe('one search for everything', () => {
  beforeAll(async () => {
    await seedEverywhere('quokka')
  })

  it('finds a record of every area, grouped by area in the order of the rules', async () => {
    const answer = await find('quokka')
    expect(areasOf(answer)).toEqual(SEARCH_AREAS.map((a) => a.area))
    for (const group of answer.groups) {
      const area = SEARCH_AREAS.find((a) => a.area === group.area)!
      expect(group.label).toBe(area.label)
      expect(group.hits).toHaveLength(1)
      const [hit] = group.hits
      const words = [...marked(hit.title), ...marked(hit.snippet)].map((w) => w.toLowerCase())
      expect(words, group.area).toContain('quokka')
      // Leadership's seeded category, a course page's course.
      const extra = group.area === 'courses' ? 'XOKKA1' : 'Board'
      expect(hit.open).toBe(area.open({ id: hit.EntryID, faculty: hit.faculty, extra }))
    }
    expect(hitsOf(answer, 'courses')[0].open).toBe(courseAboutAddress('XOKKA1'))
    expect(hitsOf(answer, 'news')[0].open).toBe(
      `/news/general/update?id=${hitsOf(answer, 'news')[0].EntryID}`,
    )
  })

  it('searches rich text as its words, never its JSON', async () => {
    const answer = await find('quokka')
    const snippet = hitsOf(answer, 'news')[0].snippet
    expect(snippet.text).toBe('About quokka')
    expect(marked(snippet)).toEqual(['quokka'])
    expect(areasOf(await find('paragraph children'))).toEqual([])
  })

  it('finds word stems: "graduates" finds "Graduation"', async () => {
    await db()
      .insert(schema.news)
      .values({ Title: 'Graduation of the class', FacultyCode: GENERAL_CODE, Slug: slug() })
    const [hit] = hitsOf(await find('graduates'), 'news')
    expect(hit.title.text).toBe('Graduation of the class')
    expect(marked(hit.title)).toEqual(['Graduation'])
  })

  it('forgives a typo: "enginering" finds "Engineering"', async () => {
    await db().insert(schema.event).values({
      Title: 'The new Engineering building opens',
      EventDate: '2026-12-02',
      StartTime: '09:00',
      EndTime: '10:00',
      Location: 'Campus',
      Slug: slug(),
    })
    const [hit] = hitsOf(await find('enginering'), 'events')
    expect(hit.title.text).toBe('The new Engineering building opens')
    expect(marked(hit.title)).toEqual(['Engineering'])
  })

  it('forgives a typo in each of several words, and leaves stop words out of the likeness', async () => {
    await db().insert(schema.news).values({
      Title: 'Solar kiln dedicated at the farm',
      FacultyCode: GENERAL_CODE,
      Slug: slug(),
    })
    const titles = async (q: string) => hitsOf(await find(q), 'news').map((h) => h.title.text)
    const [hit] = hitsOf(await find('The SOLR kilnn'), 'news')
    expect(hit.title.text).toBe('Solar kiln dedicated at the farm')
    expect(marked(hit.title)).toEqual(['Solar', 'kiln'])
    // Every typed word must look like a word of the title, as every word must match by its words.
    expect(await titles('solr kilnn zeppelin')).not.toContain('Solar kiln dedicated at the farm')
  })

  it(`widens only when the words found fewer than ${SEARCH_LIMITS.widenBelow} records in all`, async () => {
    await db().insert(schema.partner).values({ PartnerName: 'Wombatz Trust' })
    await db()
      .insert(schema.news)
      .values({ Title: 'A wombat on campus', FacultyCode: GENERAL_CODE, Slug: slug() })
    const partners = async () => hitsOf(await find('wombat'), 'partners').map((h) => h.title.text)
    expect(await partners()).toEqual(['Wombatz Trust'])
    for (let i = 1; i < SEARCH_LIMITS.widenBelow; i++)
      await db()
        .insert(schema.news)
        .values({ Title: `Wombat ${i}`, FacultyCode: GENERAL_CODE, Slug: slug() })
    // The word is found now: it was not mistyped, and what only looks like it is left out.
    expect(await partners()).toEqual([])
    expect(hitsOf(await find('wombat'), 'news')).toHaveLength(SEARCH_LIMITS.widenBelow)
  })

  it('takes a half-typed last word as the beginning of a word, in the text as in the title', async () => {
    await db()
      .insert(schema.news)
      .values({
        Title: 'Dates for the spring term',
        Description: rich('The convocation of the university is held in the new engineering hall.'),
        FacultyCode: GENERAL_CODE,
        Slug: slug(),
      })
    // Each is the beginning of a word of the text only; some are past its stem ('convoc', 'univers', 'engin').
    const hitOf = async (q: string) =>
      hitsOf(await find(q), 'news').find((h) => h.title.text === 'Dates for the spring term')
    for (const [q, word] of [
      ['convo', 'convocation'],
      ['convocati', 'convocation'],
      ['universi', 'university'],
      ['new engineeri', 'engineering'],
    ]) {
      const hit = await hitOf(q)
      expect(hit, q).toBeDefined()
      expect(marked(hit!.snippet), q).toContain(word)
    }
    // Only the last word: the words before it are words as typed.
    expect(hitsOf(await find('convo engineeri'), 'news')).toHaveLength(0)
  })

  it('finds a record whose words are some in its title and some in its text, its title first', async () => {
    await db()
      .insert(schema.news)
      .values({
        Title: 'Dingo convocation',
        Description: rich('Held in the great hall on Friday.'),
        FacultyCode: GENERAL_CODE,
        Slug: slug(),
      })
    const [hit] = hitsOf(await find('dingo great hall'), 'news')
    expect(hit?.title.text).toBe('Dingo convocation')
    expect(marked(hit.title)).toEqual(['Dingo'])
    expect(marked(hit.snippet)).toEqual(['great', 'hall'])
  })

  it('finds a run of characters written without spaces inside a longer one, as the whole run', async () => {
    await db()
      .insert(schema.news)
      .values({
        Title: '新工程学院大楼开放',
        Description: rich('位于东校区的工程学院今天开放。'),
        FacultyCode: GENERAL_CODE,
        Slug: slug(),
      })
    await db()
      .insert(schema.event)
      .values({
        Title: 'Open day',
        Description: rich('参观工程学院的实验室'),
        EventDate: '2026-12-03',
        StartTime: '09:00',
        EndTime: '10:00',
        Location: '東京大学',
        Slug: slug(),
      })
    const answer = await find('工程学院')
    const [news] = hitsOf(answer, 'news')
    expect(news.title.text).toBe('新工程学院大楼开放')
    expect(marked(news.title)).toEqual(['工程学院'])
    expect(marked(news.snippet)).toEqual(['工程学院'])
    const [event] = hitsOf(answer, 'events')
    expect(event.title.text).toBe('Open day')
    expect(marked(event.snippet)).toEqual(['工程学院'])
    expect(hitsOf(await find('学院'), 'news').map((h) => h.title.text)).toContain('新工程学院大楼开放')
    expect(hitsOf(await find('東京'), 'events').map((h) => h.title.text)).toEqual(['Open day'])
    // The characters of the run in its order, side by side: not each of them anywhere.
    expect(hitsOf(await find('院学'), 'news')).toHaveLength(0)
  })

  it('saves a record of more distinct words than a word vector holds, found by its first words', async () => {
    // An admission list: tens of thousands of registration numbers, each a word of its own, in a body as long as
    // a rich text may be. PostgreSQL refused the whole record's vector (over 1 MB), and with it the save.
    const numbers = Array.from({ length: 60_000 }, (_, n) => `FCS/2026/${String(n).padStart(6, '0')}`)
    const content = rich(`Wombatadmission list of the Faculty of Computing. ${numbers.join(' ')}`)
    await server.ok(
      news.add,
      { title: 'Admission list', status: 1, content, FacultyCode: GENERAL_CODE, submittedBy: 'Registry' },
      { as: 'admin' },
    )
    const [hit] = hitsOf(await find('wombatadmission'), 'news')
    expect(hit?.title.text).toBe('Admission list')
    expect(marked(hit.snippet)).toEqual(['Wombatadmission'])
  })

  it('reads no pending list: every GIN index of the search is written through at each save', async () => {
    const result = (await db().execute(sql`
      select i.relname as name, coalesce(i.reloptions, '{}') as options from pg_index x
      join pg_class i on i.oid = x.indexrelid join pg_am a on a.oid = i.relam
      where a.amname = 'gin' and i.relname like '%search%'
    `)) as unknown as { rows: { name: string; options: string[] }[] }
    const expected = SEARCH_AREAS.flatMap(ginIndexes)
    expect(result.rows.map((row) => row.name).sort()).toEqual([...new Set(expected)].sort())
    for (const row of result.rows) expect(row.options, row.name).toContain('fastupdate=off')
  })

  it('folds accents: "ile ife" finds "Ilé-Ifẹ̀", and "Ilé-Ifẹ̀" finds "Ile Ife"', async () => {
    const gallery = await server.galleryBatch(await server.token('admin'))
    await db().insert(schema.gallery).values({
      ImageTitle: 'Convocation at Ilé-Ifẹ̀',
      CategoryID: gallery.category,
      SubCategoryID: gallery.SubCategoryID,
    })
    await db().insert(schema.partner).values({ PartnerName: 'Ile Ife Water Board' })
    const [photo] = hitsOf(await find('ile ife'), 'gallery')
    expect(photo.title.text).toBe('Convocation at Ilé-Ifẹ̀')
    expect(marked(photo.title)).toEqual(['Ilé', 'Ifẹ̀'])
    expect(hitsOf(await find('Ilé-Ifẹ̀'), 'partners').map((h) => h.title.text)).toEqual([
      'Ile Ife Water Board',
    ])
  })

  it('ranks title matches first, then the most recent', async () => {
    const at = (day: number) => new Date(Date.UTC(2026, 0, day)).toISOString()
    const add = (Title: string, text: string, day: number) =>
      db()
        .insert(schema.news)
        .values({
          Title,
          Description: rich(text),
          FacultyCode: GENERAL_CODE,
          Slug: slug(),
          InsertedDate: at(day),
        })
    await add('Old numbat title', 'text', 1)
    await add('Newest body only', 'a numbat in the text', 9)
    await add('New numbat title', 'text', 5)
    const hits = hitsOf(await find('numbat'), 'news')
    expect(hits.map((h) => h.title.text)).toEqual([
      'New numbat title',
      'Old numbat title',
      'Newest body only',
    ])
    expect(hits.map((h) => h.updated)).toEqual([at(5), at(1), at(9)])
  })

  it(`answers at most ${SEARCH_LIMITS.perArea} records per area`, async () => {
    for (let i = 0; i < SEARCH_LIMITS.perArea + 2; i++)
      await db()
        .insert(schema.partner)
        .values({ PartnerName: `Bilby partner ${i}` })
    expect(hitsOf(await find('bilby'), 'partners')).toHaveLength(SEARCH_LIMITS.perArea)
  })

  it('answers nothing to fewer characters than the minimum, and refuses a query over the maximum', async () => {
    expect(await find('q')).toEqual({ groups: [] })
    const long = await server.call(
      search.everything,
      { q: 'a'.repeat(SEARCH_LIMITS.queryMax + 1) },
      { as: 'admin' },
    )
    expect(long.status).toBe(400)
    expect((await server.call(search.everything, { q: 'quokka' }, { as: null })).status).toBe(401)
  })

  it('takes any text as words, never as SQL or query syntax', async () => {
    for (const q of [
      `quokka' or 1=1 --`,
      'quokka & | ! ( :*',
      '"quokka',
      '-quokka',
      'quokka\u0002x\u0003',
      '工程"',
      '"工程',
      '工 "程 -学',
      '-"" or -',
      "O'Brien's 2026/2027 C++",
      'ﬁnance Straße İstanbul',
    ])
      expect((await server.call(search.everything, { q }, { as: 'admin' })).status, q).toBe(200)
    // Text that is not Unicode is refused with its reason, as in every body.
    expect((await server.call(search.everything, { q: 'quokka\ud800' }, { as: 'admin' })).status).toBe(400)
  })
})

describe('who sees what (the permission rules)', () => {
  const FACULTIES = [GENERAL_CODE, 'FCS', 'FMSS']
  beforeAll(async () => {
    // One record per faculty where the area holds faculty content: General, the faculty user's and another's.
    for (const [i, faculty] of FACULTIES.entries())
      await seedEverywhere(`wombat${'abc'[i]}`, faculty, faculty === GENERAL_CODE ? 'FCS' : faculty)
  })

  for (const account of DEMO_ACCOUNTS)
    it(`${account.username} (level ${account.level}${account.FacultyCode ? `, ${account.FacultyCode}` : ''}) sees exactly what mayAccess allows`, async () => {
      const actor = { IsAdmin: account.level, FacultyCode: account.FacultyCode }
      const seen = new Set<string>()
      for (const faculty of FACULTIES) {
        const word = `wombat${'abc'[FACULTIES.indexOf(faculty)]}`
        const answer = await find(word, account.username)
        for (const group of answer.groups)
          for (const hit of group.hits as SearchHit[]) seen.add(`${group.area} ${hit.faculty ?? '-'}`)
      }
      const expected = new Set<string>()
      for (const area of SEARCH_AREAS) {
        if (!area.faculty) {
          if (mayAccess(actor, area.access)) expected.add(`${area.area} -`)
          continue
        }
        for (const [i, faculty] of FACULTIES.entries()) {
          // Each seeded faculty page is its own faculty; a course belongs to a faculty, never to General.
          const word = `wombat${'abc'[i]}`
          const code =
            area.area === 'faculties'
              ? `X${word.slice(-4).toUpperCase()}`
              : area.area === 'courses' && faculty === GENERAL_CODE
                ? 'FCS'
                : faculty
          if (mayAccess(actor, area.access, code)) expected.add(`${area.area} ${code}`)
        }
      }
      expect([...seen].sort()).toEqual([...expected].sort())
    })
})

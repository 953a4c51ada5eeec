import { randomBytes } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { image_size, published, published_state } from '../../src/server/db/schema'
import { rebuildPublished } from '../../src/server/public/rebuild'
import { runDueJobs } from '../../src/server/scheduler'
import type { CallSpec } from '../../src/shared/contract/define'
import { academics } from '../../src/shared/contract/academics'
import { alumni } from '../../src/shared/contract/alumni'
import { content } from '../../src/shared/contract/content'
import { event } from '../../src/shared/contract/event'
import { gallery } from '../../src/shared/contract/gallery'
import { headline } from '../../src/shared/contract/headline'
import { leadership } from '../../src/shared/contract/leadership'
import { news } from '../../src/shared/contract/news'
import { partners } from '../../src/shared/contract/partners'
import {
  PUBLIC_LISTS,
  publicAreaNamed,
  publicListSchema,
  publicRecordSchema,
} from '../../src/shared/contract/public'
import { records } from '../../src/shared/contract/records'
import { schedule } from '../../src/shared/contract/schedule'
import { slider } from '../../src/shared/contract/slider'
import { PUBLIC_AREAS, PUBLIC_PREFIX, type PublicArea } from '../../src/shared/rules/public'
import { SCHEDULED } from '../../src/shared/rules/schedule'
import { makePng } from '../support/images'
import { SAMPLE_BODIES } from '../support/sample-bodies'
import { useTestServer } from './helpers'

// Issue 46: what the public content API answers, over every public area of rules/public.ts, on PGlite and (with
// TEST_DATABASE_URL) on PostgreSQL. Records are made through the console's own calls, so the write path's
// `published` step, the upload and the clock decide what readers see, as they will in a deployment.

const clock = { at: Date.now() }
const server = useTestServer({ now: () => new Date(clock.at) })
const MINUTE = 60_000

const slate = (text: string) => JSON.stringify([{ type: 'heading-two', children: [{ text }] }])
const unique = () => randomBytes(4).toString('hex')

async function read(path: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const answer = await fetch(`${server.origin}${PUBLIC_PREFIX}/${path}`)
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> }
}

/** Keys a reader must never see anywhere in an answer: who saved it, audit data, dismissals, accounts. */
const HIDDEN =
  /^(InsertedBy|UpdatedBy|submittedBy|set_by|set_by_name|audit|a11yDismissals|dismissals?|reason|StaffID|StudentID|username|PasswordHash|token_hash|HeldBack|ViewCount|RequestKey|ContentHash|LikenessHash|visible_from|visible_until|search_text)$/i

function hiddenKeys(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => hiddenKeys(item, `${path}[${index}]`))
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value).flatMap(([key, inner]) => [
    ...(HIDDEN.test(key) ? [`${path}.${key}`] : []),
    ...hiddenKeys(inner, `${path}.${key}`),
  ])
}

type Item = Record<string, unknown> & { id: number; slug: string | null }

/** The list's records whose searched words hold `marker`, every page followed. */
async function listed(area: PublicArea, marker: string, extra = ''): Promise<Item[]> {
  const items: Item[] = []
  let cursor: string | null = null
  do {
    const after: string = cursor ? `&cursor=${cursor}` : ''
    const { status, body } = await read(`${area.path}?q=${marker}&limit=2${extra}${after}`)
    expect(status, JSON.stringify(body)).toBe(200)
    publicListSchema(area).parse(body)
    expect(hiddenKeys(body)).toEqual([])
    items.push(...(body.items as Item[]))
    cursor = body.next as string | null
  } while (cursor)
  return items
}

// --- The scheduled areas: one maker per area, from its contract's add and delete ---------------------

interface Maker {
  add: CallSpec
  delete: CallSpec
  body(title: string, on: boolean): Record<string, unknown>
}

const MAKERS: Record<string, Maker> = {
  news: {
    add: news.add,
    delete: news.delete,
    body: (title, on) => ({ title, status: on ? 1 : 0, content: slate(title), FacultyCode: 'General' }),
  },
  events: {
    add: event.add,
    delete: event.delete,
    body: (title, on) => ({
      title,
      eventDate: '2027-05-01',
      startTime: '09:00',
      endTime: '10:30',
      location: 'Main hall',
      status: on ? 1 : 0,
      content: slate(title),
      FacultyCode: 'General',
    }),
  },
  headlines: {
    add: headline.add,
    delete: headline.delete,
    body: (title, on) => ({
      linkTitle: title,
      linkPath: 'https://www.example.edu/news',
      bgColour: 'gold-dark',
      messageMsg: slate(title),
      status: on ? 1 : 0,
    }),
  },
  sliders: {
    add: slider.add,
    delete: slider.delete,
    body: (title, on) => ({
      title,
      caption: 'A new term',
      imagePosition: 4,
      btnName: 'Read more',
      btnLink: 'https://www.example.edu/',
      status: on ? 1 : 0,
    }),
  },
  partners: {
    add: partners.add,
    delete: partners.delete,
    body: (title, on) => ({ PartnerName: title, Status: on ? '1' : '0' }),
  },
  leadership: {
    add: leadership.add,
    delete: leadership.delete,
    body: (title, on) => ({
      title: 'Prof.',
      fullname: title,
      designation: 'Chair',
      position: 7,
      status: on ? 1 : 0,
      description: slate(title),
      category: 'Board',
    }),
  },
}

const SCHEDULED_AREAS = (PUBLIC_AREAS as readonly PublicArea[]).filter((area) => area.scheduled)

/** A body SPEC's form could send (tests/support/sample-bodies.ts), with the test's own values. */
const sample = (spec: CallSpec, values: object) => ({
  ...(SAMPLE_BODIES[`${spec.method} ${spec.path}`] as object),
  image: '',
  photo: '',
  ImagePath: '',
  ...values,
})

async function make(area: PublicArea, title: string, on: boolean, times: object = {}): Promise<number> {
  const maker = MAKERS[area.path]
  const made = await server.ok(
    maker.add,
    sample(maker.add, { ...maker.body(title, on), ...times }) as never,
    {
      as: 'admin',
    },
  )
  expect((made as { message: string }).message).toBe('success')
  return (made as { entry_id: number }).entry_id
}

/** The reader's name of the area's title column (news `title`, partners `name`). */
const titleName = (area: PublicArea) => {
  const column = area.scheduled ? SCHEDULED[area.scheduled].titleColumn : 'Title'
  return area.fields.find((field) => field.column === column)?.name ?? 'title'
}

beforeAll(async () => {
  await server.ok(schedule.setZone, { zone: 'Africa/Lagos' }, { as: 'admin' })
  await rebuildPublished(server.app.services.db, server.files)
})

describe('the public content API', () => {
  it('has a maker for every scheduled public area, so a new one cannot go untested', () => {
    expect(Object.keys(MAKERS).sort()).toEqual(SCHEDULED_AREAS.map((area) => area.path).sort())
  })

  it('answers every list and record of the demo university, built for records saved before it', async () => {
    for (const area of PUBLIC_LISTS) {
      const { status, body } = await read(area.path)
      if (area.single) {
        if (status === 404) continue
        publicRecordSchema(area).parse(body)
      } else {
        expect(status, area.path).toBe(200)
        publicListSchema(area).parse(body)
        for (const item of body.items as Item[])
          if (area.bySlug && item.slug) {
            const one = await read(`${area.path}/${item.slug}`)
            expect(one.status, `${area.path}/${item.slug}`).toBe(200)
            expect(one.body).toEqual(item)
          }
      }
      expect(hiddenKeys(body), area.path).toEqual([])
    }
    const newsList = await read('news?limit=100')
    expect((newsList.body.items as Item[]).length).toBeGreaterThan(0)
  })

  it.each(SCHEDULED_AREAS.map((area) => [area.path, area] as const))(
    '%s: never a Draft, a publish to come, a past unpublish or a deleted record; a late publish is on time',
    async (_, area) => {
      const marker = `m${unique()}`
      const name = (state: string) => `${marker} ${state}`
      const soon = new Date(clock.at + 2 * MINUTE).toISOString()
      const later = new Date(clock.at + 60 * MINUTE).toISOString()
      await make(area, name('published'), true)
      await make(area, name('draft'), false)
      await make(area, name('future'), true, { publishAt: later })
      await make(area, name('late'), true, { publishAt: soon })
      await make(area, name('ending'), true, { unpublishAt: soon })
      const deleted = await make(area, name('deleted'), true)
      await server.ok(MAKERS[area.path].delete, { EntryID: deleted } as never, { as: 'admin' })

      const titles = async () => (await listed(area, marker)).map((item) => item[titleName(area)]).sort()
      expect(await titles()).toEqual([name('ending'), name('published')])
      // The publish-at and unpublish-at pass; the scheduler has not run (it is off): readers see them at once.
      clock.at += 5 * MINUTE
      expect(await titles()).toEqual([name('late'), name('published')])
      // When the scheduler runs the jobs, the copies it writes answer the same.
      await runDueJobs(server.app.services.db, { now: new Date(clock.at) })
      expect(await titles()).toEqual([name('late'), name('published')])

      if (area.bySlug) {
        const items = await listed(area, marker)
        for (const item of items) expect((await read(`${area.path}/${item.slug}`)).body).toEqual(item)
        const gone = await read(`${area.path}/${name('ending').replace(' ', '-')}`)
        expect(gone.status).toBe(404)
        expect(gone.body.error).toMatch(/No published/)
      }
    },
  )

  it('gives rich text as its document and as HTML, and dates with the university offset', async () => {
    const marker = `m${unique()}`
    await make(publicAreaNamed('events'), `${marker} day`, true)
    const [item] = await listed(publicAreaNamed('events'), marker)
    expect(item).toMatchObject({
      date: '2027-05-01',
      startsAt: '2027-05-01T09:00:00+01:00',
      endsAt: '2027-05-01T10:30:00+01:00',
      location: 'Main hall',
      faculty: 'General',
    })
    const content = item.content as { document: unknown[]; html: string }
    expect(content.document).toEqual(JSON.parse(slate(`${marker} day`)))
    expect(content.html).toContain(`${marker} day`)
    const inRange = await listed(publicAreaNamed('events'), marker, '&from=2027-05-01&to=2027-05-01')
    expect(inRange).toHaveLength(1)
    expect(await listed(publicAreaNamed('events'), marker, '&to=2027-04-30')).toHaveLength(0)
    expect(await listed(publicAreaNamed('events'), marker, '&from=2027-05-02')).toHaveLength(0)
  })

  it('pages by cursor in a stable order when records sort equal', async () => {
    const area = publicAreaNamed('leadership')
    const marker = `m${unique()}`
    const ids: number[] = []
    for (const n of [1, 2, 3, 4, 5]) ids.push(await make(area, `${marker} ${n}`, true))
    const items = await listed(area, marker)
    expect(items.map((item) => item.id)).toEqual([...ids].sort((a, b) => a - b))
  })

  it('takes a record id past 2^31 and refuses a cursor it did not give', async () => {
    const big = 2 ** 31 + 7
    const marker = `m${unique()}`
    const body = JSON.stringify({
      id: big,
      slug: null,
      faculty: 'General',
      name: `${marker} big`,
      logo: null,
    })
    await server.app.services.db.insert(published).values({
      area: 'partners',
      record_id: big,
      faculty: 'General',
      sort_key: marker,
      search_text: `${marker} big`,
      body,
      etag: 'e',
    })
    const items = await listed(publicAreaNamed('partners'), marker)
    expect(items.map((item) => item.id)).toEqual([big])
    const past = Buffer.from(JSON.stringify([marker, big])).toString('base64url')
    expect((await read(`partners?cursor=${past}&q=${marker}`)).body).toEqual({ items: [], next: null })
    const bad = await read('partners?cursor=not-a-cursor')
    expect(bad.status).toBe(400)
    expect(bad.body.error).toMatch(/cursor/)
    expect((await read(`news/${big}`)).status).toBe(404)
    expect((await read('news?limit=101')).status).toBe(400)
  })
})

describe('revalidating a record by its slug', () => {
  it('answers 304 to the ETag it gave until the record changes, then the new record and ETag', async () => {
    const marker = `reval${unique()}`
    const newsArea = publicAreaNamed('news')
    const id = await make(newsArea, `${marker} first`, true)
    const [item] = await listed(newsArea, marker)
    const address = `${server.origin}${PUBLIC_PREFIX}/news/${item.slug}`
    const get = (ifNoneMatch?: string) =>
      fetch(address, { headers: ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {} })
    const first = await get()
    const etag = first.headers.get('etag') ?? ''
    expect(etag).toMatch(/^"[^"]+"$/)
    for (const tag of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await get(tag)
      expect(again.status, tag).toBe(304)
      expect(again.headers.get('etag')).toBe(etag)
      expect(again.headers.get('last-modified')).toBe(first.headers.get('last-modified'))
      expect(again.headers.get('cache-control')).toBe(first.headers.get('cache-control'))
      expect(await again.text()).toBe('')
    }
    expect((await get('"other"')).status).toBe(200)

    await server.ok(
      news.update,
      sample(news.update, {
        ...MAKERS.news.body(`${marker} first`, true),
        content: slate(`${marker} second`),
        id,
      }) as never,
      { as: 'admin' },
    )
    const changed = await get(etag)
    expect(changed.status).toBe(200)
    expect(changed.headers.get('etag')).not.toBe(etag)
    const body = (await changed.json()) as { content: { html: string } }
    expect(body.content.html).toContain(`${marker} second`)

    await server.ok(news.delete, { EntryID: id } as never, { as: 'admin' })
    expect((await get('*')).status).toBe(404)
  })
})

describe('revalidating a list', () => {
  it('answers 304 until a publish, an edit, an unpublish-at passing at its second or a deletion changes it', async () => {
    const marker = `relist${unique()}`
    const newsArea = publicAreaNamed('news')
    // An unpublish-at on a whole minute, so the second it passes is the clock's to choose.
    const ends = Math.ceil((clock.at + 2 * MINUTE) / MINUTE) * MINUTE
    const staying = await make(newsArea, `${marker} staying`, true)
    await make(newsArea, `${marker} ending`, true, { unpublishAt: new Date(ends).toISOString() })
    const address = `${server.origin}${PUBLIC_PREFIX}/news?q=${marker}&limit=20`
    const get = (ifNoneMatch?: string) =>
      fetch(address, { headers: ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {} })
    const titles = async (answer: Response) =>
      ((await answer.json()) as { items: { title: string }[] }).items.map((item) => item.title).sort()
    /** The list's answer to the ETag it last gave: 304 with the same ETag, or 200 with a new one. */
    const revalidated = async (etag: string) => {
      const answer = await get(etag)
      if (answer.status === 304) {
        expect(answer.headers.get('etag')).toBe(etag)
        expect(await answer.text()).toBe('')
        return { status: 304, etag, titles: [] as string[] }
      }
      expect(answer.status).toBe(200)
      const now = answer.headers.get('etag') ?? ''
      expect(now).not.toBe(etag)
      // The new ETag is the one a plain request gives, and revalidates.
      expect((await get()).headers.get('etag')).toBe(now)
      expect((await get(now)).status).toBe(304)
      return { status: 200, etag: now, titles: await titles(answer) }
    }

    const first = await get()
    let etag = first.headers.get('etag') ?? ''
    expect(etag).toMatch(/^"[^"]+"$/)
    expect(await titles(first)).toEqual([`${marker} ending`, `${marker} staying`])
    expect((await revalidated(etag)).status).toBe(304)
    expect((await get(`"other", ${etag}`)).status).toBe(304)

    // A second before its unpublish-at the answer is the same; at that second the record has left it.
    clock.at = ends - 1000
    expect((await revalidated(etag)).status).toBe(304)
    clock.at = ends
    let now = await revalidated(etag)
    expect(now).toMatchObject({ status: 200, titles: [`${marker} staying`] })
    etag = now.etag

    const added = await make(newsArea, `${marker} added`, true)
    now = await revalidated(etag)
    expect(now).toMatchObject({ status: 200, titles: [`${marker} added`, `${marker} staying`] })
    etag = now.etag

    await server.ok(
      news.update,
      sample(news.update, {
        ...MAKERS.news.body(`${marker} staying`, true),
        content: slate(`${marker} edited`),
        id: staying,
      }) as never,
      { as: 'admin' },
    )
    now = await revalidated(etag)
    expect(now.status).toBe(200)
    etag = now.etag

    await server.ok(news.delete, { EntryID: added } as never, { as: 'admin' })
    now = await revalidated(etag)
    expect(now).toMatchObject({ status: 200, titles: [`${marker} staying`] })
    expect((await revalidated(now.etag)).status).toBe(304)
  })
})

describe('compressed answers kept by ETag', () => {
  it('answers each coding in its own bytes, again and again, and the new answer once a record changes', async () => {
    const marker = `coded${unique()}`
    const newsArea = publicAreaNamed('news')
    const id = await make(newsArea, `${marker} first`, true)
    // A long story, so the list is over the compression threshold.
    await server.ok(
      news.update,
      sample(news.update, {
        ...MAKERS.news.body(`${marker} first`, true),
        content: slate(`${marker} first `.repeat(200)),
        id,
      }) as never,
      { as: 'admin' },
    )
    const [item] = await listed(newsArea, marker)
    for (const path of [`news?q=${marker}`, `news/${item.slug}`]) {
      const get = (coding: string) =>
        fetch(`${server.origin}${PUBLIC_PREFIX}/${path}`, { headers: { 'accept-encoding': coding } })
      const plain = await get('identity')
      expect(plain.headers.get('content-encoding')).toBeNull()
      const text = await plain.text()
      for (const coding of ['br', 'gzip', 'deflate', 'identity', 'br', 'gzip', 'deflate', 'identity']) {
        const answer = await get(coding)
        expect(answer.status).toBe(200)
        expect(answer.headers.get('content-encoding'), `${path} ${coding}`).toBe(
          coding === 'identity' ? null : coding,
        )
        expect(answer.headers.get('vary')).toMatch(/accept-encoding/i)
        expect(answer.headers.get('etag')).toBe(plain.headers.get('etag'))
        expect(await answer.text()).toBe(text)
      }
    }

    await server.ok(
      news.update,
      sample(news.update, {
        ...MAKERS.news.body(`${marker} first`, true),
        content: slate(`${marker} second `.repeat(200)),
        id,
      }) as never,
      { as: 'admin' },
    )
    for (const path of [`news?q=${marker}`, `news/${item.slug}`])
      for (const coding of ['br', 'gzip', 'identity']) {
        const answer = await fetch(`${server.origin}${PUBLIC_PREFIX}/${path}`, {
          headers: { 'accept-encoding': coding },
        })
        expect(await answer.text(), `${path} ${coding}`).toContain(`${marker} second`)
      }
  })
})

describe('areas published when saved', () => {
  it('a faculty page and a course page with its about page, until removed', async () => {
    const code = `F${unique().toUpperCase()}`
    const faculty = await server.ok(
      records.add,
      {
        kind: 'faculties',
        values: { FacultyCode: code, FacultyName: `Faculty ${code}`, FacultyDean: 'Prof. Eze' },
      },
      { as: 'admin' },
    )
    const faculties = await listed(publicAreaNamed('faculties'), code.toLowerCase())
    expect(faculties.map((item) => item.code)).toEqual([code])
    expect((await read(`faculties/${faculties[0].slug}`)).body).toEqual(faculties[0])

    const courseCode = `C${unique().toUpperCase()}`
    const course = await server.ok(
      records.add,
      {
        kind: 'courses',
        values: { CourseCode: courseCode, CourseName: `Course ${courseCode}`, FacultyCode: code },
      },
      { as: 'admin' },
    )
    await server.ok(
      academics.courseAboutAdd,
      sample(academics.courseAboutAdd, {
        courseCode,
        courseName: `Course ${courseCode}`,
        slug: `course-${courseCode.toLowerCase()}`,
        content: slate('About it'),
        CourseHOD: 'Dr. Ada',
      }) as never,
      { as: 'admin' },
    )
    const [item] = await listed(publicAreaNamed('courses'), courseCode.toLowerCase(), `&faculty=${code}`)
    expect(item).toMatchObject({ code: courseCode, faculty: code, headOfDepartment: 'Dr. Ada' })
    expect((item.about as { html: string }).html).toContain('About it')
    expect((await read(`courses/${item.slug}`)).status).toBe(200)

    // A course without an about page, and a faculty without courses, may be removed: their pages go with them.
    const bare = `C${unique().toUpperCase()}`
    const removable = await server.ok(
      records.add,
      { kind: 'courses', values: { CourseCode: bare, CourseName: `Course ${bare}`, FacultyCode: code } },
      { as: 'admin' },
    )
    const [bareItem] = await listed(publicAreaNamed('courses'), bare.toLowerCase())
    expect((await read(`courses/${bareItem.slug}`)).status).toBe(200)
    await server.ok(
      records.remove,
      { kind: 'courses', EntryID: removable.entry_id as number },
      { as: 'admin' },
    )
    expect((await read(`courses/${bareItem.slug}`)).status).toBe(404)
    const lone = `F${unique().toUpperCase()}`
    const loneFaculty = await server.ok(
      records.add,
      {
        kind: 'faculties',
        values: { FacultyCode: lone, FacultyName: `Faculty ${lone}`, FacultyDean: 'Dr. Obi' },
      },
      { as: 'admin' },
    )
    const [loneItem] = await listed(publicAreaNamed('faculties'), lone.toLowerCase())
    await server.ok(
      records.remove,
      { kind: 'faculties', EntryID: loneFaculty.entry_id as number },
      { as: 'admin' },
    )
    expect((await read(`faculties/${loneItem.slug}`)).status).toBe(404)
    expect(faculty.message).toBe('success')
    expect(course.message).toBe('success')
  })

  it('faculties imported from a CSV file, and a faculty renamed by the next import', async () => {
    const code = `F${unique().toUpperCase()}`
    const admin = await server.token('admin')
    const imported = (name: string, apply: boolean) =>
      server.api(`records/import/faculties${apply ? '?apply=1' : ''}`, {
        method: 'POST',
        token: admin,
        headers: { 'content-type': 'text/csv' },
        body: `FacultyCode,FacultyName\n${code},${name}\n`,
      })
    expect((await imported(`Faculty ${code} preview`, false)).status).toBe(200)
    expect(await listed(publicAreaNamed('faculties'), code.toLowerCase())).toEqual([])
    expect((await imported(`Faculty ${code} first`, true)).status).toBe(200)
    const [first] = await listed(publicAreaNamed('faculties'), code.toLowerCase())
    expect(first.name).toBe(`Faculty ${code} first`)
    expect((await imported(`Faculty ${code} renamed`, true)).status).toBe(200)
    expect((await read(`faculties/${first.slug}`)).body.name).toBe(`Faculty ${code} renamed`)
  })

  it('alumni feedback, until deleted', async () => {
    const marker = `m${unique()}`
    const made = await server.ok(
      alumni.feedbackAdd,
      {
        StudentID: 'BU/17/CSC/1234',
        StudentName: 'Katherine Johnson',
        Title: `${marker} years`,
        Description: slate('Great'),
      } as never,
      { as: 'admin' },
    )
    const [item] = await listed(publicAreaNamed('alumni-feedback'), marker)
    expect(item).toMatchObject({ title: `${marker} years`, studentName: 'Katherine Johnson' })
    await server.ok(
      alumni.feedbackDelete,
      { ImagePath: 'none', EntryID: (made as { entry_id: number }).entry_id },
      { as: 'admin' },
    )
    expect(await listed(publicAreaNamed('alumni-feedback'), marker)).toEqual([])
  })

  it('the home content', async () => {
    await server.ok(content.add, sample(content.add, { DiscoverContent: slate('Discover us') }) as never, {
      as: 'admin',
    })
    const { status, body } = await read('home')
    expect(status).toBe(200)
    publicRecordSchema(publicAreaNamed('home')).parse(body)
    expect((body.discover as { html: string }).html).toContain('Discover us')
  })

  it('a gallery photo is held back without alternative text, and shown with its renditions once described', async () => {
    const { category, SubCategoryID } = await server.galleryBatch(await server.token('admin'))
    const marker = `m${unique()}`
    const made = await server.ok(
      gallery.add,
      sample(gallery.add, {
        category,
        SubCategoryID,
        ImageTitle: `${marker} hall`,
        idempotencyKey: undefined,
      }) as never,
      { as: 'admin' },
    )
    const EntryID = (made as { entry_id: number }).entry_id
    const sent = await server.sendPhoto(gallery.uploadPhoto, EntryID, 'hall.png', makePng(1200, 600))
    expect(sent.status).toBe(200)
    const area = publicAreaNamed('gallery')
    expect(await listed(area, marker)).toEqual([])

    const [row] = await server.ok(gallery.get, { EntryID } as never, { as: 'admin' }).then((one) => [one])
    await server.ok(
      gallery.update,
      {
        ...(row as object),
        id: EntryID,
        category,
        CategoryID: category,
        SubCategoryID,
        ImageAlt: 'The great hall',
      } as never,
      { as: 'admin' },
    )
    const [item] = await listed(area, marker)
    expect(item.media).toMatchObject({
      kind: 'image',
      alt: 'The great hall',
      width: 1200,
      height: 600,
      renditions: [
        { size: 'sm', width: 160, height: 80 },
        { size: 'md', width: 800, height: 400 },
      ],
    })
    expect((item.media as { srcset: string }).srcset).toMatch(/ 160w, .* 800w, .* 1200w$/)
    // A photo stored before sizes were kept is measured from the store when the projection is rebuilt.
    const { db } = server.app.services
    await db.delete(image_size)
    await db.delete(published_state)
    await db.delete(published).where(eq(published.area, 'gallery'))
    expect(await listed(area, marker)).toEqual([])
    await rebuildPublished(db, server.files)
    expect(await listed(area, marker)).toEqual([item])
    const page = await read(`gallery?q=${marker}`)
    expect((page.body.categories as Item[]).some((each) => each.id === SubCategoryID)).toBe(true)
  })
})

describe('on the desktop app’s embedded server', () => {
  it('answers the public API without the launch secret only when the deployment turns it on', async () => {
    const { buildServer } = await import('../../src/server/app')
    const common = {
      db: server.app.services.db,
      uploadsDir: server.uploadsDir,
      files: server.files,
      launchSecret: 'the-launch-secret',
      scheduling: false,
      a11yPass: false,
      likenessBackfill: false,
      publishedRebuild: false,
      logger: { level: 'error' },
    } as const
    const on = await buildServer({ ...common, publicApi: { origins: [] } })
    const off = await buildServer({ ...common, publicApi: false })
    try {
      expect((await on.inject(`${PUBLIC_PREFIX}/news`)).statusCode).toBe(200)
      expect((await on.inject('/api/news/list/all/General')).statusCode).toBe(403)
      expect((await off.inject(`${PUBLIC_PREFIX}/news`)).statusCode).toBe(403)
    } finally {
      await Promise.all([on.close(), off.close()])
    }
  })
})

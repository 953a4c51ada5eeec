import { eq, getTableColumns } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'
import * as schema from '../../src/server/db/schema'
import { CHECKED_AREAS, CHECKED_TABLES, type CheckedTable } from '../../src/shared/rules/a11y/areas'
import { SAMPLE_BODIES } from '../support/sample-bodies'
import { useTestServer } from './helpers'

// Issue 27: every image of every checked area keeps its alternative text and decorative choice. A save that
// sends them stores them and the record's answer gives them back; an update from SPEC's client (which sends
// none) keeps them as stored, and its add leaves them empty.

const server = useTestServer()
const as = { as: 'admin' }
let serial = 0
const unique = (text: string) => `${text} alt ${process.pid} ${++serial}`

type Body = Record<string, unknown>
const sample = (call: string): Body => ({ ...(SAMPLE_BODIES[call] as Body) })

/** How each area is saved and read: the old client's add and update, and the row's answer path. */
interface AreaSaves {
  /** Adds a record from the old client's body plus `extra`; answers its id (what names it in `update`). */
  add(extra: Body): Promise<number>
  /** Updates the record from the old client's body plus `extra`. */
  update(id: number, extra: Body): Promise<void>
  /** The record as its read-one answers it. */
  answer(id: number): Promise<Body>
  table: PgTable
}

async function saved(method: string, path: string, body: Body): Promise<Body> {
  const answer = await server.raw(method, path, body, as)
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  expect(answer.body.message, JSON.stringify(answer.body)).toBe('success')
  return answer.body
}
const entryOf = (body: Body) => body.entry_id as number
const get = async (path: string) => {
  const answer = await server.raw('GET', path, undefined, as)
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body
}

/** An area whose add and update are two calls, each body from SAMPLE_BODIES with a new title. */
function twoCalls(
  table: PgTable,
  add: string,
  update: string,
  one: string,
  title: (name: string) => Body,
): AreaSaves {
  const [addMethod, addPath] = add.split(' ')
  const [updateMethod, updatePath] = update.split(' ')
  return {
    table,
    add: async (extra) =>
      entryOf(await saved(addMethod, addPath, { ...sample(add), ...title(unique('Add')), ...extra })),
    async update(id, extra) {
      await saved(updateMethod, updatePath, { ...sample(update), ...title(unique('Update')), id, ...extra })
    },
    answer: (id) => get(`${one}/${id}`),
  }
}

let gallery: { category: number; SubCategoryID: number } | undefined
const galleryBatch = async () => (gallery ??= await server.galleryBatch(await server.token('admin')))

const AREAS: Record<CheckedTable, AreaSaves | null> = {
  news: twoCalls(schema.news, 'POST news/add', 'PATCH news/update', 'news/one', (title) => ({ title })),
  event: twoCalls(schema.event, 'POST event/add', 'PATCH event/update', 'event/one', (title) => ({ title })),
  leadership: twoCalls(
    schema.leadership,
    'POST leadership/add',
    'PATCH leadership/update',
    'leadership/one',
    (fullname) => ({ fullname }),
  ),
  alumni_feedback: {
    table: schema.alumni_feedback,
    add: async (extra) =>
      entryOf(
        await saved('POST', 'student/alumni/feedback/add', {
          ...sample('POST student/alumni/feedback/add'),
          Title: unique('Feedback'),
          ...extra,
        }),
      ),
    async update(id, extra) {
      await saved('POST', 'student/alumni/feedback/add', {
        ...sample('POST student/alumni/feedback/add'),
        Title: unique('Feedback'),
        id,
        ...extra,
      })
    },
    answer: (id) => get(`student/alumni/feedback/one/${id}`),
  },
  gallery: {
    table: schema.gallery,
    add: async (extra) => {
      const body: Body = {
        ...sample('POST gallery/add'),
        ...(await galleryBatch()),
        ImageTitle: unique('Photo'),
      }
      delete body.idempotencyKey
      return entryOf(await saved('POST', 'gallery/add', { ...body, ...extra }))
    },
    async update(id, extra) {
      const where = await galleryBatch()
      await saved('PATCH', 'gallery/update', {
        ...sample('PATCH gallery/update'),
        ...where,
        CategoryID: where.category,
        ImageTitle: unique('Photo'),
        id,
        ...extra,
      })
    },
    answer: (id) => get(`gallery/one/${id}`),
  },
  // No image: its bodies take only the dismissals (the gate's business, not this test's).
  headline: null,
  slider: twoCalls(schema.slider, 'POST slider/add', 'PATCH slider/update', 'slider/one', (title) => ({
    title,
  })),
  partner: twoCalls(
    schema.partner,
    'POST general/partner/add',
    'PATCH general/partner/update',
    'general/partner/one',
    (PartnerName) => ({ PartnerName }),
  ),
  // One page per faculty and per course, one home content: "add" saves the existing record again.
  faculty: onePage(schema.faculty, 'POST academics/faculty/details/add', 'academics/faculty/one/FCS'),
  course_about: onePage(
    schema.course_about,
    'POST academics/course/details/add',
    'academics/course/about/one/CSC',
  ),
  home_content: onePage(schema.home_content, 'POST general/content/add', null),
}

function onePage(table: PgTable, call: string, one: string | null): AreaSaves {
  const [method, path] = call.split(' ')
  const save = async (extra: Body) => entryOf(await saved(method, path, { ...sample(call), ...extra }))
  return {
    table,
    add: save,
    update: async (_id, extra) => void (await save(extra)),
    answer: (id) => get(one ?? `general/content/one/${id}`),
  }
}

/** The alt columns of a stored record, straight from its table. */
async function stored(area: AreaSaves, id: number): Promise<Body> {
  const columns = getTableColumns(area.table) as Record<string, PgColumn>
  const [row] = await server.database.db.select().from(area.table).where(eq(columns.EntryID, id))
  return row as Body
}

/** For every image of the area: its alt text and decorative choice, from `text` and `decorative`. */
function altOf(table: CheckedTable, text: (alt: string) => string | null, decorative: boolean): Body {
  return Object.fromEntries(
    CHECKED_AREAS[table].images.flatMap((image) => [
      [image.alt, text(image.alt)],
      [image.decorative, decorative],
    ]),
  )
}

describe.each(CHECKED_TABLES.filter((table) => AREAS[table]).map((table) => [table]))('%s', (table) => {
  const area = AREAS[table]!
  const typed = altOf(table, (alt) => `Students at the ${alt} open day`, false)

  it('stores the alt text a save sends, answers it, and keeps it through an update that sends none', async () => {
    const id = await area.add(typed)
    expect(await area.answer(id)).toMatchObject(typed)

    await area.update(id, {})
    expect(await stored(area, id)).toMatchObject(typed)
    expect(await area.answer(id)).toMatchObject(typed)

    const decorative = altOf(table, () => null, true)
    await area.update(id, decorative)
    expect(await stored(area, id)).toMatchObject(decorative)
  })

  it('stores blank alt text as none', async () => {
    const id = await area.add(altOf(table, () => '   ', false))
    expect(await stored(area, id)).toMatchObject(altOf(table, () => null, false))
  })
})

describe('the old client', () => {
  it.each([['news'], ['slider'], ['gallery']] as const)(
    'adds a %s without alt text: none, not decorative',
    async (table) => {
      const area = AREAS[table]!
      const id = await area.add({})
      expect(await stored(area, id)).toMatchObject(altOf(table, () => null, false))
    },
  )
})

describe('leadership enrol', () => {
  it.each([['POST leadership/senate/enrol'], ['POST leadership/management/enrol']])(
    '%s stores the alt text, and a second enrol without it keeps it',
    async (call) => {
      const [method, path] = call.split(' ')
      const fullname = unique('Enrolled')
      const first = await saved(method, path, { ...sample(call), fullname, ImageAlt: 'The dean smiling' })
      const again = await saved(method, path, { ...sample(call), fullname, id: entryOf(first) })
      expect(entryOf(again)).toBe(entryOf(first))
      expect(await AREAS.leadership!.answer(entryOf(first))).toMatchObject({ ImageAlt: 'The dean smiling' })
    },
  )
})

import { beforeAll, describe, expect, it } from 'vitest'
import { contract } from '../../src/shared/contract'
import { ErrorAnswer, type CallSpec } from '../../src/shared/contract/define'
import { MAX_RECORD_ID } from '../../src/shared/rules/ids'
import { gallery as galleryTable } from '../../src/server/db/schema'
import { useTestServer } from './helpers'

// Issue 23 "Edits that can be linked": each update screen's record by its id (`news/one/:EntryID`), so the
// screen can be opened from its address. Each call answers the row its list shows, to the levels its list
// admits; faculty content only to its own faculty's editors; an unknown id is a 404 that says so.

const server = useTestServer()
beforeAll(async () => {
  // The demo data has no gallery photo: one, as the bulk upload would leave it.
  const batch = await server.galleryBatch(await server.token('admin'))
  await server.database.db.insert(galleryTable).values({
    ImageTitle: 'Library at night',
    CategoryID: batch.category,
    SubCategoryID: batch.SubCategoryID,
    InsertedBy: 'Amina Halima Bello',
  })
})

const get = (path: string, username?: string) => server.raw('GET', path, undefined, { as: username })

/** The rows a list call answers the admin. */
async function listed<T>(path: string): Promise<T[]> {
  const { status, body } = await server.raw<T[]>('GET', path, undefined, { as: 'admin' })
  expect(status).toBe(200)
  return body
}

interface AreaCase {
  call: string
  spec: CallSpec
  /** The record's history call (issue 25): same access, same 404. */
  history: CallSpec
  /** The list the record is read from, and its 404's reason. */
  list: string
  notFound: string
  /** A level the list refuses. */
  refused: string
}

const AREAS: AreaCase[] = [
  {
    call: 'headline.get',
    spec: contract.headline.get,
    history: contract.headline.history,
    list: 'news/headline_list/all',
    notFound: 'No headline with this id',
    refused: 'faculty',
  },
  {
    call: 'slider.get',
    spec: contract.slider.get,
    history: contract.slider.history,
    list: 'slider/homepage',
    notFound: 'No slider with this id',
    refused: 'dssd',
  },
  {
    call: 'partners.get',
    spec: contract.partners.get,
    history: contract.partners.history,
    list: 'general/partner/list',
    notFound: 'No partner with this id',
    refused: 'faculty',
  },
  {
    call: 'leadership.get',
    spec: contract.leadership.get,
    history: contract.leadership.history,
    list: 'leadership/list',
    notFound: 'No leadership record with this id',
    refused: 'department',
  },
  {
    call: 'alumni.feedbackGet',
    spec: contract.alumni.feedbackGet,
    history: contract.alumni.feedbackHistory,
    list: 'student/alumni/feedback',
    notFound: 'No feedback with this id',
    refused: 'faculty',
  },
  {
    call: 'gallery.get',
    spec: contract.gallery.get,
    history: contract.gallery.history,
    list: 'gallery/list',
    notFound: 'No gallery item with this id',
    refused: 'faculty',
  },
]

/** A list's row with the version the read-one answer carries (issue 25): the answer's schema requires it. */
const versioned = (row: object, answer: unknown) => ({
  ...row,
  version: (answer as { version?: unknown }).version,
})

const one = (spec: CallSpec, id: number | string) => spec.path.replace(':EntryID', String(id))

describe.each(AREAS)('$call', ({ spec, history, list, notFound, refused }) => {
  it('answers the row its list shows for that id', async () => {
    const rows = await listed<{ EntryID: number }>(list)
    expect(rows.length).toBeGreaterThan(0)
    for (const row of [rows[0], rows[rows.length - 1]]) {
      const { status, body } = await get(one(spec, row.EntryID), 'admin')
      expect(status).toBe(200)
      expect(spec.answer.parse(body)).toEqual(spec.answer.parse(versioned(row, body)))
    }
  })

  it('refuses whom its list refuses, and a caller without a session', async () => {
    const [row] = await listed<{ EntryID: number }>(list)
    expect((await get(one(spec, row.EntryID), refused)).status).toBe(403)
    expect((await get(one(spec, row.EntryID))).status).toBe(401)
  })

  it('answers 404 with its reason for an id no record has, and 400 for one no record can have', async () => {
    const missing = await get(one(spec, MAX_RECORD_ID), 'admin')
    expect(missing.status).toBe(404)
    expect(ErrorAnswer.parse(missing.body)).toEqual({ message: notFound, field: 'EntryID' })
    for (const bad of [String(2 ** 31), '99999999999', '0', '-1', 'abc'])
      expect((await get(one(spec, bad), 'admin')).status, bad).toBe(400)
  })

  it('answers the history of the record it reads, to whom it answers the record', async () => {
    const [row] = await listed<{ EntryID: number }>(list)
    const read = await get(one(spec, row.EntryID), 'admin')
    const versions = await get(one(history, row.EntryID), 'admin')
    expect(versions.status).toBe(200)
    const answered = history.answer.parse(versions.body) as { version: number }[]
    // The newest version is the one the record is read at (0: none kept yet, a seeded record).
    expect(answered[0]?.version ?? 0).toBe((read.body as { version?: unknown }).version)
    expect((await get(one(history, row.EntryID), refused)).status).toBe(403)
    expect((await get(one(history, row.EntryID))).status).toBe(401)
    const missing = await get(one(history, MAX_RECORD_ID), 'admin')
    expect(ErrorAnswer.parse(missing.body)).toEqual({ message: notFound, field: 'EntryID' })
  })
})

describe.each([
  { area: 'news', spec: contract.news.get, history: contract.news.history, notFound: 'No news with this id' },
  {
    area: 'event',
    spec: contract.event.get,
    history: contract.event.history,
    notFound: 'No event with this id',
  },
] as const)('$area.get, faculty content', ({ area, spec, notFound }) => {
  const rowsOf = (code: string) =>
    listed<{ EntryID: number; FacultyCode: string }>(`${area}/list/all/${code}`)

  it('answers a general record to the levels of the general list, and the list row itself', async () => {
    const [row] = await rowsOf('General')
    for (const username of ['admin', 'dssd']) {
      const { status, body } = await get(one(spec, row.EntryID), username)
      expect(status, username).toBe(200)
      expect(spec.answer.parse(body)).toEqual(spec.answer.parse(versioned(row, body)))
    }
    // A Faculty editor works on their own faculty only; a Department user has no news or events at all.
    expect((await get(one(spec, row.EntryID), 'faculty')).status).toBe(403)
    expect((await get(one(spec, row.EntryID), 'department')).status).toBe(403)
  })

  it("answers a faculty's own record to its editor, and refuses another faculty's", async () => {
    const made = await server.api(`${area}/add`, {
      method: 'POST',
      token: await server.token('admin'),
      json: bodyFor(area, 'FCS'),
    })
    expect(made.status).toBe(200)
    const other = await server.api(`${area}/add`, {
      method: 'POST',
      token: await server.token('admin'),
      json: bodyFor(area, 'FMSS'),
    })
    expect(other.status).toBe(200)
    const [own] = await rowsOf('FCS')
    const [foreign] = await rowsOf('FMSS')
    const allowed = await get(one(spec, own.EntryID), 'faculty')
    expect(allowed.status).toBe(200)
    expect(spec.answer.parse(allowed.body)).toMatchObject({ EntryID: own.EntryID, FacultyCode: 'FCS' })
    const refused = await get(one(spec, foreign.EntryID), 'faculty')
    expect(refused.status).toBe(403)
    // The refusal gives nothing of the record away.
    expect(JSON.stringify(refused.body)).not.toContain('FMSS')
  })

  it('answers 404 with its reason, and 400 for an id past the largest one', async () => {
    const missing = await get(one(spec, MAX_RECORD_ID), 'admin')
    expect(missing.status).toBe(404)
    expect(ErrorAnswer.parse(missing.body).message).toBe(notFound)
    expect((await get(one(spec, String(2 ** 31)), 'admin')).status).toBe(400)
  })
})

const richText = JSON.stringify([{ type: 'paragraph', children: [{ text: 'Linked.' }] }])
let made = 0
/** An add body of the news or event form, under a faculty, with a title no other test uses. */
function bodyFor(area: 'news' | 'event', FacultyCode: string) {
  made += 1
  const title = `Linkable ${area} ${FacultyCode} ${made}`
  if (area === 'news')
    return {
      title,
      image: '',
      status: 1,
      content: richText,
      FacultyCode,
      photo: '',
      ImagePath: '',
      submittedBy: '',
    }
  return {
    title,
    eventDate: '2026-12-20',
    startTime: '10:00',
    endTime: '12:00',
    location: 'Main Hall',
    status: 1,
    content: richText,
    FacultyCode,
    image: '',
    photo: '',
    ImagePath: '',
    InsertedBy: '',
  }
}

describe('accounts.get', () => {
  it('answers an account as the list shows it, and refuses one its caller may not manage', async () => {
    const rows = await listed<{ StaffID: number; username: string }>('accounts/list')
    const department = rows.find((row) => row.username === 'department')!
    const admin = rows.find((row) => row.username === 'admin')!
    const { status, body } = await get(`accounts/one/${department.StaffID}`, 'admin')
    expect(status).toBe(200)
    expect(contract.accounts.get.answer.parse(body)).toEqual(
      contract.accounts.get.answer.parse(versioned(department, body)),
    )
    // The Faculty admin of FCS manages FCS's Department users only: not FMSS's, not a Super Admin.
    expect((await get(`accounts/one/${department.StaffID}`, 'faculty')).status).toBe(403)
    expect((await get(`accounts/one/${admin.StaffID}`, 'faculty')).status).toBe(403)
    expect((await get(`accounts/one/${admin.StaffID}`, 'dssd')).status).toBe(403)
    expect((await get(`accounts/one/${MAX_RECORD_ID}`, 'admin')).status).toBe(404)
    expect((await get(`accounts/one/${2 ** 31}`, 'admin')).status).toBe(400)
  })
})

describe('records.get', () => {
  it('answers a record as its list shows it, 404 for an unknown one, 403 below the records level', async () => {
    const [row] = await listed<{ EntryID: number }>('records/list/staff')
    const { status, body } = await get(`records/one/staff/${row.EntryID}`, 'admin')
    expect(status).toBe(200)
    expect(body).toEqual(versioned(row, body))
    expect((await get(`records/one/staff/${row.EntryID}`, 'faculty')).status).toBe(403)
    expect((await get(`records/one/staff/${MAX_RECORD_ID}`, 'admin')).status).toBe(404)
    expect((await get(`records/one/staff/${2 ** 31}`, 'admin')).status).toBe(400)
    expect((await get(`records/one/no-such-kind/${row.EntryID}`, 'admin')).status).toBe(400)
  })
})

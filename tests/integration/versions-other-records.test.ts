import { describe, expect, it } from 'vitest'
import { academics } from '../../src/shared/contract/academics'
import { accounts, type AccountAddBody } from '../../src/shared/contract/accounts'
import { content } from '../../src/shared/contract/content'
import type { RecordVersion } from '../../src/shared/contract/define'
import { general } from '../../src/shared/contract/general'
import { permission } from '../../src/shared/contract/permission'
import { STALE_VERSION, VERSION_HEADER } from '../../src/shared/rules/versions'
import { useTestServer, withValues } from './helpers'

// Issue 25 for the records an update screen opens that are not an area's EntryID row: the home content, a
// faculty's page, a course's page, a staff account and its permission group. Each screen's own read answers
// the record's version; a save from it keeps a version its history shows, a save based on an older version
// is refused (409) with the record left as the other editor saved it, and SPEC's old client, which sends no
// version, still saves (last save wins, docs/spec-deviations.md).

const server = useTestServer()

const paragraph = (text: string) => JSON.stringify([{ type: 'paragraph', children: [{ text }] }])
const headers = (version?: number): Record<string, string> =>
  version === undefined ? {} : { [VERSION_HEADER]: String(version) }

/** One kind of record, as its screen reads and saves it. */
interface RecordCase<Key> {
  name: string
  /** A record of this kind for one test alone (or the one there is). */
  make(): Promise<Key>
  /** The record as its screen opens it: its version and the value the tests change. */
  open(key: Key): Promise<{ version: number; value: unknown }>
  /** The screen's save of `value`, from a form opened at `version` (none: the old client). */
  save(key: Key, value: unknown, version?: number): Promise<{ status: number; body: unknown }>
  history(key: Key): Promise<RecordVersion[]>
  /** The column the value is kept in, as a version names it. */
  column: string
  /** Three values a save can set, none the record's first. */
  values: readonly [unknown, unknown, unknown]
}

let seq = 0
function person(overrides: Partial<AccountAddBody> = {}): AccountAddBody {
  seq++
  return {
    FirstName: 'Versioned',
    MiddleName: '',
    Surname: `Person${seq}`,
    username: `versioned.person${seq}`,
    Email: null,
    designation: 'Web Editor',
    IsAdmin: 3,
    FacultyCode: 'FCS',
    ...overrides,
  }
}
const newAccount = async () => (await server.ok(accounts.add, person(), { as: 'admin' })).entry_id

const homeContent: RecordCase<null> = {
  name: 'the home content',
  async make() {
    // The first save makes the one record; later ones update it.
    const made = await server.call(content.add, homeBody(paragraph('Home as first saved')), { as: 'admin' })
    expect(made.status).toBe(200)
    return null
  },
  async open() {
    const home = (await server.ok(general.dashboardCount, {}, { as: 'admin' })).HomeContent
    if (!home) throw new Error('no home content')
    const opened = await server.ok(content.get, { EntryID: home.EntryID }, { as: 'admin' })
    expect(opened.version).toBe(home.version)
    return { version: home.version, value: home.AboutContent }
  },
  save: (_key, value, version) =>
    server.call(content.add, homeBody(value as string), { as: 'admin', headers: headers(version) }),
  async history() {
    const home = (await server.ok(general.dashboardCount, {}, { as: 'admin' })).HomeContent
    const EntryID = home!.EntryID
    return withValues(server.ok(content.history, { EntryID }, { as: 'admin' }), (version) =>
      server.ok(content.version, { EntryID, version }, { as: 'admin' }),
    )
  },
  column: 'AboutContent',
  values: [paragraph('About us, first'), paragraph('About us, second'), paragraph('About us, third')],
}
function homeBody(about: string) {
  const text = paragraph('Home text')
  return {
    DiscoverContent: text,
    AboutContent: about,
    CampusContent: text,
    CampusContent2: text,
    EducationContent: text,
    RegistryContent: text,
    InsertedBy: 'Test Writer',
  }
}

const facultyCodes = ['FCS', 'FMSS', 'FENG']
const facultyPage: RecordCase<string> = {
  name: "a faculty's page",
  make: async () => facultyCodes.shift()!,
  async open(FacultyCode) {
    const [page] = await server.ok(academics.facultyDetails, { facultyCode: FacultyCode }, { as: 'admin' })
    const opened = await server.ok(academics.facultyGet, { FacultyCode }, { as: 'admin' })
    expect(opened.version).toBe(page.version)
    return { version: page.version, value: page.FacultyDetail }
  },
  save: (FacultyCode, value, version) =>
    server.call(
      academics.facultyDetailsAdd,
      {
        FacultyName: 'Kept as it is',
        FacultyDetail: value as string,
        Slug: 'kept-as-it-is',
        FacultyCode,
        InsertedBy: 'Test Writer',
      },
      { as: 'admin', headers: headers(version) },
    ),
  history: (FacultyCode) =>
    withValues(server.ok(academics.facultyHistory, { FacultyCode }, { as: 'admin' }), (version) =>
      server.ok(academics.facultyVersion, { FacultyCode, version }, { as: 'admin' }),
    ),
  column: 'FacultyDetail',
  values: [
    paragraph('Our faculty, first'),
    paragraph('Our faculty, second'),
    paragraph('Our faculty, third'),
  ],
}

// No course has an about page until its first save (the demo seeds none).
const courseCodes = ['SEN', 'CYB', 'IFT']
const coursePage: RecordCase<string> = {
  name: "a course's page",
  async make() {
    const CourseCode = courseCodes.shift()!
    expect((await coursePage.save(CourseCode, paragraph('Course as first saved'))).status).toBe(200)
    return CourseCode
  },
  async open(CourseCode) {
    const [page] = await server.ok(academics.courseDetails, { CourseCode }, { as: 'admin' })
    const opened = await server.ok(academics.courseAboutGet, { CourseCode }, { as: 'admin' })
    expect(opened.version).toBe(page.version)
    return { version: page.version, value: page.Description }
  },
  save: (CourseCode, value, version) =>
    server.call(
      academics.courseAboutAdd,
      {
        courseCode: CourseCode,
        courseName: 'Kept as it is',
        slug: 'kept-as-it-is',
        content: value as string,
        submittedBy: 'Test Writer',
      },
      { as: 'admin', headers: headers(version) },
    ),
  history: (CourseCode) =>
    withValues(server.ok(academics.courseAboutHistory, { CourseCode }, { as: 'admin' }), (version) =>
      server.ok(academics.courseAboutVersion, { CourseCode, version }, { as: 'admin' }),
    ),
  column: 'Description',
  values: [
    paragraph('This course, first'),
    paragraph('This course, second'),
    paragraph('This course, third'),
  ],
}

const account: RecordCase<number> = {
  name: 'a staff account',
  make: newAccount,
  async open(StaffID) {
    const opened = await server.ok(accounts.get, { StaffID }, { as: 'admin' })
    return { version: opened.version, value: opened.designation }
  },
  async save(StaffID, value, version) {
    const row = await server.ok(accounts.get, { StaffID }, { as: 'admin' })
    const body = {
      StaffID,
      FirstName: row.FirstName,
      MiddleName: row.MiddleName,
      Surname: row.Surname,
      username: row.username,
      Email: row.Email,
      IsAdmin: row.IsAdmin as 1 | 2 | 3 | 4,
      FacultyCode: row.FacultyCode,
      designation: value as string,
    }
    return server.call(accounts.update, body, { as: 'admin', headers: headers(version) })
  },
  history: (StaffID) =>
    withValues(server.ok(accounts.history, { StaffID }, { as: 'admin' }), (version) =>
      server.ok(accounts.version, { StaffID, version }, { as: 'admin' }),
    ),
  column: 'designation',
  values: ['Senior Web Editor', 'Lead Web Editor', 'Web Archivist'],
}

/** A grant changes the staff record; the permission screens' list carries its version. */
const grant: RecordCase<number> = {
  name: "a staff member's permission group",
  make: newAccount,
  async open(StaffID) {
    const row = (await server.ok(permission.list, {}, { as: 'admin' })).find((r) => r.StaffID === StaffID)
    if (!row) throw new Error(`staff ${StaffID} not listed`)
    return { version: row.version, value: row.IsAdmin }
  },
  save: (StaffID, value, version) =>
    server.call(
      permission.add,
      { StaffID, permission: value as 1 | 2 | 3 | 4 },
      { as: 'admin', headers: headers(version) },
    ),
  // Its versions are the staff record's: the account's history shows each grant.
  history: (StaffID) =>
    withValues(server.ok(accounts.history, { StaffID }, { as: 'admin' }), (version) =>
      server.ok(accounts.version, { StaffID, version }, { as: 'admin' }),
    ),
  column: 'IsAdmin',
  values: [4, 2, 4],
}

const CASES = [homeContent, facultyPage, coursePage, account, grant] as RecordCase<unknown>[]

describe.each(CASES.map((c) => [c.name, c] as const))('%s', (_name, record) => {
  it('answers its version where its screen reads it, and keeps each save as a version in its history', async () => {
    const key = await record.make()
    const opened = await record.open(key)
    const [value] = record.values
    expect((await record.save(key, value, opened.version)).status).toBe(200)
    const saved = await record.open(key)
    expect(saved.value).toEqual(value)
    expect(saved.version).toBeGreaterThan(opened.version)
    const [newest, ...older] = await record.history(key)
    expect(newest.version).toBe(saved.version)
    expect(newest.changed).toContain(record.column)
    expect(newest.values).toMatchObject({ [record.column]: value })
    expect(newest.by).toBe('Amina Halima Bello')
    if (opened.version > 0) expect(older[0].version).toBe(opened.version)
  })

  it('refuses a save based on an older version with 409, and keeps the other editor’s save', async () => {
    const key = await record.make()
    const { version } = await record.open(key)
    const [, first, second] = record.values
    expect((await record.save(key, first, version)).status).toBe(200)
    const kept = await record.open(key)
    const stale = await record.save(key, second, version)
    expect(stale).toMatchObject({ status: 409, body: { message: STALE_VERSION } })
    expect(await record.open(key)).toEqual(kept)
    expect((await record.history(key))[0].version).toBe(kept.version)
  })

  it('still saves without a version (the old client): last save wins', async () => {
    const key = await record.make()
    const { version } = await record.open(key)
    const [first, second] = record.values
    expect((await record.save(key, first, version)).status).toBe(200)
    expect((await record.save(key, second)).status).toBe(200)
    const now = await record.open(key)
    expect(now.value).toEqual(second)
    expect((await record.history(key))[0]).toMatchObject({
      version: now.version,
      values: { [record.column]: second },
    })
  })
})

describe("a course's page opened before its first save", () => {
  it('answers no record, and refuses a save from that form once another editor made the page', async () => {
    const CourseCode = 'BCH'
    expect(await server.ok(academics.courseDetails, { CourseCode }, { as: 'admin' })).toEqual([])
    const missing = await server.call(academics.courseAboutHistory, { CourseCode }, { as: 'admin' })
    expect(missing.status).toBe(404)
    // The screen opened with no record sends version 0; the page was made meanwhile.
    expect((await coursePage.save(CourseCode, paragraph('Made by the first editor'), 0)).status).toBe(200)
    const stale = await coursePage.save(CourseCode, paragraph('Typed by the second editor'), 0)
    expect(stale).toMatchObject({ status: 409, body: { message: STALE_VERSION } })
    expect((await coursePage.open(CourseCode)).value).toBe(paragraph('Made by the first editor'))
  })
})

describe('leases on the records named by a code', () => {
  const hold = { holder: 'screen-amina-7', action: 'hold' as const }
  const other = { holder: 'screen-ibrahim-7', action: 'hold' as const }

  it("tells a second editor who has a faculty's page or a course's page open", async () => {
    await server.ok(academics.facultyLease, { FacultyCode: 'FCS', ...hold }, { as: 'admin' })
    expect(
      await server.ok(academics.facultyLease, { FacultyCode: 'FCS', ...other }, { as: 'dssd' }),
    ).toMatchObject({ mine: false, heldBy: { name: 'Amina Halima Bello' } })
    // Another faculty's page is another record.
    expect(
      await server.ok(academics.facultyLease, { FacultyCode: 'FMSS', ...other }, { as: 'dssd' }),
    ).toEqual({
      mine: true,
      heldBy: null,
    })
    await coursePage.save('MCB', paragraph('A page to hold'))
    await server.ok(academics.courseAboutLease, { CourseCode: 'MCB', ...hold }, { as: 'admin' })
    expect(
      await server.ok(academics.courseAboutLease, { CourseCode: 'MCB', ...other }, { as: 'dssd' }),
    ).toMatchObject({ mine: false, heldBy: { name: 'Amina Halima Bello' } })
  })

  it("refuses another faculty's page and course to a Faculty user, whether or not the page exists", async () => {
    const page = await server.call(academics.facultyHistory, { FacultyCode: 'FMSS' }, { as: 'faculty' })
    expect(page.status).toBe(403)
    const course = await server.call(
      academics.courseAboutLease,
      { CourseCode: 'ACC', ...hold },
      { as: 'faculty' },
    )
    expect(course.status).toBe(403)
  })
})

import { randomBytes } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { academics } from '../../src/shared/contract/academics'
import { paramNames, pathFor } from '../../src/shared/contract/define'
import {
  GENERAL_CODE,
  mayAccess,
  mayAny,
  PUBLIC,
  type Access,
  type Actor,
} from '../../src/shared/rules/permissions'
import { DEMO_ACCOUNTS, DEMO_COURSES, DEMO_FACULTIES } from '../../src/server/db/seed-data'
import { SAMPLE_BODIES } from '../support/sample-bodies'
import { CONTRACT_ENTRIES, hasBody, tableHashes, type ContractEntry } from './contract-calls'
import { makePng, uploadParts, useTestServer } from './helpers'

// docs/permissions.md as a test, generated from the contract: every call × (no token, a bad token, each of
// the four demo accounts, and for the faculty-bound ones another faculty's content) → 401, 403 or allowed,
// exactly as the call's ACCESS policy says (rules/permissions.ts `mayAccess`). A refused write changes no
// row of any table and no file. A call added to the contract is covered the day it is added.

type Entry = ContractEntry
const entries = CONTRACT_ENTRIES
/** Calls that end the caller's own session are left out: they would sign the matrix's accounts out. */
const SKIPPED = new Set(['session.logout'])

const FACULTY_FIELDS = ['facultyCode', 'FacultyCode', 'slug', 'Slug', 'CourseCode']
const ID_FIELDS = ['id', 'EntryID', 'CategoryID', 'entry_id']
/** A body field naming a course: a save's `courseCode`, a course page's lease's `CourseCode`. */
const COURSE_FIELDS = ['courseCode', 'CourseCode']

/** Which faculty a call's input is about, when the input names one (a code, a faculty slug, a course). */
function namesFaculty(entry: Entry): boolean {
  if (entry.spec.kind === 'upload') return false
  if (hasBody(entry.spec)) {
    const shape = (entry.spec.input as { shape?: object }).shape ?? {}
    return 'FacultyCode' in shape || COURSE_FIELDS.some((field) => field in shape)
  }
  return paramNames(entry.spec.path).some((p) => FACULTY_FIELDS.includes(p))
}
/** A call about a stored record: its faculty is the record's, which the matrix does not choose. */
function namesRecord(entry: Entry): boolean {
  if (entry.spec.kind === 'upload') return true
  if (hasBody(entry.spec)) {
    const sample = (SAMPLE_BODIES[`${entry.spec.method} ${entry.spec.path}`] ?? {}) as object
    return ID_FIELDS.some((field) => field in sample)
  }
  return paramNames(entry.spec.path).some((p) => ID_FIELDS.includes(p))
}

const server = useTestServer()
const slugOf: Record<string, string> = {}
beforeAll(async () => {
  // Every demo account signed in before any call: a sign-in writes to staff, which a refused write must
  // leave as it was.
  for (const account of DEMO_ACCOUNTS) await server.token(account.username)
  const faculties = await server.ok(academics.facultyList, {}, { as: 'admin' })
  for (const faculty of DEMO_FACULTIES)
    slugOf[faculty.FacultyCode] = faculties.find((f) => f.FacultyName === faculty.FacultyName)!.Slug
})

/** The path and body of a call about `code`'s content (General: the general site's). */
function requestFor(entry: Entry, code: string): { path: string; body?: unknown } | null {
  const { spec } = entry
  if (spec.kind === 'upload') return { path: spec.path }
  if (hasBody(spec)) {
    const sample = SAMPLE_BODIES[`${spec.method} ${spec.path}`] as Record<string, unknown> | undefined
    if (!sample)
      throw new Error(`no sample body for ${spec.method} ${spec.path} in tests/support/sample-bodies.ts`)
    const shape = (spec.input as { shape?: object }).shape ?? {}
    // A course's content belongs to the course's faculty: the body names a course of `code`.
    if ('courseCode' in shape) {
      const course = DEMO_COURSES.find((c) => c[2] === code)
      return course
        ? { path: spec.path, body: { ...sample, courseCode: course[0], courseName: course[1] } }
        : null
    }
    if ('CourseCode' in shape) {
      const course = DEMO_COURSES.find((c) => c[2] === code)
      return course ? { path: spec.path, body: { ...sample, CourseCode: course[0] } } : null
    }
    return {
      path: spec.path,
      body: 'FacultyCode' in sample || namesFaculty(entry) ? { ...sample, FacultyCode: code } : sample,
    }
  }
  const course = DEMO_COURSES.find((c) => c[2] === code)?.[0]
  const params: Record<string, string> = {}
  for (const name of paramNames(spec.path)) {
    if (name === 'facultyCode' || name === 'FacultyCode') params[name] = code
    else if (name === 'slug' || name === 'Slug') {
      if (code === GENERAL_CODE) return null
      params[name] = slugOf[code]
    } else if (name === 'CourseCode') {
      if (!course) return null
      params[name] = course
    } else if (ID_FIELDS.includes(name) || name === 'version') params[name] = '1'
    else params[name] = 'no-such-file.png'
  }
  return { path: pathFor(spec.path, params) }
}

/** `as`: a demo account's username or a bearer token; none: no session. */
async function send(entry: Entry, request: { path: string; body?: unknown }, as?: string) {
  const { spec } = entry
  if (spec.kind === 'upload')
    return server.upload(request.path, as, uploadParts(1, 'photo.png', makePng(), spec.field), spec.method)
  return server.api(request.path, {
    method: spec.method,
    token: as === undefined ? undefined : await server.token(as),
    ...(hasBody(spec) ? { json: request.body } : {}),
  })
}

interface Case {
  who: string
  /** A demo account's username or a bearer token; none: no session. */
  as?: string
  code: string
  expect: 401 | 403 | 'allowed' | 'not 401'
}

/**
 * What docs/permissions.md promises. A level the policy does not admit at all: 403. A call about a faculty
 * named in its input: `mayAccess` for that faculty. A call about a stored record (an id, an upload): the
 * record's faculty decides, so a Faculty or Department user may be refused there; the matrix asserts only
 * that they get past sign-in (the area tests cover their own and others' records). A call about no faculty
 * and no record: the general levels, and a faculty-bound user whose own faculty's content the policy admits.
 */
function expectedFor(entry: Entry, actor: Actor, code: string): Case['expect'] {
  const access = entry.spec.access
  if (!mayAny(actor, access)) return 403
  const bound = actor.IsAdmin === 2 || actor.IsAdmin === 3
  if (namesFaculty(entry) && !mayAccess(actor, access, code)) return 403
  if (namesRecord(entry)) return bound ? 'not 401' : 'allowed'
  if (namesFaculty(entry)) return 'allowed'
  // A call about no one faculty that a level may make for its own faculty's content only (the accessibility
  // report): allowed, and it answers that faculty's (a11y-report.test.ts checks the scope).
  if (bound && actor.FacultyCode && mayAccess(actor, access, actor.FacultyCode)) return 'allowed'
  return mayAccess(actor, access) ? 'allowed' : 403
}

function casesFor(entry: Entry): Case[] {
  const access: Access = entry.spec.access
  if (access === PUBLIC) return []
  const faculty = namesFaculty(entry)
  const cases: Case[] = [
    { who: 'no token', code: GENERAL_CODE, expect: 401 },
    { who: 'a bad token', as: randomBytes(32).toString('base64url'), code: GENERAL_CODE, expect: 401 },
  ]
  for (const account of DEMO_ACCOUNTS) {
    const actor: Actor = { IsAdmin: account.level, FacultyCode: account.FacultyCode }
    const bound = account.FacultyCode !== null
    const codes = !faculty
      ? [GENERAL_CODE]
      : bound
        ? [GENERAL_CODE, account.FacultyCode!, account.FacultyCode === 'FCS' ? 'FMSS' : 'FCS']
        : [GENERAL_CODE, 'FENG']
    for (const code of codes)
      cases.push({
        who: `${account.username} (${account.level}) on ${code}`,
        as: account.username,
        code,
        expect: expectedFor(entry, actor, code),
      })
  }
  return cases
}

describe('the permission matrix of docs/permissions.md', () => {
  it('serves every call of the contract', () => {
    const missing = entries
      .filter(({ spec }) => !server.app.hasRoute({ method: spec.method, url: `/api/${spec.path}` }))
      .map(({ name, spec }) => `${name} (${spec.method} ${spec.path})`)
    expect(missing).toEqual([])
  })

  const covered = entries.filter((entry) => !SKIPPED.has(entry.name) && entry.spec.access !== PUBLIC)

  it.each(covered.map((entry) => [entry.name, entry] as const))('%s', async (_name, entry) => {
    const isWrite = entry.spec.method !== 'GET'
    /** The database and files as they stand, taken again only after a request that may have written. */
    let standing: { rows: Record<string, string>; files: string[] } | null = null
    const state = async () => ({
      rows: await tableHashes(server.database.db),
      files: await server.storedFiles(),
    })
    for (const item of casesFor(entry)) {
      const request = requestFor(entry, item.code)
      if (!request) continue
      const checked = isWrite && item.expect !== 'allowed'
      if (checked) standing ??= await state()
      const before = checked ? standing : null
      const response = await send(entry, request, item.as)
      const status = response.status
      await response.body?.cancel()
      const label = `${entry.name} as ${item.who} → ${status}`
      if (item.expect === 401 || item.expect === 403) expect(status, label).toBe(item.expect)
      else if (item.expect === 'not 401') expect(status, label).not.toBe(401)
      else expect([401, 403], label).not.toContain(status)
      if (before && (status === 401 || status === 403)) {
        // Unchanged, so it is also where the next refused request starts from.
        const after = await state()
        expect(after.rows, `${label} changed a row`).toEqual(before.rows)
        expect(after.files, `${label} left a file`).toEqual(before.files)
      } else if (isWrite) standing = null
    }
  })
})

import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { answer, call, ErrorAnswer, none, upload } from '../../src/shared/contract/define'
import { ACCESS } from '../../src/shared/rules/permissions'
import { course, faculty } from '../../src/server/db/schema'
import { HttpError } from '../../src/server/errors'
import { registerArea, requireFaculty, uploadInto, type AreaHandlers } from '../../src/server/routes/define'
import { makePng, uploadParts, useTestServer, type TestServer } from './helpers'

// registerArea's checks, on a small area that exists only in this test: who may call what (SPEC §6 as
// in ACCESS), faculty scope, and what happens when a handler fails.

const ok = answer(['ok'])
const testArea = {
  siteAdminOnly: call('GET', 'test/site-admin', none, ok, ACCESS.siteAdmin),
  coursesOf: call(
    'GET',
    'test/courses/:facultyCode',
    z.object({ facultyCode: z.string() }),
    ok,
    ACCESS.courses,
  ),
  touchCourse: call('POST', 'test/course/touch', z.object({ CourseCode: z.string() }), ok, ACCESS.courses),
  fails: call('GET', 'test/fails', none, ok, ACCESS.signedIn),
  refuses: call('GET', 'test/refuses', none, ok, ACCESS.signedIn),
  breaksContract: call('GET', 'test/breaks-contract', none, ok, ACCESS.signedIn),
  facultyPhoto: upload('PATCH', 'test/faculty/photo', {
    folder: 'faculty',
    field: 'image',
    column: 'FacultyImage',
    access: ACCESS.facultyContent,
  }),
}

const handlers: AreaHandlers<typeof testArea> = {
  siteAdminOnly: () => ({ message: 'ok' }),
  coursesOf: () => ({ message: 'ok' }),
  async touchCourse(ctx) {
    const [found] = await ctx.db
      .select({ FacultyCode: course.FacultyCode })
      .from(course)
      .where(eq(course.CourseCode, ctx.input.CourseCode))
    if (!found) throw new HttpError(404, 'No such course')
    requireFaculty(ctx, found.FacultyCode)
    return { message: 'ok' }
  },
  fails: () => {
    throw new Error('database exploded')
  },
  refuses: () => {
    throw new HttpError(409, 'Already there', 'CourseCode')
  },
  breaksContract: () => ({ message: 'not in the contract' }) as unknown as { message: 'ok' },
  facultyPhoto: uploadInto(faculty, { faculty: faculty.FacultyCode }),
}

// Compile-time checks: a handler per call, no unknown keys, answers typed by the contract.
export const _typeChecks = () => {
  // @ts-expect-error touchCourse and the others are missing
  const missing: AreaHandlers<typeof testArea> = { siteAdminOnly: () => ({ message: 'ok' }) }
  const extra: AreaHandlers<typeof testArea> = {
    ...handlers,
    // @ts-expect-error no such call in the area
    unknownCall: () => ({ message: 'ok' }),
  }
  // @ts-expect-error 'nope' is not an answer message of the contract
  const wrongAnswer: AreaHandlers<typeof testArea> = { ...handlers, fails: () => ({ message: 'nope' }) }
  return [missing, extra, wrongAnswer]
}

/** The server's error log, kept here instead of printed. */
const logged: string[] = []
const server = useTestServer({
  logger: { level: 'error', stream: { write: (line: string) => void logged.push(line) } },
  extend: (app) => registerArea(app, testArea, handlers),
})

const statusOf = async (path: string, username: string, init: Parameters<TestServer['api']>[1] = {}) => {
  const response = await server.api(path, { ...init, token: await server.token(username) })
  const body: unknown = await response.json()
  if (response.status !== 200) expect(ErrorAnswer.safeParse(body).success).toBe(true)
  return response.status
}

describe('the access policy of a call', () => {
  it('lets only Super Admin make a siteAdmin call', async () => {
    expect(await statusOf('test/site-admin', 'admin')).toBe(200)
    expect(await statusOf('test/site-admin', 'faculty')).toBe(403)
    expect(await statusOf('test/site-admin', 'department')).toBe(403)
    expect(await statusOf('test/site-admin', 'dssd')).toBe(403)
  })

  it('holds Faculty and Department users to their own faculty when the input names one', async () => {
    expect(await statusOf('test/courses/FMSS', 'department')).toBe(200)
    expect(await statusOf('test/courses/FCS', 'department')).toBe(403)
    expect(await statusOf('test/courses/FCS', 'faculty')).toBe(200)
    expect(await statusOf('test/courses/FMSS', 'faculty')).toBe(403)
    expect(await statusOf('test/courses/FCS', 'dssd')).toBe(200)
    expect(await statusOf('test/courses/FLAW', 'admin')).toBe(200)
  })

  it('lets a handler check the faculty of a stored record with requireFaculty', async () => {
    const touch = (CourseCode: string, username: string) =>
      statusOf('test/course/touch', username, { method: 'POST', json: { CourseCode } })
    expect(await touch('ACC', 'department')).toBe(200)
    expect(await touch('CSC', 'department')).toBe(403)
    expect(await touch('CSC', 'faculty')).toBe(200)
    expect(await touch('NOPE', 'admin')).toBe(404)
  })
})

describe('failures', () => {
  it('answers 500 Internal error for an unexpected error and keeps serving', async () => {
    const response = await server.api('test/fails', { token: await server.token('admin') })
    expect(response.status).toBe(500)
    expect(await response.json()).toEqual({ message: 'Internal error' })
    expect(logged.join('\n')).toContain('database exploded')
    expect((await server.api('health')).status).toBe(200)
  })

  it('sends an HttpError as its status with message and field', async () => {
    const response = await server.api('test/refuses', { token: await server.token('admin') })
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({ message: 'Already there', field: 'CourseCode' })
  })

  it('refuses to send an answer that breaks the contract', async () => {
    const response = await server.api('test/breaks-contract', { token: await server.token('admin') })
    expect(response.status).toBe(500)
    expect(logged.join('\n')).toContain('breaks its contract')
  })
})

describe('the access policy of an upload', () => {
  const facultyId = async (code: string) => {
    const [row] = await server.database.db
      .select({ EntryID: faculty.EntryID })
      .from(faculty)
      .where(eq(faculty.FacultyCode, code))
    return row.EntryID
  }
  const uploadStatus = async (code: string, username: string | null) => {
    const parts = uploadParts(await facultyId(code), 'banner.png', makePng(), 'image')
    const response = await server.upload('test/faculty/photo', username ?? undefined, parts)
    expect(ErrorAnswer.safeParse(await response.json()).success).toBe(true)
    return response.status
  }

  it('is checked as for calls, with the faculty of the record the file is for', async () => {
    expect(await uploadStatus('FCS', null)).toBe(401)
    expect(await uploadStatus('FMSS', 'department')).toBe(403)
    expect(await uploadStatus('FMSS', 'faculty')).toBe(403)
    expect(await uploadStatus('FCS', 'faculty')).toBe(200)
    expect(await uploadStatus('FMSS', 'dssd')).toBe(200)
    const [row] = await server.database.db
      .select({ FacultyImage: faculty.FacultyImage })
      .from(faculty)
      .where(eq(faculty.FacultyCode, 'FCS'))
    expect(row.FacultyImage).toMatch(/^[0-9a-f]{32}\.png$/)
  })
})

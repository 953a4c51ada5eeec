import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { academics } from '../../src/shared/contract/academics'
import { course_about, faculty } from '../../src/server/db/schema'
import { makePng, uploadParts, useTestServer } from './helpers'

// Faculties and courses over real HTTP (SPEC §2.11, §7 "Faculty, courses, content"): every call answers
// 401 without a session, holds Faculty (FCS) and Department (FMSS) users to their own faculty, refuses a
// bad body with 400 naming the field, and does what the screens need.

const server = useTestServer()

const text = (words: string) => JSON.stringify([{ type: 'paragraph', children: [{ text: words }] }])

const get = (path: string, username?: string) => server.raw('GET', path, undefined, { as: username })
const post = (path: string, json: unknown, username?: string) =>
  server.raw('POST', path, json, { as: username })

const aboutBody = (courseCode: string, extra: Record<string, unknown> = {}) => ({
  id: '',
  courseCode,
  courseName: 'Computer Science',
  slug: 'computer-science',
  content: text('About the department.'),
  photo: '',
  CourseHOD: 'HOD-001',
  HODContent: text('A word from the HOD.'),
  ImagePath: '',
  submittedBy: 'Someone Else',
  updatedBy: '',
  ...extra,
})

const facultyBody = (FacultyCode: string, extra: Record<string, unknown> = {}) => ({
  id: '',
  FacultyName: 'ignored',
  FacultyDetail: text('Our faculty.'),
  FacultyColor: '#123456',
  Slug: 'ignored',
  FacultyCode,
  FacultyImage: '',
  FacultyEmail: 'office@example.edu',
  FacultyPhone: '08012345678',
  InsertedBy: 'Someone Else',
  ...extra,
})

describe('reads of a faculty and its courses', () => {
  const reads = [
    ['academics/course/list/FCS', 'academics/course/list/FMSS'],
    ['course/list/all/faculty-of-computing-and-applied-sciences', 'course/list/all/faculty-of-engineering'],
    ['academics/details/FCS', 'academics/details/FENG'],
    ['general/faculty/dashboard/count/FCS', 'general/faculty/dashboard/count/FLAW'],
    ['academics/list/all/CSC', 'academics/list/all/ACC'],
  ] as const

  it.each(reads)('%s: 401 without a session; Faculty only their own faculty', async (own, other) => {
    expect((await get(own)).status).toBe(401)
    expect((await get(own, 'faculty')).status).toBe(200)
    expect((await get(other, 'faculty')).status).toBe(403)
    expect((await get(other, 'admin')).status).toBe(200)
    expect((await get(other, 'dssd')).status).toBe(200)
  })

  it('the Department user reads their own faculty (FMSS) and not another', async () => {
    expect((await get('academics/course/list/FMSS', 'department')).status).toBe(200)
    expect((await get('academics/course/list/FCS', 'department')).status).toBe(403)
    expect((await get('general/faculty/dashboard/count/FMSS', 'department')).status).toBe(200)
  })

  it('lists a faculty’s courses with their durations', async () => {
    const { body } = await get('academics/course/list/FENG', 'admin')
    const courses = academics.courseList.answer.parse(body)
    expect(courses.map((item) => item.CourseCode).sort()).toEqual(['CVE', 'EEE', 'MEE'])
    expect(courses.every((item) => item.Duration === 5 && item.DurationType === 'Years')).toBe(true)
    const bySlug = await get('course/list/all/faculty-of-engineering', 'admin')
    expect(bySlug.body).toEqual(courses.map(({ AboutWritten: _, ...listed }) => listed))
    expect((await get('course/list/all/no-such-faculty', 'admin')).status).toBe(404)
  })

  it('gives the faculty details and the counts of its courses, news and events', async () => {
    const details = academics.facultyDetails.answer.parse((await get('academics/details/FCS', 'admin')).body)
    expect(details).toHaveLength(1)
    expect(details[0]).toMatchObject({ FacultyCode: 'FCS', FacultyImage: 'demo-banner-fcs.png' })
    expect((await get('academics/details/NOPE', 'admin')).body).toEqual([])

    const counts = academics.facultyDashboardCount.answer.parse(
      (await get('general/faculty/dashboard/count/FCS', 'admin')).body,
    )
    expect(counts.CoursesCount.CourseCount).toBe(6)
    expect(counts.NewsCount.NewsCount).toBeGreaterThan(0)
    expect(counts.EventCount.EventCount).toBeGreaterThanOrEqual(0)
  })

  it('an unknown course is 404', async () => {
    expect((await get('academics/list/all/NOPE', 'admin')).status).toBe(404)
  })
})

describe('academics/course/details/add and uploadCoursePhoto', () => {
  it('401 without a session, 403 for another faculty’s course, 400 naming the field', async () => {
    expect((await post('academics/course/details/add', aboutBody('SEN'))).status).toBe(401)
    expect((await post('academics/course/details/add', aboutBody('ACC'), 'faculty')).status).toBe(403)
    const bad = await post('academics/course/details/add', aboutBody('SEN', { content: 5 }), 'admin')
    expect(bad.status).toBe(400)
    expect(bad.body.message).toMatch(/^content:/)
    expect((await post('academics/course/details/add', aboutBody('NOPE'), 'admin')).status).toBe(404)
  })

  it('adds the about page, then updates the same record; the submitter is the signed-in user', async () => {
    const first = await post('academics/course/details/add', aboutBody('CSC'), 'faculty')
    expect(first).toMatchObject({ status: 200, body: { message: 'success' } })
    const second = await post(
      'academics/course/details/add',
      aboutBody('CSC', { CourseHOD: 'HOD-002', id: first.body.entry_id }),
      'faculty',
    )
    expect(second.body).toEqual(first.body)
    const saved = academics.courseDetails.answer.parse((await get('academics/list/all/CSC', 'faculty')).body)
    expect(saved).toHaveLength(1)
    expect(saved[0]).toMatchObject({ CourseHOD: 'HOD-002', Description: aboutBody('CSC').content })
    const [row] = await server.database.db
      .select()
      .from(course_about)
      .where(eq(course_about.CourseCode, 'CSC'))
    expect(row.InsertedBy).toBe('Chinedu Emeka Okafor')
  })

  it('lists each course with whether its about page is written (issue 47)', async () => {
    const listed = async () =>
      academics.courseList.answer.parse((await get('academics/course/list/FCS', 'faculty')).body)
    const pages = new Set(
      (await server.database.db.select({ CourseCode: course_about.CourseCode }).from(course_about)).map(
        (page) => page.CourseCode,
      ),
    )
    const before = await listed()
    for (const item of before) expect(item.AboutWritten).toBe(pages.has(item.CourseCode))
    const unwritten = before.find((item) => !item.AboutWritten)
    expect(unwritten).toBeDefined()
    await post('academics/course/details/add', aboutBody(unwritten!.CourseCode), 'faculty')
    const after = await listed()
    expect(after.find((item) => item.CourseCode === unwritten!.CourseCode)?.AboutWritten).toBe(true)
  })

  it('uploads the course image into course/, refusing another faculty’s record', async () => {
    const { body } = await post('academics/course/details/add', aboutBody('CYB'), 'admin')
    const id = body.entry_id as number
    const png = makePng(3)
    expect(
      (await server.upload('academics/course/uploadCoursePhoto', undefined, uploadParts(id, 'a.png', png)))
        .status,
    ).toBe(401)
    const refused = await server.upload(
      'academics/course/uploadCoursePhoto',
      'department',
      uploadParts(id, 'a.png', png),
    )
    expect(refused.status).toBe(403)
    const ok = await server.upload(
      'academics/course/uploadCoursePhoto',
      'faculty',
      uploadParts(id, 'a.png', png),
    )
    expect(await ok.json()).toEqual({ message: 'uploaded' })
    const [row] = await server.database.db.select().from(course_about).where(eq(course_about.EntryID, id))
    expect(await server.readStored('course', row.ImagePath as string)).toEqual(png)
  })
})

describe('academics/faculty/details/add and uploadPhoto', () => {
  it('401, 403 by level and by faculty, 400 for a bad email or phone', async () => {
    expect((await post('academics/faculty/details/add', facultyBody('FCS'))).status).toBe(401)
    expect((await post('academics/faculty/details/add', facultyBody('FMSS'), 'department')).status).toBe(403)
    expect((await post('academics/faculty/details/add', facultyBody('FENG'), 'faculty')).status).toBe(403)
    const email = await post(
      'academics/faculty/details/add',
      facultyBody('FCS', { FacultyEmail: 'x@' }),
      'admin',
    )
    expect(email).toMatchObject({ status: 400, body: { field: 'FacultyEmail' } })
    const phone = await post(
      'academics/faculty/details/add',
      facultyBody('FCS', { FacultyPhone: '08-1' }),
      'admin',
    )
    expect(phone).toMatchObject({ status: 400, body: { field: 'FacultyPhone' } })
    // An unknown faculty is refused like every unknown faculty code, naming the field (issue 13).
    expect(await post('academics/faculty/details/add', facultyBody('NOPE'), 'admin')).toMatchObject({
      status: 400,
      body: { field: 'FacultyCode' },
    })
  })

  it('saves the content of the faculty, keeping its name, slug and dean', async () => {
    const saved = await post('academics/faculty/details/add', facultyBody('FCS'), 'faculty')
    expect(saved.status).toBe(200)
    const [row] = await server.database.db.select().from(faculty).where(eq(faculty.FacultyCode, 'FCS'))
    expect(saved.body).toEqual({ message: 'success', entry_id: row.EntryID })
    expect(row).toMatchObject({
      FacultyName: 'Faculty of Computing and Applied Sciences',
      Slug: 'faculty-of-computing-and-applied-sciences',
      FacultyDean: 'Prof. Olufemi Adebayo',
      FacultyColor: '#123456',
      FacultyEmail: 'office@example.edu',
      FacultyPhone: '08012345678',
      FacultyDetail: text('Our faculty.'),
    })
  })

  it('refuses a content the form would call empty (no text, or only characters that show nothing)', async () => {
    const before = await server.database.db.select().from(faculty).where(eq(faculty.FacultyCode, 'FCS'))
    for (const FacultyDetail of [
      JSON.stringify([{ type: 'paragraph', children: [{ text: '' }] }]),
      text('\ufeff\u200b '),
    ]) {
      const saved = await post(
        'academics/faculty/details/add',
        facultyBody('FCS', { FacultyDetail }),
        'admin',
      )
      expect(saved).toMatchObject({ status: 400, body: { field: 'FacultyDetail' } })
    }
    expect(await server.database.db.select().from(faculty).where(eq(faculty.FacultyCode, 'FCS'))).toEqual(
      before,
    )
  })

  it('stores the dean it is sent, and a blank one (a byte-order mark, a zero-width space) as empty', async () => {
    const deanOf = async () => {
      const [row] = await server.database.db.select().from(faculty).where(eq(faculty.FacultyCode, 'FCS'))
      return row.FacultyDean
    }
    const save = (FacultyDean: string) =>
      post('academics/faculty/details/add', facultyBody('FCS', { FacultyDean }), 'admin')
    expect((await save('Prof. Halima Sani')).body).toMatchObject({ message: 'success' })
    expect(await deanOf()).toBe('Prof. Halima Sani')
    expect((await save('\ufeff')).body).toMatchObject({ message: 'success' })
    expect(await deanOf()).toBe('')
    await save('Prof. Halima Sani')
    expect((await save(' \u200b ')).body).toMatchObject({ message: 'success' })
    expect(await deanOf()).toBe('')
  })

  it('uploads the faculty image into faculty/ for the own faculty only', async () => {
    const [fcs] = await server.database.db.select().from(faculty).where(eq(faculty.FacultyCode, 'FCS'))
    const [feng] = await server.database.db.select().from(faculty).where(eq(faculty.FacultyCode, 'FENG'))
    const png = makePng(2)
    const path = 'academics/faculty/uploadPhoto'
    expect((await server.upload(path, 'faculty', uploadParts(feng.EntryID, 'b.png', png))).status).toBe(403)
    expect((await server.upload(path, 'department', uploadParts(fcs.EntryID, 'b.png', png))).status).toBe(403)
    const ok = await server.upload(path, 'faculty', uploadParts(fcs.EntryID, 'b.png', png))
    expect(await ok.json()).toEqual({ message: 'uploaded' })
    const [after] = await server.database.db.select().from(faculty).where(eq(faculty.FacultyCode, 'FCS'))
    expect(after.FacultyImage).not.toBe(fcs.FacultyImage)
    expect(await server.readStored('faculty', after.FacultyImage as string)).toEqual(png)
  })
})

import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { academics } from '../../src/shared/contract/academics'
import { ErrorAnswer, type InputOf } from '../../src/shared/contract/define'
import { records } from '../../src/shared/contract/records'
import { course, faculty, leadership, staff } from '../../src/server/db/schema'
import { tableHashes } from './contract-calls'
import { useTestServer } from './helpers'

// University records kept by hand over real HTTP (issue 22): list, add, edit, remove, and the refusal to
// remove a record other content still uses, with a plain reason; Super Admin only.

const server = useTestServer()
let admin: string
beforeAll(async () => {
  admin = await server.token('admin')
})

const list = (kind: InputOf<typeof records.list>['kind']) =>
  server.ok(records.list, { kind }, { as: 'admin' })

const add = (kind: string, values: Record<string, string>, token = admin) =>
  server.api('records/add', { method: 'POST', token, json: { kind, values } })

const update = (kind: string, EntryID: number, values: Record<string, string>) =>
  server.api('records/update', { method: 'PATCH', token: admin, json: { kind, EntryID, values } })

const remove = (kind: string, EntryID: number, token = admin) =>
  server.api(`records/delete/${kind}/${EntryID}`, { method: 'DELETE', token })

describe('faculties by hand', () => {
  let EntryID = 0

  it('adds a faculty that the Faculty menu lists at once, with a slug from its name', async () => {
    const response = await add('faculties', {
      FacultyCode: 'FARC',
      FacultyName: 'Faculty of Architecture',
      FacultyEmail: 'Arch@Example.edu',
    })
    const body = (await response.json()) as { message: string; entry_id: number }
    expect(body.message).toBe('success')
    EntryID = body.entry_id
    const menu = await server.ok(academics.facultyList, {}, { as: 'admin' })
    expect(menu).toContainEqual(
      expect.objectContaining({ FacultyCode: 'FARC', Slug: 'faculty-of-architecture' }),
    )
    const row = (await list('faculties')).find((r) => r.EntryID === EntryID)
    expect(row?.values).toMatchObject({
      FacultyCode: 'FARC',
      FacultyEmail: 'arch@example.edu',
      FacultyDean: '',
    })
  })

  it("answers 'exist' for a code already kept, and refuses a field's bad value naming it", async () => {
    expect(await (await add('faculties', { FacultyCode: 'FARC', FacultyName: 'Again' })).json()).toEqual({
      message: 'exist',
    })
    const bad = await add('faculties', { FacultyCode: 'FXX', FacultyName: 'X', FacultyPhone: 'call me' })
    expect(bad.status).toBe(400)
    expect(ErrorAnswer.parse(await bad.json())).toEqual({
      message: 'Phone must be digits',
      field: 'FacultyPhone',
    })
    const unknown = await add('faculties', { FacultyCode: 'FXX', FacultyName: 'X', Motto: 'Hi' })
    expect(unknown.status).toBe(400)
  })

  it('edits a faculty but never its code', async () => {
    const edited = await update('faculties', EntryID, {
      FacultyCode: 'FARC',
      FacultyName: 'Faculty of Architecture and Design',
      FacultyDean: 'Prof. Kemi Ade',
    })
    expect(await edited.json()).toEqual({ message: 'success' })
    const [row] = await server.database.db.select().from(faculty).where(eq(faculty.EntryID, EntryID))
    // The public address stays where it was.
    expect(row).toMatchObject({
      FacultyName: 'Faculty of Architecture and Design',
      Slug: 'faculty-of-architecture',
    })
    const recoded = await update('faculties', EntryID, { FacultyCode: 'FAD', FacultyName: 'X' })
    expect(recoded.status).toBe(400)
  })

  it("refuses a blank required field with its field's message, and empties a blank optional one", async () => {
    const values = { FacultyCode: 'FARC', FacultyName: 'Faculty of Architecture and Design' }
    const blankName = await update('faculties', EntryID, { ...values, FacultyName: '\ufeff\u200b' })
    expect(blankName.status).toBe(400)
    expect(ErrorAnswer.parse(await blankName.json())).toEqual({
      message: 'Faculty name is required',
      field: 'FacultyName',
    })
    const blankDean = await update('faculties', EntryID, { ...values, FacultyDean: '\u200b ' })
    expect(await blankDean.json()).toEqual({ message: 'success' })
    const [row] = await server.database.db.select().from(faculty).where(eq(faculty.EntryID, EntryID))
    expect(row).toMatchObject({ FacultyName: values.FacultyName, FacultyDean: null })
  })

  it('refuses to remove a faculty still in use, saying what uses it, and removes it once unused', async () => {
    const madeCourse = await add('courses', {
      CourseCode: 'BARC',
      FacultyCode: 'FARC',
      CourseName: 'BSc Architecture',
    })
    const { entry_id: courseId } = (await madeCourse.json()) as { entry_id: number }
    const before = await tableHashes(server.database.db)
    const refused = await remove('faculties', EntryID)
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({ message: 'This faculty still has 1 course.' })
    expect(await tableHashes(server.database.db)).toEqual(before)

    expect(await (await remove('courses', courseId)).json()).toEqual({ message: 'deleted' })
    expect(await (await remove('faculties', EntryID)).json()).toEqual({ message: 'deleted' })
    expect(await server.database.db.select().from(faculty).where(eq(faculty.FacultyCode, 'FARC'))).toEqual([])
  })

  it('names every kind of content a demo faculty still has', async () => {
    const [fcs] = await server.database.db.select().from(faculty).where(eq(faculty.FacultyCode, 'FCS'))
    const refused = await remove('faculties', fcs.EntryID)
    expect(refused.status).toBe(409)
    const { message } = ErrorAnswer.parse(await refused.json())
    expect(message).toMatch(/^This faculty still has \d+ courses, \d+ news items, .*staff members?\.$/)
  })
})

describe('courses, staff and alumni students', () => {
  it('refuses a course of an unknown faculty', async () => {
    const response = await add('courses', { CourseCode: 'BZZ', FacultyCode: 'FNOPE', CourseName: 'BSc Z' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: 'FacultyCode: no such faculty', field: 'FacultyCode' })
  })

  it('refuses to remove a course whose about page exists', async () => {
    const [csc] = await server.database.db.select().from(course).where(eq(course.CourseCode, 'CSC'))
    const refused = await remove('courses', csc.EntryID)
    expect(refused.status).toBe(409)
    expect(ErrorAnswer.parse(await refused.json()).message).toMatch(/^This course still has /)
  })

  it('refuses to remove a staff member enrolled in the Senate, or one who signs in', async () => {
    const made = await add('staff', { StaffNumber: 'SN-9', FirstName: 'Bola', Surname: 'Ige' })
    const { entry_id: StaffID } = (await made.json()) as { entry_id: number }
    await server.database.db.insert(leadership).values({
      Title: 'Prof.',
      FullName: 'Bola Ige',
      Position: 1,
      Designation: 'Member',
      Category: 'Senate',
      StaffID,
    })
    const refused = await remove('staff', StaffID)
    expect(await refused.json()).toEqual({
      message: 'This staff member still has 1 Senate or Management enrolment.',
    })
    const [account] = await server.database.db.select().from(staff).where(eq(staff.username, 'dssd'))
    const signsIn = await remove('staff', account.StaffID)
    expect(ErrorAnswer.parse(await signsIn.json()).message).toContain('1 sign-in account')
  })

  it('removes an alumni student with no feedback; 404 for one that is gone', async () => {
    const made = await add('alumni-students', {
      StudentID: 'ALU-1',
      StudentName: 'Tolu Bakare',
      Gender: 'Female',
      CourseName: 'BSc Law',
    })
    const { entry_id } = (await made.json()) as { entry_id: number }
    expect(await (await remove('alumni-students', entry_id)).json()).toEqual({ message: 'deleted' })
    expect((await remove('alumni-students', entry_id)).status).toBe(404)
  })
})

describe('who may keep records', () => {
  it('only a Super Admin: the other levels get 403 and nothing changes', async () => {
    // Signed in first: a sign-in records its time on the staff row.
    const tokens = new Map<string, string>()
    for (const username of ['faculty', 'department', 'dssd'])
      tokens.set(username, await server.login(username))
    const before = await tableHashes(server.database.db)
    for (const token of tokens.values()) {
      expect((await server.api('records/list/faculties', { token })).status).toBe(403)
      expect((await add('faculties', { FacultyCode: 'FQQ', FacultyName: 'Q' }, token)).status).toBe(403)
      expect((await remove('faculties', 1, token)).status).toBe(403)
    }
    const after = await tableHashes(server.database.db)
    expect({ ...after, login_failures: '' }).toEqual({ ...before, login_failures: '' })
  })
})

import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { ImportReport } from '../../src/shared/contract/records'
import { IMPORT_MESSAGES } from '../../src/shared/rules/records'
import { alumni_student, course, faculty, staff } from '../../src/server/db/schema'
import { tableHashes } from './contract-calls'
import { useTestServer } from './helpers'

// The CSV import of university records over real HTTP (issue 22): the preview is what the apply does, a
// refused row refuses the whole file, a second import changes nothing, and files as spreadsheets export
// them (BOM, quotes, semicolons, CRLF) read right.

const server = useTestServer()
let admin: string
beforeAll(async () => {
  admin = await server.token('admin')
})

async function importCsv(kind: string, csv: string, apply: boolean, token = admin) {
  const response = await server.api(`records/import/${kind}${apply ? '?apply=1' : ''}`, {
    method: 'POST',
    token,
    headers: { 'content-type': 'text/csv' },
    body: csv,
  })
  return response
}

async function report(kind: string, csv: string, apply: boolean): Promise<ImportReport> {
  const response = await importCsv(kind, csv, apply)
  expect(response.status).toBe(200)
  return ImportReport.parse(await response.json())
}

const facultyRow = (code: string) =>
  server.database.db.select().from(faculty).where(eq(faculty.FacultyCode, code))

describe('importing faculties', () => {
  const csv = [
    'FacultyCode,FacultyName,FacultyDean,FacultyEmail',
    'FAGR,Faculty of Agriculture,Prof. Amina Bello,agric@example.edu',
    'FMED,Faculty of Medicine,,med@example.edu',
  ].join('\n')

  it('previews what the apply then does, and the preview writes nothing', async () => {
    const before = await tableHashes(server.database.db)
    const preview = await report('faculties', csv, false)
    expect(await tableHashes(server.database.db)).toEqual(before)
    expect(preview.applied).toBe(false)
    expect(preview.counts).toEqual({ added: 2, changed: 0, unchanged: 0, refused: 0 })
    expect(preview.added).toEqual([
      { line: 2, key: 'FAGR' },
      { line: 3, key: 'FMED' },
    ])

    const applied = await report('faculties', csv, true)
    expect(applied).toEqual({ ...preview, applied: true })
    const [agr] = await facultyRow('FAGR')
    expect(agr).toMatchObject({
      FacultyName: 'Faculty of Agriculture',
      FacultyDean: 'Prof. Amina Bello',
      Slug: 'faculty-of-agriculture',
    })
  })

  it('a second import of the same file changes nothing', async () => {
    const before = await tableHashes(server.database.db)
    const again = await report('faculties', csv, true)
    expect(again.counts).toEqual({ added: 0, changed: 0, unchanged: 2, refused: 0 })
    const after = await tableHashes(server.database.db)
    // Only the audit log records that an import ran.
    expect({ ...after, audit_log: '' }).toEqual({ ...before, audit_log: '' })
  })

  it('lists what a changed row changes, and leaves fields the file has no column for alone', async () => {
    const changed = 'FacultyCode,FacultyName\nFAGR,Faculty of Agriculture and Forestry\n'
    const preview = await report('faculties', changed, false)
    expect(preview.changed).toEqual([
      {
        line: 2,
        key: 'FAGR',
        changes: [
          { field: 'FacultyName', from: 'Faculty of Agriculture', to: 'Faculty of Agriculture and Forestry' },
        ],
      },
    ])
    await report('faculties', changed, true)
    const [agr] = await facultyRow('FAGR')
    expect(agr).toMatchObject({
      FacultyName: 'Faculty of Agriculture and Forestry',
      FacultyDean: 'Prof. Amina Bello',
    })
  })

  it('refuses the whole file for one bad row, naming its line and reason, and writes nothing', async () => {
    const before = await tableHashes(server.database.db)
    const bad = [
      'FacultyCode,FacultyName,FacultyEmail',
      'FVET,Faculty of Veterinary Medicine,vet@example.edu',
      'FART,,arts@example.edu',
      'FEDU,Faculty of Education,not-an-address',
      'FVET,Faculty of Vets again,',
    ].join('\r\n')
    const refused = await report('faculties', bad, true)
    expect(refused.applied).toBe(false)
    expect(refused.refused).toEqual([
      { line: 3, reason: 'Faculty name is required' },
      { line: 4, reason: 'E-mail is not an e-mail address' },
      { line: 5, reason: IMPORT_MESSAGES.duplicateKey('FacultyCode', 'FVET', 2) },
    ])
    expect(await tableHashes(server.database.db)).toEqual(before)
    expect(await facultyRow('FVET')).toEqual([])
  })
})

describe('importing courses', () => {
  it('refuses a course whose faculty is unknown', async () => {
    const csv = 'CourseCode,FacultyCode,CourseName\nBAGR,FAGR,BSc Agriculture\nBXYZ,FNOPE,BSc Nothing\n'
    const refused = await report('courses', csv, true)
    expect(refused.refused).toEqual([{ line: 3, reason: IMPORT_MESSAGES.unknownFaculty('FNOPE') }])
    expect(await server.database.db.select().from(course).where(eq(course.CourseCode, 'BAGR'))).toEqual([])
  })

  it('adds courses with their defaults and a slug', async () => {
    const csv =
      'CourseCode,FacultyCode,CourseName,Duration\nBAGR,FAGR,BSc Agriculture,5\nDAGR,FAGR,Diploma in Agriculture,\n'
    const applied = await report('courses', csv, true)
    expect(applied.counts.added).toBe(2)
    const rows = await server.database.db.select().from(course).where(eq(course.FacultyCode, 'FAGR'))
    expect(rows.map((r) => [r.CourseCode, r.Duration, r.DurationType, r.Slug]).sort()).toEqual([
      ['BAGR', 5, 'Years', 'bsc-agriculture'],
      ['DAGR', 4, 'Years', 'diploma-in-agriculture'],
    ])
  })
})

describe('files as spreadsheets export them', () => {
  it('reads a BOM, semicolons, CRLF, and quoted fields holding the delimiter, line breaks and quotes', async () => {
    const csv =
      '\ufeffStudentID;StudentName;Gender;CourseName\r\n' +
      'S-001;"Okafor; Chidi";Male;"BSc ""Computer"" Science"\r\n' +
      'S-002;"Adebayo\r\nFunmi";Female;BSc Law\r\n' +
      'S-003,x;Musa Ali;Male;"Diploma, Arts"\r\n'
    const applied = await report('alumni-students', csv, true)
    expect(applied.refused).toEqual([])
    expect(applied.added).toEqual([
      { line: 2, key: 'S-001' },
      { line: 3, key: 'S-002' },
      { line: 5, key: 'S-003,x' },
    ])
    const rows = await server.database.db.select().from(alumni_student)
    const byId = Object.fromEntries(rows.map((r) => [r.StudentID, r]))
    expect(byId['S-001']).toMatchObject({
      StudentName: 'Okafor; Chidi',
      CourseName: 'BSc "Computer" Science',
    })
    expect(byId['S-002'].StudentName).toBe('Adebayo\r\nFunmi')
    expect(byId['S-003,x'].CourseName).toBe('Diploma, Arts')
  })

  it('reads a comma-separated file with quoted commas', async () => {
    const csv = 'StudentID,StudentName,Gender,CourseName\nS-010,"Eze, Ngozi",Female,"BSc Law, Hons"\n'
    const applied = await report('alumni-students', csv, true)
    expect(applied.counts.added).toBe(1)
    const [row] = await server.database.db
      .select()
      .from(alumni_student)
      .where(eq(alumni_student.StudentID, 'S-010'))
    expect(row).toMatchObject({ StudentName: 'Eze, Ngozi', CourseName: 'BSc Law, Hons' })
  })

  it('refuses a file with a broken quote with its line', async () => {
    const csv = 'StudentID,StudentName,Gender,CourseName\nS-020,"Open quote,Male,BSc\n'
    const refused = await report('alumni-students', csv, true)
    expect(refused.applied).toBe(false)
    expect(refused.refused[0].reason).toMatch(/not readable CSV/)
  })
})

describe('the remembered mapping', () => {
  it('maps headers named otherwise, remembered server-side for the next import', async () => {
    const csv =
      'Staff No,Given name,Family name,Job title,E-mail\nSN-77,Halima,Sani,Registrar,H.Sani@Example.edu\n'
    const unmapped = await report('staff', csv, false)
    expect(unmapped.refused).toEqual([{ line: 1, reason: IMPORT_MESSAGES.keyNotMapped('StaffNumber') }])

    const mapping = {
      StaffNumber: 'Staff No',
      FirstName: 'Given name',
      Surname: 'Family name',
      designation: 'Job title',
      Email: 'E-mail',
    }
    const saved = await server.api('records/mapping/save', {
      method: 'POST',
      token: admin,
      json: { kind: 'staff', mapping },
    })
    expect(await saved.json()).toEqual({ message: 'success' })
    const read = await server.api('records/mapping/staff', { token: admin })
    expect(await read.json()).toEqual({ mapping })

    const applied = await report('staff', csv, true)
    expect(applied.counts.added).toBe(1)
    expect(applied.mapping).toEqual(mapping)
    const [row] = await server.database.db.select().from(staff).where(eq(staff.StaffNumber, 'SN-77'))
    expect(row).toMatchObject({
      FirstName: 'Halima',
      Surname: 'Sani',
      designation: 'Registrar',
      Email: 'h.sani@example.edu',
      username: null,
      PasswordHash: null,
      IsAdmin: 0,
      Active: true,
    })
    // Imported staff can be enrolled in Senate and Management at once.
    const active = (await (await server.api('staff/list/active', { token: admin })).json()) as {
      staff_name: string
    }[]
    expect(active.map((s) => s.staff_name)).toContain('Halima Sani')
  })

  it('never touches the sign-in fields of a staff member it updates', async () => {
    await server.database.db
      .update(staff)
      .set({ username: 'h.sani', IsAdmin: 4, Active: false })
      .where(eq(staff.StaffNumber, 'SN-77'))
    await report('staff', 'StaffNumber,designation\nSN-77,Chief Registrar\n', true)
    const [row] = await server.database.db.select().from(staff).where(eq(staff.StaffNumber, 'SN-77'))
    expect(row).toMatchObject({
      designation: 'Chief Registrar',
      username: 'h.sani',
      IsAdmin: 4,
      Active: false,
    })
  })
})

describe('who may import', () => {
  it('only a Super Admin: others 403 and nothing is read, no session 401', async () => {
    const csv = 'FacultyCode,FacultyName\nFZZZ,Faculty of Z\n'
    for (const username of ['faculty', 'department', 'dssd']) {
      const response = await importCsv('faculties', csv, true, await server.login(username))
      expect(response.status).toBe(403)
    }
    const anonymous = await server.api('records/import/faculties?apply=1', {
      method: 'POST',
      headers: { 'content-type': 'text/csv' },
      body: csv,
    })
    expect(anonymous.status).toBe(401)
    expect(await facultyRow('FZZZ')).toEqual([])
  })

  it('refuses another content type and an unknown kind', async () => {
    const json = await server.api('records/import/faculties', { method: 'POST', token: admin, json: {} })
    expect(json.status).toBe(415)
    const unknown = await importCsv('planets', 'a\n1\n', false)
    expect(unknown.status).toBe(404)
  })
})

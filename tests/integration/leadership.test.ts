import { describe, expect, it } from 'vitest'
import { ActiveStaffRow } from '../../src/shared/contract/staff'
import { leadership, LeadershipRow } from '../../src/shared/contract/leadership'
import { LEADERSHIP_EXIST_TEXT } from '../../src/shared/rules/leadership'
import { makePng, uploadParts, useTestServer } from './helpers'
import { itRefusesFacultyAndDepartment, type WireCall } from './access-checks'

// Leadership and the active staff list over real HTTP (SPEC §2.6, §4, §7 "Leadership and staff"): Board
// add and update, Senate and Management enrolment (new or update, never a second record), delete with
// the image file, who may call what.

const server = useTestServer()

const call = (method: string, path: string, json?: unknown, username: string | null = 'admin') =>
  server.raw(method, path, json, { as: username })

const description = JSON.stringify([{ type: 'paragraph', children: [{ text: 'Serves the university.' }] }])

/** The shared form's payload (SPEC §3: lowercase names). */
const form = (fullname: string, extra: Record<string, unknown> = {}) => ({
  title: 'Dr.',
  fullname,
  designation: 'Member of Council',
  position: 5,
  status: 1,
  description,
  image: '',
  photo: '',
  ImagePath: '',
  submittedBy: 'Somebody Else',
  ...extra,
})
const board = (fullname: string, extra: Record<string, unknown> = {}) =>
  form(fullname, { category: 'Board', ...extra })

const list = async (path = 'leadership/list') =>
  leadership.list.answer.parse((await call('GET', path)).body) as LeadershipRow[]
const recordOf = async (id: number) => (await list()).find((row) => row.EntryID === id)

/** Every call of the area, with a body that is valid for it. */
const CALLS: WireCall[] = [
  ['GET', 'leadership/list', undefined],
  ['GET', 'leadership/board/list', undefined],
  ['GET', 'staff/list/active', undefined],
  ['POST', 'leadership/add', board('Access Check')],
  ['PATCH', 'leadership/update', board('Access Check', { id: 1 })],
  ['POST', 'leadership/senate/enrol', form('Access Check', { category: 'Senate' })],
  ['POST', 'leadership/management/enrol', form('Access Check', { category: 'Management' })],
  ['DELETE', 'leadership/delete/999999', undefined],
]

describe('who may call', () => {
  itRefusesFacultyAndDepartment(server, CALLS)

  it('lets DSSD users list and enrol (levels 1 and 4)', async () => {
    expect((await call('GET', 'leadership/list', undefined, 'dssd')).status).toBe(200)
    const enrolled = await call(
      'POST',
      'leadership/senate/enrol',
      form('Kelechi DSSD', { category: 'Senate' }),
      'dssd',
    )
    expect(enrolled.body).toMatchObject({ message: 'success', type: 'new' })
  })

  it('refuses the photo uploads without a session and for Faculty users', async () => {
    for (const spec of [leadership.uploadPhoto, leadership.updatePhoto, leadership.enrolPhoto]) {
      const parts = uploadParts(1, 'p.png', makePng())
      expect((await server.upload(spec.path, undefined, parts, spec.method)).status).toBe(401)
      expect((await server.upload(spec.path, 'faculty', parts, spec.method)).status).toBe(403)
    }
  })
})

describe('bad bodies', () => {
  it.each([
    ['leadership/add', board('X', { position: 21 }), 'position'],
    ['leadership/add', board('X', { description: '' }), 'description'],
    ['leadership/add', board('', {}), 'fullname'],
    ['leadership/add', board('X', { category: 'Senate' }), 'category'],
    ['leadership/senate/enrol', form('X', { category: 'Senate', status: 2 }), 'status'],
    ['leadership/management/enrol', form('X', { category: 'Management', description: '' }), 'description'],
  ])('POST %s answers 400 naming the field (%#)', async (path, json, field) => {
    const { status, body } = await call('POST', path, json)
    expect(status).toBe(400)
    expect(body.field).toBe(field)
  })

  it('answers 400 for an update without an id and for a path id that is not a number', async () => {
    expect((await call('PATCH', 'leadership/update', board('X'))).body.field).toBe('id')
    expect((await call('DELETE', 'leadership/delete/abc')).status).toBe(400)
  })
})

describe('board members', () => {
  it('adds one with a photo, lists it in both lists, updates it, and refuses the same name and title', async () => {
    const added = await call('POST', 'leadership/add', board('Halima Sadiq Bello'))
    expect(added.body.message).toBe('success')
    const id = added.body.entry_id as number
    const photo = await server.sendPhoto(leadership.uploadPhoto, id, 'face.png', makePng(4))
    expect(photo.status).toBe(200)

    const all = await list()
    expect(all[0]).toMatchObject({
      EntryID: id,
      FullName: 'Halima Sadiq Bello',
      Category: 'Board',
      Status: 1,
    })
    expect(all[0].ImagePath).toMatch(/^[0-9a-f]{32}\.png$/)
    const boardOnly = await list('leadership/board/list')
    expect(boardOnly.every((row) => row.Category === 'Board')).toBe(true)
    expect(boardOnly.some((row) => row.EntryID === id)).toBe(true)

    expect(
      (await call('POST', 'leadership/add', board(' halima sadiq bello ', { title: 'dr.' }))).body.message,
    ).toBe('name exist')
    // Another salutation is another name and title.
    expect(
      (await call('POST', 'leadership/add', board('Halima Sadiq Bello', { title: 'Prof.' }))).body.message,
    ).toBe('success')

    const updated = await call(
      'PATCH',
      'leadership/update',
      board('Halima S. Bello', { id, status: 0, position: 2 }),
    )
    expect(updated.body.message).toBe('success')
    expect(await recordOf(id)).toMatchObject({ FullName: 'Halima S. Bello', Status: 0, Position: 2 })
    const clash = await call(
      'PATCH',
      'leadership/update',
      board('Halima Sadiq Bello', { id, title: 'Prof.' }),
    )
    expect(clash).toMatchObject({ status: 409, body: { message: LEADERSHIP_EXIST_TEXT } })
  })

  it('answers 404 for an update of an unknown or non-Board record', async () => {
    expect((await call('PATCH', 'leadership/update', board('Nobody', { id: 999999 }))).status).toBe(404)
    const senate = await call('POST', 'leadership/senate/enrol', form('Senate Only', { category: 'Senate' }))
    const id = senate.body.entry_id as number
    expect((await call('PATCH', 'leadership/update', board('Senate Only', { id }))).status).toBe(404)
  })

  it('deletes a record and keeps its image file for a restore', async () => {
    const id = (await call('POST', 'leadership/add', board('To Be Removed'))).body.entry_id as number
    await server.sendPhoto(leadership.uploadPhoto, id, 'a.png', makePng(3))
    const image = (await recordOf(id))!.ImagePath!
    expect(await server.isStored('leaderships_uploads', image)).toBe(true)
    expect((await call('DELETE', `leadership/delete/${id}`)).body.message).toBe('deleted')
    expect(await recordOf(id)).toBeUndefined()
    // Issue 25: kept while the deletion's entry (a kept version) names it, so a restore brings it back.
    expect(await server.isStored('leaderships_uploads', image)).toBe(true)
    expect((await call('DELETE', `leadership/delete/${id}`)).status).toBe(404)
  })
})

describe('senate and management enrolment', () => {
  const activeStaff = async () => ActiveStaffRow.array().parse((await call('GET', 'staff/list/active')).body)

  it('lists active staff only, with their full name and designation', async () => {
    const staff = await activeStaff()
    const names = staff.map((row) => row.staff_name)
    expect(names).toContain('Peter Ayodele Ojo')
    expect(names).not.toContain('Godwin Efosa Omoregie') // inactive
    expect(staff.find((row) => row.staff_name === 'Peter Ayodele Ojo')?.designation).toBe(
      'Director of Academic Planning',
    )
  })

  it('enrols a staff member once: a second enrol updates the same record', async () => {
    const person = (await activeStaff()).find((row) => row.staff_name === 'Halima Rukayya Idris')!
    const body = form(person.staff_name, {
      category: 'Senate',
      StaffID: person.StaffID,
      designation: person.designation,
    })
    const first = await call('POST', 'leadership/senate/enrol', body)
    expect(first.body).toMatchObject({ message: 'success', type: 'new' })
    const again = await call('POST', 'leadership/senate/enrol', { ...body, position: 9, title: 'Mrs.' })
    expect(again.body).toMatchObject({ message: 'success', type: 'update', entry_id: first.body.entry_id })
    const rows = (await list()).filter(
      (row) => row.Category === 'Senate' && row.FullName === person.staff_name,
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ Position: 9, Title: 'Mrs.' })

    // The same person in Management is a record of its own.
    const management = await call('POST', 'leadership/management/enrol', { ...body, category: 'Management' })
    expect(management.body).toMatchObject({ message: 'success', type: 'new' })
  })

  it('makes one record when the same person is enrolled twice at once', async () => {
    const person = (await activeStaff()).find((row) => row.staff_name === 'Musa Bala Shehu')!
    const body = form(person.staff_name, { category: 'Senate', StaffID: person.StaffID })
    const answers = await Promise.all([1, 2, 3].map(() => call('POST', 'leadership/senate/enrol', body)))
    expect(answers.map((a) => a.body.message)).toEqual(['success', 'success', 'success'])
    expect(answers.filter((a) => a.body.type === 'new')).toHaveLength(1)
    expect(
      (await list()).filter((row) => row.FullName === person.staff_name && row.Category === 'Senate'),
    ).toHaveLength(1)
  })

  it("updates the record given by id, and answers 'name exist' for another record's name and title", async () => {
    const a = await call(
      'POST',
      'leadership/management/enrol',
      form('Manager One', { category: 'Management' }),
    )
    const b = await call(
      'POST',
      'leadership/management/enrol',
      form('Manager Two', { category: 'Management' }),
    )
    const id = b.body.entry_id as number
    const edit = await call(
      'POST',
      'leadership/management/enrol',
      form('Manager Deux', { category: 'Management', id }),
    )
    expect(edit.body).toMatchObject({ message: 'success', type: 'update', entry_id: id })
    expect((await recordOf(id))?.FullName).toBe('Manager Deux')
    const clash = await call(
      'POST',
      'leadership/management/enrol',
      form('manager one', { category: 'Management', id }),
    )
    expect(clash.body.message).toBe('name exist')
    expect(a.body.type).toBe('new')
    // An id of another category is not this form's record.
    expect(
      (await call('POST', 'leadership/senate/enrol', form('X', { category: 'Senate', id }))).status,
    ).toBe(404)
  })

  it('takes the photo of a newly enrolled record', async () => {
    const enrolled = await call('POST', 'leadership/senate/enrol', form('With Photo', { category: 'Senate' }))
    const id = enrolled.body.entry_id as number
    const sent = await server.sendPhoto(leadership.enrolPhoto, id, 'me.jpg', makeJpegLike())
    expect(sent.status).toBe(400) // a .jpg name over PNG bytes is refused by content
    const png = await server.sendPhoto(leadership.enrolPhoto, id, 'me.png', makePng(2))
    expect(png.status).toBe(200)
    expect((await recordOf(id))?.ImagePath).toMatch(/\.png$/)
  })
})

/** PNG bytes under a .jpg name. */
const makeJpegLike = () => makePng(2)

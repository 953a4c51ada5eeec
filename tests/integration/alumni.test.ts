import { existsSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { request } from 'node:http'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { alumni, AlumniFeedbackRow, AlumniStudentRow } from '../../src/shared/contract/alumni'
import { NO_IMAGE_SEGMENT } from '../../src/shared/rules/alumni'
import { makePng, uploadParts, useTestServer } from './helpers'
import { itRefusesFacultyAndDepartment, type WireCall } from './access-checks'

// Alumni over real HTTP (SPEC §2.10, §7 "Alumni"): the student list, feedback added and edited through
// the add call, its photo, and the delete path whose {ImagePath} is compared with the record's own image
// name and never used as a path.

const server = useTestServer()

const call = (method: string, path: string, json?: unknown, username: string | null = 'admin') =>
  server.raw(method, path, json, { as: username })

const feedback = (Title: string, extra: Record<string, unknown> = {}) => ({
  StudentID: 'DU/18/CSC/1001',
  StudentName: 'Adebola Akande',
  Title,
  Description: JSON.stringify([{ type: 'paragraph', children: [{ text: 'Four good years.' }] }]),
  image: '',
  photo: '',
  ImagePath: '',
  ...extra,
})

const feedbackList = async () =>
  AlumniFeedbackRow.array().parse((await call('GET', 'student/alumni/feedback')).body)
const feedbackOf = async (id: number) => (await feedbackList()).find((row) => row.EntryID === id)

async function addWithPhoto(title: string) {
  const added = await call('POST', 'student/alumni/feedback/add', feedback(title))
  expect(added.body.message).toBe('success')
  const id = added.body.entry_id as number
  const sent = await server.upload(alumni.uploadPhoto.path, 'admin', uploadParts(id, 'me.png', makePng(3)))
  expect(sent.status).toBe(200)
  const image = (await feedbackOf(id))!.ImagePath!
  expect(image).toMatch(/^[0-9a-f]{32}\.png$/)
  return { id, image, file: join(server.uploadsDir, 'alumni', image) }
}

/** A DELETE with the path exactly as written: no URL parser between the test and the server. */
async function rawDelete(path: string): Promise<number> {
  const { hostname, port } = new URL(server.origin)
  const token = await server.token('admin')
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        host: hostname,
        port,
        method: 'DELETE',
        path,
        headers: { authorization: `Bearer ${token}` },
      },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
      },
    )
    sent.on('error', reject)
    sent.end()
  })
}

const CALLS: WireCall[] = [
  ['GET', 'student/alumni/feedback', undefined],
  ['GET', 'student/alumni/list/all', undefined],
  ['POST', 'student/alumni/feedback/add', feedback('Access check')],
  ['DELETE', 'student/alumin/feedback/delete/none/999999', undefined],
]

describe('who may call', () => {
  itRefusesFacultyAndDepartment(server, CALLS)

  it('refuses the photo upload without a session and for Faculty users', async () => {
    const parts = uploadParts(1, 'p.png', makePng())
    expect((await server.upload(alumni.uploadPhoto.path, undefined, parts)).status).toBe(401)
    expect((await server.upload(alumni.uploadPhoto.path, 'faculty', parts)).status).toBe(403)
  })

  it('lets DSSD users list the alumni', async () => {
    expect((await call('GET', 'student/alumni/list/all', undefined, 'dssd')).status).toBe(200)
  })
})

describe('students and feedback', () => {
  it('lists the seeded alumni students and their feedback', async () => {
    const students = AlumniStudentRow.array().parse((await call('GET', 'student/alumni/list/all')).body)
    expect(students.length).toBeGreaterThanOrEqual(50)
    expect(students.find((s) => s.StudentName === 'Adebola Akande')).toMatchObject({ Gender: 'Female' })
    expect((await feedbackList()).length).toBeGreaterThan(0)
  })

  it.each([
    [{ StudentID: '' }, 'StudentID'],
    [{ StudentName: ' ' }, 'StudentName'],
    [{ Title: '' }, 'Title'],
    [{ Description: '' }, 'Description'],
    [{ id: 'seven' }, 'id'],
  ])('answers 400 naming the field for %o', async (extra, field) => {
    const { status, body } = await call('POST', 'student/alumni/feedback/add', feedback('Bad body', extra))
    expect(status).toBe(400)
    expect(body.field).toBe(field)
  })

  it('adds, refuses the same title, and edits through the add call without a new image', async () => {
    const { id, image } = await addWithPhoto('My years at Baze')
    expect(
      (await call('POST', 'student/alumni/feedback/add', feedback(' my YEARS at baze '))).body.message,
    ).toBe('feedback exist')
    const edited = await call(
      'POST',
      'student/alumni/feedback/add',
      feedback('My four years at Baze', { id }),
    )
    expect(edited.body).toMatchObject({ message: 'success', entry_id: id })
    expect(await feedbackOf(id)).toMatchObject({ Title: 'My four years at Baze', ImagePath: image })
    // Its own title again is no clash; another feedback's is.
    expect(
      (await call('POST', 'student/alumni/feedback/add', feedback('My four years at Baze', { id }))).body
        .message,
    ).toBe('success')
    const other = (await call('POST', 'student/alumni/feedback/add', feedback('Another story'))).body.entry_id
    expect(
      (await call('POST', 'student/alumni/feedback/add', feedback('Another story', { id }))).body.message,
    ).toBe('feedback exist')
    expect(other).toBeTypeOf('number')
    expect(
      (await call('POST', 'student/alumni/feedback/add', feedback('Ghost', { id: 999999 }))).status,
    ).toBe(404)
  })
})

describe('delete', () => {
  it("removes the record when the path names the record's image, keeping that file for a restore", async () => {
    const own = await addWithPhoto('Delete me')
    const other = await addWithPhoto('Keep me')
    const answer = await call('DELETE', `student/alumin/feedback/delete/${own.image}/${own.id}`)
    expect(answer).toMatchObject({ status: 200, body: { message: 'deleted' } })
    expect(await feedbackOf(own.id)).toBeUndefined()
    // Issue 25: kept while the deletion's entry (a kept version) names it, so a restore brings it back.
    expect(await server.isStored('alumni', own.image)).toBe(true)
    expect(await server.isStored('alumni', other.image)).toBe(true)
    expect((await call('DELETE', `student/alumin/feedback/delete/${own.image}/${own.id}`)).status).toBe(404)
  })

  it(`deletes a feedback without an image when the path says '${NO_IMAGE_SEGMENT}'`, async () => {
    const id = (await call('POST', 'student/alumni/feedback/add', feedback('No photo'))).body
      .entry_id as number
    expect((await call('DELETE', `student/alumin/feedback/delete/other.png/${id}`)).status).toBe(400)
    expect(
      (await call('DELETE', `student/alumin/feedback/delete/${NO_IMAGE_SEGMENT}/${id}`)).body.message,
    ).toBe('deleted')
  })

  it('treats the ImagePath segment as a name only: traversal, absolute paths, NUL and other names delete nothing', async () => {
    const target = await addWithPhoto('Target of the corpus')
    const bystander = await addWithPhoto('Bystander')
    // Files a path-taking server would reach: one beside the uploads folders, one inside another folder.
    const outside = join(server.uploadsDir, 'sentinel.png')
    await writeFile(outside, makePng())
    const filesBefore = await server.storedFiles()

    const corpus = [
      '..%2F..%2Fetc%2Fpasswd',
      '%2e%2e%2f',
      '%2e%2e%2fsentinel.png',
      '..%2Fsentinel.png',
      '..%5Csentinel.png',
      encodeURIComponent(outside),
      '%2Fetc%2Fpasswd',
      encodeURIComponent(bystander.file),
      bystander.image,
      `${target.image}%00`,
      `%00${target.image}`,
      `${target.image}%2F..%2F${bystander.image}`,
      `.%2F${target.image}`,
      NO_IMAGE_SEGMENT,
    ]
    for (const segment of corpus) {
      const status = await rawDelete(`/api/student/alumin/feedback/delete/${segment}/${target.id}`)
      expect(status, segment).toBeGreaterThanOrEqual(400)
      expect(status, segment).toBeLessThan(500)
    }
    // Paths that a client would normalise are refused too when sent as they are.
    expect(
      await rawDelete(`/api/student/alumin/feedback/delete/../../${target.image}/${target.id}`),
    ).toBeGreaterThanOrEqual(400)

    expect(await server.storedFiles()).toEqual(filesBefore)
    expect(existsSync(outside)).toBe(true)
    expect(await feedbackOf(target.id)).toBeDefined()
    expect(await feedbackOf(bystander.id)).toBeDefined()
    expect((await call('GET', 'health', undefined, null)).status).toBe(200)

    // The record's own name still works afterwards.
    expect((await call('DELETE', `student/alumin/feedback/delete/${target.image}/${target.id}`)).status).toBe(
      200,
    )
    expect(await server.isStored('alumni', target.image)).toBe(true)
    expect(await server.isStored('alumni', bystander.image)).toBe(true)
    expect(existsSync(outside)).toBe(true)
  })
})

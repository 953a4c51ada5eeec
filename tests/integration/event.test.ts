import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { event } from '../../src/shared/contract/event'
import { general } from '../../src/shared/contract/general'
import { EVENT_END_BEFORE_START } from '../../src/shared/rules/event'
import { event as eventTable } from '../../src/server/db/schema'
import { makePng, uploadParts, useTestServer } from './helpers'

// Events over real HTTP (SPEC §2.8, §7 "event"): general and faculty events, who may save which,
// 'event exist', the times, slugs, the submitter, the photo upload and the dashboard's count.

const server = useTestServer()

const content = JSON.stringify([{ type: 'paragraph', children: [{ text: 'Come along.' }] }])

/** The add body as the event form sends it (SPEC §3 "Event": event fields plus InsertedBy). */
const eventBody = (title: string, FacultyCode = 'General', extra: Record<string, unknown> = {}) => ({
  title,
  eventDate: '2026-12-20',
  startTime: '09:30',
  endTime: '12:00',
  location: 'Main Auditorium',
  status: 1 as const,
  content,
  FacultyCode,
  image: '',
  photo: '',
  ImagePath: '',
  InsertedBy: 'Somebody Else Entirely',
  ...extra,
})

const addEvent = (username: string | null, body: unknown) =>
  server.raw('POST', 'event/add', body, { as: username })

const addOk = async (username: string, title: string, FacultyCode = 'General') => {
  const added = await server.ok(event.add, eventBody(title, FacultyCode), { as: username })
  expect(added.message).toBe('success')
  return added.entry_id as number
}

const listEvents = (username: string | null, facultyCode: string) =>
  server.raw('GET', `event/list/all/${facultyCode}`, undefined, { as: username })

const rowOf = async (EntryID: number) => {
  const [row] = await server.database.db.select().from(eventTable).where(eq(eventTable.EntryID, EntryID))
  return row
}

const updateEvent = (username: string | null, body: unknown) =>
  server.raw('PATCH', 'event/update', body, { as: username })

const updateBody = (
  id: number,
  title: string,
  FacultyCode = 'General',
  extra: Record<string, unknown> = {},
) => {
  const { InsertedBy: _by, ...fields } = eventBody(title, FacultyCode, extra)
  return { ...fields, id, submittedBy: 'Somebody Else Entirely' }
}

describe('event/add and event/list', () => {
  it('adds a general event with the signed-in user as submitter and finds it first in the list', async () => {
    const id = await addOk('admin', 'Inaugural Lecture')
    const list = await server.ok(event.list, { facultyCode: 'General' }, { as: 'admin' })
    expect(list[0]).toEqual({
      EntryID: id,
      Title: 'Inaugural Lecture',
      Description: content,
      EventDate: '2026-12-20',
      StartTime: '09:30',
      EndTime: '12:00',
      Location: 'Main Auditorium',
      Status: 1,
      FacultyCode: 'General',
      ImagePath: null,
      ImageAlt: null,
      ImageDecorative: false,
      ViewCount: 0,
      Slug: 'inaugural-lecture',
    })
    expect(list.every((row) => row.FacultyCode === 'General')).toBe(true)
    expect((await rowOf(id)).InsertedBy).toBe('Amina Halima Bello')
  })

  it('saves a draft when the status is 0', async () => {
    const { body } = await addEvent('admin', eventBody('Quiet Planning Meeting', 'General', { status: 0 }))
    expect((await rowOf(body.entry_id as number)).Status).toBe(0)
  })

  it("answers 'event exist' for a title the faculty has already, in any case and spacing", async () => {
    const first = await addOk('admin', 'Sports Day', 'FCS')
    const again = await addEvent('admin', eventBody('  sports DAY ', 'FCS'))
    expect(again.status).toBe(200)
    expect(again.body).toEqual({ message: 'event exist', takenBy: first })
    // Another faculty may have the same title, and gets a slug of its own.
    const other = await addOk('admin', 'Sports Day', 'FMSS')
    expect((await rowOf(other)).Slug).toBe('sports-day-2')
  })

  it('holds Faculty users to their faculty, and lets no Department user in', async () => {
    const own = await addOk('faculty', 'Computing Open House', 'FCS')
    expect((await rowOf(own)).InsertedBy).toBe('Chinedu Emeka Okafor')
    expect((await addEvent('faculty', eventBody('Not their faculty', 'FMSS'))).status).toBe(403)
    expect((await addEvent('faculty', eventBody('Not the general site'))).status).toBe(403)
    const list = await listEvents('faculty', 'FCS')
    expect(list.status).toBe(200)
    expect(event.list.answer.parse(list.body).map((row) => row.EntryID)).toContain(own)
    expect((await listEvents('faculty', 'FMSS')).status).toBe(403)
    expect((await listEvents('faculty', 'General')).status).toBe(403)

    expect((await addEvent('department', eventBody('Department event', 'FMSS'))).status).toBe(403)
    expect((await listEvents('department', 'FMSS')).status).toBe(403)
    // DSSD: general and any faculty.
    await addOk('dssd', 'Law Moot Finals', 'FLAW')
    expect((await listEvents('dssd', 'FLAW')).status).toBe(200)
  })

  it('needs a session', async () => {
    expect((await addEvent(null, eventBody('No session'))).status).toBe(401)
    expect((await listEvents(null, 'General')).status).toBe(401)
  })

  it('names the field of a bad body', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '  ' }, 'title'],
      [{ eventDate: '20/12/2026' }, 'eventDate'],
      [{ eventDate: '2026-02-30' }, 'eventDate'],
      [{ startTime: '9am' }, 'startTime'],
      [{ endTime: '' }, 'endTime'],
      [{ location: '' }, 'location'],
      [{ content: '' }, 'content'],
      [{ status: 3 }, 'status'],
    ]
    for (const [change, field] of cases) {
      const { status, body } = await addEvent('admin', eventBody('Bad body', 'General', change))
      expect(status, field).toBe(400)
      expect(body.field).toBe(field)
    }
  })

  it('refuses an end time before the start time', async () => {
    const { status, body } = await addEvent(
      'admin',
      eventBody('Backwards', 'General', { startTime: '14:00', endTime: '13:59' }),
    )
    expect(status).toBe(400)
    expect(body).toEqual({ message: `endTime: ${EVENT_END_BEFORE_START}`, field: 'endTime' })
    // Ending when it starts is allowed.
    const same = await addEvent(
      'admin',
      eventBody('Instant', 'General', { startTime: '14:00', endTime: '14:00' }),
    )
    expect(same.body.message).toBe('success')
  })
})

describe('event/update', () => {
  it('saves every field, keeps the slug while the title stays, and records who updated', async () => {
    const id = await addOk('admin', 'Staff Retreat')
    const { status, body } = await updateEvent(
      'dssd',
      updateBody(id, 'Staff Retreat', 'General', {
        eventDate: '2027-01-15',
        startTime: '08:00',
        endTime: '17:30',
        location: 'Conference Centre',
        status: 0,
        content: '[]',
      }),
    )
    expect(status).toBe(200)
    expect(body).toEqual({ message: 'success' })
    expect(await rowOf(id)).toMatchObject({
      EventDate: '2027-01-15',
      StartTime: '08:00',
      EndTime: '17:30',
      Location: 'Conference Centre',
      Status: 0,
      Description: '[]',
      Slug: 'staff-retreat',
      InsertedBy: 'Amina Halima Bello',
      UpdatedBy: 'Ibrahim Musa Danjuma',
    })
  })

  it('makes a new slug when the title changes', async () => {
    await addOk('admin', 'Research Week')
    const id = await addOk('admin', 'Research Notice', 'FENG')
    expect((await updateEvent('admin', updateBody(id, 'Research Week', 'FENG'))).status).toBe(200)
    expect((await rowOf(id)).Slug).toBe('research-week-2')
  })

  it("refuses a title another event of the faculty has with 409 and SPEC's text", async () => {
    const holder = await addOk('admin', 'Clinic Open Day', 'FMHS')
    const id = await addOk('admin', 'Clinic Notice', 'FMHS')
    const { status, body } = await updateEvent('admin', updateBody(id, 'clinic open day', 'FMHS'))
    expect(status).toBe(409)
    expect(body).toEqual({
      message: 'Event with the same name already exist',
      field: 'title',
      takenBy: holder,
    })
  })

  it('answers 404 for a missing event, 401 without a session, 400 for a bad body', async () => {
    expect((await updateEvent('admin', updateBody(987654, 'Nothing'))).status).toBe(404)
    expect((await updateEvent(null, updateBody(1, 'No session'))).status).toBe(401)
    const { id: _id, ...noId } = updateBody(1, 'No id')
    const bad = await updateEvent('admin', noId)
    expect(bad.status).toBe(400)
    expect(bad.body.field).toBe('id')
    const backwards = await updateEvent('admin', updateBody(1, 'Backwards', 'General', { endTime: '00:00' }))
    expect(backwards.status).toBe(400)
    expect(backwards.body.field).toBe('endTime')
  })

  it('holds a Faculty user to their faculty in the stored event and in the body', async () => {
    const own = await addOk('faculty', 'Computing Seminar', 'FCS')
    const other = await addOk('admin', 'Accounting Seminar', 'FMSS')
    expect((await updateEvent('faculty', updateBody(other, 'Taken over', 'FCS'))).status).toBe(403)
    expect((await updateEvent('faculty', updateBody(own, 'Moved away', 'FMSS'))).status).toBe(403)
    expect((await updateEvent('department', updateBody(other, 'Department', 'FMSS'))).status).toBe(403)
    expect((await updateEvent('faculty', updateBody(own, 'Computing Seminars', 'FCS'))).status).toBe(200)
    expect((await rowOf(other)).Title).toBe('Accounting Seminar')
    expect((await rowOf(own)).Title).toBe('Computing Seminars')
  })
})

describe('event/uploadEventPhoto', () => {
  const upload = (username: string | undefined, id: number, name = 'poster.png') =>
    server.upload('event/uploadEventPhoto', username, uploadParts(id, name, makePng(3)))

  it('stores the photo for the event and serves it from event_uploads', async () => {
    const id = await addOk('admin', 'Poster Launch')
    const response = await upload('admin', id)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ message: 'uploaded' })
    const { ImagePath } = await rowOf(id)
    expect(ImagePath).toMatch(/^[0-9a-f]{32}\.png$/)
    const served = await fetch(`${server.origin}/public/uploads/event_uploads/${ImagePath}`)
    expect(served.status).toBe(200)
  })

  it("refuses a file that is not an image with SPEC's text", async () => {
    const id = await addOk('admin', 'Poster Refused')
    const response = await server.sendPhoto(event.uploadPhoto, id, 'notes.txt', Buffer.from('not an image'))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: 'Only .png, .jpg and .jpeg format allowed!' })
  })

  it('checks the session and the faculty of the event', async () => {
    const other = await addOk('admin', 'Poster Of Another Faculty', 'FMSS')
    const own = await addOk('faculty', 'Poster Of Their Faculty', 'FCS')
    expect((await upload(undefined, own)).status).toBe(401)
    expect((await upload('faculty', other)).status).toBe(403)
    expect((await upload('department', other)).status).toBe(403)
    expect((await upload('faculty', own)).status).toBe(200)
    expect((await rowOf(other)).ImagePath).toBeNull()
  })
})

describe('the dashboard', () => {
  it("counts a Super Admin's general events, as the Event List shows them, and a faculty's on its dashboard", async () => {
    const count = async () => {
      const response = await server.api('general/dashboard/count', { token: await server.token('admin') })
      return general.dashboardCount.answer.parse(await response.json()).EventCount ?? 0
    }
    const before = await count()
    expect(before).toBe(await server.database.db.$count(eventTable, eq(eventTable.FacultyCode, 'General')))
    await addOk('admin', 'Counted General Event')
    await addOk('admin', 'Counted Faculty Event', 'FENV')
    expect(await count()).toBe(before + 1)
  })
})

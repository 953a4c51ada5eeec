import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { channel } from '../../../src/shared/bridge'
import { REVIEW_TEXT } from '../../../src/shared/rules/review'
import { useFaculty } from '../../../src/renderer/src/state/faculty'
import { useSession } from '../../../src/renderer/src/state/session'
import { ADA, ok } from './fake-bridge'
import { facultyUser, listedCourse } from './faculty-user'
import { alertSays, doc, LIST, newsRow, SAVE, saved, storeDraft } from './news-helpers'
import { renderApp } from './render-app'
import { reviewDetail, reviewRow } from './review-helpers'

// Issue 48 on the forms and lists: an editor whose save waits for a reviewer is told so on the form, and a
// record's change waiting for review, or sent back with a comment, shows on its form and in its list.

const COMPUTING = { EntryID: 3, FacultyName: 'Faculty of Computing', Slug: 'computing', FacultyCode: 'FCS' }
const REVIEWS = channel.api('review', 'list')
const SETTINGS = channel.api('review', 'settings')
const ONE = channel.api('review', 'one')
const FACULTIES = channel.api('academics', 'facultyList')

/** A list's row, by a text of one of its cells. */
const rowOf = (text: string) => screen.getByText(text).closest('.ag-row') as HTMLElement
const submitButton = () => screen.getByRole('button', { name: /^Submit/ })
const facultyAnswers = { [FACULTIES]: () => ok([COMPUTING]) }

describe('a reviewed editor on the form (issue 48)', () => {
  it("tells a Faculty editor their news waits for review, and leaves a Super Admin's Submit as it was", async () => {
    useFaculty.setState({ faculty: COMPUTING })
    await renderApp('/faculty/news/add', { user: facultyUser('FCS'), answers: facultyAnswers })
    await waitFor(() => expect(submitButton().textContent).toBe(REVIEW_TEXT.submit))
    expect(screen.getByText(REVIEW_TEXT.note)).toBeTruthy()
    cleanup()
    useSession.setState({ known: false, user: null, expired: false })

    const app = await renderApp('/news/general/add')
    await waitFor(() => expect(app.callsOf(SETTINGS)).toHaveLength(1))
    expect(submitButton().textContent).toBe('Submit')
    expect(screen.queryByText(REVIEW_TEXT.note)).toBeNull()
  })

  it("follows the Super Admin's setting over the default: Faculty editors' news published directly", async () => {
    useFaculty.setState({ faculty: COMPUTING })
    const direct = { rules: [{ level: 2, area: 'news', reviewers: [], isDefault: false }] }
    const app = await renderApp('/faculty/news/add', {
      user: facultyUser('FCS'),
      answers: { ...facultyAnswers, [SETTINGS]: () => ok(direct) },
    })
    await waitFor(() => expect(app.callsOf(SETTINGS)).toHaveLength(1))
    await waitFor(() => expect(submitButton().textContent).toBe('Submit'))
    expect(screen.queryByText(REVIEW_TEXT.note)).toBeNull()
  })

  it("reviews any area a Super Admin sets: a DSSD user's leadership records", async () => {
    const reviewed = { rules: [{ level: 4, area: 'leadership', reviewers: [1], isDefault: false }] }
    await renderApp('/leadership/addleadership', {
      user: { ...facultyUser('FCS'), IsAdmin: 4, FacultyCode: null },
      answers: { [SETTINGS]: () => ok(reviewed) },
    })
    await waitFor(() => expect(submitButton().textContent).toBe(REVIEW_TEXT.submit))
    expect(screen.getByText(REVIEW_TEXT.note)).toBeTruthy()
  })

  it('says after the save that readers see the published version until the change is approved', async () => {
    useFaculty.setState({ faculty: COMPUTING })
    storeDraft('news.add.FCS', { title: 'Hackathon', status: 1, content: doc('Forty teams.') })
    await renderApp('/faculty/news/add', {
      user: facultyUser('FCS'),
      answers: { ...facultyAnswers, [SAVE]: () => saved(), [LIST]: () => ok([]) },
    })
    await waitFor(() => expect(submitButton().textContent).toBe(REVIEW_TEXT.submit))
    submitButton().click()
    const alert = await alertSays('SUCCESS', 'NEWS ADDED SUCCESSFULLY')
    expect(within(alert).getByText(REVIEW_TEXT.submitted)).toBeTruthy()
  })

  it("shows a change sent back on the record's form, with the reviewer's comment", async () => {
    useFaculty.setState({ faculty: COMPUTING })
    const sentBack = reviewDetail({
      state: 'changes',
      comment: 'Say which rooms open at eight.',
      decidedBy: { StaffID: 1, name: 'Amina Halima Bello' },
      decidedAt: '2026-12-01T10:00:00.000Z',
    })
    const app = await renderApp('/faculty/news/update?id=5', {
      user: facultyUser('FCS'),
      answers: {
        ...facultyAnswers,
        [LIST]: () => ok([newsRow({ FacultyCode: 'FCS' })]),
        [ONE]: () => ok(sentBack),
      },
    })
    const notice = await screen.findByText(REVIEW_TEXT.states.changes)
    const box = notice.closest('[role="status"]') as HTMLElement
    expect(within(box).getByText('Say which rooms open at eight.')).toBeTruthy()
    expect(box.textContent).toContain('Amina Halima Bello')
    expect(box.textContent).toContain('Chinedu Emeka Okafor')
    expect(app.callsOf(ONE)).toEqual([{ table: 'news', EntryID: 5 }])
  })

  it('tells the editor who asked that their change was approved, and nobody else', async () => {
    useFaculty.setState({ faculty: COMPUTING })
    const approved = reviewDetail({
      state: 'approved',
      askedBy: { StaffID: ADA.StaffID, name: 'Ada Obi' },
      decidedBy: { StaffID: 1, name: 'Amina Halima Bello' },
      decidedAt: '2026-12-01T10:00:00.000Z',
    })
    const answers = {
      ...facultyAnswers,
      [LIST]: () => ok([newsRow({ FacultyCode: 'FCS' })]),
      [ONE]: () => ok(approved),
    }
    await renderApp('/faculty/news/update?id=5', { user: facultyUser('FCS'), answers })
    const notice = await screen.findByText(REVIEW_TEXT.states.approved)
    expect(notice.closest('[role="status"]')?.textContent).toContain('Amina Halima Bello')
    cleanup()
    useSession.setState({ known: false, user: null, expired: false })

    const app = await renderApp('/faculty/news/update?id=5', {
      user: { ...facultyUser('FCS'), StaffID: 99 },
      answers,
    })
    await waitFor(() => expect(app.callsOf(ONE)).toHaveLength(1))
    await screen.findByRole('button', { name: REVIEW_TEXT.submit })
    expect(screen.queryByText(REVIEW_TEXT.states.approved)).toBeNull()
  })
})

describe("a change waiting for review in the record's list (issue 48)", () => {
  it('says Waiting for review beside the status of the news it holds', async () => {
    useFaculty.setState({ faculty: COMPUTING })
    await renderApp('/faculty/news/list', {
      user: facultyUser('FCS'),
      answers: {
        ...facultyAnswers,
        [LIST]: () =>
          ok([
            newsRow({ FacultyCode: 'FCS' }),
            newsRow({ EntryID: 6, Title: 'Sports day', Slug: 'sports-day', FacultyCode: 'FCS' }),
          ]),
        [REVIEWS]: () => ok([reviewRow()]),
      },
    })
    await screen.findByText('Sports day')
    await waitFor(() => expect(rowOf('Open day').textContent).toContain(REVIEW_TEXT.states.pending))
    expect(rowOf('Sports day').textContent).not.toContain(REVIEW_TEXT.states.pending)
  })

  it("marks a Department editor's course page sent back in the course list", async () => {
    useFaculty.setState({ faculty: { ...COMPUTING, FacultyCode: 'FMSS', Slug: 'fmss' } })
    const page = reviewRow({
      area: 'courses',
      table: 'course_about',
      EntryID: 40,
      section: 'ACC',
      state: 'changes',
    })
    await renderApp('/faculty/course', {
      user: facultyUser('FMSS', 3),
      answers: {
        [FACULTIES]: () => ok([{ ...COMPUTING, FacultyCode: 'FMSS', Slug: 'fmss' }]),
        [channel.api('academics', 'facultyDetails')]: () => ok([]),
        [channel.api('academics', 'courseList')]: () =>
          ok([
            listedCourse('FMSS', 'ACC', 'Accounting', true),
            listedCourse('FMSS', 'ECO', 'Economics', true),
          ]),
        [REVIEWS]: () => ok([page]),
      },
    })
    const courseRow = (name: string) =>
      screen.getByRole('button', { name: `Edit About Course '${name}'` }).closest('.ag-row') as HTMLElement
    await screen.findByRole('button', { name: "Edit About Course 'Economics'" })
    await waitFor(() => expect(courseRow('Accounting').textContent).toContain(REVIEW_TEXT.states.changes))
    expect(courseRow('Economics').textContent).not.toContain(REVIEW_TEXT.states.changes)
  })
})

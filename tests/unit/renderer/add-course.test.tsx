import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { channel } from '../../../src/shared/bridge'
import { inFieldWords } from '../../../src/shared/rules/forms'
import { ok } from './fake-bridge'
import { alertSays, SAVE, submit, summarySays, type } from './news-helpers'
import { renderApp } from './render-app'

// Issue 47: Add Course chooses its faculty from the university's faculties and its duration type from a
// list, where the code was typed by hand ("Agriculture" and "fagr" refused with "FacultyCode: no such
// faculty"); no message names a field by its internal name.

const FACULTIES = [
  { EntryID: 1, FacultyName: 'Faculty of Agriculture', Slug: 'agriculture', FacultyCode: 'FAGR' },
  { EntryID: 2, FacultyName: 'Faculty of Law', Slug: 'law', FacultyCode: 'FLAW' },
]
const answers = { [channel.api('academics', 'facultyList')]: () => ok(FACULTIES) }
const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement
const options = (label: string) =>
  within(select(label))
    .getAllByRole('option')
    .map((o) => o.textContent)

describe('Add Course', () => {
  it('offers the faculties by name and a duration type, and saves the chosen code', async () => {
    const app = await renderApp('/records/courses/add', {
      answers: {
        ...answers,
        [SAVE]: () => ok({ answer: { message: 'success', entry_id: 7 }, photo: { status: 'none' } }),
      },
    })
    await waitFor(() =>
      expect(options('Faculty')).toEqual([
        'Choose a faculty',
        'Faculty of Agriculture (FAGR)',
        'Faculty of Law (FLAW)',
      ]),
    )
    expect(options('Duration type')).toEqual(['Choose', 'Years', 'Semesters', 'Months', 'Weeks'])

    submit()
    await summarySays('Course code is required', 'Faculty is required', 'Course name is required')
    type('Course code', 'AGR101')
    fireEvent.change(select('Faculty'), { target: { value: 'FAGR' } })
    type('Course name', 'BSc Agronomy')
    fireEvent.change(select('Duration type'), { target: { value: 'Semesters' } })
    submit()
    await alertSays('SUCCESS', 'COURSE ADDED SUCCESSFULLY')
    expect(app.callsOf(SAVE)[0]).toMatchObject({
      input: {
        kind: 'courses',
        values: { CourseCode: 'AGR101', FacultyCode: 'FAGR', DurationType: 'Semesters' },
      },
    })
  })

  it("says a server's refusal of the faculty with the field's label, not its internal name", async () => {
    await renderApp('/records/courses/add', {
      answers: {
        ...answers,
        [SAVE]: () => ({
          ok: false,
          reason: 'invalid',
          status: 400,
          message: 'FacultyCode: no such faculty',
        }),
      },
    })
    await waitFor(() => expect(options('Faculty')).toHaveLength(3))
    type('Course code', 'AGR101')
    fireEvent.change(select('Faculty'), { target: { value: 'FAGR' } })
    type('Course name', 'BSc Agronomy')
    submit()
    await alertSays('Oops!', 'Faculty: no such faculty')
    expect(screen.queryByText(/FacultyCode/)).toBeNull()
  })
})

describe('inFieldWords', () => {
  it('names a refused field by its label when the screen has it, and leaves other messages alone', () => {
    const labels: Record<string, string> = { FacultyCode: 'Faculty' }
    const labelOf = (field: string) => labels[field]
    expect(inFieldWords('FacultyCode: no such faculty', labelOf)).toBe('Faculty: no such faculty')
    expect(inFieldWords('Captions: the file is not WebVTT', labelOf)).toBe('Captions: the file is not WebVTT')
    expect(inFieldWords('Event with the same name already exist', labelOf)).toBe(
      'Event with the same name already exist',
    )
  })
})

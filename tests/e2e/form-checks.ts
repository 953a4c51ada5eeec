import { expect, type Page } from '@playwright/test'
import { errorSummary, expectAlert, submit } from './screen-helpers'

// A form's checks as an editor meets them: submit, read the error summary, put a field right, submit again.

/** Submits the form and reads the alert that answers it. */
export async function submitAndExpect(page: Page, title: string, text: string) {
  await submit(page)
  await expectAlert(page, title, text)
}

/** A form check's message, and what the editor does to put it right. */
export type CheckStep = [message: string, fix: () => Promise<unknown>]

/**
 * Submits once per step (issue 47): the error summary lists every check failing now at once, in SPEC's
 * order, its first line the text SPEC's alert showed; that field is put right before the next submit.
 */
export async function checksSpeakInOrder(page: Page, steps: CheckStep[]) {
  for (const [index, [message, fix]] of steps.entries()) {
    await submit(page)
    const lines = errorSummary(page).getByRole('listitem')
    await expect(lines.first()).toHaveText(message)
    // What is still to come shows in SPEC's order (a check that needs a later fix to fail is not there yet).
    const rest = steps.slice(index).map(([text]) => text)
    const shown = (await lines.allTextContents()).filter((line) => rest.includes(line))
    expect(shown).toEqual(rest.filter((text) => shown.includes(text)))
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await fix()
  }
}

/** What the Event form is given; what a test leaves out is an ordinary event's. */
export interface EventFields {
  title: string
  date: string
  start: string
  end: string
  location: string
  content: string
  status: 'Publish' | 'Draft'
}

const AN_EVENT: Omit<EventFields, 'title'> = {
  date: '18/12/2026',
  start: '10:00',
  end: '13:30',
  location: 'Main Auditorium',
  content: 'Lectures, music and a lunch on the lawn.',
  status: 'Publish',
}

/** Fills the Add or Update Event form as an editor types it. */
export async function fillEvent(page: Page, given: Partial<EventFields> & { title: string }) {
  const fields = { ...AN_EVENT, ...given }
  await page.getByLabel('Title').fill(fields.title)
  await page.getByLabel('Event Date').fill(fields.date)
  await page.getByLabel('Start Time').fill(fields.start)
  await page.getByLabel('End Time').fill(fields.end)
  await page.getByLabel('Location').fill(fields.location)
  await page.getByLabel('Status').selectOption({ label: fields.status })
  await page.getByLabel('Content').click()
  await page.keyboard.type(fields.content)
}

/** The Slider form's fields, by their labels. */
export const SLIDER_FIELDS = {
  title: 'Slider Title',
  caption: 'Caption',
  btnName: 'Button Name',
  btnLink: 'Button Link',
} as const

export type SliderFields = Record<keyof typeof SLIDER_FIELDS, string> & { position: string }

/** Fills the Add or Update Slider form as an editor types it. */
export async function fillSlider(page: Page, values: SliderFields) {
  for (const key of Object.keys(SLIDER_FIELDS) as (keyof typeof SLIDER_FIELDS)[])
    await page.getByLabel(SLIDER_FIELDS[key], { exact: true }).fill(values[key])
  await page.getByLabel('Image Position', { exact: true }).selectOption(values.position)
}

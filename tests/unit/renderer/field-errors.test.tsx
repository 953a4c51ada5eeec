import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { alertSays, field, press, submit, type } from './news-helpers'
import { renderApp } from './render-app'

// Errors at the field (issue 23): SPEC's alert stays; after OK the field that failed has the focus, is
// marked invalid and is described by its message (in the words of its label) until it is fixed. Every
// field a form's checks require carries the same marker.

/** What a screen reader reads after the field's name: the texts its aria-describedby names. */
const description = (control: Element) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim()

/** The control is marked and read with `message`, and has the focus. */
async function markedWith(label: string, message: string) {
  const control = field(label)
  await waitFor(() => expect(document.activeElement).toBe(control))
  expect(control.getAttribute('aria-invalid')).toBe('true')
  expect(description(control)).toContain(message)
  expect(document.getElementById(control.getAttribute('aria-errormessage') ?? '')?.textContent).toBe(message)
}

const unmarked = (label: string) => {
  const control = field(label)
  expect(control.getAttribute('aria-invalid')).toBeNull()
  expect(description(control)).toBe('')
}

/** The field's wrapper carries the required marker, and the control says it is required. */
const isRequired = (label: string) => {
  const control = field(label)
  expect(control.closest('.field')?.classList.contains('field--required')).toBe(true)
  expect(control.getAttribute('aria-required')).toBe('true')
}

describe('A failed check at its field', () => {
  it("keeps SPEC's alert, then focuses and marks the news title until it is given", async () => {
    await renderApp('/news/general/add')
    submit()
    press(await alertSays('FORM VALIDATION ERROR', 'Please enter news title'), 'OK')
    await markedWith('Title', 'Title is required')

    type('Title', '  ') // still blank: still marked
    expect(field('Title').getAttribute('aria-invalid')).toBe('true')
    type('Title', 'Open day')
    unmarked('Title')
  })

  it("names the partner's field by its label, not SPEC's internal name", async () => {
    await renderApp('/general/partners/add')
    submit()
    press(await alertSays('FORM VALIDATION ERROR', 'Please enter PartnerName'), 'OK')
    await markedWith('Partner Name', 'Partner Name is required')
    type('Partner Name', 'Acme')
    unmarked('Partner Name')
  })

  it('moves the mark to the next failing field at the next submit', async () => {
    await renderApp('/leadership/addleadership')
    submit()
    press(await alertSays('FORM VALIDATION ERROR', 'Please enter title'), 'OK')
    await markedWith('Title', 'Title is required')
    type('Title', 'Dr.')
    submit()
    press(await alertSays('FORM VALIDATION ERROR', 'Please enter Full Name'), 'OK')
    await markedWith('Full Name', 'Full Name is required')
    unmarked('Title')
  })
})

describe('The required marker', () => {
  it('is on each field the news, partner and leadership forms require, and only there', async () => {
    const news = await renderApp('/news/general/add')
    isRequired('Title')
    expect(screen.getByRole('textbox', { name: 'Content' }).getAttribute('aria-required')).toBe('true')
    expect(field('Status').getAttribute('aria-required')).toBeNull()
    news.unmount()

    const partners = await renderApp('/general/partners/add')
    isRequired('Partner Name')
    partners.unmount()

    await renderApp('/leadership/addleadership')
    for (const label of ['Title', 'Full Name', 'Designation', 'Position', 'Status']) isRequired(label)
    expect(screen.getByRole('textbox', { name: 'Description' }).getAttribute('aria-required')).toBe('true')
  })
})

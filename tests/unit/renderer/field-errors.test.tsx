import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { field, followSummaryLink, noSummary, submit, summarySays, type } from './news-helpers'
import { renderApp } from './render-app'

// Errors at the field (issues 23, 47): a submit marks every failing field at once, each described by one
// message, and the error summary at the top of the form lists the same messages in SPEC's order, each a link
// to its field. No blocking alert. Every field a form's checks require carries the same marker.

/** What a screen reader reads after the field's name: the texts its aria-describedby names. */
const description = (control: Element) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim()

/** The control is marked and read with `message`. */
function markedWith(label: string, message: string) {
  const control = field(label)
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

describe('A submit that fails its checks', () => {
  it('marks every empty field of Add Event at once, with the summary in SPEC order and no alert', async () => {
    await renderApp('/event/general/add')
    submit()
    await summarySays(
      'Please enter event title',
      'Please enter event date',
      'Please enter event start time',
      'Please enter event end time',
      'Please enter event location',
      'Please enter event content',
    )
    expect(screen.queryByRole('dialog')).toBeNull()
    markedWith('Title', 'Please enter event title')
    markedWith('Event Date', 'Please enter event date')
    markedWith('Location', 'Please enter event location')
  })

  it('says the same words at the field as in the summary, and each link takes the focus to its field', async () => {
    await renderApp('/news/general/add')
    submit()
    const summary = await summarySays('Please enter news title', 'Please enter news content')
    markedWith('Title', 'Please enter news title')
    followSummaryLink(summary, 'Please enter news content')
    const content = screen.getByRole('textbox', { name: 'Content' })
    await waitFor(() => expect(document.activeElement).toBe(content))
    expect(content.getAttribute('aria-invalid')).toBe('true')
    followSummaryLink(summary, 'Please enter news title')
    expect(document.activeElement).toBe(field('Title'))
  })

  it('unmarks a field as it is put right, and drops its line; the summary goes with the last', async () => {
    await renderApp('/general/partners/add')
    submit()
    await summarySays('Please enter partner name')
    markedWith('Partner Name', 'Please enter partner name')
    type('Partner Name', '  ') // still blank: still marked
    markedWith('Partner Name', 'Please enter partner name')
    type('Partner Name', 'Acme')
    unmarked('Partner Name')
    noSummary()
  })

  it('lists again, at the next submit, what still fails', async () => {
    await renderApp('/leadership/addleadership')
    submit()
    await summarySays(
      'Please enter title',
      'Please enter Full Name',
      'Please select position',
      'Please enter designation',
      'Please select status',
      'Please enter description',
    )
    type('Title', 'Dr.')
    type('Full Name', 'Ada Obi')
    submit()
    await summarySays(
      'Please select position',
      'Please enter designation',
      'Please select status',
      'Please enter description',
    )
    unmarked('Full Name')
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

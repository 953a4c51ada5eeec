import { describe, expect, it } from 'vitest'
import { alertForAnswer } from '../../../src/shared/rules/alerts'
import {
  EVENT_CHECKS,
  EVENT_PATHS,
  eventAddAnswers,
  eventStatusLabel,
  eventUpdateAnswers,
  type EventValues,
} from '../../../src/shared/rules/event'
import { firstFailure, isIsoDate, isWebAddress } from '../../../src/shared/rules/forms'
import {
  HEADLINE_CHECKS,
  HEADLINE_COLOUR_CHOICES,
  HEADLINE_PATHS,
  headlineAddAnswers,
  headlineColourLabel,
  headlineUpdateAnswers,
  type HeadlineValues,
} from '../../../src/shared/rules/headline'
import { altValuesOf } from '../../../src/shared/rules/a11y/alt-text'

const content = JSON.stringify([{ type: 'paragraph', children: [{ text: 'Body' }] }])

/** Every message the checks give, filling one field after another from empty, in the order they came. */
function messagesInOrder<V>(checks: Parameters<typeof firstFailure<V>>[0], start: V, fixes: Partial<V>[]) {
  const seen: string[] = []
  let values = start
  for (const fix of fixes) {
    seen.push(firstFailure(checks, values) ?? 'none')
    values = { ...values, ...fix }
  }
  seen.push(firstFailure(checks, values) ?? 'none')
  return seen
}

describe('event rules (SPEC §2.8, §5, §8)', () => {
  const empty: EventValues = {
    ...altValuesOf('event'),
    title: '',
    eventDate: '',
    startTime: '',
    endTime: '',
    location: '',
    status: 1,
    content: '',
  }

  it("checks SPEC's fields in order, then a real date and times as typed, then the end not before the start", () => {
    // The form holds what was typed until it reads as a date or a time (components/date-fields.tsx).
    expect(
      messagesInOrder(EVENT_CHECKS, empty, [
        { title: 'Open day' },
        { eventDate: '31/13/2026' },
        { startTime: '10 am' },
        { endTime: '09:59' },
        { location: 'Hall' },
        { content },
        { eventDate: '2026-12-31' },
        { startTime: '10:00' },
        { endTime: '10:00' },
      ]),
    ).toEqual([
      'Please enter event title',
      'Please enter event date',
      'Please enter event start time',
      'Please enter event end time',
      'Please enter event location',
      'Please enter event content',
      'Please enter the event date as DD/MM/YYYY',
      'Please enter the event times as HH:MM',
      'The event end time cannot be before its start time',
      'none',
    ])
  })

  it('answers add and update with SPEC’s texts; success leads to the list of the mode', () => {
    const add = eventAddAnswers(EVENT_PATHS.faculty)
    expect(alertForAnswer(add, 'success')).toEqual({
      title: 'SUCCESS',
      text: 'EVENT ADDED SUCCESSFULLY',
      redirect: '/faculty/event/list',
    })
    expect(alertForAnswer(add, 'event exist')).toEqual({
      title: 'Oops!',
      text: 'Event with the same name already exist',
    })
    expect(alertForAnswer(add, 'failed').text).toBe(
      'Something went wrong adding the event. Please try again!',
    )
    expect(alertForAnswer(add, 'odd').text).toBe('Failed to add the event details!')
    const update = eventUpdateAnswers(EVENT_PATHS.general)
    expect(alertForAnswer(update, 'success')).toMatchObject({
      text: 'EVENT UPDATED SUCCESSFULLY',
      redirect: '/event/general/list',
    })
    expect(alertForAnswer(update, 'failed').text).toBe('Failed to update the event details!')
  })

  it('says Published for 1 and Draft otherwise', () => {
    expect([1, 0, 2].map(eventStatusLabel)).toEqual(['Published', 'Draft', 'Draft'])
  })

  it('takes only real calendar days as dates', () => {
    expect(['2026-12-31', '2028-02-29'].every(isIsoDate)).toBe(true)
    expect(['2026-02-29', '2026-13-01', '2026-1-01', '31-12-2026', ''].some(isIsoDate)).toBe(false)
  })
})

describe('headline rules (SPEC §2.9, §5, §8)', () => {
  const empty: HeadlineValues = { linkTitle: '', linkPath: '', bgColour: '', messageMsg: '', status: 1 }

  it("checks SPEC's fields in order (the colour's text ends in a space), then the link is a web address", () => {
    expect(
      messagesInOrder(HEADLINE_CHECKS, empty, [
        { linkTitle: 'Fees' },
        { linkPath: 'example.edu/fees' },
        { bgColour: 'gold-dark' },
        { messageMsg: content },
        { linkPath: 'https://example.edu/fees' },
      ]),
    ).toEqual([
      'Please enter headline title',
      'Please enter Link Path caption',
      'Please select Background Color ',
      'Please enter Message',
      'Please enter a Link Path starting with http:// or https://',
      'none',
    ])
  })

  it('names the headline in its success texts, and keeps the user on the form after an error', () => {
    const add = headlineAddAnswers(HEADLINE_PATHS)
    expect(alertForAnswer(add, 'success')).toEqual({
      title: 'SUCCESS',
      text: 'HEADLINE ADDED SUCCESSFULLY',
      redirect: '/general/headline/headlinelist',
    })
    for (const message of ['Headline exist', 'failed', 'odd'])
      expect(alertForAnswer(add, message).redirect).toBeUndefined()
    expect(alertForAnswer(add, 'Headline exist').text).toBe('Headline with the same title already exist')
    const update = headlineUpdateAnswers(HEADLINE_PATHS)
    expect(alertForAnswer(update, 'success').text).toBe('HEADLINE UPDATED SUCCESSFULLY')
    expect(alertForAnswer(update, 'odd').redirect).toBeUndefined()
  })

  it("offers SPEC's four colours after an empty choice, and labels stored values", () => {
    expect(HEADLINE_COLOUR_CHOICES.map((choice) => choice.value)).toEqual([
      '',
      'berry-black',
      'dark-orange',
      'gold-black',
      'gold-dark',
    ])
    expect(headlineColourLabel('gold-black')).toBe('Gold Black')
    expect(headlineColourLabel('teal')).toBe('teal')
  })

  it('takes only http and https addresses with a host as links', () => {
    expect(['https://example.edu', 'http://example.edu/a?b=c'].every(isWebAddress)).toBe(true)
    expect(
      ['javascript:alert(1)', 'ftp://example.edu', '/news', 'example.edu', 'https://'].some(isWebAddress),
    ).toBe(false)
  })
})

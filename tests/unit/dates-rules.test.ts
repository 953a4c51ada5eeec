import { describe, expect, it } from 'vitest'
import {
  isPastDay,
  parseClock,
  parseDay,
  parseMoment,
  showDay,
  showMoment,
  showSoon,
  typedMoment,
} from '../../src/shared/rules/dates'
import { scheduledBadge } from '../../src/shared/rules/schedule'

// Issue 47: dates and times written one way, the university's (en-GB, its time zone), shown and typed.

describe('a coming time in a list', () => {
  // Sun 6 Dec 2026, 12:30 UTC.
  const now = new Date('2026-12-06T12:30:00Z')

  it('names the weekday within six days, and the date beyond, so 25 days away is not read as this week', () => {
    expect(scheduledBadge('unpublish', new Date('2026-12-10T17:30:00Z'), 'UTC', now)).toBe('Until Thu 17:30')
    expect(scheduledBadge('unpublish', new Date('2026-12-31T17:30:00Z'), 'UTC', now)).toBe(
      'Until 31 Dec, 17:30',
    )
    expect(scheduledBadge('publish', new Date('2027-01-02T08:00:00Z'), 'UTC', now)).toBe(
      'Scheduled 2 Jan 2027, 08:00',
    )
  })

  it("counts days on the university's calendar, not UTC's", () => {
    // 23:30 UTC on Sat 12 Dec is Sunday 13 Dec in Lagos: seven days ahead there, so its date.
    expect(showSoon(new Date('2026-12-12T23:30:00Z'), 'Africa/Lagos', now)).toBe('13 Dec, 00:30')
    expect(showSoon(new Date('2026-12-12T23:30:00Z'), 'UTC', now)).toBe('Sat 23:30')
  })
})

describe('shown', () => {
  it('writes a moment day first on a 24-hour clock in the zone, whatever the machine', () => {
    expect(showMoment('2026-12-06T05:01:46.000Z', 'UTC')).toBe('6 Dec 2026, 05:01:46')
    expect(showMoment('2026-12-06T05:01:46.000Z', 'America/New_York')).toBe('6 Dec 2026, 00:01:46')
  })

  it('writes a stored day as a date, the same on every desk', () => {
    expect(showDay('2026-12-18')).toBe('18 Dec 2026')
    expect(showDay('2026-11-20T08:00:00.000Z')).toBe('20 Nov 2026')
    expect(showDay('')).toBe('')
  })
})

describe('typed', () => {
  it('reads a date day first, or as YYYY-MM-DD, and refuses the American order and days that do not exist', () => {
    expect(parseDay('31/12/2026')).toBe('2026-12-31')
    expect(parseDay('1.2.2027')).toBe('2027-02-01')
    expect(parseDay('2026-12-31')).toBe('2026-12-31')
    expect(parseDay('12/31/2026')).toBeNull()
    expect(parseDay('29/02/2026')).toBeNull()
    expect(parseDay('31/12/26')).toBeNull()
  })

  it('reads a time on the 24-hour clock, and a 12-hour one from habit', () => {
    expect(parseClock('17:30')).toBe('17:30')
    expect(parseClock('9.05')).toBe('09:05')
    expect(parseClock('5:30 pm')).toBe('17:30')
    expect(parseClock('12:15 am')).toBe('00:15')
    expect(parseClock('24:00')).toBeNull()
  })

  it('reads a date and time together, and writes a wall clock back the same way', () => {
    expect(parseMoment('31/12/2026 17:30')).toBe('2026-12-31T17:30')
    expect(parseMoment('31/12/2026, 5:30 pm')).toBe('2026-12-31T17:30')
    expect(parseMoment('31/12/2026')).toBeNull()
    expect(typedMoment('2026-12-31T17:30')).toBe('31/12/2026 17:30')
  })

  it('says a day has passed by the calendar of the zone', () => {
    const now = new Date('2026-12-06T23:30:00Z')
    expect(isPastDay('2026-12-06', 'UTC', now)).toBe(false)
    // Already the 7th in Lagos.
    expect(isPastDay('2026-12-06', 'Africa/Lagos', now)).toBe(true)
    expect(isPastDay('2026-12-05', 'UTC', now)).toBe(true)
  })
})

import { describe, expect, it } from 'vitest'
import {
  clockTyped,
  dayTyped,
  inLocale,
  isPastDay,
  parseClock,
  parseDay,
  parseMoment,
  showDay,
  showMoment,
  setUniversityLocale,
  showSoon,
  typedClock,
  typedMoment,
  universityLocale,
} from '../../src/shared/rules/dates'
import { localeName, UNIVERSITY_LOCALES } from '../../src/shared/rules/locales'
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

describe("in the university's locale, a Super Admin's setting", () => {
  const now = new Date('2026-12-06T12:30:00Z')
  const inUs = <T>(write: () => T): T => inLocale('en-US', write)

  it('writes en-US month first on a 12-hour clock, en-GB day first on a 24-hour one', () => {
    const at = new Date('2026-12-31T17:30:00Z')
    expect(inUs(() => scheduledBadge('unpublish', at, 'UTC', now))).toBe('Until Dec 31, 05:30 PM')
    expect(scheduledBadge('unpublish', at, 'UTC', now)).toBe('Until 31 Dec, 17:30')
    expect(inUs(() => showDay('2026-12-18'))).toBe('Dec 18, 2026')
    expect(inUs(() => showMoment('2026-12-06T05:01:46Z', 'UTC'))).toBe('Dec 6, 2026, 05:01:46 AM')
    expect(inLocale('de-DE', () => showDay('2026-12-18'))).toBe('18. Dez. 2026')
  })

  it('types a date in the locale order and a time on its clock', () => {
    expect(inUs(dayTyped)).toBe('MM/DD/YYYY')
    expect(inUs(clockTyped)).toBe('HH:MM am/pm')
    expect(dayTyped()).toBe('DD/MM/YYYY')
    expect(clockTyped()).toBe('HH:MM')
    expect(inLocale('de-DE', dayTyped)).toBe('DD.MM.YYYY')
    expect(inLocale('en-CA', dayTyped)).toBe('YYYY-MM-DD')
    expect(inUs(() => typedMoment('2026-12-31T17:30'))).toBe('12/31/2026 05:30 PM')
    expect(inUs(() => typedClock('00:05'))).toBe('12:05 AM')
    expect(typedMoment('2026-12-31T17:30')).toBe('31/12/2026 17:30')
  })

  it('reads a typed date by the locale order, so 03/04 is 4 March in en-US and 3 April in en-GB', () => {
    expect(inUs(() => parseDay('03/04/2026'))).toBe('2026-03-04')
    expect(parseDay('03/04/2026')).toBe('2026-04-03')
    expect(inUs(() => parseDay('31/12/2026'))).toBeNull()
    expect(inUs(() => parseMoment('12/31/2026 5:30 PM'))).toBe('2026-12-31T17:30')
    // What the field writes back reads as the same time.
    expect(inUs(() => parseMoment(typedMoment('2026-12-31T00:05')))).toBe('2026-12-31T00:05')
    expect(inLocale('de-DE', () => parseDay('31.12.2026'))).toBe('2026-12-31')
  })

  it('is en-GB again once the setting is back to it', () => {
    setUniversityLocale('en-US')
    try {
      expect(universityLocale()).toBe('en-US')
      expect(dayTyped()).toBe('MM/DD/YYYY')
    } finally {
      setUniversityLocale('en-GB')
    }
    expect(dayTyped()).toBe('DD/MM/YYYY')
  })
})

describe('the locales offered', () => {
  it('are each named in their own language, and differ in how they write a date', () => {
    expect(localeName('en-US')).toBe('English (United States)')
    expect(localeName('fr-FR')).toBe('français (France)')
    const written = UNIVERSITY_LOCALES.map((each) =>
      inLocale(each, () => `${dayTyped()} ${showDay('2026-12-31')} ${clockTyped()}`),
    )
    expect(new Set(written).size).toBe(UNIVERSITY_LOCALES.length)
  })
})

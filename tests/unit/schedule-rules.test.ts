import { describe, expect, it } from 'vitest'
import { auditSentence } from '../../src/shared/rules/audit'
import {
  instantOf,
  lateText,
  PAST_TIME,
  scheduledCall,
  scheduleProblem,
  SCHEDULER_NAME,
  UNPUBLISH_BEFORE_PUBLISH,
  wallClockOf,
  zoneName,
} from '../../src/shared/rules/schedule'

// Issue 26: times typed as a wall clock in the university's zone, read by the time-zone database (Intl), never
// by offset arithmetic; what a save may ask for; how a late run and a scheduler's audit entry read.

describe('instantOf and wallClockOf', () => {
  it('read a wall-clock time in its zone, either side of a daylight-saving change', () => {
    expect(instantOf('2027-03-28T08:00', 'Europe/London')?.toISOString()).toBe('2027-03-28T07:00:00.000Z')
    expect(instantOf('2027-10-31T08:00', 'Europe/London')?.toISOString()).toBe('2027-10-31T08:00:00.000Z')
    expect(instantOf('2027-07-01T08:00', 'Africa/Lagos')?.toISOString()).toBe('2027-07-01T07:00:00.000Z')
    expect(wallClockOf(new Date('2027-03-28T07:00:00Z'), 'Europe/London')).toBe('2027-03-28T08:00')
    expect(wallClockOf(new Date('2027-10-31T08:00:00Z'), 'Europe/London')).toBe('2027-10-31T08:00')
  })

  it('move a time the spring change skips an hour on, as the clock does', () => {
    // 01:30 does not happen in London on 28 March 2027 (01:00 GMT becomes 02:00 BST).
    const london = instantOf('2027-03-28T01:30', 'Europe/London')!
    expect(london.toISOString()).toBe('2027-03-28T01:30:00.000Z')
    expect(wallClockOf(london, 'Europe/London')).toBe('2027-03-28T02:30')
    const newYork = instantOf('2027-03-14T02:30', 'America/New_York')!
    expect(wallClockOf(newYork, 'America/New_York')).toBe('2027-03-14T03:30')
  })

  it('take the first of a time the autumn change makes happen twice', () => {
    expect(instantOf('2027-10-31T01:30', 'Europe/London')?.toISOString()).toBe('2027-10-31T00:30:00.000Z')
    expect(instantOf('2027-11-07T01:30', 'America/New_York')?.toISOString()).toBe('2027-11-07T05:30:00.000Z')
  })

  it('refuse text that is no time', () => {
    expect(instantOf('2027-02-30T08:00', 'UTC')).toBeNull()
    expect(instantOf('2027-01-01T24:00', 'UTC')).toBeNull()
    expect(instantOf('8am Monday', 'UTC')).toBeNull()
  })
})

describe('zoneName', () => {
  it('names a zone as people there do, and by its offset where it has no short name', () => {
    expect(zoneName('Africa/Lagos', new Date('2027-01-01T12:00:00Z'))).toBe('WAT')
    expect(zoneName('Africa/Nairobi', new Date('2027-01-01T12:00:00Z'))).toBe('EAT')
    expect(zoneName('Europe/London', new Date('2027-07-01T12:00:00Z'))).toBe('BST')
    expect(zoneName('Europe/London', new Date('2027-01-01T12:00:00Z'))).toBe('GMT')
    expect(zoneName('America/New_York', new Date('2027-01-01T12:00:00Z'))).toBe('EST')
    expect(zoneName('Asia/Tbilisi', new Date('2027-01-01T12:00:00Z'))).toBe('GMT+4')
  })
})

describe('scheduleProblem', () => {
  const now = new Date('2027-01-10T12:00:00Z')
  const at = (ms: number) => new Date(now.getTime() + ms)

  it('refuses a time that has passed, allowing a minute for a clock a little behind', () => {
    expect(scheduleProblem({ publishAt: at(-5 * 60_000) }, now)).toBe(PAST_TIME)
    expect(scheduleProblem({ unpublishAt: at(-61_000) }, now)).toBe(PAST_TIME)
    expect(scheduleProblem({ publishAt: at(-30_000) }, now)).toBeNull()
    expect(scheduleProblem({ publishAt: at(60_000), unpublishAt: null }, now)).toBeNull()
    expect(scheduleProblem({}, now)).toBeNull()
  })

  it('refuses an unpublish that is not after the publish', () => {
    expect(scheduleProblem({ publishAt: at(2 * 3600_000), unpublishAt: at(3600_000) }, now)).toBe(
      UNPUBLISH_BEFORE_PUBLISH,
    )
    expect(scheduleProblem({ publishAt: at(3600_000), unpublishAt: at(3600_000) }, now)).toBe(
      UNPUBLISH_BEFORE_PUBLISH,
    )
    expect(scheduleProblem({ publishAt: at(3600_000), unpublishAt: at(7200_000) }, now)).toBeNull()
  })
})

describe('lateText', () => {
  it('says how late in minutes rounded up, and in hours past two hours', () => {
    expect(lateText('publish', 14 * 60_000)).toBe('published late by 14 min')
    expect(lateText('publish', 61_000)).toBe('published late by 2 min')
    expect(lateText('unpublish', 3 * 3600_000)).toBe('unpublished late by 3 h')
  })
})

describe("the scheduler's audit entries", () => {
  it('read as the Scheduler publishing or taking down the record', () => {
    const row = { EntryID: 12, Title: 'Exam timetable', Status: 0 }
    const entry = (action: 'publish' | 'unpublish', before: number, after: number) =>
      auditSentence({
        staff_name: SCHEDULER_NAME,
        call: scheduledCall(action),
        record: 'news 12',
        before: { ...row, Status: before },
        after: { ...row, Status: after },
      })
    expect(entry('publish', 0, 1)).toBe("Scheduler published the news 'Exam timetable' at its scheduled time")
    expect(entry('unpublish', 1, 0)).toBe(
      "Scheduler took the news 'Exam timetable' down at its scheduled time",
    )
  })

  it('tell the time zone a Super Admin set', () => {
    const sentence = auditSentence({
      staff_name: 'Amina Bello',
      call: 'PATCH schedule/zone',
      record: null,
      before: null,
      after: { zone: 'Africa/Lagos' },
    })
    expect(sentence).toBe('Amina Bello set the university time zone to Africa/Lagos')
  })
})

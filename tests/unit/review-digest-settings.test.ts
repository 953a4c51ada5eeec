import { describe, expect, it } from 'vitest'
import { reviewDigestPeriodMs } from '../../src/server/config'

// Issue 48: how often a person may be mailed their review digest is a server setting (REVIEW_DIGEST_MINUTES).

describe('REVIEW_DIGEST_MINUTES', () => {
  it('is 15 minutes unless set', () => {
    expect(reviewDigestPeriodMs({})).toBe(15 * 60_000)
    expect(reviewDigestPeriodMs({ REVIEW_DIGEST_MINUTES: '' })).toBe(15 * 60_000)
  })

  it('takes any positive number of minutes', () => {
    expect(reviewDigestPeriodMs({ REVIEW_DIGEST_MINUTES: '60' })).toBe(3_600_000)
    expect(reviewDigestPeriodMs({ REVIEW_DIGEST_MINUTES: '0.5' })).toBe(30_000)
  })

  it('refuses a value that is no period, naming the variable, rather than mailing at every round', () => {
    for (const value of ['0', '-5', 'hourly'])
      expect(() => reviewDigestPeriodMs({ REVIEW_DIGEST_MINUTES: value })).toThrow(/REVIEW_DIGEST_MINUTES/)
  })
})

import { describe, expect, it } from 'vitest'
import { ReviewRuleShape, ReviewSettingsBody } from '../../src/shared/contract/review'
import {
  isReviewed,
  mayReview,
  REVIEW_DEFAULTS,
  REVIEW_SETTING_ROWS,
  reviewersOf,
} from '../../src/shared/rules/review'

// Issue 48: who is reviewed, by whom, as the defaults and a Super Admin's rules say (rules/review.ts), and the
// settings body the server takes.

describe('the defaults follow the levels’ rights', () => {
  it('review a Faculty editor’s news, events and faculty page, and a Department editor’s course pages', () => {
    expect(isReviewed([], 2, 'news')).toBe(true)
    expect(isReviewed([], 2, 'events')).toBe(true)
    expect(isReviewed([], 2, 'faculties')).toBe(true)
    expect(isReviewed([], 2, 'courses')).toBe(false)
    expect(isReviewed([], 3, 'courses')).toBe(true)
    for (const area of ['news', 'events', 'faculties', 'courses', 'gallery', 'leadership'] as const)
      expect(isReviewed([], 4, area), area).toBe(false)
    expect(isReviewed([], 1, 'news')).toBe(false)
  })

  it('name only levels and areas a level can save', () => {
    for (const rule of REVIEW_DEFAULTS)
      expect(REVIEW_SETTING_ROWS, `${rule.level} ${rule.area}`).toContainEqual({
        level: rule.level,
        area: rule.area,
      })
    expect(REVIEW_SETTING_ROWS).not.toContainEqual({ level: 3, area: 'news' })
    expect(REVIEW_SETTING_ROWS).not.toContainEqual({ level: 4, area: 'headlines' })
  })
})

describe('who may decide', () => {
  const fcsFaculty = { IsAdmin: 2, FacultyCode: 'FCS' }
  it('a Faculty editor decides Department editors’ course pages of their own faculty only', () => {
    expect(mayReview([], fcsFaculty, { level: 3, area: 'courses', faculty: 'FCS' })).toBe(true)
    expect(mayReview([], fcsFaculty, { level: 3, area: 'courses', faculty: 'FMSS' })).toBe(false)
    expect(
      mayReview([], { IsAdmin: 4, FacultyCode: null }, { level: 3, area: 'courses', faculty: 'FCS' }),
    ).toBe(false)
    expect(
      mayReview([], { IsAdmin: 1, FacultyCode: null }, { level: 3, area: 'courses', faculty: 'FCS' }),
    ).toBe(true)
  })

  it('the web team decides Faculty editors’ news; a Faculty editor does not, unless a rule says so', () => {
    const dssd = { IsAdmin: 4, FacultyCode: null }
    expect(mayReview([], dssd, { level: 2, area: 'news', faculty: 'FCS' })).toBe(true)
    expect(mayReview([], fcsFaculty, { level: 2, area: 'news', faculty: 'FCS' })).toBe(false)
    const peers = [{ level: 2, area: 'news', reviewers: [1, 2] }] as const
    expect(mayReview(peers, fcsFaculty, { level: 2, area: 'news', faculty: 'FCS' })).toBe(true)
    expect(mayReview(peers, dssd, { level: 2, area: 'news', faculty: 'FCS' })).toBe(false)
  })

  it('a Super Admin’s rule of none publishes directly', () => {
    expect(reviewersOf([{ level: 2, area: 'news', reviewers: [] }], 2, 'news')).toEqual([])
  })
})

describe('the settings body', () => {
  it('keeps a Super Admin among the reviewers, and takes only levels and areas that exist', () => {
    expect(ReviewRuleShape.safeParse({ level: 2, area: 'news', reviewers: [4] }).success).toBe(false)
    expect(ReviewRuleShape.safeParse({ level: 2, area: 'news', reviewers: [1, 4] }).success).toBe(true)
    expect(ReviewRuleShape.safeParse({ level: 2, area: 'news', reviewers: [] }).success).toBe(true)
    expect(ReviewRuleShape.safeParse({ level: 1, area: 'news', reviewers: [] }).success).toBe(false)
    expect(ReviewRuleShape.safeParse({ level: 3, area: 'news', reviewers: [1] }).success).toBe(false)
    expect(ReviewSettingsBody.safeParse({ rules: [] }).success).toBe(false)
  })
})

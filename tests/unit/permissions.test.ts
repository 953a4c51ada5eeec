import { describe, expect, it } from 'vitest'
import {
  ACCESS,
  GENERAL_CODE,
  MENU_SECTIONS,
  mayAccess,
  seesMenuSection,
} from '../../src/shared/rules/permissions'
import { REVIEWER_LEVELS } from '../../src/shared/rules/review'

describe('permission matrix (SPEC §6)', () => {
  // 'accounts' is ours (docs/permissions.md "Accounts"), beside SPEC's Permission and for the same levels.
  it('shows each menu section to the levels SPEC names', () => {
    expect(
      Object.keys(MENU_SECTIONS).filter((s) => seesMenuSection(1, s as keyof typeof MENU_SECTIONS)),
    ).toEqual([
      'about',
      'event',
      'news',
      'faculty',
      'alumni',
      'leadership',
      'general',
      'permission',
      // Ours (issue 22): the university's records
      'records',
      'accounts',
      // Ours (issue 48): the Review screen
      'review',
    ])
    expect(
      Object.keys(MENU_SECTIONS).filter((s) => seesMenuSection(2, s as keyof typeof MENU_SECTIONS)),
    ).toEqual(['faculty', 'permission', 'accounts', 'review'])
    expect(
      Object.keys(MENU_SECTIONS).filter((s) => seesMenuSection(3, s as keyof typeof MENU_SECTIONS)),
    ).toEqual(['faculty'])
    expect(
      Object.keys(MENU_SECTIONS).filter((s) => seesMenuSection(4, s as keyof typeof MENU_SECTIONS)),
    ).toEqual(['about', 'event', 'news', 'faculty', 'alumni', 'leadership', 'review'])
  })

  it('shows the Review screen to exactly the levels that may review (issue 48)', () => {
    expect(MENU_SECTIONS.review).toEqual(REVIEWER_LEVELS)
  })

  it('holds Faculty users to their own faculty', () => {
    const facultyUser = { IsAdmin: 2, FacultyCode: 'FCS' }
    expect(mayAccess(facultyUser, ACCESS.newsAndEvents, 'FCS')).toBe(true)
    expect(mayAccess(facultyUser, ACCESS.newsAndEvents, 'FLAW')).toBe(false)
    expect(mayAccess(facultyUser, ACCESS.newsAndEvents, GENERAL_CODE)).toBe(false)
  })

  it('lets DSSD act on general and any faculty news, but never on site administration', () => {
    const dssd = { IsAdmin: 4, FacultyCode: null }
    expect(mayAccess(dssd, ACCESS.newsAndEvents, GENERAL_CODE)).toBe(true)
    expect(mayAccess(dssd, ACCESS.newsAndEvents, 'FCS')).toBe(true)
    expect(mayAccess(dssd, ACCESS.siteAdmin)).toBe(false)
  })

  it('refuses an unknown level everywhere but public calls', () => {
    expect(mayAccess({ IsAdmin: 0, FacultyCode: null }, ACCESS.signedIn)).toBe(false)
    expect(mayAccess({ IsAdmin: 9, FacultyCode: null }, null)).toBe(true)
  })
})

import { EXPECTED_MENU_BY_LEVEL } from '../../support/expected-menus'
import { describe, expect, it } from 'vitest'
import { ALERT_TITLES } from '../../../src/shared/rules/alerts'
import { firstFailure } from '../../../src/shared/rules/forms'
import { fullName, LOGIN_CHECKS, LOGOUT_PATH, loginAlertFor } from '../../../src/shared/rules/login'
import {
  FACULTY_HEADER_MENU,
  facultyHeaderMenuFor,
  menuScreens,
  sideMenuFor,
} from '../../../src/shared/rules/menu'
import { ROUTES } from '../../../src/shared/rules/routes'

describe('login checks (SPEC §5)', () => {
  it('asks for the username first, then the password, then lets the submit through', () => {
    expect(firstFailure(LOGIN_CHECKS, { username: '', password: '' })).toBe('Please enter your username')
    expect(firstFailure(LOGIN_CHECKS, { username: '   ', password: 'x' })).toBe('Please enter your username')
    expect(firstFailure(LOGIN_CHECKS, { username: 'ada', password: '' })).toBe('Please enter your password')
    expect(firstFailure(LOGIN_CHECKS, { username: 'ada', password: 'secret' })).toBeNull()
  })

  it('turns each login answer into the alert of SPEC §8', () => {
    expect(loginAlertFor('invalid_login')).toEqual({ title: 'Oops!', text: 'Invalid Login Credential' })
    expect(loginAlertFor('error')).toEqual({
      title: 'Oops!',
      text: 'Something went wrong. Please try again!',
    })
    expect(loginAlertFor('anything else').text).toBe('Something went wrong. Please try again!')
    expect(ALERT_TITLES).toEqual({ validation: 'FORM VALIDATION ERROR', error: 'Oops!', success: 'SUCCESS' })
  })
})

describe('full name (SPEC §1)', () => {
  it('joins first, middle and last name with single spaces, skipping empty parts', () => {
    expect(fullName({ FirstName: 'Ada', MiddleName: 'Ngozi', Surname: 'Obi' })).toBe('Ada Ngozi Obi')
    expect(fullName({ FirstName: 'Ada', MiddleName: '', Surname: 'Obi' })).toBe('Ada Obi')
    expect(fullName({ FirstName: ' Ada ', MiddleName: null, Surname: 'Obi' })).toBe('Ada Obi')
    expect(fullName({ FirstName: '', MiddleName: '  ', Surname: 'Obi' })).toBe('Obi')
  })
})

describe('side menu (SPEC §2.2, §6)', () => {
  const labels = (level: number) => sideMenuFor(level).map((item) => item.label)

  it('shows each level its sections', () => {
    for (const level of [1, 2, 3, 4] as const) expect(labels(level)).toEqual(EXPECTED_MENU_BY_LEVEL[level])
  })

  it('leads only to routes of the route table', () => {
    const known: string[] = ROUTES.map((route) => route.path)
    for (const screen of menuScreens()) expect(known, screen.trail.join(' > ')).toContain(screen.to)
    expect(sideMenuFor(1).at(-1)).toMatchObject({ label: 'Logout', to: LOGOUT_PATH })
  })

  it('names the screens as SPEC does', () => {
    const names = menuScreens().map((screen) => screen.trail.join(' > '))
    expect(names).toContain('About > Gallery > Add Subcategory')
    expect(names).toContain('News > Media Coverage')
    expect(names).toContain('General > Website Headline > Add Headline')
    expect(names).toContain('Leadership > Add Leadership (Board)')
  })

  it('writes every entry in one case style, Title Case', () => {
    // A word after the first starts with a capital, but for the small words of a title.
    const small = ['of', 'and', 'the', 'to', 'for', 'a', 'in', 'on']
    const sentenceCase = (trail: readonly string[]) =>
      trail.some((label) =>
        label.split(' ').some((word, index) => /^[a-z]/.test(word) && !(index > 0 && small.includes(word))),
      )
    const offenders = menuScreens()
      .filter((screen) => sentenceCase(screen.trail))
      .map((screen) => screen.trail.join(' > '))
    expect(offenders).toEqual([])
    expect(menuScreens().map((screen) => screen.trail.join(' > '))).toContain(
      'University Records > Alumni Students',
    )
  })

  it('filters the faculty header menu by FACULTY_MENU', () => {
    expect(FACULTY_HEADER_MENU.map((item) => item.label)).toEqual([
      'Dashboard',
      'Course',
      'News',
      'Event',
      'Faculty Content',
      // Ours (issue 27): the faculty's accessibility report, for the levels that may read it.
      'Accessibility',
    ])
    expect(facultyHeaderMenuFor(2).map((item) => item.label)).toContain('Accessibility')
    // Issue 47: a DSSD user's report of what they edit, in faculty mode the chosen faculty's.
    expect(facultyHeaderMenuFor(4).map((item) => item.label)).toContain('Accessibility')
    expect(facultyHeaderMenuFor(3).map((item) => item.label)).toEqual(['Dashboard', 'Course'])
  })
})

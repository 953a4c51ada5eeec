import { describe, expect, it } from 'vitest'
import { mayManageAccount, passwordLinkUrl, tokenFromLink } from '../../src/shared/rules/accounts'

// The account rules the screens and the server share (docs/permissions.md "Accounts").

const code = 'aB3_-'.repeat(8) + 'xyz'

describe('set-password links', () => {
  it('are the console’s own address with the code after #/set-password/', () => {
    expect(passwordLinkUrl('https://cms.example.edu/console/', code)).toBe(
      `https://cms.example.edu/console/#/set-password/${code}`,
    )
    expect(passwordLinkUrl('file:///opt/console/index.html', code)).toBe(
      `file:///opt/console/index.html#/set-password/${code}`,
    )
    // Built from the renderer's own address, whatever screen it is on.
    expect(passwordLinkUrl('http://127.0.0.1:5180/#/accounts/add', code)).toBe(
      `http://127.0.0.1:5180/#/set-password/${code}`,
    )
  })

  it('are read back from a pasted link or the code alone, and nothing else', () => {
    expect(tokenFromLink(` https://x.example/#/set-password/${code} `)).toBe(code)
    expect(tokenFromLink(code)).toBe(code)
    expect(tokenFromLink(`${code}x`)).toBeNull()
    expect(tokenFromLink('https://x.example/#/set-password/short')).toBeNull()
    expect(tokenFromLink('')).toBeNull()
  })
})

describe('who manages which account', () => {
  const superAdmin = { IsAdmin: 1, FacultyCode: null }
  const facultyUser = { IsAdmin: 2, FacultyCode: 'FCS' }

  it('a Super Admin every account', () => {
    for (const account of [
      { IsAdmin: 1, FacultyCode: null },
      { IsAdmin: 2, FacultyCode: 'FMSS' },
      { IsAdmin: 4, FacultyCode: null },
    ])
      expect(mayManageAccount(superAdmin, account)).toBe(true)
  })

  it('a Faculty user only the Department editors of their own faculty', () => {
    expect(mayManageAccount(facultyUser, { IsAdmin: 3, FacultyCode: 'FCS' })).toBe(true)
    expect(mayManageAccount(facultyUser, { IsAdmin: 3, FacultyCode: 'FMSS' })).toBe(false)
    expect(mayManageAccount(facultyUser, { IsAdmin: 2, FacultyCode: 'FCS' })).toBe(false)
    expect(mayManageAccount(facultyUser, { IsAdmin: 4, FacultyCode: null })).toBe(false)
    expect(mayManageAccount({ IsAdmin: 2, FacultyCode: null }, { IsAdmin: 3, FacultyCode: null })).toBe(false)
  })

  it('Department and DSSD users none', () => {
    expect(mayManageAccount({ IsAdmin: 3, FacultyCode: 'FCS' }, { IsAdmin: 3, FacultyCode: 'FCS' })).toBe(
      false,
    )
    expect(mayManageAccount({ IsAdmin: 4, FacultyCode: null }, { IsAdmin: 3, FacultyCode: 'FCS' })).toBe(
      false,
    )
  })
})

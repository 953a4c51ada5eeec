import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { channel } from '../../../src/shared/bridge'
import { ACCOUNT_TEXT as T } from '../../../src/shared/rules/accounts'
import { ok } from './fake-bridge'
import { renderApp } from './render-app'

// Issue 47: Add Account says Faculty is required for the groups bound to a faculty before the first submit.

const answers = {
  [channel.api('accounts', 'staffWithoutAccount')]: () => ok([]),
  [channel.api('academics', 'facultyList')]: () =>
    ok([{ EntryID: 1, FacultyName: 'Faculty of Arts', Slug: 'arts', FacultyCode: 'FA' }]),
}

const group = () => screen.getByLabelText(T.group, { exact: false }) as HTMLSelectElement

describe('Add Account', () => {
  it('marks Faculty as required once a group bound to a faculty is chosen', async () => {
    await renderApp('/accounts/add', { answers })
    await waitFor(() => expect(group()).toBeTruthy())
    expect(screen.queryByLabelText(T.faculty, { exact: false })).toBeNull()
    for (const level of ['3', '2']) {
      fireEvent.change(group(), { target: { value: level } })
      const faculty = await screen.findByLabelText(T.faculty, { exact: false })
      expect(faculty.getAttribute('aria-required')).toBe('true')
      expect(faculty.closest('.field')?.className).toContain('field--required')
    }
    // DSSD and Super Admin accounts have no faculty: the field is not there to require.
    fireEvent.change(group(), { target: { value: '4' } })
    expect(screen.queryByLabelText(T.faculty, { exact: false })).toBeNull()
  })
})

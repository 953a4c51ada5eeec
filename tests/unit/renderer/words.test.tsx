import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ADA } from './fake-bridge'
import { renderApp } from './render-app'

// Issue 47: what a person reads is the university's words, not the code's (an environment variable's name, a
// group's internal number).

/** Names of the code: an environment variable (UPDATE_FEED_URL), an "ID". */
const CODE_WORDS = /\b[A-Z]+_[A-Z_]+\b|\bID\b/

describe("the university's words", () => {
  it("says in Settings that the IT team's update feed wins, without naming its variable", async () => {
    await renderApp('/', {
      answers: {
        ['settings.get']: () => ({
          publicSiteUrl: 'https://www.example.edu/',
          uploadConcurrency: 3,
          mediaFeedUrl: '',
          updateFeedUrl: '',
        }),
      },
    })
    fireEvent.click(screen.getByRole('button', { name: /Ada Obi/ }))
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }))
    const dialog = await screen.findByRole('dialog', { name: 'Settings' })
    const feed = await within(dialog).findByLabelText('Update feed address')
    const hint = document.getElementById(feed.getAttribute('aria-describedby') ?? '')?.textContent ?? ''
    expect(hint).toContain('If your IT team set one for this computer, theirs is used instead.')
    expect(hint).not.toMatch(CODE_WORDS)
  })

  it('lists the permission groups with what their members may do, not a Group ID', async () => {
    await renderApp('/permission', { user: { ...ADA, IsAdmin: 1 } })
    const headers = (await screen.findAllByRole('columnheader')).map((cell) => cell.textContent?.trim())
    expect(headers).toContain('What its members may do')
    expect(headers).not.toContain('Group ID')
    const department = screen.getAllByRole('row').find((row) => row.textContent?.startsWith('Department'))
    expect(department?.textContent).toContain('Their own faculty’s courses.')
  })
})

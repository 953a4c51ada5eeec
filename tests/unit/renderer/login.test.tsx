import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { channel } from '../../../src/shared/bridge'
import { SETUP_MESSAGES, SETUP_TEXT } from '../../../src/shared/rules/setup'
import { ADA, ok } from './fake-bridge'
import { alertSays, followSummaryLink, summaryLeadsWith, summarySays } from './news-helpers'
import { currentPath, renderApp } from './render-app'

const LOGIN = 'session.login'

async function typeCredentials(username: string, password: string) {
  fireEvent.change(await screen.findByLabelText('Username'), { target: { value: username } })
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } })
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'LOGIN' }))

describe('Staff Login (SPEC §2.3 Admin Login)', () => {
  it('shows the login screen at /login whatever path was asked for when nobody is signed in', async () => {
    await renderApp('/news/general/add', { user: null })
    expect(await screen.findByRole('heading', { name: 'Staff Login' })).toBeTruthy()
    expect(currentPath()).toBe('/login')
    expect((screen.getByLabelText('Password') as HTMLInputElement).type).toBe('password')
  })

  it('checks the username, then the password, before calling the server', async () => {
    const app = await renderApp('/login', { user: null })
    await screen.findByRole('button', { name: 'LOGIN' })
    submit()
    await summarySays('Please enter your username', 'Please enter your password')
    expect(screen.queryByRole('dialog')).toBeNull()

    await typeCredentials('ada', '')
    submit()
    await summarySays('Please enter your password')
    expect(app.callsOf(LOGIN)).toEqual([])
  })

  it("answers 'invalid_login' with Oops! and keeps what was typed", async () => {
    const app = await renderApp('/login', {
      user: null,
      answers: { [LOGIN]: () => ok({ message: 'invalid_login' }) },
    })
    await typeCredentials('ada', 'wrong')
    submit()
    await alertSays('Oops!', 'Invalid Login Credential')
    expect(app.callsOf(LOGIN)).toEqual([{ username: 'ada', password: 'wrong' }])
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('ada')
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('wrong')
  })

  it("answers 'error' and anything else with 'Something went wrong'", async () => {
    await renderApp('/login', { user: null, answers: { [LOGIN]: () => ok({ message: 'error' }) } })
    await typeCredentials('ada', 'pw')
    submit()
    await alertSays('Oops!', 'Something went wrong. Please try again!')
  })

  it('shows a refusal of the server (rate limit) in an Oops! alert with its message', async () => {
    const refused = { ok: false, reason: 'rate-limited', message: 'Too many attempts. Wait a minute.' }
    await renderApp('/login', { user: null, answers: { [LOGIN]: () => refused } })
    await typeCredentials('ada', 'pw')
    submit()
    await alertSays('Oops!', 'Too many attempts. Wait a minute.')
  })

  it('tells the user in a toast when the server cannot be reached', async () => {
    const unreachable = { ok: false, reason: 'network', message: 'fetch failed' }
    await renderApp('/login', { user: null, answers: { [LOGIN]: () => unreachable } })
    await typeCredentials('ada', 'pw')
    submit()
    expect(
      await screen.findByText('Cannot reach the server. Check your connection and try again.'),
    ).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('button', { name: 'LOGIN' })).toBeTruthy()
  })

  it("says 'Please wait...' while signing in, then opens the dashboard", async () => {
    let answer: (value: unknown) => void = () => {}
    const app = await renderApp('/login', {
      user: null,
      answers: { [LOGIN]: () => new Promise((resolve) => (answer = resolve)) },
    })
    await typeCredentials('ada', 'secret')
    submit()
    const waiting = await screen.findByRole('button', { name: 'Please wait...' })
    // Unavailable, not disabled: it keeps the keyboard's focus for the alert that may follow.
    expect(waiting.getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(waiting)

    answer(ok({ message: 'success', user: ADA }))
    await screen.findByRole('navigation', { name: 'Main menu' })
    expect(app.callsOf(LOGIN)).toHaveLength(1)
    await waitFor(() => expect(currentPath()).toBe('/'))
  })

  it('opens the address asked for while signed out once the user has signed in (a bookmark)', async () => {
    await renderApp('/news/general/update?id=41', {
      user: null,
      answers: { [LOGIN]: () => ok({ message: 'success', user: ADA }) },
    })
    await waitFor(() => expect(currentPath()).toBe('/login'))
    await typeCredentials('ada', 'secret')
    submit()
    await waitFor(() => expect(currentPath()).toBe('/news/general/update?id=41'))
  })

  it('sends a signed-in user from /login to the dashboard', async () => {
    await renderApp('/login')
    await waitFor(() => expect(currentPath()).toBe('/'))
    expect(await screen.findByText('Users')).toBeTruthy()
  })
})

describe('the first run of an empty embedded database', () => {
  const STATUS = channel.api('setup', 'status')
  const FIRST_ADMIN = channel.api('setup', 'firstAdmin')
  const firstRun = (answers: Record<string, (arg: unknown) => unknown> = {}) =>
    renderApp('/login', {
      user: null,
      answers: { [STATUS]: () => ok({ needsFirstAdmin: true }), ...answers },
    })
  const fill = async (values: Partial<Record<string, string>>) => {
    await screen.findByRole('heading', { name: SETUP_TEXT.title })
    for (const [label, value] of Object.entries(values))
      fireEvent.change(screen.getByLabelText(label), { target: { value } })
  }
  const create = () => fireEvent.click(screen.getByRole('button', { name: SETUP_TEXT.submit }))
  const WHOLE = {
    'First Name': 'Ngozi',
    Surname: 'Eze',
    Username: 'web.lead',
    Password: 'a long pass phrase',
    'Confirm Password': 'a long pass phrase',
  }

  it('asks for the first Super Admin, checks in order, and makes nothing until all is right', async () => {
    const app = await firstRun()
    await fill({ 'First Name': 'Ngozi', Surname: 'Eze', Username: 'web lead' })
    create()
    await summaryLeadsWith(SETUP_MESSAGES.usernameShape)
    await fill({ Username: 'web.lead', Password: 'too short' })
    create()
    await summaryLeadsWith(SETUP_MESSAGES.password)
    await fill({ Password: 'a long pass phrase', 'Confirm Password': 'a long pass phrasE' })
    create()
    await summarySays(SETUP_MESSAGES.confirm)
    expect(app.callsOf(FIRST_ADMIN)).toEqual([])
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('web.lead')
  })

  it("the summary's link focuses the field that failed, marked with its message until it is fixed", async () => {
    await firstRun()
    await fill({ 'First Name': 'Ngozi', Surname: 'Eze', Username: 'web.lead', Password: 'too short' })
    create()
    followSummaryLink(await summaryLeadsWith(SETUP_MESSAGES.password), SETUP_MESSAGES.password)
    const password = screen.getByLabelText('Password')
    await waitFor(() => expect(document.activeElement).toBe(password))
    expect(password.getAttribute('aria-invalid')).toBe('true')
    const described = password.getAttribute('aria-describedby') ?? ''
    expect(described.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain(
      SETUP_MESSAGES.password,
    )
    fireEvent.change(password, { target: { value: 'a long pass phrase' } })
    expect(password.getAttribute('aria-invalid')).toBeNull()
  })

  it('makes the Super Admin, signs them in and opens the dashboard', async () => {
    const app = await firstRun({
      [FIRST_ADMIN]: () => ok({ message: 'success' }),
      [LOGIN]: () => ok({ message: 'success', user: ADA }),
    })
    await fill(WHOLE)
    create()
    await screen.findByRole('navigation', { name: 'Main menu' })
    expect(app.callsOf(FIRST_ADMIN)).toEqual([
      { FirstName: 'Ngozi', Surname: 'Eze', username: 'web.lead', password: 'a long pass phrase' },
    ])
    expect(app.callsOf(LOGIN)).toEqual([{ username: 'web.lead', password: 'a long pass phrase' }])
  })

  it('when another window was quicker, says so and shows the sign-in form', async () => {
    const taken = { ok: false, reason: 'invalid', status: 409, message: SETUP_MESSAGES.alreadyDone }
    await firstRun({ [FIRST_ADMIN]: () => taken })
    await fill(WHOLE)
    create()
    const dialog = await alertSays('Oops!', SETUP_MESSAGES.alreadyDone)
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }))
    expect(await screen.findByRole('heading', { name: 'Staff Login' })).toBeTruthy()
  })
})

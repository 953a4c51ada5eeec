import { act, render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { App } from '../../../src/renderer/src/app/App'
import { SERVER_START_TEXT, type ServerStart } from '../../../src/shared/rules/server-start'
import { fakeBridge } from './fake-bridge'

// Issue 45: the window opens while the API server still updates the data. The page says how far the update
// is, goes on to sign-in by itself when the server is ready, and says what failed and where the log is.

const STATUS = 'startup.status'

function openConsole(status: ServerStart) {
  window.history.replaceState(null, '', '#/login')
  const fake = fakeBridge({ user: null, answers: { [STATUS]: () => status } })
  render(<App bridge={fake.bridge} />)
  return fake
}

describe("the API server's start", () => {
  it('shows the update step by step, then the sign-in screen once the server is ready', async () => {
    const fake = openConsole({ state: 'updating', done: 2, total: 5, firstRun: false })

    expect(await screen.findByRole('heading', { name: SERVER_START_TEXT.updating })).toBeTruthy()
    const progress = screen.getByRole('progressbar', { name: SERVER_START_TEXT.progressLabel })
    expect(progress.getAttribute('value')).toBe('2')
    expect(progress.getAttribute('max')).toBe('5')
    expect(screen.getByRole('status').textContent).toBe('Updating your data: step 3 of 5')
    // Nothing asks the server meanwhile: its calls would wait for it.
    expect(fake.callsOf('session.current')).toHaveLength(0)

    act(() => fake.emit('startup.onChange', { state: 'updating', done: 3, total: 5, firstRun: false }))
    expect(screen.getByRole('status').textContent).toBe('Updating your data: step 4 of 5')
    expect(screen.getByRole('progressbar').getAttribute('value')).toBe('3')

    act(() => fake.emit('startup.onChange', { state: 'ready' }))
    expect(await screen.findByRole('heading', { name: 'Staff Login' })).toBeTruthy()
    expect(screen.queryByRole('progressbar')).toBeNull()
  })

  it('says a new database is being prepared, not updated', async () => {
    openConsole({ state: 'updating', done: 0, total: 30, firstRun: true })
    expect(await screen.findByRole('heading', { name: SERVER_START_TEXT.preparing })).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('Preparing your data: step 1 of 30')
  })

  it('says what failed and where the log is, with no spinner, and never signs in', async () => {
    const fake = openConsole({
      state: 'failed',
      error: 'Migration 0037_search_unspaced failed: out of memory',
      log: '/home/ada/.config/console/logs/main.log',
    })
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('heading', { name: SERVER_START_TEXT.failed })).toBeTruthy()
    expect(alert.textContent).toContain('Migration 0037_search_unspaced failed: out of memory')
    expect(alert.textContent).toContain('Log: /home/ada/.config/console/logs/main.log')
    expect(screen.queryByRole('status')).toBeNull()
    expect(screen.queryByRole('progressbar')).toBeNull()
    expect(fake.callsOf('session.current')).toHaveLength(0)
  })

  it('goes straight to sign-in when the server is ready at once', async () => {
    openConsole({ state: 'ready' })
    expect(await screen.findByRole('heading', { name: 'Staff Login' })).toBeTruthy()
  })
})

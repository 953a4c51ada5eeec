import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { RECOVERY_TEXT } from '../../../src/shared/rules/recovery'
import { UPDATE_TEXT } from '../../../src/shared/rules/updates'
import { field, type } from './news-helpers'
import { renderApp } from './render-app'

// The desktop app's notices: an update that is ready (installed only on the user's Restart), and the page
// reopened by main after its process died, with what was typed still there.

const onPage = (path: string, search = '') => window.history.replaceState(null, '', `/${search}#${path}`)

describe('update ready', () => {
  it('says an update is ready and restarts only when the user presses Restart', async () => {
    const app = await renderApp('/', {
      answers: {
        ['appUpdate.status']: () => ({ state: 'ready', version: '1.1.0' }),
        ['appUpdate.restart']: () => true,
      },
    })
    expect(await screen.findByText(UPDATE_TEXT.ready)).toBeTruthy()
    expect(app.callsOf('appUpdate.restart')).toHaveLength(0)
    fireEvent.click(screen.getByRole('button', { name: UPDATE_TEXT.restart }))
    expect(app.callsOf('appUpdate.restart')).toHaveLength(1)
  })

  it('says nothing while no update is ready', async () => {
    const app = await renderApp('/', {
      answers: { ['appUpdate.status']: () => ({ state: 'downloading', version: '1.1.0' }) },
    })
    await waitFor(() => expect(app.callsOf('appUpdate.status')).toHaveLength(1))
    expect(screen.queryByText(UPDATE_TEXT.ready)).toBeNull()
  })
})

describe('reopened after a crash', () => {
  it('keeps the draft typed before the crash and says so once', async () => {
    onPage('/news/general/add')
    await renderApp('/news/general/add')
    type('Title', 'Typed before the crash')
    expect(screen.queryByText(RECOVERY_TEXT.reopened)).toBeNull()
    // The page's process dies: everything in memory is gone. Main reopens it with its flag.
    cleanup()
    onPage('/news/general/add', '?recovered=1')
    await renderApp('/news/general/add')
    expect(await screen.findByText(RECOVERY_TEXT.reopened)).toBeTruthy()
    expect(field('Title').value).toBe('Typed before the crash')
    // The flag is taken out of the address: a later reload does not say it again.
    expect(window.location.search).toBe('')
    expect(window.location.hash).toBe('#/news/general/add')
  })
})

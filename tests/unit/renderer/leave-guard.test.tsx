import { act, render, screen } from '@testing-library/react'
import { useEffect, useState } from 'react'
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { LeaveGuard } from '../../../src/renderer/src/components/LeaveGuard'

/** A form that becomes unsaved when its answer arrives (a save refused), outside any event of the user's. */
function Form({ answer }: { answer: Promise<void> }) {
  const [unsaved, setUnsaved] = useState(false)
  useEffect(() => void answer.then(() => setUnsaved(true)), [answer])
  return (
    <>
      <LeaveGuard when={unsaved} />
      {unsaved && <p>Refused</p>}
      <Link to="/elsewhere">Elsewhere</Link>
    </>
  )
}

describe('LeaveGuard', () => {
  it('asks about a way out taken as soon as the form shows it is unsaved', async () => {
    let arrive = () => {}
    const answer = new Promise<void>((resolve) => (arrive = resolve))
    const router = createMemoryRouter([
      { path: '/', element: <Form answer={answer} /> },
      { path: '/elsewhere', element: <p>Another screen</p> },
    ])
    render(<RouterProvider router={router} />)
    const link = screen.getByRole('link', { name: 'Elsewhere' })
    // The click comes the moment "Refused" is on screen, as a user's or a test's may: before React has run
    // the effects of that render.
    const clicked = new Promise<void>((resolve) => {
      const watch = new MutationObserver(() => {
        if (!screen.queryByText('Refused')) return
        watch.disconnect()
        link.click()
        resolve()
      })
      watch.observe(document.body, { childList: true, subtree: true })
    })
    arrive()
    await clicked
    await act(async () => {})
    expect(router.state.location.pathname).toBe('/')
    expect(await screen.findByRole('dialog', { name: 'Unsaved changes' })).toBeTruthy()
  })
})

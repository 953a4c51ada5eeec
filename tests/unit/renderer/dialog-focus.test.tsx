import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useEffect, useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AlertDialog } from '../../../src/renderer/src/components/AlertDialog'
import { ConfirmDialog } from '../../../src/renderer/src/components/ConfirmDialog'
import { Modal } from '../../../src/renderer/src/components/Modal'
import { renderApp } from './render-app'

/** A page with a Delete button that opens the confirmation, as the lists do. */
function Page({ onConfirm = () => {} }: { onConfirm?: () => void }) {
  const [open, setOpen] = useState(false)
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Delete
      </button>
      {open && (
        <ConfirmDialog
          text="Are you sure?"
          onConfirm={() => (onConfirm(), setOpen(false))}
          onCancel={() => setOpen(false)}
        />
      )}
    </main>
  )
}

function openDialog() {
  const opener = screen.getByRole('button', { name: 'Delete' })
  opener.focus()
  fireEvent.click(opener)
  return { opener, dialog: screen.getByRole('dialog', { name: 'Confirm' }) }
}

afterEach(cleanup)

describe('dialogs and the keyboard', () => {
  it('keeps Tab and Shift+Tab inside the open dialog', () => {
    render(<Page />)
    const { dialog } = openDialog()
    const cancel = screen.getByRole('button', { name: 'Cancel' })
    const yes = screen.getByRole('button', { name: 'Yes' })
    expect(document.activeElement).toBe(cancel)
    fireEvent.keyDown(cancel, { key: 'Tab', shiftKey: true })
    expect(document.activeElement).toBe(yes)
    fireEvent.keyDown(yes, { key: 'Tab' })
    expect(document.activeElement).toBe(cancel)
    expect(dialog.contains(document.activeElement)).toBe(true)
  })

  it('closes on Escape without confirming and gives focus back to what opened it', () => {
    const onConfirm = vi.fn()
    render(<Page onConfirm={onConfirm} />)
    const { opener } = openDialog()
    fireEvent.keyDown(screen.getByRole('button', { name: 'Cancel' }), { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(onConfirm).not.toHaveBeenCalled()
    expect(document.activeElement).toBe(opener)
  })

  it('gives focus back to the user menu when a dialog opened from one of its rows closes', async () => {
    await renderApp('/', {
      answers: {
        ['settings.get']: () => ({
          publicSiteUrl: '',
          uploadConcurrency: 3,
          mediaFeedUrl: '',
          updateFeedUrl: '',
        }),
      },
    })
    const menu = screen.getByRole('button', { name: /Ada Obi/ })
    for (const row of ['Settings', 'Keyboard shortcuts']) {
      menu.focus()
      fireEvent.click(menu)
      const opener = screen.getByRole('button', { name: row })
      opener.focus() // as a click or Enter leaves it
      fireEvent.click(opener)
      fireEvent.keyDown(await screen.findByRole('dialog', { name: row }), { key: 'Escape' })
      expect(screen.queryByRole('dialog')).toBeNull()
      // The row is hidden with its menu: focus goes to the button that opens the menu.
      expect(document.activeElement, `after ${row}`).toBe(menu)
    }
  })

  it('gives focus back from an alert opened from a menu, whichever button closes it', () => {
    function Menu() {
      const [open, setOpen] = useState(false)
      const [alert, setAlert] = useState(false)
      return (
        <main>
          <button type="button" aria-expanded={open} aria-controls="tools" onClick={() => setOpen(!open)}>
            Tools
          </button>
          <div id="tools" hidden={!open}>
            <button type="button" onClick={() => (setOpen(false), setAlert(true))}>
              Check
            </button>
          </div>
          {alert && <AlertDialog title="Oops!" text="Nothing to check." onOk={() => setAlert(false)} />}
        </main>
      )
    }
    render(<Menu />)
    const tools = screen.getByRole('button', { name: 'Tools' })
    fireEvent.click(tools)
    const check = screen.getByRole('button', { name: 'Check' })
    check.focus()
    fireEvent.click(check)
    fireEvent.click(screen.getByRole('button', { name: 'OK' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(tools)
  })
  it('holds the focus from the moment it shows, when it opens after a wait (its code loaded first)', async () => {
    // The user menu's Settings and Diagnostics open once their code has arrived: a render no key press
    // started, whose effects React may run after the dialog is painted. A key pressed in between (Escape, as
    // a keyboard user does at once) would land outside the dialog and be lost.
    let arrive = () => {}
    const codeArrived = new Promise<void>((resolve) => (arrive = resolve))
    function Opener() {
      const [shown, setShown] = useState(false)
      useEffect(() => void codeArrived.then(() => setShown(true)), [])
      return (
        <main>
          <button type="button">Settings</button>
          {shown && (
            <Modal title="Settings" onEscape={() => setShown(false)}>
              <button type="button">Close</button>
            </Modal>
          )}
        </main>
      )
    }
    render(<Opener />)
    screen.getByRole('button', { name: 'Settings' }).focus()
    const focusedWhenShown = new Promise<Element | null>((resolve) => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector('[role="dialog"]')) return
        observer.disconnect()
        resolve(document.activeElement)
      })
      observer.observe(document.body, { childList: true, subtree: true })
    })
    arrive()
    const focused = await focusedWhenShown
    expect(screen.getByRole('dialog').contains(focused)).toBe(true)
  })
})

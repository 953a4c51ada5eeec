import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConfirmDialog } from '../../../src/renderer/src/components/ConfirmDialog'

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
})

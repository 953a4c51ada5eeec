import { useEffect } from 'react'
import { shortcutOf } from '../../../shared/rules/shortcuts'

/**
 * The console's keyboard shortcuts on every signed-in screen: Ctrl/Cmd+S saves the form on screen through its
 * own Submit (the same checks and the same path as the button), Ctrl/Cmd+F goes to the list's search box, and
 * Ctrl/Cmd+K opens the search of everything (issue 28), and Ctrl/Cmd+/ shows the list of shortcuts. A key with
 * nothing to act on is left to the browser.
 */
export function useShortcuts(show: { shortcuts: () => void; search: () => void }): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = shortcutOf(event)
      if (!action) return
      // Not while a dialog is open: its own buttons decide.
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return
      if (action === 'save') {
        const form = document.querySelector<HTMLFormElement>('main form')
        if (!form) return
        event.preventDefault()
        form.requestSubmit()
      } else if (action === 'search') {
        const search = document.querySelector<HTMLInputElement>('main input[type="search"]')
        if (!search) return
        event.preventDefault()
        search.focus()
        search.select()
      } else if (action === 'everything') {
        event.preventDefault()
        show.search()
      } else {
        event.preventDefault()
        show.shortcuts()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [show])
}

// The keyboard shortcuts of the console (issue 11), once: the page's key handling and the Help > Keyboard
// shortcuts list both read this table.

export type ShortcutAction = 'save' | 'search' | 'everything' | 'shortcuts'

export interface Shortcut {
  /** The key pressed with Ctrl (Cmd on macOS); none for Escape, which dialogs handle themselves. */
  key?: string
  action?: ShortcutAction
  /** As the list shows it. */
  keys: string
  what: string
}

export const SHORTCUTS: readonly Shortcut[] = [
  { key: 's', action: 'save', keys: 'Ctrl+S (⌘S)', what: 'Save the form on screen' },
  { key: 'f', action: 'search', keys: 'Ctrl+F (⌘F)', what: "Go to the list's search box" },
  { key: 'k', action: 'everything', keys: 'Ctrl+K (⌘K)', what: 'Search everything' },
  { key: '/', action: 'shortcuts', keys: 'Ctrl+/ (⌘/)', what: 'Show these keyboard shortcuts' },
  { keys: 'Escape', what: 'Close the dialog on screen' },
]

export const SHORTCUTS_TEXT = {
  title: 'Keyboard shortcuts',
  menuItem: 'Keyboard shortcuts',
  close: 'Close',
} as const

/** The keys of an action, as the list shows them (the header's search box names its own). */
export const keysOf = (action: ShortcutAction): string =>
  SHORTCUTS.find((shortcut) => shortcut.action === action)?.keys ?? ''

/** The action of a key press: Ctrl (or Cmd on a Mac) with one of the table's keys, nothing else held. */
export function shortcutOf(event: {
  key: string
  ctrlKey: boolean
  metaKey: boolean
  altKey: boolean
  shiftKey: boolean
}): ShortcutAction | null {
  if (event.altKey || event.shiftKey || event.ctrlKey === event.metaKey) return null
  const key = event.key.toLowerCase()
  return SHORTCUTS.find((shortcut) => shortcut.key === key)?.action ?? null
}

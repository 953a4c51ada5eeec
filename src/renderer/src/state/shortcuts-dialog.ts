import { create } from 'zustand'

/** Whether the keyboard shortcuts list is open: asked for by a key, the user menu or the app's Help menu. */
export const useShortcutsDialog = create<{ open: boolean }>(() => ({ open: false }))
export const showShortcuts = () => useShortcutsDialog.setState({ open: true })
export const hideShortcuts = () => useShortcutsDialog.setState({ open: false })

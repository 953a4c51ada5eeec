import { create } from 'zustand'

/** Whether the search dialog (issue 28) is open: asked for by Ctrl/Cmd+K, the header's box or the app's menu. */
export const useSearchDialog = create<{ open: boolean }>(() => ({ open: false }))
export const showSearch = () => useSearchDialog.setState({ open: true })
export const hideSearch = () => useSearchDialog.setState({ open: false })

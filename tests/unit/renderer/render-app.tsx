import { act, cleanup, render, waitFor } from '@testing-library/react'
import { toast } from 'react-toastify'
import { afterEach, beforeEach, expect } from 'vitest'
import { App } from '../../../src/renderer/src/app/App'
import { useFaculty } from '../../../src/renderer/src/state/faculty'
import { useSelectedRow } from '../../../src/renderer/src/state/selected-row'
import { useSession } from '../../../src/renderer/src/state/session'
import { useTheme } from '../../../src/renderer/src/state/theme'
import { fakeBridge, type Answer } from './fake-bridge'
import type { SessionUser } from '../../../src/shared/contract/session'

// Every test starts at a clean page: no session, no chosen faculty or row, light theme, nothing stored.
// (Vitest has no globals here, so Testing Library's automatic cleanup is registered by hand.)
beforeEach(() => {
  localStorage.clear()
  useSession.setState({ known: false, user: null, expired: false })
  useFaculty.setState({ faculty: null })
  useSelectedRow.setState({ area: null, row: null })
  useTheme.setState({ theme: 'light' })
})
afterEach(() => {
  cleanup()
  act(() => toast.dismiss())
})

/** Renders the whole app at `path` (the hash route) with a fake bridge. */
export async function renderApp(
  path: string,
  options: { user?: SessionUser | null; answers?: Record<string, Answer> } = {},
) {
  window.history.replaceState(null, '', `#${path}`)
  const fake = fakeBridge(options)
  const view = render(<App bridge={fake.bridge} />)
  // The app waits for main to say who is signed in.
  await waitFor(() => expect(useSession.getState().known).toBe(true))
  // An update screen reads its record when it opens (issue 25): the test starts once it is there.
  await waitFor(() => expect(document.querySelector('.screen-notice [role="status"]')).toBeNull())
  return { ...fake, ...view }
}

export const currentPath = () => window.location.hash.slice(1)

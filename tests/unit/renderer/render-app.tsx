import { render, waitFor } from '@testing-library/react'
import { expect } from 'vitest'
import { App } from '../../../src/renderer/src/app/App'
import { useSession } from '../../../src/renderer/src/state/session'
import { fakeBridge, type Answer } from './fake-bridge'
import type { SessionUser } from '../../../src/shared/contract/session'

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

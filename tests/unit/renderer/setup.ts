import { act, cleanup, configure } from '@testing-library/react'
import { toast } from 'react-toastify'
import { afterEach, beforeAll, beforeEach } from 'vitest'
import '../../../src/renderer/src/app/screens'
import '../../../src/renderer/src/components/fields'
import { preloadAll } from '../../../src/renderer/src/components/on-demand'
import { forgetZone } from '../../../src/renderer/src/components/schedule/known-zone'
import { useFaculty } from '../../../src/renderer/src/state/faculty'
import { useSelectedRow } from '../../../src/renderer/src/state/selected-row'
import { useSession } from '../../../src/renderer/src/state/session'
import { useTheme } from '../../../src/renderer/src/state/theme'

// Screens and the rich-text editor load on demand in the app; the tests fetch them all first, so a screen
// renders in the same turn as in the app once its code has arrived.
beforeAll(preloadAll)

// A loaded machine (CI, two suites side by side) can take seconds to render what takes milliseconds here:
// waits for what the user would see get the time they need, and cost nothing when it comes sooner.
configure({ asyncUtilTimeout: 10_000 })

// Every test starts at a clean page: no session, no chosen faculty or row, light theme, no university zone or
// locale heard yet, nothing stored, nothing left rendered. Here, not in a helper a test file imports: this file runs again before every test file, while
// the renderer project's files share one page and their modules in a worker (vitest.config.ts), so a helper's
// hooks would be registered for the first file that imported it only. (Vitest has no globals here, so Testing
// Library's automatic cleanup is registered by hand.)
beforeEach(() => {
  localStorage.clear()
  useSession.setState({ known: false, user: null, expired: false })
  useFaculty.setState({ faculty: null })
  useSelectedRow.setState({ area: null, row: null })
  useTheme.setState({ theme: 'light' })
  forgetZone()
})
afterEach(() => {
  cleanup()
  act(() => toast.dismiss())
})

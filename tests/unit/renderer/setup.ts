import { configure } from '@testing-library/react'
import { beforeAll } from 'vitest'
import '../../../src/renderer/src/app/screens'
import '../../../src/renderer/src/components/fields'
import { preloadAll } from '../../../src/renderer/src/components/on-demand'

// Screens and the rich-text editor load on demand in the app; the tests fetch them all first, so a screen
// renders in the same turn as in the app once its code has arrived.
beforeAll(preloadAll)

// A loaded machine (CI, two suites side by side) can take seconds to render what takes milliseconds here:
// waits for what the user would see get the time they need, and cost nothing when it comes sooner.
configure({ asyncUtilTimeout: 10_000 })

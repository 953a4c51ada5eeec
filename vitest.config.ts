import { defineConfig } from 'vitest/config'

// Renderer tests of what a module keeps once per start of the app (the app's start timed once): a page and
// modules of their own, as the app's window has.
const RENDERER_ISOLATED = ['tests/unit/renderer/load-metrics.test.ts']

export default defineConfig({
  test: {
    // Vitest's default on two cores is one worker; the test files are independent (each has its own database copy
    // and server), so both cores run them.
    maxWorkers: 2,
    // Unhandled errors again after the summary, where the end of a CI log shows them (the reporter says why).
    reporters: ['default', './tests/support/unhandled-errors-reporter.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
          exclude: ['tests/unit/renderer/**'],
          // As the integration project: a worker's files share its modules (none of these mocks a module or
          // changes the environment). The project took 27 s here instead of 40, 42 s of processor instead of 62.
          isolate: false,
        },
      },
      {
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'renderer',
          environment: 'jsdom',
          include: ['tests/unit/renderer/**/*.test.{ts,tsx}'],
          exclude: RENDERER_ISOLATED,
          setupFiles: ['tests/unit/renderer/setup.ts'],
          // A worker's files share one page and the app's modules, loaded once (setup.ts loads every screen):
          // the whole project took 114 s of CPU here instead of 309 s with a page and modules of each file's own.
          // setup.ts resets the page, the stores, the university's zone and locale and what is stored before every
          // test.
          isolate: false,
          // Above setup.ts's waits, so a slow machine fails a test by what it waited for, not by the clock;
          // setup.ts's loading of every screen took over the default 10 s on a machine under load.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'renderer-isolated',
          environment: 'jsdom',
          include: RENDERER_ISOLATED,
          setupFiles: ['tests/unit/renderer/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/integration/global-setup.ts'],
          // Passwords hashed at a low cost (tests/integration/hash-cost.ts), but where a test needs the real one.
          setupFiles: ['tests/integration/setup.ts'],
          // A worker's files share its modules: each file still opens its own database and server, and the
          // server's modules hold no state between them. Loading the server's code once per worker instead of
          // once per file took the project from 291 s to 186 s here.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})

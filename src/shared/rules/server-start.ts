// The embedded API server's start (issue 45): the window opens at once and says how far the server is (an
// update's migrations, one step each), then goes on to sign-in; a start that failed says what failed and where
// its log is, never a spinner that turns for good. Main makes the status (the page only reads it): a type, no
// schema for the page to load.

/** How far the database's migrations are: `done` of the `total` this start has to apply. */
export interface MigrationProgress {
  done: number
  total: number
  /** A new database (nothing applied before): it is being prepared, not updated. */
  firstRun: boolean
}

export type ServerStart =
  | { state: 'starting' }
  | ({ state: 'updating' } & MigrationProgress)
  | { state: 'ready' }
  | { state: 'failed'; error: string; log: string }

/**
 * Test-only: milliseconds the embedded server waits after each migration it applies (and once before the
 * first), so a test sees the update screen of a start that would otherwise be over at once.
 */
export const SLOW_START_ENV = 'CONSOLE_TEST_SLOW_START_MS'

export const SERVER_START_TEXT = {
  starting: 'Starting the console…',
  updating: 'Updating your data',
  preparing: 'Preparing your data',
  /** The live region's words: 'Updating your data: step 3 of 5'. */
  step: (title: string, { done, total }: MigrationProgress) =>
    `${title}: step ${Math.min(done + 1, total)} of ${total}`,
  progressLabel: 'Progress of the data update',
  keepOpen: 'After an update this can take a few minutes. Keep the console open: sign-in follows by itself.',
  failed: 'The console could not open your data',
  failedHelp:
    'Each step is kept whole or not at all, so the next start goes on from the failed one. Send the log to your IT team.',
  log: 'Log',
  /** Browser mode's log: the host prints it. */
  terminalLog: 'the terminal that runs npm run web',
  /** A call made while the server could not start. */
  notStarted: 'The console could not start its server.',
} as const

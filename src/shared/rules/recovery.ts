// Crash safety of the desktop app (issue 11): when the page's process dies, main reopens it once with a
// flag in the address, and the page says so. Drafts live in localStorage (useDraft), so they are kept.

/** The query flag of a page reopened after a crash: `index.html?recovered=1#/route`. */
export const RECOVERED_FLAG = 'recovered'

/** A second crash this soon after the first is not reloaded again (no crash loop): the user is asked. */
export const CRASH_WINDOW_MS = 60_000

export const RECOVERY_TEXT = {
  reopened: 'The console stopped unexpectedly and was reopened. Your drafts are kept.',
  crashedAgainTitle: 'The console stopped again',
  crashedAgain:
    'The console stopped unexpectedly twice in a short time. Your drafts are kept. Reopen it, or quit and look at the log file (Help > Open logs folder).',
  reopen: 'Reopen',
  quit: 'Quit',
} as const

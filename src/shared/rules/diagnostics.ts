// Page-load metrics (SPEC §2.2, issue 14): kept on this machine only, shown under the user menu.

/** How many timings are kept; the oldest go first. */
export const LOAD_METRICS_LIMIT = 500

/** Where the renderer keeps them (its own localStorage: nothing leaves the machine). */
export const LOAD_METRICS_KEY = 'console.loadMetrics'

/** The name an app start is listed under, beside the screens' routes. */
export const APP_START = 'App start'

export const DIAGNOSTICS_TEXT = {
  menuEntry: 'Diagnostics',
  title: 'Diagnostics',
  intro: 'Page-load times kept on this computer (the last 500). Nothing is sent anywhere.',
  empty: 'No timings yet.',
  when: 'When',
  screen: 'Screen',
  time: 'Time to first data (ms)',
  copy: 'Copy',
  copied: 'Timings copied.',
  copyFailed: 'The timings could not be copied.',
  close: 'Close',
} as const

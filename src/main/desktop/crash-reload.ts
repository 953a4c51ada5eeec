import { CRASH_WINDOW_MS, RECOVERED_FLAG } from '../../shared/rules/recovery'

// What main does when the page's process dies (issue 11): reload it, once. A second crash soon after is
// not reloaded again (a page that crashes on load would loop); the user is asked instead.

export type CrashAnswer = 'reload' | 'ask'

export function createCrashPolicy(now: () => number = Date.now, windowMs = CRASH_WINDOW_MS) {
  let lastCrash: number | null = null
  return {
    crashed(): CrashAnswer {
      const at = now()
      const soonAfter = lastCrash !== null && at - lastCrash < windowMs
      lastCrash = at
      return soonAfter ? 'ask' : 'reload'
    },
  }
}

/** The page's address with the flag that makes it say it was reopened; its route (the hash) is kept. */
export function recoveredUrl(url: string): string {
  const address = new URL(url)
  address.searchParams.set(RECOVERED_FLAG, '1')
  return address.toString()
}

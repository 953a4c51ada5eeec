// Login throttle (in memory, per server process): after 5 failed sign-ins within a minute for one
// username from one address, further attempts are refused until the oldest failure is a minute old.

export const LOGIN_FAILURES_ALLOWED = 5
export const LOGIN_WINDOW_MS = 60 * 1000
export const RATE_LIMITED_MESSAGE = 'Too many failed sign-in attempts. Wait a minute and try again.'

/** Sweep stale keys once the map holds this many, so a flood of names cannot grow it without end. */
const SWEEP_AT = 1000

export interface LoginLimiter {
  /** True when this username and address may try now. */
  allows(username: string, ip: string): boolean
  recordFailure(username: string, ip: string): void
  recordSuccess(username: string, ip: string): void
}

export function createLoginLimiter(now: () => number = Date.now): LoginLimiter {
  const failures = new Map<string, number[]>()
  const keyOf = (username: string, ip: string) => `${username.trim().toLowerCase()}\n${ip}`
  const recent = (key: string): number[] => {
    const since = now() - LOGIN_WINDOW_MS
    const times = (failures.get(key) ?? []).filter((time) => time > since)
    if (times.length === 0) failures.delete(key)
    else failures.set(key, times)
    return times
  }
  return {
    allows: (username, ip) => recent(keyOf(username, ip)).length < LOGIN_FAILURES_ALLOWED,
    recordFailure(username, ip) {
      if (failures.size >= SWEEP_AT) for (const key of [...failures.keys()]) recent(key)
      const key = keyOf(username, ip)
      failures.set(key, [...recent(key), now()])
    },
    recordSuccess: (username, ip) => void failures.delete(keyOf(username, ip)),
  }
}

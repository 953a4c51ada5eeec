import { CONNECTION_TIMING, PROBE_TEST_ENV, type ConnectionState } from '../../shared/rules/connection'
import { envValue, type Environment } from '../../server/config'

// Background reachability of the API server, probed on the public health call (GET /api/health, contract
// session.health). A plain module (no Electron): main starts it with the
// server's address and forwards each change as a bridge event.

export interface ConnectionMonitorOptions {
  healthUrl: () => string
  /** Sent with every probe: the embedded server's per-launch secret guards /api/health too. */
  headers?: Record<string, string>
  onChange: (state: ConnectionState) => void
  timing?: Partial<Record<keyof typeof CONNECTION_TIMING, number>>
  fetchImpl?: typeof fetch
}

export interface ConnectionMonitor {
  state: () => ConnectionState
  start: () => void
  stop: () => void
  // A call failed with a network error: probe at once rather than waiting for the next tick.
  reportNetworkFailure: () => void
  // A call succeeded: the server is reachable.
  reportSuccess: () => void
  // Probe (after any probe under way); resolves to the state after it.
  check: () => Promise<ConnectionState>
}

export function createConnectionMonitor(options: ConnectionMonitorOptions): ConnectionMonitor {
  const timing = { ...CONNECTION_TIMING, ...options.timing }
  const doFetch = options.fetchImpl ?? fetch
  let current: ConnectionState = 'online'
  let offlineWait: number = timing.onlineMs
  let timer: ReturnType<typeof setTimeout> | null = null
  let running = false
  let probing: Promise<ConnectionState> | null = null

  function set(next: ConnectionState): void {
    if (next === current) return
    current = next
    offlineWait = timing.onlineMs
    options.onChange(next)
  }

  async function probe(): Promise<ConnectionState> {
    try {
      const answer = await doFetch(options.healthUrl(), {
        headers: options.headers,
        signal: AbortSignal.timeout(timing.probeTimeoutMs),
      })
      await answer.body?.cancel()
      set(answer.ok ? 'online' : 'offline')
    } catch {
      set('offline')
    }
    return current
  }

  function schedule(): void {
    if (!running) return
    if (timer) clearTimeout(timer)
    let wait: number = timing.onlineMs
    if (current === 'offline') {
      wait = offlineWait
      offlineWait = Math.min(offlineWait * 2, timing.offlineMaxMs)
    }
    timer = setTimeout(() => void check().finally(schedule), wait)
    timer.unref?.()
  }

  // Callers ask after something they saw (a call that got no answer): a probe already under way may have
  // left before it, so the answer comes from the next probe, shared by everyone asking meanwhile.
  let next: Promise<ConnectionState> | null = null
  function check(): Promise<ConnectionState> {
    next ??= (probing ?? Promise.resolve()).then(() => {
      next = null
      probing = probe().finally(() => (probing = null))
      return probing
    })
    return next
  }

  return {
    state: () => current,
    start() {
      if (running) return
      running = true
      void check().finally(schedule)
    },
    stop() {
      running = false
      if (timer) clearTimeout(timer)
      timer = null
    },
    reportNetworkFailure() {
      void check().finally(schedule)
    },
    reportSuccess() {
      set('online')
    },
    check,
  }
}

/** The probe timing PROBE_TEST_ENV asks for (tests only); none when it is not set. */
export function testProbeTiming(env: Environment): ConnectionMonitorOptions['timing'] {
  const ms = Number(envValue(env, PROBE_TEST_ENV))
  return Number.isFinite(ms) && ms > 0 ? { onlineMs: ms, offlineMaxMs: ms } : undefined
}

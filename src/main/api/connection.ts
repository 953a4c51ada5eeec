import { CONNECTION_TIMING, type ConnectionState } from '../../shared/rules/connection'

// Background reachability of the API server, probed on the public health call (GET /api/health, contract
// session.health). A plain module (no Electron): main starts it with the
// server's address and forwards each change as a bridge event.

export interface ConnectionMonitorOptions {
  healthUrl: () => string
  onChange: (state: ConnectionState) => void
  timing?: Partial<typeof CONNECTION_TIMING>
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
  // Probe now; resolves to the state after the probe.
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

  function check(): Promise<ConnectionState> {
    probing ??= probe().finally(() => (probing = null))
    return probing
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

// Connection state texts (issue 11) and the monitor's timing, one source for main and renderer.
export const CONNECTION_TEXT = {
  offline: 'Cannot reach the server — changes are kept and will be sent when it is back',
  back: 'Connected again',
  queuePaused: 'Paused — waiting for the server',
} as const

/** How long "Connected again" stays before the header is plain again. */
export const CONNECTION_BACK_NOTICE_MS = 4_000

export const CONNECTION_TIMING = {
  // Probe interval while online; while offline the wait doubles from this up to offlineMaxMs.
  onlineMs: 5_000,
  offlineMaxMs: 15_000,
  // Long enough that a busy server (or a busy machine running the embedded one) is not taken for a gone one.
  probeTimeoutMs: 10_000,
} as const

/**
 * TEST ONLY, off unless set: main probes every this many ms, online and offline alike, instead of
 * CONNECTION_TIMING's rounds (up to offlineMaxMs apart), so an e2e test of the server going away and coming
 * back waits for the same notices without waiting out the rounds.
 */
export const PROBE_TEST_ENV = 'CONSOLE_TEST_PROBE_MS'

export type ConnectionState = 'online' | 'offline'

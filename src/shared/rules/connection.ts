// Connection state texts (issue 11) and the monitor's timing, one source for main and renderer.
export const CONNECTION_TEXT = {
  offline: 'Cannot reach the server — changes are kept and will be sent when it is back',
  back: 'Connected again',
  queuePaused: 'Paused — waiting for the server',
} as const

export const CONNECTION_TIMING = {
  // Probe interval while online; while offline the wait doubles from this up to offlineMaxMs.
  onlineMs: 5_000,
  offlineMaxMs: 30_000,
  probeTimeoutMs: 3_000,
} as const

export type ConnectionState = 'online' | 'offline'

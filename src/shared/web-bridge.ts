// The HTTP protocol between the browser-mode bridge and the web host (src/main/web-host). One fact,
// read by both sides.
export const WEB_BRIDGE = {
  invoke: '/bridge/invoke',
  events: '/bridge/events',
  files: '/bridge/files',
  media: '/media/',
  /** Every bridge request carries this header: a cross-site page cannot send it without a preflight. */
  header: 'x-console-bridge',
  /** The HttpOnly cookie naming a browser profile, whose bridge (and session) the host keeps for it. */
  clientCookie: 'console_client',
} as const

export type InvokeReply = { ok: true; value: unknown } | { ok: false; error: string }

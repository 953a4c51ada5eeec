import { isHttpUrl } from '../shared/bridge'

// Security decisions as small named functions (STYLE.md), each with its own tests.

/** Only http and https addresses may leave the app for the system browser. */
export const isAllowedExternalUrl = isHttpUrl

/**
 * Is a frame's address the app itself? The packaged app loads `file://.../index.html`; in development
 * electron-vite serves the renderer from a loopback dev server.
 */
export function isAppUrl(url: string, devServerUrl?: string): boolean {
  try {
    const parsed = new URL(url)
    if (parsed.protocol === 'file:') return parsed.pathname.endsWith('/renderer/index.html')
    if (devServerUrl) return parsed.origin === new URL(devServerUrl).origin
    return false
  } catch {
    return false
  }
}

/** IPC is answered only for the app's own page, never for a frame that navigated elsewhere. */
export function assertTrustedSender(
  event: { senderFrame: { url: string } | null },
  devServerUrl?: string,
): void {
  const url = event.senderFrame?.url
  if (!url || !isAppUrl(url, devServerUrl)) throw new Error('Refused: the sender is not the console')
}

/**
 * A bridge request to the browser-mode host must come from the console's own page, not another site: the
 * bridge header (which a cross-site page cannot send without a preflight), and exactly the page's own
 * Origin, which a browser sends with every POST (a request without one is not the console's page).
 */
export function isTrustedBridgeRequest(
  headers: Record<string, string | string[] | undefined>,
  host: string,
): boolean {
  if (headers['x-console-bridge'] !== '1') return false
  if (headers.origin !== `http://${host}`) return false
  const site = headers['sec-fetch-site']
  return site === undefined || site === 'same-origin'
}

/** Content-Security-Policy of the renderer, sent as a header by the desktop app and by the web host. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https: http: app-media:",
  "media-src 'self' blob: https: http: app-media:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'none'",
].join('; ')

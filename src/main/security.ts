import { resolve, sep } from 'node:path'
import { isHttpUrl } from '../shared/bridge-build'

// Security decisions as small named functions, each with its own tests (docs/security.md).

/** Only http and https addresses may leave the app for the system browser. */
export const isAllowedExternalUrl = isHttpUrl

/**
 * The console's own pages come from this origin, served by main from the built renderer folder
 * (`appFileFor`): never from `file:`, which would trust any HTML file on disk.
 */
export const APP_SCHEME = 'app'
const APP_HOST = 'console'
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`
export const APP_ENTRY_URL = `${APP_ORIGIN}/index.html`

/** An app:// address of the console (Node's URL gives a custom scheme no origin: compared by its parts). */
const isAppAddress = (url: URL) => url.protocol === `${APP_SCHEME}:` && url.host === APP_HOST

/** Is a frame's address the app itself: its own origin, or in development electron-vite's dev server. */
export function isAppUrl(url: string, devServerUrl?: string): boolean {
  try {
    const parsed = new URL(url)
    if (isAppAddress(parsed)) return true
    return devServerUrl !== undefined && parsed.origin === new URL(devServerUrl).origin
  } catch {
    return false
  }
}

/** The file of the renderer folder an app:// address names; null for anything outside it or malformed. */
export function appFileFor(url: string, rendererDir: string): string | null {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return null
  }
  if (!isAppAddress(parsed)) return null
  let path: string
  try {
    path = decodeURIComponent(parsed.pathname)
  } catch {
    return null
  }
  const root = resolve(rendererDir)
  const file = resolve(root, `.${path === '/' ? '/index.html' : path}`)
  return file.startsWith(root + sep) ? file : null
}

/**
 * What the process environment may change, by build. A packaged app ignores ELECTRON_RENDERER_URL (it would
 * load any page and trust it with the bridge) and takes CONSOLE_API_URL only over https (credentials and
 * content would otherwise cross the network in clear); development keeps both.
 */
export function launchSettings(
  env: Partial<Record<string, string>>,
  packaged: boolean,
): { devServerUrl?: string; remoteApiUrl?: string } {
  const devServerUrl = packaged ? undefined : env.ELECTRON_RENDERER_URL || undefined
  const remote = env.CONSOLE_API_URL || undefined
  if (remote && packaged && !isSecureApiUrl(remote))
    throw new Error(`CONSOLE_API_URL must be an https:// address (or http:// on this machine): ${remote}`)
  return { devServerUrl, remoteApiUrl: remote }
}

/** https, or http to this machine itself (a server on loopback never crosses the network). */
function isSecureApiUrl(url: string): boolean {
  const { protocol, hostname } = new URL(url)
  if (protocol === 'https:') return true
  return protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(hostname)
}

/** The navigation events of a frame: a link or script, a server redirect, a sub-frame. */
export const NAVIGATION_EVENTS = ['will-navigate', 'will-redirect', 'will-frame-navigate'] as const

interface NavigationEvent {
  preventDefault(): void
  /** will-frame-navigate carries its address on the event. */
  url?: string
}

/**
 * Keeps every frame of a web contents on the console's own pages: each navigation event to any other
 * address is stopped. `contents` is Electron's WebContents (or a stand-in in tests).
 */
export function keepOnAppPages(
  contents: { on(event: string, listener: (event: NavigationEvent, url?: string) => void): unknown },
  devServerUrl?: string,
): void {
  for (const name of NAVIGATION_EVENTS)
    contents.on(name, (event, url) => {
      if (!isAppUrl(url ?? event.url ?? '', devServerUrl)) event.preventDefault()
    })
}

/**
 * The window's web preferences by Electron's security checklist: no Node in the page, context isolation,
 * the sandbox, web security on, no insecure content, no experimental features.
 */
export const windowWebPreferences = (preload: string) =>
  ({
    preload,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    webviewTag: false,
  }) as const

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

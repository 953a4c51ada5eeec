import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

/** What the browser search may look at; the real machine by default, a fake one in unit tests. */
export interface BrowserHost {
  platform: NodeJS.Platform
  env: NodeJS.ProcessEnv
  exists(path: string): boolean
  /** The first path `which`/`where` prints for a command, or undefined. */
  which(command: string): string | undefined
  /** Playwright's own Chromium, when its download is present. */
  playwrightChromium(): string | undefined
}

export type BrowserChoice =
  { source: 'CHROMIUM_PATH' | 'system' | 'playwright'; path: string } | { source: 'none'; hint: string }

/** One line telling a newcomer how to get a browser for the end-to-end tests. */
export const NO_BROWSER_HINT =
  'No Chromium or Chrome found for the end-to-end tests: run `npx playwright install chromium`, install Chromium or Google Chrome, or set CHROMIUM_PATH to a browser binary.'

const LINUX_COMMANDS = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable']
const LINUX_PATHS = [
  // Debian's chromium-headless-shell: the same engine without the browser's own window layers, as
  // Playwright's downloaded headless Chromium is; the end-to-end run took 15 to 20% less time and processor
  // with it than with the full browser in headless mode (docs/architecture.md). The binary, not
  // /usr/bin/chromium-headless-shell, a shell script that would stand between Playwright and the browser.
  '/usr/lib/chromium/chromium-headless-shell',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
]
const MAC_APPS = ['Chromium.app/Contents/MacOS/Chromium', 'Google Chrome.app/Contents/MacOS/Google Chrome']

/** The usual install paths of Chromium and Chrome on this platform, most specific first. */
export function systemBrowserPaths(platform: NodeJS.Platform, env: NodeJS.ProcessEnv): string[] {
  if (platform === 'darwin') {
    const home = env.HOME ? MAC_APPS.map((app) => `${env.HOME}/Applications/${app}`) : []
    return [...MAC_APPS.map((app) => `/Applications/${app}`), ...home]
  }
  if (platform === 'win32') {
    const roots = [env.LOCALAPPDATA, env.PROGRAMFILES, env['PROGRAMFILES(X86)']].filter(
      (root): root is string => Boolean(root),
    )
    return roots.flatMap((root) => [
      `${root}\\Chromium\\Application\\chrome.exe`,
      `${root}\\Google\\Chrome\\Application\\chrome.exe`,
    ])
  }
  return LINUX_PATHS
}

const COMMANDS: Partial<Record<NodeJS.Platform, string[]>> = { win32: ['chrome', 'chromium'], darwin: [] }

/** CHROMIUM_PATH, else a system Chromium or Chrome, else Playwright's own Chromium, else a hint. */
export function findBrowser(host: BrowserHost): BrowserChoice {
  const chosen = host.env.CHROMIUM_PATH
  if (chosen) return { source: 'CHROMIUM_PATH', path: chosen }
  const onDisk = systemBrowserPaths(host.platform, host.env).find((path) => host.exists(path))
  if (onDisk) return { source: 'system', path: onDisk }
  for (const command of COMMANDS[host.platform] ?? LINUX_COMMANDS) {
    const found = host.which(command)
    if (found) return { source: 'system', path: found }
  }
  const bundled = host.playwrightChromium()
  if (bundled) return { source: 'playwright', path: bundled }
  return { source: 'none', hint: NO_BROWSER_HINT }
}

function which(command: string): string | undefined {
  try {
    const tool = process.platform === 'win32' ? 'where' : 'which'
    const out = execFileSync(tool, [command], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
    return out
      .split(/\r?\n/)
      .find((line) => line.trim())
      ?.trim()
  } catch {
    return undefined
  }
}

function playwrightChromium(): string | undefined {
  try {
    const path = chromium.executablePath()
    return path && existsSync(path) ? path : undefined
  } catch {
    return undefined
  }
}

/** The real machine. */
export const realHost = (): BrowserHost => ({
  platform: process.platform,
  env: process.env,
  exists: existsSync,
  which,
  playwrightChromium,
})

/** Flags every launch here uses: no sandbox (containers), no GPU, no background traffic. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

/**
 * The browser for this run. When nothing is found it runs `npx playwright install chromium` once
 * (works when the download site is reachable), then gives up with the one-line hint.
 */
export function resolveBrowser(host: BrowserHost = realHost(), install = true): string {
  const found = findBrowser(host)
  if (found.source !== 'none') return found.path
  if (install) {
    try {
      execFileSync('npx', ['playwright', 'install', 'chromium'], {
        stdio: 'inherit',
        shell: process.platform === 'win32',
      })
    } catch {
      throw new Error(found.hint)
    }
    return resolveBrowser(host, false)
  }
  throw new Error(found.hint)
}

import { describe, expect, it } from 'vitest'
import { type BrowserHost, findBrowser, NO_BROWSER_HINT, resolveBrowser } from '../support/chromium'

/** A machine with exactly these files and commands on PATH. */
function fakeHost(
  platform: NodeJS.Platform,
  files: string[] = [],
  options: { env?: NodeJS.ProcessEnv; commands?: Record<string, string>; playwright?: string } = {},
): BrowserHost {
  return {
    platform,
    env: options.env ?? {},
    exists: (path) => files.includes(path),
    which: (command) => options.commands?.[command],
    playwrightChromium: () => options.playwright,
  }
}

describe('the e2e browser search', () => {
  it('takes CHROMIUM_PATH before anything on disk', () => {
    const host = fakeHost('linux', ['/usr/bin/chromium'], { env: { CHROMIUM_PATH: '/opt/my/chrome' } })
    expect(findBrowser(host)).toEqual({ source: 'CHROMIUM_PATH', path: '/opt/my/chrome' })
  })

  it('finds Debian Chromium or Google Chrome on Linux', () => {
    expect(findBrowser(fakeHost('linux', ['/usr/bin/chromium']))).toEqual({
      source: 'system',
      path: '/usr/bin/chromium',
    })
    expect(findBrowser(fakeHost('linux', ['/usr/bin/google-chrome-stable']))).toEqual({
      source: 'system',
      path: '/usr/bin/google-chrome-stable',
    })
  })

  it('takes Debian’s headless shell before the full Chromium on Linux', () => {
    const shell = '/usr/lib/chromium/chromium-headless-shell'
    expect(findBrowser(fakeHost('linux', ['/usr/bin/chromium', shell]))).toEqual({
      source: 'system',
      path: shell,
    })
  })

  it('asks `which` on Linux when no usual path holds a browser', () => {
    const host = fakeHost('linux', [], { commands: { 'chromium-browser': '/home/me/bin/chromium-browser' } })
    expect(findBrowser(host)).toEqual({ source: 'system', path: '/home/me/bin/chromium-browser' })
  })

  it('finds Google Chrome in /Applications on macOS', () => {
    const chrome = '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome'
    expect(findBrowser(fakeHost('darwin', [chrome]))).toEqual({ source: 'system', path: chrome })
  })

  it('finds a per-user Chrome on Windows under LOCALAPPDATA', () => {
    const env = { LOCALAPPDATA: 'C:\\Users\\me\\AppData\\Local', PROGRAMFILES: 'C:\\Program Files' }
    const chrome = 'C:\\Users\\me\\AppData\\Local\\Google\\Chrome\\Application\\chrome.exe'
    expect(findBrowser(fakeHost('win32', [chrome], { env }))).toEqual({ source: 'system', path: chrome })
  })

  it('falls back to Playwright’s own Chromium', () => {
    const host = fakeHost('darwin', [], { playwright: '/Users/me/Library/Caches/ms-playwright/chromium' })
    expect(findBrowser(host)).toEqual({
      source: 'playwright',
      path: '/Users/me/Library/Caches/ms-playwright/chromium',
    })
  })

  it('says in one line how to get a browser when none can be had', () => {
    const choice = findBrowser(fakeHost('win32'))
    expect(choice).toEqual({ source: 'none', hint: NO_BROWSER_HINT })
    expect(NO_BROWSER_HINT).not.toContain('\n')
    expect(NO_BROWSER_HINT).toContain('npx playwright install chromium')
    expect(() => resolveBrowser(fakeHost('win32'), false)).toThrow(NO_BROWSER_HINT)
  })
})

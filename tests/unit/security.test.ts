import { EventEmitter } from 'node:events'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  appFileFor,
  assertTrustedSender,
  isAllowedExternalUrl,
  keepOnAppPages,
  launchSettings,
  NAVIGATION_EVENTS,
  windowWebPreferences,
  isAppUrl,
  isTrustedBridgeRequest,
} from '../../src/main/security'

describe('external links', () => {
  it('opens only http and https addresses', () => {
    expect(isAllowedExternalUrl('https://www.example.edu/news/open-day')).toBe(true)
    expect(isAllowedExternalUrl('http://localhost:3000/')).toBe(true)
    for (const url of [
      'file:///etc/passwd',
      'javascript:alert(1)',
      'smb://host/share',
      'mailto:a@b.c',
      'not a url',
      42,
    ]) {
      expect(isAllowedExternalUrl(url)).toBe(false)
    }
  })
})

describe('app frames', () => {
  it("trusts the app's own origin and the dev server, and no file on disk", () => {
    expect(isAppUrl('app://console/index.html#/news')).toBe(true)
    expect(isAppUrl('http://localhost:5173/#/', 'http://localhost:5173')).toBe(true)
    expect(isAppUrl('https://evil.example/', 'http://localhost:5173')).toBe(false)
    expect(isAppUrl('app://other/index.html')).toBe(false)
    for (const file of ['file:///tmp/other.html', 'file:///home/me/Downloads/out/renderer/index.html'])
      expect(isAppUrl(file), file).toBe(false)
  })

  it('serves only files of the renderer folder under app://', () => {
    const root = join(tmpdir(), 'console', 'renderer')
    expect(appFileFor('app://console/index.html?recovered=1#/news', root)).toBe(join(root, 'index.html'))
    expect(appFileFor('app://console/', root)).toBe(join(root, 'index.html'))
    expect(appFileFor('app://console/assets/index-abc.js', root)).toBe(join(root, 'assets', 'index-abc.js'))
    // Dot segments stay inside the folder; an encoded slash that would climb out of it is refused.
    expect(appFileFor('app://console/../../etc/passwd', root)).toBe(join(root, 'etc', 'passwd'))
    expect(appFileFor('app://console/%2e%2e/%2e%2e/etc/passwd', root)).toBe(join(root, 'etc', 'passwd'))
    for (const url of [
      'app://console/assets/..%2f..%2f..%2fsecret',
      'app://other/index.html',
      'app://console/%E0%A4%A',
    ])
      expect(appFileFor(url, root), url).toBeNull()
  })

  it('lets the environment change less in the packaged app', () => {
    const env = {
      ELECTRON_RENDERER_URL: 'http://localhost:5173',
      CONSOLE_API_URL: 'http://cms.example.edu/api/',
    }
    expect(launchSettings(env, false)).toEqual({
      devServerUrl: 'http://localhost:5173',
      remoteApiUrl: 'http://cms.example.edu/api/',
    })
    expect(() => launchSettings(env, true)).toThrow(/https/)
    for (const local of [
      'http://127.0.0.1:5191/api/',
      'http://localhost:5191/api/',
      'http://[::1]:5191/api/',
    ])
      expect(launchSettings({ CONSOLE_API_URL: local }, true).remoteApiUrl, local).toBe(local)
    expect(launchSettings({ ...env, CONSOLE_API_URL: 'https://cms.example.edu/api/' }, true)).toEqual({
      devServerUrl: undefined,
      remoteApiUrl: 'https://cms.example.edu/api/',
    })
  })

  it('refuses IPC from a frame that is not the console', () => {
    expect(() => assertTrustedSender({ senderFrame: { url: 'https://evil.example/' } })).toThrow(
      /not the console/,
    )
    expect(() => assertTrustedSender({ senderFrame: null })).toThrow()
    expect(() => assertTrustedSender({ senderFrame: { url: 'app://console/index.html#/' } })).not.toThrow()
  })
})

describe('navigation', () => {
  /** A stand-in for a WebContents: fires a navigation event and says whether it was stopped. */
  function contents() {
    const emitter = new EventEmitter()
    const fire = (name: string, url: string) => {
      let stopped = false
      const event = { preventDefault: () => (stopped = true), url }
      // will-frame-navigate carries the address on its event; the other two pass it as well.
      if (name === 'will-frame-navigate') emitter.emit(name, event)
      else emitter.emit(name, event, url)
      return stopped
    }
    return { emitter, fire }
  }

  it('stops every navigation, redirect and frame navigation away from the console', () => {
    const { emitter, fire } = contents()
    keepOnAppPages(emitter, 'http://localhost:5173')
    for (const name of NAVIGATION_EVENTS) {
      expect(fire(name, 'https://evil.example/'), name).toBe(true)
      expect(fire(name, 'file:///etc/passwd'), name).toBe(true)
      expect(fire(name, 'app://console/index.html#/news'), name).toBe(false)
      expect(fire(name, 'http://localhost:5173/#/'), name).toBe(false)
    }
  })

  it("opens windows with the checklist's web preferences", () => {
    expect(windowWebPreferences('/app/preload.cjs')).toEqual({
      preload: '/app/preload.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
    })
  })
})

describe('browser-mode bridge requests', () => {
  const host = '127.0.0.1:5180'
  it('accepts the console page', () => {
    expect(
      isTrustedBridgeRequest(
        { 'x-console-bridge': '1', origin: `http://${host}`, 'sec-fetch-site': 'same-origin' },
        host,
      ),
    ).toBe(true)
  })
  it('refuses other sites and requests without the bridge header', () => {
    expect(isTrustedBridgeRequest({ origin: `http://${host}` }, host)).toBe(false)
    expect(isTrustedBridgeRequest({ 'x-console-bridge': '1', origin: 'https://evil.example' }, host)).toBe(
      false,
    )
    expect(isTrustedBridgeRequest({ 'x-console-bridge': '1', 'sec-fetch-site': 'cross-site' }, host)).toBe(
      false,
    )
  })
  it('refuses a request with no Origin, or with the Origin of another port or name', () => {
    expect(isTrustedBridgeRequest({ 'x-console-bridge': '1' }, host)).toBe(false)
    for (const origin of [
      'http://127.0.0.1:5181',
      'http://localhost.evil.example',
      'null',
      `https://${host}`,
    ])
      expect(isTrustedBridgeRequest({ 'x-console-bridge': '1', origin }, host), origin).toBe(false)
  })
})

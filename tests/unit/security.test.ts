import { describe, expect, it } from 'vitest'
import {
  assertTrustedSender,
  isAllowedExternalUrl,
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
  it('trusts the packaged page and the dev server, nothing else', () => {
    expect(isAppUrl('file:///opt/console/resources/app.asar/out/renderer/index.html#/news')).toBe(true)
    expect(isAppUrl('http://localhost:5173/#/', 'http://localhost:5173')).toBe(true)
    expect(isAppUrl('https://evil.example/', 'http://localhost:5173')).toBe(false)
    expect(isAppUrl('file:///tmp/other.html')).toBe(false)
  })

  it('refuses IPC from a frame that is not the console', () => {
    expect(() => assertTrustedSender({ senderFrame: { url: 'https://evil.example/' } })).toThrow(
      /not the console/,
    )
    expect(() => assertTrustedSender({ senderFrame: null })).toThrow()
    expect(() =>
      assertTrustedSender({ senderFrame: { url: 'file:///app/out/renderer/index.html' } }),
    ).not.toThrow()
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

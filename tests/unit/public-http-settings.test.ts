import { describe, expect, it } from 'vitest'
import { publicHttpSettings } from '../../src/server/public/http-config'
import { PUBLIC_HTTP_DEFAULTS } from '../../src/shared/rules/public-http'

// A deployment's public API settings come from its environment; a value that cannot mean what the operator
// meant stops the server at start rather than opening CORS or trusting a proxy by mistake.

describe('the public API settings of a deployment', () => {
  it('has short caching, a rate limit, no CORS and the app proxy by default', () => {
    expect(publicHttpSettings({})).toEqual({
      origins: [],
      cache: {
        maxAgeSeconds: PUBLIC_HTTP_DEFAULTS.maxAgeSeconds,
        staleWhileRevalidateSeconds: PUBLIC_HTTP_DEFAULTS.staleWhileRevalidateSeconds,
      },
      rateLimit: {
        max: PUBLIC_HTTP_DEFAULTS.rateLimitMax,
        windowSeconds: PUBLIC_HTTP_DEFAULTS.rateLimitWindowSeconds,
      },
      trustedProxies: undefined,
      answerCacheBytes: PUBLIC_HTTP_DEFAULTS.answerCacheBytes,
    })
  })

  it('reads the origins, cache times, limit, proxies and answer cache it is given', () => {
    const settings = publicHttpSettings({
      PUBLIC_SITE_ORIGINS: 'https://www.example.edu/, http://localhost:8080',
      PUBLIC_CACHE_MAX_AGE: '0',
      PUBLIC_CACHE_STALE_WHILE_REVALIDATE: '3600',
      PUBLIC_RATE_LIMIT: '0',
      PUBLIC_TRUST_PROXY: '10.0.0.0/8, 2001:db8::/32,192.0.2.1',
      PUBLIC_ANSWER_CACHE_BYTES: '0',
    })
    expect(settings).toEqual({
      origins: ['https://www.example.edu', 'http://localhost:8080'],
      cache: { maxAgeSeconds: 0, staleWhileRevalidateSeconds: 3600 },
      rateLimit: false,
      trustedProxies: ['10.0.0.0/8', '2001:db8::/32', '192.0.2.1'],
      answerCacheBytes: 0,
    })
  })

  it.each([
    ['PUBLIC_SITE_ORIGINS', '*'],
    ['PUBLIC_SITE_ORIGINS', 'www.example.edu'],
    ['PUBLIC_SITE_ORIGINS', 'https://www.example.edu/news'],
    ['PUBLIC_SITE_ORIGINS', 'file:///site'],
    ['PUBLIC_CACHE_MAX_AGE', '1m'],
    ['PUBLIC_RATE_LIMIT', '-5'],
    ['PUBLIC_ANSWER_CACHE_BYTES', '32MB'],
    ['PUBLIC_TRUST_PROXY', 'true'],
    ['PUBLIC_TRUST_PROXY', 'proxy.example.edu'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => publicHttpSettings({ [name]: value })).toThrow(
      name === 'PUBLIC_TRUST_PROXY' ? /address/ : name,
    )
  })
})

import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { describe, expect, it } from 'vitest'
import { HttpError } from '../../src/server/errors'
import { publicHttp, setLastModified, type PublicHttpOptions } from '../../src/server/public/http'
import { PUBLIC_ERRORS } from '../../src/shared/rules/public-http'
import { useTestServer } from './helpers'

// Issue 46: the public API's HTTP behaviour on the real server (buildServer), in scopes registered as the
// public routes are (app.register with a prefix, publicHttp first), with test routes inside them.

const SITE = 'https://www.example.edu'
const LAST_CHANGE = new Date('2027-03-28T09:15:42.500Z')
const news = Array.from({ length: 40 }, (_, i) => ({ slug: `item-${i}`, title: `News item ${i} — é 中文` }))

function testRoutes(scope: FastifyInstance): void {
  scope.get('/news', async (_request, reply) => {
    setLastModified(reply, LAST_CHANGE)
    return { items: news }
  })
  scope.get('/small', async (request) => ({ hello: 'world', client: request.clientAddress }))
  scope.get('/bad', async (request) =>
    z.object({ limit: z.coerce.number().int().max(100) }).parse(request.query),
  )
  scope.get('/missing', async () => {
    throw new HttpError(404, 'No news item has this address')
  })
  scope.get('/boom', async () => {
    throw new Error('database password is hunter2')
  })
  scope.get('/preview', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store')
    return { draft: true }
  })
}

function publicScope(app: FastifyInstance, prefix: string, options: PublicHttpOptions): void {
  void app.register(
    async (scope) => {
      await publicHttp(scope, options)
      testRoutes(scope)
    },
    { prefix },
  )
}

const server = useTestServer({
  extend(app) {
    publicScope(app, '/site-test/v1', {
      origins: [SITE],
      cache: { maxAgeSeconds: 30, staleWhileRevalidateSeconds: 90 },
      rateLimit: { max: 1000, windowSeconds: 60 },
    })
    // (The app's own public API is at /api/public/v1; these scopes are the same plugin over test routes.)
    // The same plugin with small limits: nobody trusted, then the loopback proxy trusted by this scope only.
    publicScope(app, '/direct/v1', { origins: [], rateLimit: { max: 3, windowSeconds: 60 } })
    publicScope(app, '/proxied/v1', {
      origins: [],
      rateLimit: { max: 3, windowSeconds: 60 },
      trustedProxies: ['127.0.0.0/8', '::1'],
    })
    // A staff-side route: what the rest of the app sees as the caller's address.
    app.get('/api/test-caller', async (request) => ({ ip: request.ip }))
  },
})

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(new URL(path, server.origin), { headers: { 'accept-encoding': 'identity', ...headers } })

describe('public API: caching', () => {
  it('gives a strong ETag and Last-Modified, and 304 to If-None-Match or If-Modified-Since', async () => {
    const first = await get('/site-test/v1/news')
    expect(first.status).toBe(200)
    const etag = first.headers.get('etag') ?? ''
    expect(etag).toMatch(/^"[^"]+"$/)
    expect(first.headers.get('last-modified')).toBe('Sun, 28 Mar 2027 09:15:42 GMT')
    expect(first.headers.get('cache-control')).toBe('public, max-age=30, stale-while-revalidate=90')
    expect(((await first.json()) as { items: unknown[] }).items).toHaveLength(40)

    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await get('/site-test/v1/news', { 'if-none-match': ifNoneMatch })
      expect(again.status).toBe(304)
      expect(again.headers.get('etag')).toBe(etag)
      expect(again.headers.get('cache-control')).toBe('public, max-age=30, stale-while-revalidate=90')
      expect(await again.text()).toBe('')
    }
    expect((await get('/site-test/v1/news', { 'if-none-match': '"other"' })).status).toBe(200)

    const since = (value: string, extra: Record<string, string> = {}) =>
      get('/site-test/v1/news', { 'if-modified-since': value, ...extra }).then((r) => r.status)
    expect(await since('Sun, 28 Mar 2027 09:15:42 GMT')).toBe(304)
    expect(await since('Sun, 28 Mar 2027 09:15:41 GMT')).toBe(200)
    // If-None-Match decides when both are sent.
    expect(await since('Sun, 28 Mar 2027 09:15:42 GMT', { 'if-none-match': '"other"' })).toBe(200)
  })

  it('gives one ETag per answer whatever its compression, and 304 to it compressed', async () => {
    const plain = await get('/site-test/v1/news')
    const gzip = await get('/site-test/v1/news', { 'accept-encoding': 'gzip' })
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    expect(gzip.headers.get('etag')).toBe(plain.headers.get('etag'))
    const again = await get('/site-test/v1/news', {
      'accept-encoding': 'br',
      'if-none-match': plain.headers.get('etag') ?? '',
    })
    expect(again.status).toBe(304)
  })

  it('keeps a route own Cache-Control (a preview) and never lets an error be stored', async () => {
    expect((await get('/site-test/v1/preview')).headers.get('cache-control')).toBe('private, no-store')
    for (const path of ['/site-test/v1/missing', '/site-test/v1/boom', '/site-test/v1/nowhere'])
      expect((await get(path)).headers.get('cache-control')).toBe('no-store')
  })
})

describe('public API: compression', () => {
  it('compresses a large answer as the client accepts it, and leaves a small one alone', async () => {
    for (const encoding of ['br', 'gzip', 'deflate']) {
      const answer = await get('/site-test/v1/news', { 'accept-encoding': encoding })
      expect(answer.headers.get('content-encoding')).toBe(encoding)
      expect(answer.headers.get('vary')).toMatch(/accept-encoding/i)
      expect(((await answer.json()) as { items: unknown[] }).items).toEqual(news)
    }
    expect((await get('/site-test/v1/news')).headers.get('content-encoding')).toBeNull()
    expect(
      (await get('/site-test/v1/small', { 'accept-encoding': 'gzip' })).headers.get('content-encoding'),
    ).toBeNull()
  })
})

describe('public API: CORS', () => {
  it('lets the named site origin read answers and errors, and no other origin', async () => {
    const named = await get('/site-test/v1/small', { origin: SITE })
    expect(named.headers.get('access-control-allow-origin')).toBe(SITE)
    expect(named.headers.get('access-control-expose-headers')).toMatch(/ETag/)
    expect(named.headers.get('vary')).toMatch(/origin/i)
    const missing = await get('/site-test/v1/missing', { origin: SITE })
    expect(missing.headers.get('access-control-allow-origin')).toBe(SITE)

    const other = await get('/site-test/v1/small', { origin: 'https://evil.example' })
    expect(other.status).toBe(200)
    expect(other.headers.get('access-control-allow-origin')).toBeNull()
    const lookalike = await get('/site-test/v1/small', { origin: 'https://www.example.edu.evil.example' })
    expect(lookalike.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('answers a preflight for the named origin only', async () => {
    const preflight = (origin: string) =>
      fetch(new URL('/site-test/v1/small', server.origin), {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'GET' },
      })
    const named = await preflight(SITE)
    expect(named.status).toBe(204)
    expect(named.headers.get('access-control-allow-origin')).toBe(SITE)
    expect(named.headers.get('access-control-allow-methods')).toContain('GET')
    expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull()
  })

  it('gives no CORS header in a scope that names no origin, nor on the staff API', async () => {
    expect(
      (await get('/proxied/v1/small', { origin: SITE })).headers.get('access-control-allow-origin'),
    ).toBeNull()
    expect(
      (await get('/api/test-caller', { origin: SITE })).headers.get('access-control-allow-origin'),
    ).toBeNull()
  })
})

describe('public API: errors as JSON', () => {
  it('says why: 404 of a route, 404 of an unknown address, 400 of a bad query, 500 without its secret', async () => {
    const answers = await Promise.all(
      [
        '/site-test/v1/missing',
        '/site-test/v1/no/such/address',
        '/site-test/v1/bad?limit=500',
        '/site-test/v1/boom',
      ].map(async (path) => {
        const answer = await get(path)
        expect(answer.headers.get('content-type')).toMatch(/^application\/json/)
        return [answer.status, await answer.json()]
      }),
    )
    expect(answers).toEqual([
      [404, { error: 'No news item has this address' }],
      [404, { error: PUBLIC_ERRORS.notFound }],
      [400, { error: expect.stringMatching(/^limit: /) as unknown }],
      [500, { error: PUBLIC_ERRORS.internal }],
    ])
  })

  it('leaves the staff API its own error bodies', async () => {
    const staff = await get('/api/no-such-call')
    expect(staff.status).toBe(404)
    expect(await staff.json()).toHaveProperty('message')
  })
})

describe('public API: rate limit per client address', () => {
  it('counts every caller on the connecting address when no proxy is trusted, whatever X-Forwarded-For says', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 4; i++)
      statuses.push((await get('/direct/v1/small', { 'x-forwarded-for': `198.51.100.${i}` })).status)
    expect(statuses).toEqual([200, 200, 200, 429])
    const limited = await get('/direct/v1/small', { 'x-forwarded-for': '198.51.100.77' })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await limited.json()).toEqual({ error: expect.stringMatching(/^Too many requests/) as unknown })
    expect(limited.headers.get('cache-control')).toBe('no-store')
  })

  it('counts each client behind a trusted proxy on its own address, which a client cannot forge', async () => {
    const status = (forwardedFor: string) =>
      get('/proxied/v1/small', { 'x-forwarded-for': forwardedFor }).then((r) => r.status)
    const first = await get('/proxied/v1/small', { 'x-forwarded-for': '203.0.113.5' })
    expect(await first.json()).toMatchObject({ client: '203.0.113.5' })
    expect(await status('203.0.113.5')).toBe(200)
    expect(await status('203.0.113.5')).toBe(200)
    expect(await status('203.0.113.5')).toBe(429)
    // A client that puts another address in front is still known by the one the proxy added.
    expect(await status('192.0.2.99, 203.0.113.5')).toBe(429)
    // Another client behind the same proxy has its own count.
    expect(await status('203.0.113.6')).toBe(200)
  })

  it('counts the addresses of one IPv6 /64 as one client', async () => {
    const status = (forwardedFor: string) =>
      get('/proxied/v1/small', { 'x-forwarded-for': forwardedFor }).then((r) => r.status)
    for (let i = 1; i <= 3; i++) expect(await status(`2001:db8:1:2::${i}`)).toBe(200)
    expect(await status('2001:db8:1:2::ffff')).toBe(429)
    expect(await status('2001:db8:1:3::1')).toBe(200)
  })

  it('leaves the staff API seeing the connecting address (its own TRUST_PROXY, unset here)', async () => {
    const staff = await get('/api/test-caller', { 'x-forwarded-for': '203.0.113.5' })
    expect(await staff.json()).toEqual({ ip: '127.0.0.1' })
  })
})

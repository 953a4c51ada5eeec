import { BlockList, isIP } from 'node:net'
import fastifyCompress from '@fastify/compress'
import fastifyCors from '@fastify/cors'
import fastifyEtag from '@fastify/etag'
import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { ZodError } from 'zod'
import { NO_STORE, PUBLIC_ERRORS, PUBLIC_HTTP_DEFAULTS } from '../../shared/rules/public-http'

// Issue 46: HTTP as the web expects for the public API's scope (/api/public/v1/): strong ETags and 304s,
// Last-Modified, Cache-Control per deployment, CORS for named origins, compression, a rate limit per client
// address, errors as JSON. Everything is registered inside the scope it is given, so the staff API keeps its
// own behaviour (its error bodies, its address, no CORS, no cache headers). docs/public-api-http.md.

export interface PublicHttpOptions {
  /** The site origins allowed by CORS (PUBLIC_SITE_ORIGINS); none: no CORS headers. */
  origins: readonly string[]
  /** Cache-Control of a successful answer that sets none itself (PUBLIC_CACHE_*); defaults PUBLIC_HTTP_DEFAULTS. */
  cache?: { maxAgeSeconds: number; staleWhileRevalidateSeconds: number }
  /** Requests per client address and window (PUBLIC_RATE_LIMIT); false: no limit. */
  rateLimit?: { max: number; windowSeconds: number } | false
  /**
   * The proxies in front of the public API (PUBLIC_TRUST_PROXY: addresses or CIDR ranges) whose
   * X-Forwarded-For names the client, in this scope only. Unset: the app's own request.ip (TRUST_PROXY).
   */
  trustedProxies?: readonly string[]
  /** Bytes of compressed answers kept by ETag (PUBLIC_ANSWER_CACHE_BYTES; public/answer-cache.ts); 0: none. */
  answerCacheBytes?: number
}

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Inside the public API's scope only: the client's address as the public API's trusted proxies name it
     * (the rate limit's key, before an IPv6 address is narrowed to its /64).
     */
    clientAddress: string
  }
}

/** Sets up the encapsulated scope the public routes are registered in (call before registering them). */
export async function publicHttp(scope: FastifyInstance, options: PublicHttpOptions): Promise<void> {
  const cache = options.cache ?? {
    maxAgeSeconds: PUBLIC_HTTP_DEFAULTS.maxAgeSeconds,
    staleWhileRevalidateSeconds: PUBLIC_HTTP_DEFAULTS.staleWhileRevalidateSeconds,
  }
  const cacheControl = `public, max-age=${cache.maxAgeSeconds}, stale-while-revalidate=${cache.staleWhileRevalidateSeconds}`
  const addressOf = clientAddressReader(options.trustedProxies)
  scope.decorateRequest('clientAddress', {
    getter(this: FastifyRequest) {
      return addressOf(this)
    },
  })

  scope.setErrorHandler(errorAnswer)
  // A scope with a prefix of its own has its own 404; the app's (staff) 404 stays the app's.
  if (scope.prefix !== '') scope.setNotFoundHandler(notFoundAnswer)

  await scope.register(fastifyCors, {
    origin: options.origins.length > 0 ? [...options.origins] : false,
    methods: ['GET', 'HEAD', 'POST'],
    // A site reading its answers with fetch may revalidate them itself.
    exposedHeaders: ['ETag', 'Retry-After', 'X-RateLimit-Limit', 'X-RateLimit-Remaining'],
    maxAge: PUBLIC_HTTP_DEFAULTS.corsMaxAgeSeconds,
  })
  const rateLimit = options.rateLimit ?? {
    max: PUBLIC_HTTP_DEFAULTS.rateLimitMax,
    windowSeconds: PUBLIC_HTTP_DEFAULTS.rateLimitWindowSeconds,
  }
  if (rateLimit !== false)
    await scope.register(fastifyRateLimit, {
      global: true,
      max: rateLimit.max,
      timeWindow: rateLimit.windowSeconds * 1000,
      // One client's IPv6 addresses share its /64, as its network gives it a whole /64 to choose from.
      keyGenerator: (request) => normalizeIP(request.clientAddress, 64),
      errorResponseBuilder: (_request, context) =>
        Object.assign(new Error(PUBLIC_ERRORS.tooManyRequests(Math.max(1, Math.ceil(context.ttl / 1000)))), {
          statusCode: 429,
        }),
    })
  // Strong ETags of the identity body (before compression, so one ETag per answer whatever its coding);
  // the 304 decision is ours (conditionalAnswer), which reads lists of tags and If-Modified-Since.
  await scope.register(fastifyEtag, { replyWith304: false })
  scope.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode >= 400) {
      reply.header('cache-control', NO_STORE)
      return payload
    }
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', cacheControl)
    return isNotModified(request, reply) ? notModified(reply) : payload
  })
  // Registered last: its hook joins each route's own, after the ETag is taken of the identity body.
  await scope.register(fastifyCompress, {
    global: true,
    threshold: PUBLIC_HTTP_DEFAULTS.compressThresholdBytes,
    encodings: ['br', 'gzip', 'deflate'],
  })
}

/** The Last-Modified of an answer (a route's newest record's time), in HTTP's form, to the second. */
export function setLastModified(reply: FastifyReply, at: Date): void {
  reply.header('last-modified', new Date(Math.floor(at.getTime() / 1000) * 1000).toUTCString())
}

/** RFC 9110 13.1.2 and 13.1.3: If-None-Match (weak comparison, lists, `*`) wins over If-Modified-Since. */
function isNotModified(request: FastifyRequest, reply: FastifyReply): boolean {
  if ((request.method !== 'GET' && request.method !== 'HEAD') || reply.statusCode !== 200) return false
  const ifNoneMatch = request.headers['if-none-match']
  if (ifNoneMatch !== undefined) {
    const etag = reply.getHeader('etag')
    return typeof etag === 'string' && matchesIfNoneMatch(ifNoneMatch, etag)
  }
  const since = Date.parse(request.headers['if-modified-since'] ?? '')
  const lastModified = Date.parse(String(reply.getHeader('last-modified') ?? ''))
  return Number.isFinite(since) && Number.isFinite(lastModified) && lastModified <= since
}

/** Whether an If-None-Match header names `etag` (weak comparison: `W/` ignored; a list of tags; `*`). */
export function matchesIfNoneMatch(ifNoneMatch: string, etag: string): boolean {
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  const tags = ifNoneMatch.split(',').map(opaque)
  return tags.includes('*') || tags.includes(opaque(etag))
}

function notModified(reply: FastifyReply): string {
  reply.code(304)
  reply.removeHeader('content-type')
  reply.removeHeader('content-length')
  reply.removeHeader('content-encoding')
  return ''
}

/** Reads the client's address: the app's request.ip, or the public API's own trusted proxies'. */
function clientAddressReader(
  trustedProxies: readonly string[] | undefined,
): (request: FastifyRequest) => string {
  if (!trustedProxies || trustedProxies.length === 0) return (request) => request.ip
  const trusted = proxyList(trustedProxies)
  const isTrusted = (address: string) => {
    const plain = unmapped(address)
    const family = isIP(plain)
    return family !== 0 && trusted.check(plain, family === 4 ? 'ipv4' : 'ipv6')
  }
  return (request) => {
    // From the socket back along X-Forwarded-For: the first address no trusted proxy stands for.
    let address = unmapped(request.socket.remoteAddress ?? '')
    const forwarded = String(request.headers['x-forwarded-for'] ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '')
    while (isTrusted(address) && forwarded.length > 0) address = unmapped(forwarded.pop() ?? '')
    return address
  }
}

/** A list of addresses and CIDR ranges, as PUBLIC_TRUST_PROXY and TRUST_PROXY name proxies. */
export function proxyList(entries: readonly string[]): BlockList {
  const list = new BlockList()
  for (const entry of entries) {
    const [address, bits] = entry.trim().split('/')
    const family = isIP(address)
    if (family === 0) throw new Error(`not an address or CIDR range: ${entry}`)
    const type = family === 4 ? 'ipv4' : 'ipv6'
    if (bits === undefined) list.addAddress(address, type)
    else list.addSubnet(address, Number(bits), type)
  }
  return list
}

/** An IPv4 client seen on an IPv6 socket (::ffff:203.0.113.5) is that IPv4 address. */
const unmapped = (address: string): string => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1')

function notFoundAnswer(_request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({ error: PUBLIC_ERRORS.notFound })
}

function errorAnswer(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ZodError) return reply.status(400).send({ error: zodReason(error) })
  const status = (error as { statusCode?: unknown }).statusCode
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const message = error instanceof Error && error.message ? error.message : PUBLIC_ERRORS.badRequest
    return reply.status(status).send({ error: message })
  }
  request.log.error({ err: error }, 'public API request failed')
  return reply.status(500).send({ error: PUBLIC_ERRORS.internal })
}

/** The first problem a zod check found, named by its field: `limit: Too big: expected number to be <=100`. */
function zodReason(error: ZodError): string {
  const [issue] = error.issues
  if (!issue) return PUBLIC_ERRORS.badRequest
  return issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message
}

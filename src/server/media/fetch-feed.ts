import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import { request as httpRequest, type IncomingMessage } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { BlockList, isIP, type LookupFunction } from 'node:net'
import { MEDIA_FEED_MAX_MB, MEDIA_FEED_TEXT as T } from '../../shared/rules/media'
import { HttpError } from '../errors'
import { decodeFeed } from './feed-encoding'

// Fetching the configured news feed (SPEC §2.7 media coverage) without opening the server to request
// forgery: only http(s), a time-out over the whole exchange, a size cap on the answer, and redirects
// followed by hand so none leads to another scheme, nor to a loopback or private address other than the
// configured feed's own origin. Addresses are checked when the socket connects (the lookup below), so a
// name that resolves differently the second time (DNS rebinding) is caught too.

export interface FeedLimits {
  /** The whole exchange, redirects and body included. */
  timeoutMs: number
  maxBytes: number
  maxRedirects: number
}

export const FEED_LIMITS: FeedLimits = {
  timeoutMs: 10_000,
  maxBytes: MEDIA_FEED_MAX_MB * 1024 * 1024,
  maxRedirects: 5,
}

const PRIVATE = new BlockList()
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv4')
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv6')

/** Loopback, private, link-local and the like: addresses a feed from the internet never needs. */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '')
  const mapped = bare.toLowerCase().startsWith('::ffff:') ? bare.slice(7) : bare
  const family = isIP(mapped)
  if (family === 4) return PRIVATE.check(mapped, 'ipv4')
  if (family === 6) return PRIVATE.check(mapped, 'ipv6')
  return false
}

const feedError = (status: number, text: string) => new HttpError(status, text)

/**
 * A lookup that refuses names resolving to private addresses (its error's code: EPRIVATE). Also the guard of
 * webhook deliveries (server/webhooks/send.ts).
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0)
    const found = addresses.find((a) => !isPrivateAddress(a.address))
    if (!found || addresses.some((a) => isPrivateAddress(a.address)))
      return callback(Object.assign(new Error(T.privateAddress), { code: 'EPRIVATE' }), '', 0)
    if (options.all) return callback(null, [found])
    callback(null, found.address, found.family)
  })
}

function checkScheme(url: URL): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw feedError(502, T.notHttp)
}

/** Reads one answer within the deadline and the size cap. */
function getOnce(url: URL, trusted: boolean, signal: AbortSignal, limits: FeedLimits) {
  return new Promise<{ response: IncomingMessage; body: Buffer | null }>((resolve, reject) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest
    const request = send(
      url,
      {
        method: 'GET',
        signal,
        headers: { accept: 'application/rss+xml, application/atom+xml, application/xml, text/xml, */*' },
        // The configured feed may live anywhere its administrator chose; anything it redirects to may not.
        ...(trusted ? {} : { lookup: publicOnlyLookup }),
      },
      (response) => {
        const status = response.statusCode ?? 0
        if (status >= 300 && status < 400) {
          response.resume()
          return resolve({ response, body: null })
        }
        const declared = Number(response.headers['content-length'] ?? 0)
        if (declared > limits.maxBytes) {
          response.destroy()
          return reject(feedError(502, T.tooLarge))
        }
        const chunks: Buffer[] = []
        let size = 0
        response.on('data', (chunk: Buffer) => {
          size += chunk.length
          if (size > limits.maxBytes) {
            response.destroy()
            reject(feedError(502, T.tooLarge))
            return
          }
          chunks.push(chunk)
        })
        response.on('end', () => resolve({ response, body: Buffer.concat(chunks) }))
        response.on('error', reject)
      },
    )
    request.on('error', reject)
    request.end()
  })
}

/**
 * The feed's text, decoded as the answer or the feed says (feed-encoding.ts). Throws HttpError with a
 * message for the screen: 502 for an answer that is not a feed we may read (HTTP error, too large, a
 * refused redirect), 504 for a time-out.
 */
export async function fetchFeed(address: string, limits: FeedLimits = FEED_LIMITS): Promise<string> {
  const configured = new URL(address)
  checkScheme(configured)
  const signal = AbortSignal.timeout(limits.timeoutMs)
  let url = configured
  try {
    for (let hop = 0; hop <= limits.maxRedirects; hop++) {
      const trusted = url.origin === configured.origin
      if (!trusted && isPrivateAddress(url.hostname)) throw feedError(502, T.privateAddress)
      const { response, body } = await getOnce(url, trusted, signal, limits)
      const status = response.statusCode ?? 0
      if (body === null) {
        const location = response.headers.location
        if (!location) throw feedError(502, T.httpError(status))
        url = new URL(location, url)
        checkScheme(url)
        continue
      }
      if (status < 200 || status >= 300) throw feedError(502, T.httpError(status))
      return decodeFeed(body, response.headers['content-type'])
    }
    throw feedError(502, T.tooManyRedirects)
  } catch (error) {
    if (error instanceof HttpError) throw error
    if (signal.aborted) throw feedError(504, T.timedOut)
    if ((error as { code?: unknown }).code === 'EPRIVATE') throw feedError(502, T.privateAddress)
    throw feedError(502, T.unreachable)
  }
}

import { PUBLIC_HTTP_DEFAULTS } from '../../shared/rules/public-http'
import { envValue, type Environment } from '../config'
import { proxyList, type PublicHttpOptions } from './http'

// Issue 46: the public API's HTTP settings of a deployment, read once from its environment (config.ts names
// every variable; docs/public-api-http.md says what each does). A wrong value stops the server at start.

export function publicHttpSettings(env: Environment): PublicHttpOptions {
  const trustedProxies = list(envValue(env, 'PUBLIC_TRUST_PROXY'))
  proxyList(trustedProxies) // throws at start on an entry that is no address or range
  const max = wholeNumber(env, 'PUBLIC_RATE_LIMIT', PUBLIC_HTTP_DEFAULTS.rateLimitMax)
  return {
    origins: list(envValue(env, 'PUBLIC_SITE_ORIGINS')).map(siteOrigin),
    cache: {
      maxAgeSeconds: wholeNumber(env, 'PUBLIC_CACHE_MAX_AGE', PUBLIC_HTTP_DEFAULTS.maxAgeSeconds),
      staleWhileRevalidateSeconds: wholeNumber(
        env,
        'PUBLIC_CACHE_STALE_WHILE_REVALIDATE',
        PUBLIC_HTTP_DEFAULTS.staleWhileRevalidateSeconds,
      ),
    },
    rateLimit: max === 0 ? false : { max, windowSeconds: PUBLIC_HTTP_DEFAULTS.rateLimitWindowSeconds },
    trustedProxies: trustedProxies.length > 0 ? trustedProxies : undefined,
    answerCacheBytes: wholeNumber(env, 'PUBLIC_ANSWER_CACHE_BYTES', PUBLIC_HTTP_DEFAULTS.answerCacheBytes),
  }
}

const list = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')

/** An origin as browsers send it: scheme, host and port, nothing after (a trailing / is forgiven). */
function siteOrigin(entry: string): string {
  let origin: string
  try {
    origin = new URL(entry).origin
  } catch {
    origin = 'null'
  }
  if (origin === 'null' || !/^https?:/.test(origin) || entry.replace(/\/$/, '') !== origin)
    throw new Error(`PUBLIC_SITE_ORIGINS names origins such as https://www.example.edu: ${entry}`)
  return origin
}

/** A whole number ≥ 0 (seconds, requests for the rate limit, or bytes). */
function wholeNumber(
  env: Environment,
  name:
    | 'PUBLIC_CACHE_MAX_AGE'
    | 'PUBLIC_CACHE_STALE_WHILE_REVALIDATE'
    | 'PUBLIC_RATE_LIMIT'
    | 'PUBLIC_ANSWER_CACHE_BYTES',
  fallback: number,
): number {
  const value = envValue(env, name)
  if (value === undefined) return fallback
  const number = Number(value)
  if (!Number.isInteger(number) || number < 0) throw new Error(`${name} is not a whole number ≥ 0: ${value}`)
  return number
}

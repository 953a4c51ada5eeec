// Issue 46: the public content API's HTTP behaviour (server/public/http.ts) and its safe HTML
// (server/public/rich-html.ts), as data: the reasons its errors give, its defaults, the names a site styles.

/** The `error` of the public API's JSON errors. */
export const PUBLIC_ERRORS = {
  notFound: 'The public API has no such address.',
  badRequest: 'Bad request',
  tooManyRequests: (retryAfterSeconds: number) =>
    `Too many requests from this address: try again in ${retryAfterSeconds} s`,
  internal: 'Internal error',
} as const

/** What a deployment gets unless its environment says otherwise (docs/public-api-http.md). */
export const PUBLIC_HTTP_DEFAULTS = {
  /** Cache-Control max-age, seconds: short, so a publish shows within a minute. */
  maxAgeSeconds: 60,
  /** Cache-Control stale-while-revalidate, seconds: a cache answers at once while it revalidates. */
  staleWhileRevalidateSeconds: 300,
  /** Requests per client address (an IPv6 client's /64) per window. */
  rateLimitMax: 600,
  rateLimitWindowSeconds: 60,
  /** How long a browser may keep a CORS preflight's answer, seconds. */
  corsMaxAgeSeconds: 600,
  /** Answers smaller than this many bytes are sent uncompressed (not worth a header's cost). */
  compressThresholdBytes: 1024,
  /**
   * Bytes of recent compressed answers each server keeps by address, ETag and coding (PUBLIC_ANSWER_CACHE_BYTES):
   * 32 MiB holds some two thousand lists of 20 in Brotli.
   */
  answerCacheBytes: 32 * 1024 * 1024,
} as const

/** Cache-Control of answers that must never be stored: errors, previews. */
export const NO_STORE = 'no-store'

export const RICH_HTML = {
  /** The class an aligned block carries (the site styles it; never a style attribute). */
  alignClass: {
    left: 'align-left',
    center: 'align-center',
    right: 'align-right',
    justify: 'align-justify',
  },
  /** The only link addresses kept as links; any other is shown as its text. */
  linkProtocols: ['http:', 'https:', 'mailto:', 'tel:'],
  /** The rel of a link that leaves the site (no target: the reader decides where it opens). */
  externalRel: 'external noopener',
} as const

export const FEED_LIMITS = {
  /** sitemaps.org: at most 50,000 addresses in one sitemap. */
  sitemapUrls: 50_000,
} as const

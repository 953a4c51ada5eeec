import { join, resolve } from 'node:path'
import type { DatabaseOptions } from './db/client'
import { MEDIA_FEED_ENV } from '../shared/rules/media'
import { SLOW_START_ENV } from '../shared/rules/server-start'
import { PROBE_TEST_ENV } from '../shared/rules/connection'
import { SSO_TEXT } from '../shared/rules/sso'
import { FEED_TEXT } from '../shared/rules/public-feeds'
import { PUBLIC_HTTP_DEFAULTS } from '../shared/rules/public-http'
import { WEBHOOK_PRIVATE_ENV } from '../shared/rules/webhooks'
import { REVIEW_DIGEST, REVIEW_DIGEST_ENV } from '../shared/rules/review-notices'

// Every environment variable the standalone API server reads, once, as data: start.ts reads them through
// here, and the deployment files (Dockerfile, compose.yaml, docs/deployment.md) are checked against this
// table by tests/unit/deployment.test.ts.

export interface ServerVariable {
  name: string
  meaning: string
  /** What applies when it is not set; none for a secret, which the operator must always give. */
  default?: string
  /** Holds a credential: never given a default in a file of the repository, never logged. */
  secret?: boolean
}

export const SERVER_VARIABLES = [
  { name: 'HOST', meaning: 'address the server listens on', default: '127.0.0.1' },
  { name: 'PORT', meaning: 'port the server listens on', default: '5191' },
  {
    name: 'DATABASE_URL',
    meaning: 'PostgreSQL connection address; without it an embedded database under DATA_DIR',
    secret: true,
  },
  {
    name: 'DATA_DIR',
    meaning: 'folder of the embedded database and, by default, the uploads',
    default: '.data/server',
  },
  { name: 'UPLOADS_DIR', meaning: 'folder of uploaded files', default: 'DATA_DIR/uploads' },
  {
    name: 'LOG_LEVEL',
    meaning: 'fatal, error, warn, info, debug or trace (JSON lines on stdout)',
    default: 'info',
  },
  { name: MEDIA_FEED_ENV, meaning: 'the news feed the media-coverage import reads' },
  {
    name: 'SHUTDOWN_GRACE_SECONDS',
    meaning: 'on SIGTERM, how long requests in flight (uploads) may take to finish before the server closes',
    default: '25',
  },
  {
    name: 'S3_BUCKET',
    meaning:
      'keep uploads in this S3-compatible bucket instead of UPLOADS_DIR (required for more than one server)',
  },
  {
    name: 'S3_ENDPOINT',
    meaning: 'address of an S3-compatible store other than AWS (MinIO, R2, Ceph, Garage)',
  },
  { name: 'S3_REGION', meaning: 'region of the bucket', default: 'us-east-1' },
  {
    name: 'S3_FORCE_PATH_STYLE',
    meaning: '`1`: the bucket in the path rather than the host name (most self-hosted stores)',
    default: '0',
  },
  {
    name: 'AWS_ACCESS_KEY_ID',
    meaning: "the bucket's access key (the AWS SDK's own credential chain)",
    secret: true,
  },
  {
    name: 'AWS_SECRET_ACCESS_KEY',
    meaning: "the bucket's secret key (the AWS SDK's own credential chain)",
    secret: true,
  },
  {
    name: 'UPLOADS_PUBLIC_URL',
    meaning:
      "images are served from this address (a CDN or the bucket's website): the server redirects to it, and the public API's answers name it directly",
  },
  {
    name: 'TRUST_PROXY',
    meaning:
      'the proxies whose X-Forwarded-For names the caller (comma-separated addresses or CIDR ranges); unset, the caller is the connecting address',
  },
  {
    name: 'PUBLIC_HOSTS',
    meaning:
      'comma-separated name:port values the server answers for behind a proxy; unset, a loopback server answers only its own address',
  },
  {
    name: 'PUBLIC_API',
    meaning:
      "`1`: the desktop app's embedded server serves the public content API (/api/public/v1/) too; `npm run server` always does",
    default: '0',
  },
  {
    name: 'CONSOLE_DEMO',
    meaning:
      '`1`: an empty embedded database is filled with the demo university and its demo accounts (published password): for trying the console, never for real data',
    default: '0',
  },
  {
    name: 'KEEP_ORIGINAL_METADATA',
    meaning:
      '`1`: store uploaded photos as sent, EXIF (GPS position, camera serial) and all; otherwise they are turned upright and their EXIF, XMP and IPTC removed',
    default: '0',
  },
  {
    name: 'LOCAL_PASSWORDS',
    meaning:
      '`0`: password sign-in is refused (but for recovery Super Admins) and the login screen offers only the identity provider (docs/deployment.md)',
    default: '1',
  },
  { name: 'ACCESS_MAP', meaning: 'JSON: the provider\'s group → `{ "level": 1-4, "faculty"?: code }`' },
  {
    name: 'SSO_REDIRECT_URIS',
    meaning: 'comma-separated return addresses (besides loopback ones) a sign-in may ask the provider to use',
  },
  { name: 'OIDC_ISSUER', meaning: "the OpenID provider's issuer address (its discovery document's base)" },
  { name: 'OIDC_CLIENT_ID', meaning: "the console's client id at the OpenID provider" },
  {
    name: 'OIDC_CLIENT_SECRET',
    meaning: "the console's client secret (none: a public client, PKCE only)",
    secret: true,
  },
  { name: 'OIDC_DISPLAY_NAME', meaning: 'the name on the login button', default: SSO_TEXT.defaultName.oidc },
  { name: 'OIDC_SCOPES', meaning: 'the scopes asked for', default: 'openid profile email' },
  { name: 'OIDC_GROUP_CLAIM', meaning: 'the claim whose values ACCESS_MAP maps', default: 'groups' },
  {
    name: 'SAML_ENTRY_POINT',
    meaning: "the SAML identity provider's single sign-on (HTTP-Redirect) address",
  },
  {
    name: 'SAML_IDP_CERT',
    meaning: "the identity provider's signing certificate (PEM; `\\n` for line breaks)",
  },
  { name: 'SAML_IDP_ISSUER', meaning: "the identity provider's entity id, checked on every answer" },
  {
    name: 'SAML_ACS_URL',
    meaning:
      "the server's own assertion consumer service (`https://<host>/api/auth/saml/acs`), for providers that take only registered ACS addresses",
  },
  { name: 'SAML_SP_ENTITY_ID', meaning: "the console's entity id (the answer's audience)" },
  {
    name: 'SAML_SP_PRIVATE_KEY',
    meaning: 'a key to sign AuthnRequests with (PEM), when the provider wants them signed',
    secret: true,
  },
  { name: 'SAML_DISPLAY_NAME', meaning: 'the name on the login button', default: SSO_TEXT.defaultName.saml },
  { name: 'SAML_GROUP_ATTRIBUTE', meaning: 'the attribute whose values ACCESS_MAP maps', default: 'groups' },
  {
    name: 'SMTP_URL',
    meaning:
      'the mail server set-password links are e-mailed through (smtp://user:password@host:587); with MAIL_FROM and CONSOLE_PUBLIC_URL',
    secret: true,
  },
  { name: 'MAIL_FROM', meaning: 'the sender of those e-mails, e.g. `Web Team <web@example.edu>`' },
  {
    name: REVIEW_DIGEST_ENV,
    meaning:
      'with SMTP_URL and MAIL_FROM: each person is e-mailed at most one digest of their review notifications (changes submitted for them to review, decisions on their own) per this many minutes',
    default: String(REVIEW_DIGEST.defaultMinutes),
  },
  {
    name: 'CONSOLE_PUBLIC_URL',
    meaning:
      "the console's address as the staff open it (browser mode behind the proxy): set-password links are built on it; unset, the console builds each link from its own address",
  },
  {
    name: 'PUBLIC_SITE_ORIGINS',
    meaning:
      'comma-separated origins of the public website (https://www.example.edu) whose browsers may read the public API (CORS); unset, none',
  },
  {
    name: 'PUBLIC_SITE_URL',
    meaning:
      "the university website's address (https://www.example.edu/): the public API's feeds and sitemap link to its pages (news/<slug>, event/<slug>, …); unset, to the public API's own record addresses",
  },
  {
    name: 'PUBLIC_SITE_NAME',
    meaning: "the university's name, the title of the public API's feeds and calendar",
    default: FEED_TEXT.university,
  },
  {
    name: 'PUBLIC_CACHE_MAX_AGE',
    meaning: 'seconds a public API answer is fresh (Cache-Control max-age)',
    default: String(PUBLIC_HTTP_DEFAULTS.maxAgeSeconds),
  },
  {
    name: 'PUBLIC_CACHE_STALE_WHILE_REVALIDATE',
    meaning:
      'seconds after that a cache may still answer with it while it revalidates (stale-while-revalidate)',
    default: String(PUBLIC_HTTP_DEFAULTS.staleWhileRevalidateSeconds),
  },
  {
    name: 'PUBLIC_RATE_LIMIT',
    meaning: `requests a client address (an IPv6 /64) may make to the public API per ${PUBLIC_HTTP_DEFAULTS.rateLimitWindowSeconds} s, per server; \`0\`: no limit`,
    default: String(PUBLIC_HTTP_DEFAULTS.rateLimitMax),
  },
  {
    name: 'PUBLIC_ANSWER_CACHE_BYTES',
    meaning:
      'bytes of recent compressed public API answers each server keeps by address, ETag and coding, so a repeated request is not built or compressed again; `0`: none',
    default: String(PUBLIC_HTTP_DEFAULTS.answerCacheBytes),
  },
  {
    name: 'PUBLIC_TRUST_PROXY',
    meaning:
      "the proxies in front of the public API (comma-separated addresses or CIDR ranges, e.g. a CDN's) whose X-Forwarded-For names its client, for the public API only; unset, TRUST_PROXY's",
  },
  {
    name: WEBHOOK_PRIVATE_ENV,
    meaning:
      '`1`: webhook endpoints may be on private and loopback addresses (a receiver inside the university network; the tests); otherwise only public ones',
    default: '0',
  },
  {
    name: 'SCHEDULER_TEST_HOLD_MS',
    meaning:
      'tests only, never in a deployment: each round of the scheduler waits this many ms while it holds its due jobs, so a test can kill the server at that moment',
  },
  {
    name: SLOW_START_ENV,
    meaning:
      'tests only, never in a deployment: the embedded server waits this many ms after each migration it applies, so a test sees the update screen',
  },
  {
    name: PROBE_TEST_ENV,
    meaning:
      "tests only, never in a deployment: the desktop app's main process (and browser mode's host) probes the API server every this many ms, online and offline alike, so a test of the server going away and coming back waits seconds",
  },
  { name: 'NODE_ENV', meaning: '`production` skips checking each answer against the contract', default: '' },
] as const satisfies readonly ServerVariable[]

export type ServerVariableName = (typeof SERVER_VARIABLES)[number]['name']

export type Environment = Partial<Record<string, string | undefined>>

/** One variable's value, or its default; a name outside the table does not compile. */
/**
 * Whether this process runs under the test runner, Vitest (which sets VITEST, never a deployment's setting):
 * the test-only password cost (auth/password.ts) refuses every other process.
 */
export const underTestRunner = (env: Environment = process.env): boolean => env.VITEST !== undefined

export function envValue(env: Environment, name: ServerVariableName): string | undefined {
  const value = env[name]
  if (value !== undefined && value !== '') return value
  const entry: ServerVariable | undefined = SERVER_VARIABLES.find((v) => v.name === name)
  return entry?.default || undefined
}

export interface ServerConfig {
  host: string
  port: number
  database: DatabaseOptions
  uploadsDir: string
  logLevel: string
  mediaFeedUrl: string | null
  shutdownGraceMs: number
  /** Uploads in an S3-compatible bucket; null: in uploadsDir. Credentials come from the SDK's chain. */
  bucket: { bucket: string; endpoint?: string; region: string; forcePathStyle: boolean } | null
  publicUploadsUrl: string | null
  /** Host values answered (PUBLIC_HOSTS); empty: on loopback only the server's own address. */
  allowedHosts: string[]
  /** Fastify's trustProxy: which proxies may name the caller's address (TRUST_PROXY). */
  trustProxy: string | undefined
  /** Fill an empty embedded database with the demo university (CONSOLE_DEMO=1). */
  demo: boolean
}

/** The review digest's period in ms (REVIEW_DIGEST_MINUTES): a positive number of minutes. */
export function reviewDigestPeriodMs(env: Environment): number {
  const minutes = Number(envValue(env, REVIEW_DIGEST_ENV))
  if (!Number.isFinite(minutes) || minutes <= 0)
    throw new Error(`${REVIEW_DIGEST_ENV} is not a number of minutes: ${env[REVIEW_DIGEST_ENV]}`)
  return minutes * 60_000
}

/** Whether the demo university was asked for (CONSOLE_DEMO=1). */
export const wantsDemo = (env: Environment): boolean => envValue(env, 'CONSOLE_DEMO') === '1'

export function readServerConfig(env: Environment): ServerConfig {
  const port = Number(envValue(env, 'PORT'))
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT is not a port: ${env.PORT}`)
  const grace = Number(envValue(env, 'SHUTDOWN_GRACE_SECONDS'))
  if (!Number.isFinite(grace) || grace < 0)
    throw new Error(`SHUTDOWN_GRACE_SECONDS is not a number of seconds: ${env.SHUTDOWN_GRACE_SECONDS}`)
  const dataDir = resolve(envValue(env, 'DATA_DIR') ?? '.data/server')
  const databaseUrl = envValue(env, 'DATABASE_URL')
  return {
    host: envValue(env, 'HOST') ?? '127.0.0.1',
    port,
    database: databaseUrl ? { url: databaseUrl } : { dataDir: join(dataDir, 'db') },
    uploadsDir: resolve(env.UPLOADS_DIR || join(dataDir, 'uploads')),
    logLevel: envValue(env, 'LOG_LEVEL') ?? 'info',
    mediaFeedUrl: envValue(env, MEDIA_FEED_ENV) ?? null,
    shutdownGraceMs: grace * 1000,
    bucket: bucketConfig(env),
    publicUploadsUrl: envValue(env, 'UPLOADS_PUBLIC_URL') ?? null,
    trustProxy: trustProxyOf(envValue(env, 'TRUST_PROXY')),
    demo: wantsDemo(env),
    allowedHosts: (envValue(env, 'PUBLIC_HOSTS') ?? '')
      .split(',')
      .map((host) => host.trim())
      .filter((host) => host !== ''),
  }
}

/** The addresses and ranges of the trusted proxies; never "trust everyone", which any caller could fake. */
function trustProxyOf(value: string | undefined): string | undefined {
  if (!value) return undefined
  if (!/^[0-9a-fA-F.:/,\s]+$/.test(value))
    throw new Error(`TRUST_PROXY names the proxies by address or CIDR range (10.0.0.0/8,::1): ${value}`)
  return value
}

function bucketConfig(env: Environment): ServerConfig['bucket'] {
  const bucket = envValue(env, 'S3_BUCKET')
  if (!bucket) return null
  return {
    bucket,
    endpoint: envValue(env, 'S3_ENDPOINT'),
    region: envValue(env, 'S3_REGION') ?? 'us-east-1',
    forcePathStyle: ['1', 'true', 'yes'].includes((envValue(env, 'S3_FORCE_PATH_STYLE') ?? '').toLowerCase()),
  }
}

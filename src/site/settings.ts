import { Webhook } from 'standardwebhooks'

// The reference site's settings, from its environment (docs/site.md). One of them points it at an API; the
// rest say where it listens, what it is called, and the secret its webhook endpoint verifies deliveries with.

export const SITE_VARIABLES = [
  {
    name: 'SITE_API_URL',
    meaning:
      "the public content API the site reads, ending in /api/public/v1; readers' browsers load its images and send it the view beacon, so it must be an address they reach too",
    default: 'http://127.0.0.1:5191/api/public/v1',
  },
  { name: 'SITE_HOST', meaning: 'the address the site listens on', default: '127.0.0.1' },
  { name: 'SITE_PORT', meaning: 'its port (0: any free port)', default: '5200' },
  {
    name: 'SITE_WEBHOOK_SECRET',
    meaning:
      "the signing secret (whsec_…) the console showed when the site's webhook endpoint was added; unset, the site's webhook address answers 404 and pages refresh as the API's Cache-Control says",
    default: '',
  },
  {
    name: 'SITE_NAME',
    meaning: "the university's name in every page's title and header",
    default: 'The University',
  },
] as const

type SiteVariable = (typeof SITE_VARIABLES)[number]['name']

export interface SiteSettings {
  /** Without a trailing slash. */
  apiUrl: string
  host: string
  port: number
  webhookSecret: string | null
  name: string
}

export type SiteEnvironment = Readonly<Record<string, string | undefined>>

const valueOf = (env: SiteEnvironment, name: SiteVariable): string =>
  env[name]?.trim() || SITE_VARIABLES.find((variable) => variable.name === name)!.default

/** The settings, or an Error naming the setting that cannot be meant (the site does not start with it). */
export function siteSettings(env: SiteEnvironment): SiteSettings {
  const apiUrl = valueOf(env, 'SITE_API_URL').replace(/\/+$/, '')
  if (!/^https?:\/\/[^/\s]+/i.test(apiUrl) || !URL.canParse(apiUrl))
    throw new Error(`SITE_API_URL: not an http(s) address: ${apiUrl}`)
  const portText = valueOf(env, 'SITE_PORT')
  const port = Number(portText)
  if (!/^\d{1,5}$/.test(portText) || port > 65535) throw new Error(`SITE_PORT: not a port: ${portText}`)
  const webhookSecret = valueOf(env, 'SITE_WEBHOOK_SECRET') || null
  if (webhookSecret) {
    try {
      new Webhook(webhookSecret)
    } catch {
      throw new Error(
        'SITE_WEBHOOK_SECRET: not a signing secret (whsec_ and base64, as the console shows it)',
      )
    }
  }
  return { apiUrl, host: valueOf(env, 'SITE_HOST'), port, webhookSecret, name: valueOf(env, 'SITE_NAME') }
}

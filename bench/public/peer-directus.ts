// Directus, bench/public/peer.ts's peer: installed with npm into a folder of the bench's own (never this
// project's dependencies), bootstrapped on its own PostgreSQL database, given a `news` collection with the
// fields of our public news item, read access for its Public policy to published items only, and the same
// records (bench/public/seed.ts newsRow) written straight into its table.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { Agent } from 'node:http'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import pg from 'pg'
import { type Api, jsonBody, send, sendOk } from '../load/editor-steps'
import { newsRow } from './seed'

export const DIRECTUS_VERSION = process.env.DIRECTUS_VERSION ?? '12.4.1'
const ADMIN = { email: 'bench@example.org', password: 'bench password 1234' }
const BATCH = 1000

/**
 * Directus installed in `dir` (npm, once; kept for later runs). The registry this machine reaches lacks
 * @directus/app 18.0.1, which directus 12.4.1 asks for: 18.0.0 is put in its place. The app is the admin
 * screens' static files only; the REST API measured here does not use it.
 */
export function installDirectus(dir: string): string {
  const cli = join(dir, 'node_modules/directus/cli.js')
  const installed = join(dir, 'node_modules/directus/package.json')
  if (existsSync(installed) && JSON.parse(readFileSync(installed, 'utf8')).version === DIRECTUS_VERSION)
    return cli
  mkdirSync(dir, { recursive: true })
  const manifest = { name: 'bench-peer', private: true, overrides: { '@directus/app': '18.0.0' } }
  writeFileSync(join(dir, 'package.json'), JSON.stringify(manifest))
  execFileSync('npm', ['install', '--no-audit', '--no-fund', `directus@${DIRECTUS_VERSION}`], {
    cwd: dir,
    stdio: 'inherit',
  })
  return cli
}

export interface Peer {
  api: Api
  child: ChildProcess
  stop(): Promise<unknown>
}

/** Bootstraps Directus (`cli`) on the database at `url` and starts it on `port`; resolves once it answers. */
export async function startDirectus(cli: string, url: string, port: number): Promise<Peer> {
  const env = {
    PATH: process.env.PATH,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DB_CLIENT: 'pg',
    DB_CONNECTION_STRING: url,
    KEY: 'bench-peer-key',
    SECRET: 'bench-peer-secret-of-some-length-0123456789',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'warn',
    TELEMETRY: 'false',
    // As ours runs: no answer cache in front of the database, no limit per address (the bench is one).
    CACHE_ENABLED: 'false',
    RATE_LIMITER_ENABLED: 'false',
    NODE_ENV: 'production',
  }
  const cwd = join(cli, '../../..')
  execFileSync(process.execPath, [cli, 'bootstrap'], { env, cwd, stdio: ['ignore', 'ignore', 'inherit'] })
  const child = spawn(process.execPath, [cli, 'start'], { env, cwd, stdio: ['ignore', 'ignore', 'inherit'] })
  const api: Api = {
    base: `http://127.0.0.1:${port}/`,
    token: '',
    agent: new Agent({ keepAlive: true }),
    photo: Buffer.alloc(0),
    requests: 0,
  }
  let exited: number | null | undefined
  child.on('exit', (code) => (exited = code))
  for (let tries = 0; ; tries++) {
    if (exited !== undefined) throw new Error(`directus exited with ${exited}`)
    const ready = await send(api, 'GET', 'server/ping').then(
      (answer) => answer.status === 200,
      () => false,
    )
    if (ready) break
    if (tries > 1200) throw new Error('directus did not answer in 2 minutes')
    await sleep(100)
  }
  return {
    api,
    child,
    stop: () => new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM'))),
  }
}

/**
 * The `news` collection (our public news item's fields), readable by anyone when published, on Directus
 * `peer`. Resolves to Directus's refusal of the rule through its API, if it refused.
 */
export async function defineNews(peer: Peer): Promise<string | null> {
  const admin: Api = { ...peer.api, agent: new Agent({ keepAlive: true }) }
  const login = (await sendOk(admin, 'POST', 'auth/login', ...jsonBody(ADMIN))) as {
    data: { access_token: string }
  }
  admin.token = login.data.access_token
  const field = (name: string, type: string, schema: Record<string, unknown> = {}) => ({
    field: name,
    type,
    schema,
    meta: {},
  })
  await sendOk(
    admin,
    'POST',
    'collections',
    ...jsonBody({
      collection: 'news',
      schema: {},
      meta: {},
      fields: [
        {
          field: 'id',
          type: 'integer',
          schema: { is_primary_key: true, has_auto_increment: true },
          meta: {},
        },
        field('title', 'string'),
        // Indexed as ours are: a slug is looked up, the list is sorted by date within the published ones.
        field('slug', 'string', { is_unique: true }),
        field('status', 'string', { is_indexed: true, default_value: 'draft' }),
        field('date', 'timestamp', { is_indexed: true }),
        field('faculty', 'string'),
        field('image', 'string'),
        field('image_alt', 'string'),
        field('body', 'text'),
      ],
    }),
  )
  const policies = (await sendOk(admin, 'GET', 'policies?fields=id,name&limit=-1')) as {
    data: { id: string; name: string }[]
  }
  const publicPolicy = policies.data.find((policy) => policy.name === '$t:public_label')
  if (!publicPolicy) throw new Error(`no Public policy among ${policies.data.map((p) => p.name).join(', ')}`)
  const permission = {
    policy: publicPolicy.id,
    collection: 'news',
    action: 'read',
    permissions: { status: { _eq: 'published' } },
    fields: ['*'],
  }
  const answer = await send(admin, 'POST', 'permissions', ...jsonBody(permission))
  if (answer.status === 200 || answer.status === 204) return null
  const refusal = answer.body.toString()
  if (answer.status !== 403 || !refusal.includes('RESOURCE_RESTRICTED'))
    throw new Error(`POST permissions: ${answer.status} ${refusal.slice(0, 200)}`)
  // Without a licence Directus 12 refuses a permission with a rule, and its access control drops such a row
  // even when written into its table (PermissionsService.readByQuery filters them out): the Public policy
  // reads every news item, and the site's requests ask for published ones themselves (they do anyway).
  await sendOk(admin, 'POST', 'permissions', ...jsonBody({ ...permission, permissions: null }))
  return (JSON.parse(refusal) as { errors: { message: string }[] }).errors[0].message
}

/** Whether Directus's Public policy reads a draft (it must not): one is written, read, and removed. */
export async function draftsHidden(peer: Peer, url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(
      `insert into news (title, slug, status, date, body) values ('Draft', 'draft-check', 'draft', now(), '')`,
    )
    const answer = (await sendOk(peer.api, 'GET', 'items/news?filter[slug][_eq]=draft-check')) as {
      data: unknown[]
    }
    await client.query(`delete from news where slug = 'draft-check'`)
    return answer.data.length === 0
  } finally {
    await client.end()
  }
}

/** `count` published news items, the same as seed.ts gives our server, written in batches with SQL. */
export async function seedDirectus(url: string, count: number) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const now = Date.now()
    for (let from = 0; from < count; from += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, count - from) }, (_, k) => newsRow(from + k, now))
      await client.query(
        `insert into news (title, slug, status, date, faculty, image, image_alt, body)
         select * from unnest($1::text[], $2::text[], $3::text[], $4::timestamp[], $5::text[], $6::text[], $7::text[], $8::text[])`,
        [
          rows.map((row) => row.Title),
          rows.map((row) => row.Slug),
          rows.map(() => 'published'),
          rows.map((row) => row.InsertedDate),
          rows.map((row) => row.FacultyCode),
          rows.map((row) => row.ImagePath),
          rows.map((row) => row.ImageAlt),
          rows.map((row) => row.Description),
        ],
      )
    }
    await client.query('analyze news')
  } finally {
    await client.end()
  }
}

import { spawn, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import S3rver from 's3rver'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOGIN_LIMITS } from '../../src/server/auth/rate-limit'
import { MIGRATIONS } from '../../src/server/db/migrate'
import { SAMPLE_BODIES } from '../support/sample-bodies'
import { createPostgresDatabase, createTestBucket, makePng } from './helpers'

// Two API servers as a deployment runs them: separate processes of the built server (out/main/server.js),
// one PostgreSQL database and one bucket. Whatever one decides, the other sees: files, idempotency keys,
// sessions. Needs a real PostgreSQL (TEST_DATABASE_URL, as .ci/run provides) and the build.

const serverScript = join(import.meta.dirname, '../../out/main/server.js')
const postgres = process.env.TEST_DATABASE_URL
if (!postgres)
  console.log(
    'scale-out.test.ts: skipped, it needs a real PostgreSQL (TEST_DATABASE_URL; .ci/run starts one)',
  )

interface Instance {
  url: string
  process: ChildProcess
  output: string[]
}

const S3_CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' }

describe.runIf(postgres)('two API servers on one database and one bucket', () => {
  let s3: S3rver
  let s3Folder: string
  let endpoint: string
  let bucket: string
  let database: { url: string; drop(): Promise<void> }
  const started: Instance[] = []

  function environment(): NodeJS.ProcessEnv {
    return {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: database.url,
      DATA_DIR: join(s3Folder, `server-${started.length}`),
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: '1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...S3_CREDENTIALS,
    }
  }

  function startInstance(): Promise<Instance> {
    const child = spawn(process.execPath, [serverScript], {
      env: environment(),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const output: string[] = []
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no start in 60 s: ${output.join('')}`)), 60_000)
      child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
      child.stdout?.on('data', (chunk: Buffer) => {
        output.push(chunk.toString())
        const address = /API at (http:\/\/\S+\/api\/)/.exec(output.join(''))
        if (!address) return
        clearTimeout(timer)
        const instance = { url: address[1], process: child, output }
        started.push(instance)
        resolve(instance)
      })
      child.on('exit', (code) => reject(new Error(`exited with ${code}: ${output.join('')}`)))
    })
  }

  async function createAdmin(username: string, password: string): Promise<void> {
    const child = spawn(process.execPath, [serverScript, 'create-admin', '--username', username], {
      env: environment(),
      stdio: ['pipe', 'pipe', 'pipe'],
    })
    child.stdin?.end(`${password}\n`)
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
    expect(code).toBe(0)
  }

  const call = (
    instance: Instance,
    path: string,
    init: RequestInit & { token?: string; json?: unknown } = {},
  ) => {
    const { token, json, ...rest } = init
    const headers = new Headers(rest.headers)
    if (token) headers.set('authorization', `Bearer ${token}`)
    if (json !== undefined) headers.set('content-type', 'application/json')
    return fetch(new URL(path, instance.url), {
      ...rest,
      headers,
      body: json === undefined ? rest.body : JSON.stringify(json),
    })
  }

  async function login(instance: Instance): Promise<string> {
    const answer = await call(instance, 'login/staff_login', {
      method: 'POST',
      json: { username: 'webadmin', password: 'a long enough password' },
    })
    const body = (await answer.json()) as { token?: string }
    expect(body.token).toBeTruthy()
    return body.token!
  }

  let a: Instance
  let b: Instance

  beforeAll(async () => {
    expect(existsSync(serverScript), 'build the server first: npm run build').toBe(true)
    s3Folder = await mkdtemp(join(tmpdir(), 'console-scale-'))
    s3 = new S3rver({ address: '127.0.0.1', port: 0, directory: join(s3Folder, 's3'), silent: true })
    endpoint = `http://127.0.0.1:${(await s3.run()).port}`
    bucket = `console-scale-${randomUUID().slice(0, 8)}`
    // createTestBucket makes the bucket; the servers reach it through their own configuration.
    await createTestBucket(endpoint, bucket)
    database = await createPostgresDatabase()
    // Both at once on the empty database: each migrates under the advisory lock.
    ;[a, b] = await Promise.all([startInstance(), startInstance()])
    await createAdmin('webadmin', 'a long enough password')
  }, 120_000)

  afterAll(async () => {
    for (const instance of started) instance.process.kill('SIGTERM')
    await Promise.all(started.map((i) => new Promise((resolve) => i.process.once('exit', resolve))))
    await database?.drop()
    await s3?.close()
    await rm(s3Folder, { recursive: true, force: true })
  })

  it('both came up on the empty database, which was migrated once', async () => {
    const client = new pg.Client({ connectionString: database.url })
    await client.connect()
    try {
      const { rows } = await client.query(
        'select name, count(*)::int as times from console_migrations group by name',
      )
      expect(rows.map((row: { name: string }) => row.name).sort()).toEqual(
        MIGRATIONS.map((m) => m.name).sort(),
      )
      expect(rows.every((row: { times: number }) => row.times === 1)).toBe(true)
    } finally {
      await client.end()
    }
    for (const instance of [a, b]) expect((await call(instance, 'ready')).status).toBe(200)
  })

  it('serves from B a photo uploaded through A', async () => {
    const token = await login(a)
    const body = { ...(SAMPLE_BODIES['POST news/add'] as object), title: `Two servers ${randomUUID()}` }
    const added = (await (await call(a, 'news/add', { method: 'POST', token, json: body })).json()) as {
      entry_id: number
    }
    const png = makePng(16)
    const form = new FormData()
    form.append('entry_id', String(added.entry_id))
    form.append('photo', new Blob([new Uint8Array(png)]), 'photo.png')
    expect((await call(a, 'news/uploadNewsPhoto', { method: 'PATCH', token, body: form })).status).toBe(200)

    const listed = (await (await call(b, 'news/list/all/General', { token })).json()) as {
      EntryID: number
      ImagePath: string
    }[]
    const image = listed.find((row) => row.EntryID === added.entry_id)?.ImagePath
    const served = await fetch(new URL(`/public/uploads/news_uploads/${image}`, b.url))
    expect(served.status).toBe(200)
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png)
  })

  it('makes one record of the same Idempotency-Key sent to A and then to B', async () => {
    const token = await login(a)
    const key = randomUUID()
    const body = { ...(SAMPLE_BODIES['POST news/add'] as object), title: `Sent twice ${key}` }
    const headers = { 'idempotency-key': key }
    const first = await (await call(a, 'news/add', { method: 'POST', token, json: body, headers })).json()
    const second = await (await call(b, 'news/add', { method: 'POST', token, json: body, headers })).json()
    expect(first).toMatchObject({ message: 'success' })
    expect(second).toEqual(first)
    const listed = (await (await call(b, 'news/list/all/General', { token })).json()) as { Title: string }[]
    expect(listed.filter((row) => row.Title === body.title)).toHaveLength(1)
  })

  it('takes a session made on A on B, and a sign-out on A ends it on B', async () => {
    const token = await login(a)
    expect((await call(b, 'news/list/all/General', { token })).status).toBe(200)
    expect((await call(a, 'login/logout', { method: 'POST', token })).status).toBe(200)
    expect((await call(b, 'news/list/all/General', { token })).status).toBe(401)
  })

  it('ends the old password and every session on B when A resets the password', async () => {
    const admin = await login(a)
    const username = `reset.${randomUUID().slice(0, 8)}`
    // A DSSD account: this database has no faculty for a faculty-bound one.
    const body = {
      ...(SAMPLE_BODIES['PATCH accounts/add'] as object),
      username,
      IsAdmin: 4,
      FacultyCode: null,
    }
    const made = (await (
      await call(a, 'accounts/add', { method: 'PATCH', token: admin, json: body })
    ).json()) as {
      entry_id: number
      link: { token: string }
    }
    const password = 'the first pass phrase'
    const set = { method: 'POST', json: { token: made.link.token, password } }
    expect((await call(b, 'accounts/password-link/set', set)).status).toBe(200)
    const signIn = async (instance: Instance) =>
      (await (
        await call(instance, 'login/staff_login', { method: 'POST', json: { username, password } })
      ).json()) as { message: string; token?: string }
    const sessions = [(await signIn(a)).token!, (await signIn(b)).token!]
    for (const token of sessions)
      expect((await call(b, 'general/dashboard/count', { token })).status).toBe(200)

    const reset = { method: 'PATCH', token: admin, json: { StaffID: made.entry_id } }
    expect((await call(a, 'accounts/reset-password', reset)).status).toBe(200)
    for (const instance of [a, b]) {
      for (const token of sessions)
        expect((await call(instance, 'general/dashboard/count', { token })).status).toBe(401)
      expect((await signIn(instance)).message).toBe('invalid_login')
    }
  })

  it('counts failed sign-ins spread over A and B against one limit', async () => {
    const attempt = (instance: Instance) =>
      call(instance, 'login/staff_login', {
        method: 'POST',
        json: { username: 'webadmin', password: 'wrong' },
      })
    for (let i = 0; i < LOGIN_LIMITS.usernameAndAddress.failures; i++)
      expect((await attempt(i % 2 === 0 ? a : b)).status).toBe(200)
    expect((await attempt(a)).status).toBe(429)
    expect((await attempt(b)).status).toBe(429)
  })
})

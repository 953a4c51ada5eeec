import type { HistoryEntry, RecordVersion } from '../../src/shared/contract/define'
import { makePng as makeSquarePng, PNG_SIGNATURE } from '../support/images'
import { randomBytes } from 'node:crypto'
import { openAsBlob } from 'node:fs'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { afterAll, beforeAll, inject } from 'vitest'
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3'
import { buildServer, type ServerOptions } from '../../src/server/app'
import { bucketStore } from '../../src/server/storage/bucket-store'
import type { FileStore } from '../../src/server/storage/file-store'
import { folderStore } from '../../src/server/storage/folder-store'
import { INCOMING_FOLDER } from '../../src/server/storage/uploads'
import { openDatabase, PGLITE_EXTENSIONS, type OpenDatabase } from '../../src/server/db/client'
import {
  ErrorAnswer,
  pathFor,
  type AnswerOf,
  type CallSpec,
  type InputOf,
  type UploadSpec,
} from '../../src/shared/contract/define'
import { DEMO_ACCOUNTS, seedDemoData } from '../../src/server/db/seed'
import { setHashCostForTests } from '../../src/server/auth/password'
import { TEST_HASH_N } from './hash-cost'

// A seeded database and a listening server per test file: PGlite from the global setup's dump, or a
// fresh database on TEST_DATABASE_URL's PostgreSQL server.

export interface TestDatabase extends OpenDatabase {
  /** On PostgreSQL, the database's address: a second server can open its own connection to it. */
  url?: string
  /** Closes and, on PostgreSQL, drops the database. */
  close(): Promise<void>
}

/** The folder store, or with TEST_STORAGE=bucket a new bucket on the suite's S3-protocol server. */
export async function testFileStore(uploadsDir: string): Promise<FileStore> {
  const endpoint = inject('s3Endpoint')
  return endpoint ? createTestBucket(endpoint) : folderStore(uploadsDir)
}

/** A new, empty bucket on an s3rver at `endpoint`, as a store. */
export async function createTestBucket(
  endpoint: string,
  bucket = `console-test-${randomBytes(6).toString('hex')}`,
): Promise<FileStore> {
  const options = { endpoint, forcePathStyle: true, credentials: S3RVER_CREDENTIALS }
  const client = new S3Client({ region: 'us-east-1', ...options })
  await client.send(new CreateBucketCommand({ Bucket: bucket }))
  client.destroy()
  return bucketStore({ bucket, ...options })
}

/** s3rver's fixed test credentials. */
const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }

/**
 * The global setup's seeded dump as a Blob backed by its file: each database load reads it from there, and no
 * worker keeps its 45 MB in memory between loads.
 */
const seededDump = () => openAsBlob(inject('pgliteDump'))

export async function openTestDatabase(): Promise<TestDatabase> {
  if (!process.env.TEST_DATABASE_URL) {
    const pglite = await PGlite.create({ loadDataDir: await seededDump(), extensions: PGLITE_EXTENSIONS })
    return openDatabase({ pglite })
  }
  const created = await createPostgresDatabase()
  const database = await openDatabase({ url: created.url })
  await seedDemoData(database.db)
  return {
    ...database,
    url: created.url,
    async close() {
      await database.close()
      await created.drop()
    },
  }
}

/** A migrated database with no rows (a fresh install without the demo), on PGlite or TEST_DATABASE_URL's. */
export async function openEmptyTestDatabase(): Promise<TestDatabase> {
  if (!process.env.TEST_DATABASE_URL)
    return openDatabase({ pglite: await PGlite.create({ extensions: PGLITE_EXTENSIONS }) })
  const created = await createPostgresDatabase()
  const database = await openDatabase({ url: created.url })
  return {
    ...database,
    async close() {
      await database.close()
      await created.drop()
    },
  }
}

/** An empty database with a random name on TEST_DATABASE_URL's server. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set')
  const name = `console_test_${randomBytes(6).toString('hex')}`
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`))
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: () =>
      withAdminClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`)),
  }
}

async function withAdminClient(url: string, work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await work(client)
  } finally {
    await client.end()
  }
}

export interface TestServer {
  /** The API base, ending in `/api/`. */
  url: string
  origin: string
  app: FastifyInstance
  database: TestDatabase
  uploadsDir: string
  /** Signs in a demo account (by username) and answers its bearer token: a new session each time. */
  login(username: string): Promise<string>
  /** The bearer token of a demo account (by username), signed in once per server; any other text is a token. */
  token(who: string): Promise<string>
  /** Signs a demo account in again, and `token` and `as` use that session from now on (the old one ended). */
  renewToken(username: string): Promise<string>
  /**
   * A call as the contract declares it: path parameters for GET and DELETE, a JSON body for POST and PATCH.
   * A 2xx body is parsed by the call's answer schema; any other is the error body.
   */
  call<S extends CallSpec>(spec: S, input: InputOf<S>, options?: CallOptions): Promise<CallAnswer<S>>
  /** The parsed answer of a call that must succeed: a non-2xx answer fails the test with its body. */
  ok<S extends CallSpec>(spec: S, input: InputOf<S>, options?: CallOptions): Promise<AnswerOf<S>>
  /**
   * Untyped, for bodies the contract refuses on purpose (bad input, old clients): the path as written, the
   * answer's JSON as `B` unchecked (an object unless told).
   */
  raw<B = Record<string, unknown>>(
    method: string,
    path: string,
    json?: unknown,
    options?: CallOptions,
  ): Promise<RawAnswer<B>>
  /** The category and sub-category of the first gallery sub-category, as a gallery batch names them. */
  galleryBatch(token: string): Promise<{ category: number; SubCategoryID: number }>
  /** fetch relative to the API base, with the bearer token when given. */
  api(path: string, init?: RequestInit & { token?: string; json?: unknown }): Promise<Response>
  /**
   * A multipart upload as main sends one (entry_id, then the file), or with the parts in the order given.
   * PATCH unless told. `as`: a demo account's username or a bearer token.
   */
  upload(path: string, as: string | undefined, parts: UploadPart[], method?: string): Promise<Response>
  /**
   * The contract's upload of one file for a record, as main sends it (its path, method and field). `as`: a
   * demo account's username or a bearer token, the admin unless told; null: no session.
   */
  sendPhoto(
    spec: UploadSpec,
    entryId: number,
    fileName: string,
    bytes: Uint8Array,
    as?: string | null,
  ): Promise<Response>
  close(): Promise<void>
  /** Where the server keeps whole uploads: its folder, or a bucket of its own when TEST_STORAGE=bucket. */
  files: FileStore
  /** Every stored file as `folder/name`, and the temporary ones as `.incoming/name`. */
  storedFiles(): Promise<string[]>
  readStored(folder: string, name: string): Promise<Buffer>
  isStored(folder: string, name: string): Promise<boolean>
}

export interface CallOptions {
  /** A demo account's username or a bearer token; none (or null): no session. */
  as?: string | null
  headers?: Record<string, string>
}

export type CallAnswer<S extends CallSpec> =
  { ok: true; status: number; body: AnswerOf<S> } | { ok: false; status: number; body: ErrorBody }
/** The body of a 4xx or 5xx answer. */
export type ErrorBody = ReturnType<typeof ErrorAnswer.parse>

export interface RawAnswer<B = Record<string, unknown>> {
  status: number
  body: B
}

export interface TestServerOptions extends Partial<Omit<ServerOptions, 'db' | 'uploadsDir'>> {
  /** Adds routes before the server listens (test-only areas). */
  extend?(app: FastifyInstance): void
  /** A fresh install: no demo university, no account. */
  empty?: boolean
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const { extend, empty, ...serverOptions } = options
  const database = await (empty ? openEmptyTestDatabase() : openTestDatabase())
  const uploadsDir = await mkdtemp(join(tmpdir(), 'console-test-uploads-'))
  const files = serverOptions.files ?? (await testFileStore(uploadsDir))
  const app = await buildServer({
    logger: { level: 'error' },
    // The scheduler runs only when a test calls runDueJobs with its own clock, unless a test asks for it.
    scheduling: false,
    // Records saved before the checker are checked when a test calls checkUnchecked, unless it asks for the pass.
    a11yPass: false,
    // Photos stored before likenesses get theirs when a test calls backfillLikenesses.
    likenessBackfill: false,
    // The published projection is rebuilt whole when a test calls rebuildPublished.
    publishedRebuild: false,
    // Webhooks are sent when a test calls deliverDue, unless it asks for the worker.
    webhooks: { worker: false },
    ...serverOptions,
    db: database.db,
    uploadsDir,
    files,
  })
  extend?.(app)
  await app.listen({ host: '127.0.0.1', port: 0 })
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
  const url = `${origin}/api/`

  const api: TestServer['api'] = (path, { token, json, headers, ...init } = {}) => {
    const merged = new Headers(headers)
    if (token) merged.set('authorization', `Bearer ${token}`)
    if (json !== undefined) merged.set('content-type', 'application/json')
    return fetch(new URL(path, url), {
      ...init,
      headers: merged,
      body: json === undefined ? init.body : JSON.stringify(json),
    })
  }

  const upload: TestServer['upload'] = async (path, as, parts, method = 'PATCH') => {
    const form = new FormData()
    for (const part of parts) {
      if ('value' in part) form.append(part.name, part.value)
      else form.append(part.name, new Blob([new Uint8Array(part.bytes)]), part.fileName)
    }
    return api(path, { method, token: as ? await token(as) : undefined, body: form })
  }

  const sendPhoto: TestServer['sendPhoto'] = (spec, entryId, fileName, bytes, as = 'admin') =>
    upload(spec.path, as ?? undefined, uploadParts(entryId, fileName, bytes, spec.field), spec.method)

  const login: TestServer['login'] = async (username) => {
    const account = DEMO_ACCOUNTS.find((item) => item.username === username)
    if (!account) throw new Error(`no demo account ${username}`)
    const response = await api('login/staff_login', {
      method: 'POST',
      json: { username, password: account.password },
    })
    const body = (await response.json()) as { message: string; token?: string }
    if (body.message !== 'success' || !body.token)
      throw new Error(`login of ${username}: ${JSON.stringify(body)}`)
    return body.token
  }

  // One session per demo account and server: a test that wants a fresh one calls login.
  const sessions = new Map<string, Promise<string>>()
  const token: TestServer['token'] = (who) => {
    if (!DEMO_ACCOUNTS.some((account) => account.username === who)) return Promise.resolve(who)
    let session = sessions.get(who)
    if (!session) sessions.set(who, (session = login(who)))
    return session
  }

  const renewToken: TestServer['renewToken'] = (username) => {
    const session = login(username)
    sessions.set(username, session)
    return session
  }

  const send = async (method: string, path: string, json: unknown, options: CallOptions = {}) =>
    api(path, {
      method,
      json,
      headers: options.headers,
      token: options.as ? await token(options.as) : undefined,
    })

  const raw = async <B = Record<string, unknown>>(
    method: string,
    path: string,
    json?: unknown,
    options?: CallOptions,
  ): Promise<RawAnswer<B>> => {
    const response = await send(method, path, json, options)
    return { status: response.status, body: (await response.json()) as B }
  }

  const call: TestServer['call'] = async (spec, input, options) => {
    const hasBody = spec.method === 'POST' || spec.method === 'PATCH'
    const path = hasBody ? spec.path : pathFor(spec.path, input)
    const response = await send(spec.method, path, hasBody ? input : undefined, options)
    const body: unknown = await response.json()
    return response.ok
      ? { ok: true, status: response.status, body: spec.answer.parse(body) as AnswerOf<typeof spec> }
      : { ok: false, status: response.status, body: ErrorAnswer.parse(body) }
  }

  const ok: TestServer['ok'] = async (spec, input, options) => {
    const answer = await call(spec, input, options)
    if (!answer.ok)
      throw new Error(`${spec.method} ${spec.path} answered ${answer.status} ${JSON.stringify(answer.body)}`)
    return answer.body
  }

  const incoming = () => filesUnder(join(uploadsDir, INCOMING_FOLDER)).catch(() => [] as string[])
  return {
    url,
    origin,
    app,
    database,
    uploadsDir,
    files,
    async storedFiles() {
      return [
        ...(await files.list()),
        ...(await incoming()).map((name) => `${INCOMING_FOLDER}/${name}`),
      ].sort()
    },
    async readStored(folder, name) {
      const file = await files.open(folder, name)
      if (!file) throw new Error(`${folder}/${name} is not stored`)
      const chunks: Buffer[] = []
      for await (const chunk of file.body) chunks.push(Buffer.from(chunk as Uint8Array))
      return Buffer.concat(chunks)
    },
    async isStored(folder, name) {
      return (await files.list()).includes(`${folder}/${name}`)
    },
    api,
    upload,
    sendPhoto,
    login,
    token,
    renewToken,
    call,
    ok,
    raw,
    async galleryBatch(token) {
      const subs = (await (await api('gallery/subcategory/list', { token })).json()) as {
        EntryID: number
        CategoryID: number
      }[]
      return { category: subs[0].CategoryID, SubCategoryID: subs[0].EntryID }
    },
    async close() {
      await app.close()
      await database.close()
      await rm(uploadsDir, { recursive: true, force: true })
    },
  }
}

/**
 * This test file's server: started before its tests and closed after them. The answer stands for the server
 * once it is started, so read it only inside tests and hooks (hooks declared after this call see it started).
 */
/**
 * A second API server on the first one's database: with TEST_DATABASE_URL (CI) its own connection pool to
 * the same PostgreSQL database; on PGlite, which one process opens once, the same database object. Either
 * way it keeps nothing of the first server's in memory, so what it refuses it read from the database.
 */
export async function startSecondServer(first: TestServer): Promise<{ url: string; close(): Promise<void> }> {
  const own = first.database.url ? await openDatabase({ url: first.database.url }) : null
  const app = await buildServer({
    db: own?.db ?? first.database.db,
    uploadsDir: first.uploadsDir,
    files: first.files,
    logger: { level: 'error' },
    scheduling: false,
    a11yPass: false,
    likenessBackfill: false,
    publishedRebuild: false,
    webhooks: { worker: false },
  })
  await app.listen({ host: '127.0.0.1', port: 0 })
  return {
    url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/`,
    async close() {
      await app.close()
      await own?.close()
    },
  }
}

export function useTestServer(options: TestServerOptions = {}): TestServer {
  let started: TestServer | undefined
  beforeAll(async () => {
    started = await startTestServer(options)
  })
  afterAll(() => started?.close())
  return new Proxy({} as TestServer, {
    get(_, key) {
      if (!started) throw new Error('the test server is not started: use it inside a test or a hook')
      return Reflect.get(started, key)
    },
  })
}

/**
 * The tests of the file or describe this is called in hash passwords at the real cost (the suite's is low,
 * hash-cost.ts): those that check the cost itself, and those that need a password check slow enough for
 * something to happen meanwhile.
 */
export function useRealHashCost(): void {
  beforeAll(() => setHashCostForTests(null))
  afterAll(() => setHashCostForTests(TEST_HASH_N))
}

export type UploadPart =
  { name: string; value: string } | { name: string; fileName: string; bytes: Uint8Array }

/** The parts main sends: entry_id first, then the file in `field`. */
export const uploadParts = (
  entryId: number | string,
  fileName: string,
  bytes: Uint8Array,
  field = 'photo',
) => [
  { name: 'entry_id', value: String(entryId) },
  { name: field, fileName, bytes },
]

/** A small square PNG (tests/support/images.ts makes it). */
export const makePng = (width = 1, rgb: [number, number, number] = [200, 30, 60]): Buffer =>
  makeSquarePng(width, width, rgb)

export { PNG_SIGNATURE }

/** A real PNG of exactly `size` bytes (a padding text chunk): a photo at or over a form's limit. */
export function pngHeaderOfSize(size: number): Buffer {
  return makeSquarePng(1, 1, [200, 30, 60], size)
}

/** Every file under the uploads folder (temporary ones included), as paths relative to it. */
export async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)))
    .sort()
}

/**
 * A record's history with each version's values (issue 25), as the History panel has them once a version is
 * chosen: the history call lists the versions, the version call gives each one's values.
 */
export async function withValues(
  list: Promise<HistoryEntry[]>,
  one: (version: number) => Promise<RecordVersion>,
): Promise<RecordVersion[]> {
  return Promise.all((await list).map((entry) => one(entry.version)))
}

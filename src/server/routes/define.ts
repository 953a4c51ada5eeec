import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { z } from 'zod'
import type { Area, CallSpec, Spec, UploadSpec } from '../../shared/contract/define'
import type { SessionUser } from '../../shared/contract/session'
import { PUBLIC, type Access } from '../../shared/rules/permissions'
import { BAD_VERSION, VERSION_HEADER } from '../../shared/rules/versions'
import { isAuditedWrite } from '../audit-log'
import type { Database } from '../db/client'
import type { MediaFeedConfig } from '../media/config'
import type { SsoSettings } from '../auth/sso-config'
import { HttpError, MESSAGES } from '../errors'
import type { FileStore } from '../storage/file-store'
import type { ImageOptions } from '../storage/images'
import type { PhotoPool } from '../storage/photo-pool'
import { registerUpload, type UploadTarget } from '../storage/uploads'
import { authenticate, authorize, requireFaculty, requireKnownFaculty, validateInput } from './guards'
import { idempotencyKeyOf, runIdempotent } from './idempotency'
import { runWrite } from './write-steps'

export { authenticate, authorize, requireFaculty, validateInput } from './guards'
export { uploadInto, type UploadTarget } from '../storage/uploads'

// Routes come from the contract: `registerArea(app, news, { add, list, update, uploadPhoto })` registers
// `/api/<path>` for every entry of the area, with authentication, the permission check of the call's
// access policy, input validation and idempotent POSTs done here once, so a handler is only what is
// particular to it. An upload's entry names where its file goes (`uploadInto(table)`); the storage module
// does the rest.

/** What every route reaches through the Fastify instance (set by buildServer). */
export interface ServerServices {
  db: Database
  /** Parse every answer with its contract schema before sending it (on outside production). */
  checkAnswers: boolean
  /** The folder of uploads still arriving (and, with a folder store, of the stored ones). */
  uploadsDir: string
  /** Where whole, checked uploads are kept (storage/file-store.ts). */
  files: FileStore
  /** When this server is the only one on its database, the moment it started (ServerOptions.soleServer). */
  runningKeysAbandonedBefore: string | null
  /** The media-coverage feed's address and limits (ServerOptions.mediaFeed). */
  mediaFeed: MediaFeedConfig
  /** What is done to uploaded images before they are stored (ServerOptions.keepOriginalMetadata). */
  images: ImageOptions
  /** The worker processes that do that work (storage/photo-pool.ts), stopped when the server closes. */
  photos: PhotoPool
  /** The identity providers, and whether password sign-in is on (ServerOptions.sso). */
  sso: SsoSettings
  /** The server's clock (ServerOptions.now): a scheduled time is checked against it. */
  now: () => Date
  /** This is the desktop app's own embedded server (ServerOptions.embedded). */
  embedded: boolean
  /** Webhook endpoints may be on private and loopback addresses (ServerOptions.webhooks, WEBHOOK_ALLOW_PRIVATE). */
  webhooks: { allowPrivate: boolean }
}

declare module 'fastify' {
  interface FastifyInstance {
    services: ServerServices
  }
}

export interface HandlerContext<S extends CallSpec = CallSpec> {
  /** The validated input: path parameters for GET and DELETE, the JSON body for POST and PATCH. */
  input: z.output<S['input']>
  /** The signed-in staff member. Reading it in a PUBLIC call's handler throws 401: there is none. */
  readonly actor: SessionUser
  /** The call's access policy, for requireFaculty. */
  access: Access
  /** The hash of the caller's session token; null for PUBLIC calls. */
  tokenHash: string | null
  /** The database; for a write call, the transaction it runs in (with its audit entry). */
  db: Database
  /**
   * Work outside the database (removing a deleted record's file) to do once the write is committed, and
   * never when it fails: the tasks run in order before the answer is sent.
   */
  afterCommit(task: () => Promise<void>): void
  /** The caller's address, as the socket reports it. */
  ip: string
  request: FastifyRequest
  reply: FastifyReply
  log: FastifyBaseLogger
}

/** A handler answers with what its contract answer schema accepts (its input side: what is sent as JSON). */
export type Handler<S extends CallSpec> = (
  ctx: HandlerContext<S>,
) => PromiseLike<z.input<S['answer']>> | z.input<S['answer']>

/**
 * One entry per entry of the area, no more, no fewer: a handler for each call, and for each upload the
 * record its file belongs to (`uploadInto(table, { faculty })`, see storage/uploads.ts).
 */
export type AreaHandlers<A extends Area> = {
  [K in keyof A]: A[K] extends CallSpec ? Handler<A[K]> : A[K] extends UploadSpec ? UploadTarget : never
}

/** Part of an area, for an area whose other calls are served by a later change. */
export function pick<A extends Area, const K extends keyof A>(area: A, keys: readonly K[]): Pick<A, K> {
  return Object.fromEntries(keys.map((key) => [key, area[key]])) as Pick<A, K>
}

export interface AreaOptions<A extends Area> {
  /**
   * The table each write call changes a row of (its id: the input's id, EntryID or StaffID, or the answer's
   * entry_id), so the audit log keeps the record as it was before and after. A call not named here is
   * logged with what it asked for. A call whose table depends on its input (the university records, by
   * kind) names a function of the input.
   */
  records?: { [K in keyof A]?: RecordTable<A[K]> }
  /**
   * Which row of its record table a write changes when its input names it otherwise than by id (issue 25):
   * a faculty's page by its code, a course's page by its course, the one home content. The version header
   * is checked against that row and the audit entry names it; when there is none yet, the call's answer
   * (`entry_id`) names the record it made.
   */
  recordWhere?: { [K in keyof A]?: RecordWhere<A[K]> }
}

/** The row of its table a write's input names, as a condition. */
export type RecordWhere<S extends Spec = Spec> = S extends CallSpec
  ? (input: z.output<S['input']>) => SQL
  : never

/** The table a write changes a row of, or how its input chooses it. */
export type RecordTable<S extends Spec = Spec> =
  PgTable | (S extends CallSpec ? (input: z.output<S['input']>) => PgTable : never)

export function registerArea<A extends Area>(
  app: FastifyInstance,
  area: A,
  handlers: AreaHandlers<A>,
  options: AreaOptions<A> = {},
): void {
  const byName = handlers as Record<string, Handler<CallSpec> | UploadTarget | undefined>
  const records = (options.records ?? {}) as Record<string, RecordTable | undefined>
  const wheres = (options.recordWhere ?? {}) as Record<string, RecordWhere<CallSpec> | undefined>
  for (const [name, spec] of Object.entries(area)) {
    const handler = byName[name]
    if (!handler) throw new Error(`no handler for ${name} (${spec.method} ${spec.path})`)
    // An upload, and a handler made for one record's table (a restore), name their record themselves.
    const own = handler as { recordTable?: PgTable; recordWhere?: RecordWhere<CallSpec> }
    const table =
      spec.kind === 'upload' ? (handler as UploadTarget).table : (records[name] ?? own.recordTable)
    if (table) RECORD_TABLES.set(spec, table)
    if (spec.kind === 'upload') registerUpload(app, spec, handler as UploadTarget)
    else registerCall(app, spec, handler as Handler<CallSpec>, table, wheres[name] ?? own.recordWhere)
  }
}

/** The table of the record each registered write changes: its audit entries are that record's versions. */
const RECORD_TABLES = new WeakMap<Spec, RecordTable>()

/**
 * The table whose record a call or upload writes, once an area registered it; undefined for a call that
 * names no record (its audit entry holds what it asked for, and no record's history shows it).
 */
export const recordTableOf = (spec: Spec): RecordTable | undefined => RECORD_TABLES.get(spec)

export function registerCall<I extends z.ZodType, A extends z.ZodType>(
  app: FastifyInstance,
  spec: CallSpec<I, A>,
  handler: Handler<CallSpec<I, A>>,
  recordTable?: RecordTable<CallSpec<I, A>>,
  recordWhere?: RecordWhere<CallSpec<I, A>>,
): void {
  app.route({
    method: spec.method,
    url: `/api/${spec.path}`,
    handler: async (request, reply) => {
      const { db, checkAnswers } = app.services
      const session = spec.access === PUBLIC ? null : await authenticate(db, request)
      if (session) authorize(session.user, spec.access)
      const hasBody = spec.method === 'POST' || spec.method === 'PATCH'
      const input = validateInput(spec.wire, hasBody ? (request.body ?? {}) : request.params, hasBody)
      const committed: (() => Promise<void>)[] = []
      const contextOn = (on: Database): HandlerContext<CallSpec<I, A>> => ({
        input,
        get actor(): SessionUser {
          if (!session) throw new HttpError(401, MESSAGES.signInRequired)
          return session.user
        },
        access: spec.access,
        tokenHash: session?.tokenHash ?? null,
        db: on,
        afterCommit: (task) => void committed.push(task),
        ip: request.ip,
        request,
        reply,
        log: request.log,
      })
      if (session) requireInputFaculty(contextOn(db))
      if (session && hasBody) await requireBodyFacultyKnown(db, input)
      const table = typeof recordTable === 'function' ? recordTable(input) : recordTable
      const basedOn = table ? (versionHeaderOf(request) ?? basedOnOf(input)) : undefined
      const answerOn = async (on: Database) => {
        const answered = async () => {
          const answer = await handler(contextOn(on))
          if (checkAnswers) checkAnswer(spec, answer)
          return answer
        }
        if (!session || !isAuditedWrite(spec)) return answered()
        const where = table && recordWhere?.(input)
        return runWrite(
          {
            db: on,
            spec,
            input,
            table,
            basedOn,
            where,
            actor: session.user,
            ip: request.ip,
            now: app.services.now(),
          },
          answered,
        )
      }
      // A write runs in one transaction, its audit entry included: when any part of it fails (a 4xx
      // thrown after a first write, a 500), nothing of it stays. Handlers must use ctx.db (the transaction):
      // on PGlite the database itself waits for the transaction to end.
      const run = async () => {
        const answer =
          session && isAuditedWrite(spec) ? await db.transaction((tx) => answerOn(tx)) : await answerOn(db)
        for (const task of committed) await task()
        return answer
      }
      // A creating call sent again with the same Idempotency-Key runs once (routes/idempotency.ts).
      const key = spec.method === 'POST' && session ? idempotencyKeyOf(request, input) : null
      if (!key || !session) return run()
      return runIdempotent(
        {
          db,
          StaffID: session.user.StaffID,
          key,
          request: `${spec.method} ${spec.path}`,
          input,
          reply,
          abandonedBefore: app.services.runningKeysAbandonedBefore,
        },
        run,
      )
    },
  })
}

/** The version a body says it is based on (a restore's `basedOn`: the bridge's plain calls send no header). */
function basedOnOf(input: unknown): number | undefined {
  const basedOn =
    typeof input === 'object' && input !== null && 'basedOn' in input ? input.basedOn : undefined
  return typeof basedOn === 'number' ? basedOn : undefined
}

/** The version a save is based on (rules/versions.ts), when the caller sent one. */
function versionHeaderOf(request: FastifyRequest): number | undefined {
  const sent = request.headers[VERSION_HEADER]
  if (sent === undefined) return undefined
  const version = typeof sent === 'string' && /^\d{1,15}$/.test(sent.trim()) ? Number(sent) : NaN
  if (!Number.isSafeInteger(version)) throw new HttpError(400, BAD_VERSION)
  return version
}

/** Input fields that name the faculty a call acts on. */
const FACULTY_FIELDS = ['FacultyCode', 'facultyCode'] as const

/**
 * A call whose input names a faculty (`news/list/all/:facultyCode`, a body's FacultyCode) is checked
 * against it before its handler runs, so a forgotten requireFaculty cannot open another faculty's content.
 * Handlers still check the stored record's faculty when they change or delete one by id.
 */
function requireInputFaculty(ctx: HandlerContext): void {
  const input = ctx.input as Record<string, unknown> | null
  if (typeof input !== 'object' || input === null) return
  for (const field of FACULTY_FIELDS) {
    const code = input[field]
    if (typeof code === 'string') requireFaculty(ctx, code)
  }
}

/** A body that saves content under a faculty code names one that exists (or 'General'). */
async function requireBodyFacultyKnown(db: Database, input: unknown): Promise<void> {
  if (typeof input !== 'object' || input === null) return
  for (const field of FACULTY_FIELDS) {
    const code = (input as Record<string, unknown>)[field]
    if (typeof code === 'string') await requireKnownFaculty(db, field, code)
  }
}

/** An answer that does not match its contract is our bug: fail loudly (500, logged) rather than send it. */
function checkAnswer(spec: CallSpec, answer: unknown): void {
  const sent: unknown = answer === undefined ? undefined : JSON.parse(JSON.stringify(answer))
  const parsed = spec.answer.safeParse(sent)
  if (!parsed.success)
    throw new Error(`answer of ${spec.method} ${spec.path} breaks its contract: ${parsed.error.message}`)
}

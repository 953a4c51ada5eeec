import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import type { Area, CallSpec } from '../../shared/contract/define'
import type { SessionUser } from '../../shared/contract/session'
import { mayAccess, mayAny, PUBLIC, type Access } from '../../shared/rules/permissions'
import { findSession, type FoundSession } from '../auth/sessions'
import type { Database } from '../db/client'
import { HttpError, MESSAGES } from '../errors'

// Routes come from the contract: `registerArea(app, news, { add, list, update })` registers
// `/api/<path>` for every call of the area, with authentication, the permission check of the call's
// access policy, and input validation done here once, so a handler is only what is particular to it.

/** What every route reaches through the Fastify instance (set by buildServer). */
export interface ServerServices {
  db: Database
  /** Parse every answer with its contract schema before sending it (on outside production). */
  checkAnswers: boolean
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
  db: Database
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

type CallKeys<A extends Area> = { [K in keyof A]: A[K] extends CallSpec ? K : never }[keyof A]

/** One handler per call of the area, no more, no fewer; uploads are not handled here. */
export type AreaHandlers<A extends Area> = {
  [K in CallKeys<A>]: A[K] extends CallSpec ? Handler<A[K]> : never
}

/** Part of an area, for an area whose other calls are served by a later change. */
export function pick<A extends Area, const K extends keyof A>(area: A, keys: readonly K[]): Pick<A, K> {
  return Object.fromEntries(keys.map((key) => [key, area[key]])) as Pick<A, K>
}

export function registerArea<A extends Area>(app: FastifyInstance, area: A, handlers: AreaHandlers<A>): void {
  const byName = handlers as Record<string, Handler<CallSpec> | undefined>
  for (const [name, spec] of Object.entries(area)) {
    // Uploads are multipart streams written to disk; the storage module (src/server/storage) registers
    // them with the same authenticate and permission checks exported below.
    if (spec.kind !== 'call') continue
    const handler = byName[name]
    if (!handler) throw new Error(`no handler for ${name} (${spec.method} ${spec.path})`)
    registerCall(app, spec, handler)
  }
}

export function registerCall<S extends CallSpec>(app: FastifyInstance, spec: S, handler: Handler<S>): void {
  app.route({
    method: spec.method,
    url: `/api/${spec.path}`,
    handler: async (request, reply) => {
      const { db, checkAnswers } = app.services
      const session = spec.access === PUBLIC ? null : await authenticate(db, request)
      if (session) authorize(session.user, spec.access)
      const hasBody = spec.method === 'POST' || spec.method === 'PATCH'
      const input = validateInput<S['input']>(
        spec.input,
        hasBody ? (request.body ?? {}) : request.params,
        hasBody,
      )
      const ctx: HandlerContext<S> = {
        input,
        get actor(): SessionUser {
          if (!session) throw new HttpError(401, MESSAGES.signInRequired)
          return session.user
        },
        access: spec.access,
        tokenHash: session?.tokenHash ?? null,
        db,
        ip: request.ip,
        request,
        reply,
        log: request.log,
      }
      if (session) requireInputFaculty(ctx)
      const answer = await handler(ctx)
      if (checkAnswers) checkAnswer(spec, answer)
      return answer
    },
  })
}

/** The session of the request's `Authorization: Bearer <token>`, or 401. */
export async function authenticate(db: Database, request: FastifyRequest): Promise<FoundSession> {
  const match = /^Bearer ([A-Za-z0-9_-]{1,200})$/.exec(request.headers.authorization ?? '')
  if (!match) throw new HttpError(401, MESSAGES.signInRequired)
  const session = await findSession(db, match[1])
  if (!session) throw new HttpError(401, MESSAGES.sessionEnded)
  return session
}

/** 403 unless the user's level may make this call for some content (SPEC §6 as in ACCESS). */
export function authorize(user: SessionUser, access: Access): void {
  if (!mayAny(user, access)) throw new HttpError(403, MESSAGES.forbidden)
}

/**
 * 403 unless the actor may act on content of this faculty code ('General' for the general site) under
 * the call's policy: Faculty and Department users only for their own faculty.
 */
export function requireFaculty(ctx: Pick<HandlerContext, 'actor' | 'access'>, facultyCode: string | null) {
  if (!mayAccess(ctx.actor, ctx.access, facultyCode)) throw new HttpError(403, MESSAGES.forbidden)
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

/** 400 `{ message: '<field>: <problem>', field }` for the first problem zod finds. */
export function validateInput<I extends z.ZodType>(schema: I, raw: unknown, isBody: boolean): z.output<I> {
  const parsed = schema.safeParse(raw)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  const path = issue.path.map(String).join('.')
  const field =
    path || (issue.code === 'unrecognized_keys' ? issue.keys[0] : undefined) || (isBody ? 'body' : 'params')
  throw new HttpError(400, `${field}: ${issue.message}`, field)
}

/** An answer that does not match its contract is our bug: fail loudly (500, logged) rather than send it. */
function checkAnswer(spec: CallSpec, answer: unknown): void {
  const sent: unknown = answer === undefined ? undefined : JSON.parse(JSON.stringify(answer))
  const parsed = spec.answer.safeParse(sent)
  if (!parsed.success)
    throw new Error(`answer of ${spec.method} ${spec.path} breaks its contract: ${parsed.error.message}`)
}

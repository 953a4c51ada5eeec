import { eq } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { GENERAL_CODE, mayAccess, mayAny, type Access, type Actor } from '../../shared/rules/permissions'
import { findSession, type FoundSession } from '../auth/sessions'
import type { Database } from '../db/client'
import { faculty } from '../db/schema'
import { HttpError, MESSAGES } from '../errors'

// The checks every route makes before its own work, JSON calls (routes/define.ts) and uploads
// (storage/uploads.ts) alike: who is calling, may their level make this call, may they touch this
// faculty's content, and is the input what the contract says.

/** The session of the request's `Authorization: Bearer <token>`, or 401. */
export async function authenticate(db: Database, request: FastifyRequest): Promise<FoundSession> {
  const match = /^Bearer ([A-Za-z0-9_-]{1,200})$/.exec(request.headers.authorization ?? '')
  if (!match) throw new HttpError(401, MESSAGES.signInRequired)
  const session = await findSession(db, match[1])
  if (!session) throw new HttpError(401, MESSAGES.sessionEnded)
  return session
}

/** 403 unless the user's level may make this call for some content (SPEC §6 as in ACCESS). */
export function authorize(user: Actor, access: Access): void {
  if (!mayAny(user, access)) throw new HttpError(403, MESSAGES.forbidden)
}

/** Who is acting under which policy: what requireFaculty needs (a HandlerContext is one). */
export interface Guard {
  readonly actor: Actor
  readonly access: Access
}

/**
 * 403 unless the actor may act on content of this faculty code ('General' for the general site) under
 * the call's policy: Faculty and Department users only for their own faculty.
 */
export function requireFaculty(guard: Guard, facultyCode: string | null): void {
  if (!mayAccess(guard.actor, guard.access, facultyCode)) throw new HttpError(403, MESSAGES.forbidden)
}

export const UNKNOWN_FACULTY = 'no such faculty'

/**
 * 400 `{ message: '<field>: no such faculty', field }` unless the code is 'General' or a faculty of the
 * faculty table: a record saved under a made-up code would belong to no faculty's editors.
 */
export async function requireKnownFaculty(db: Database, field: string, code: string): Promise<void> {
  if (code === GENERAL_CODE) return
  const [row] = await db
    .select({ code: faculty.FacultyCode })
    .from(faculty)
    .where(eq(faculty.FacultyCode, code))
  if (!row) throw new HttpError(400, `${field}: ${UNKNOWN_FACULTY}`, field)
}

/** 400 `{ message: '<field>: <problem>', field }` for the first problem zod finds. */
export function validateInput<T>(schema: z.ZodType<T>, raw: unknown, isBody: boolean): T {
  const bad = unstorableText(raw)
  if (bad) {
    const field = bad.path || (isBody ? 'body' : 'params')
    throw new HttpError(400, `${field}: ${bad.message}`, field)
  }
  const parsed = schema.safeParse(raw)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  const path = issue.path.map(String).join('.')
  const field =
    path || (issue.code === 'unrecognized_keys' ? issue.keys[0] : undefined) || (isBody ? 'body' : 'params')
  throw new HttpError(400, `${field}: ${issue.message}`, field)
}

/** A UTF-16 surrogate without its pair: JSON can carry one (`"\ud800"`), UTF-8 and so PostgreSQL cannot. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/**
 * The first text of the input that PostgreSQL cannot store as sent, with its path ('' for the whole input)
 * and why: a NUL character, or a lone surrogate (the driver would store U+FFFD instead, or the query fail).
 * Checked for every call's input before its schema, so no field can forget it and nothing is written.
 */
function unstorableText(value: unknown, path = '', depth = 0): { path: string; message: string } | null {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return { path, message: MESSAGES.nulCharacter }
    if (LONE_SURROGATE.test(value)) return { path, message: MESSAGES.notUnicode }
    return null
  }
  if (typeof value !== 'object' || value === null || depth > 10) return null
  for (const [key, item] of Object.entries(value)) {
    const found = unstorableText(item, path ? `${path}.${key}` : key, depth + 1)
    if (found) return found
  }
  return null
}

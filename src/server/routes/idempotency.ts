import { createHash } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { and, eq, isNull, lt } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Database } from '../db/client'
import { idempotency_keys } from '../db/schema'
import { HttpError } from '../errors'

// `Idempotency-Key` on creating calls: a client that retries a POST (a time-out, a dropped connection, the
// bulk-upload queue resuming) sends the same key, and the call runs once. The key is claimed by inserting
// its row before the handler runs (the primary key makes a concurrent duplicate lose the insert), the
// answer is stored when the handler succeeds, and a repeat by the same staff member gets that answer back.

export const IDEMPOTENCY_HEADER = 'idempotency-key'
/** Sent with an answer that was stored, not made again. */
export const REPLAYED_HEADER = 'idempotent-replayed'

export const IDEMPOTENCY_MESSAGES = {
  stillRunning: 'The same request is still being processed',
  reusedKey: 'This Idempotency-Key was already used for a different request',
  badKey: 'Idempotency-Key: up to 200 visible ASCII characters',
} as const

export const IDEMPOTENCY_LIMITS = {
  /** The longest key taken. */
  keyLength: 200,
  /** How long a duplicate waits for the first request to finish before it is told 409. */
  waitMs: 5_000,
  pollMs: 50,
  /** A key still marked running after this long belongs to a request that died with its server. */
  abandonedMs: 10 * 60_000,
  /** Keys are kept a day: long enough for any retry. */
  keepMs: 24 * 60 * 60_000,
}

const KEY_PATTERN = new RegExp(`^[\\x21-\\x7e]{1,${IDEMPOTENCY_LIMITS.keyLength}}$`)

/**
 * The request's key: the `Idempotency-Key` header or, for contracts that carry it in the body (the gallery
 * add of the bulk-upload queue), an `idempotencyKey` input field; null when there is none. 400 for a
 * malformed header.
 */
export function idempotencyKeyOf(request: FastifyRequest, input: unknown): string | null {
  const header = request.headers[IDEMPOTENCY_HEADER]
  if (header !== undefined) {
    if (typeof header !== 'string' || !KEY_PATTERN.test(header))
      throw new HttpError(400, IDEMPOTENCY_MESSAGES.badKey, 'Idempotency-Key')
    return header
  }
  const fromBody = (input as { idempotencyKey?: unknown } | null)?.idempotencyKey
  return typeof fromBody === 'string' && KEY_PATTERN.test(fromBody) ? fromBody : null
}

export interface IdempotentCall {
  db: Database
  StaffID: number
  key: string
  /** Method and contract path: 'POST news/add'. */
  request: string
  /** The validated input; a key sent again with another input is refused (422). */
  input: unknown
  reply: FastifyReply
  /** A key still running that was claimed before this moment belongs to a dead process (null: none known). */
  abandonedBefore?: string | null
}

/**
 * Runs `run` once per key and staff member and answers what it answered; a repeat gets the stored answer
 * (same status, `Idempotent-Replayed: true`). A duplicate arriving while the first still runs waits up to
 * `waitMs` for its answer, then gets 409. When `run` throws, the key is let go, so a retry runs afresh.
 */
export async function runIdempotent(call: IdempotentCall, run: () => Promise<unknown>): Promise<unknown> {
  const { db, StaffID, key, reply } = call
  const inputHash = createHash('sha256')
    .update(JSON.stringify(call.input ?? null))
    .digest('base64url')
  const thisKey = and(eq(idempotency_keys.StaffID, StaffID), eq(idempotency_keys.key, key))
  const deadline = Date.now() + IDEMPOTENCY_LIMITS.waitMs

  for (;;) {
    const claimed = await db
      .insert(idempotency_keys)
      .values({ StaffID, key, request: call.request, input_hash: inputHash })
      .onConflictDoNothing()
      .returning({ key: idempotency_keys.key })
    if (claimed.length > 0) break

    const [held] = await db.select().from(idempotency_keys).where(thisKey)
    // The first request failed and let the key go between our insert and this read: claim it again.
    if (!held) continue
    if (held.request !== call.request || held.input_hash !== inputHash)
      throw new HttpError(422, IDEMPOTENCY_MESSAGES.reusedKey, 'Idempotency-Key')
    if (held.status !== null) {
      reply.status(held.status).header(REPLAYED_HEADER, 'true')
      return held.answer
    }
    const diedWithItsServer =
      !!call.abandonedBefore && Date.parse(held.created) < Date.parse(call.abandonedBefore)
    if (diedWithItsServer || Date.now() - Date.parse(held.created) > IDEMPOTENCY_LIMITS.abandonedMs) {
      await db.delete(idempotency_keys).where(and(thisKey, isNull(idempotency_keys.status)))
      continue
    }
    if (Date.now() > deadline) throw new HttpError(409, IDEMPOTENCY_MESSAGES.stillRunning, 'Idempotency-Key')
    await sleep(IDEMPOTENCY_LIMITS.pollMs)
  }

  await forgetOldKeys(db)
  let answer: unknown
  try {
    answer = await run()
  } catch (error) {
    await db
      .delete(idempotency_keys)
      .where(thisKey)
      .catch((cleanup: unknown) => reply.log.error({ err: cleanup }, 'could not let an idempotency key go'))
    throw error
  }
  const stored: unknown = answer === undefined ? null : JSON.parse(JSON.stringify(answer))
  await db.update(idempotency_keys).set({ status: reply.statusCode, answer: stored }).where(thisKey)
  return answer
}

async function forgetOldKeys(db: Database): Promise<void> {
  const before = new Date(Date.now() - IDEMPOTENCY_LIMITS.keepMs).toISOString()
  await db.delete(idempotency_keys).where(lt(idempotency_keys.created, before))
}

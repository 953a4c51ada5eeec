import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'
import { underTestRunner } from '../config'

// Password hashes: scrypt with a random salt, parameters stored in the hash so they can be raised later
// without invalidating what is stored. Format: scrypt$N$r$p$salt$key (base64url).

// N = 2^17: OWASP's minimum for scrypt. Hashes made with less are replaced at the next sign-in (needsRehash).
export const PASSWORD_COST = { N: 2 ** 17, r: 8, p: 1 } as const
let PARAMS: { N: number; r: number; p: number } = PASSWORD_COST

/**
 * Tests only: the cost new hashes are made with (`null`: PASSWORD_COST again). The integration suite signs in
 * a few hundred times, about a second of processor time each at the real cost; it lowers N in its setup
 * (tests/integration/setup.ts) and its tests of hashing and rehashing take the real cost back. It throws
 * outside Vitest, so no deployment can lower the cost, and nothing in src/ calls it.
 */
export function setHashCostForTests(N: number | null): void {
  if (!underTestRunner()) throw new Error('setHashCostForTests is for the test suite only')
  PARAMS = N === null ? PASSWORD_COST : { ...PASSWORD_COST, N }
  // The decoy is made at the cost of the time; a check against it must cost what a real one does.
  decoy = undefined
}
const KEY_LENGTH = 32
const SALT_LENGTH = 16

function derive(
  password: string,
  salt: Buffer,
  params: { N: number; r: number; p: number },
): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes (128 MiB at N = 2^17); Node's default cap is 32 MiB, so it is raised.
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r }
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  )
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH)
  const key = await derive(password, salt, PARAMS)
  const { N, r, p } = PARAMS
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

/** False for a wrong password and for anything that is not a hash of ours. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, key] = stored.split('$')
  if (scheme !== 'scrypt' || !key) return false
  const params = { N: Number(N), r: Number(r), p: Number(p) }
  if (![params.N, params.r, params.p].every((n) => Number.isSafeInteger(n) && n > 0)) return false
  const expected = Buffer.from(key, 'base64url')
  const actual = await derive(password, Buffer.from(salt, 'base64url'), params)
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/** True for a hash made with weaker parameters than today's: hash the password again once it is verified. */
export function needsRehash(stored: string): boolean {
  const [scheme, N, r, p] = stored.split('$')
  return scheme !== 'scrypt' || Number(N) < PARAMS.N || Number(r) < PARAMS.r || Number(p) < PARAMS.p
}

/**
 * A hash to check against when the username is unknown, so that answering "no such user" takes as long as
 * answering "wrong password" and response time does not reveal which usernames exist.
 */
let decoy: Promise<string> | undefined
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('base64url'))
  return decoy
}

import { randomBytes, scryptSync } from 'node:crypto'

/** A password hash in our format made at a lower scrypt cost, as an older release stored it. */
export async function hashPasswordWithCost(password: string, N: number): Promise<string> {
  const salt = randomBytes(16)
  const key = scryptSync(password.normalize('NFKC'), salt, 32, { N, r: 8, p: 1, maxmem: 256 * N * 8 })
  return ['scrypt', N, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$')
}

import { z } from 'zod'
import { isLevel, type Level } from './permissions'

// How the identity provider's groups become a level and a faculty (ACCESS_MAP), read by the server. Apart from
// sso.ts, whose texts the login screen shows, so that the page does not load this schema.

/** One group of the provider: the level it gives, and for Faculty and Department users their faculty. */
export const AccessGrant = z
  .object({ level: z.number().int(), faculty: z.string().min(1).optional() })
  .strict()
  .refine((grant) => isLevel(grant.level), { message: 'level must be 1, 2, 3 or 4' })
  .refine((grant) => !(grant.level === 2 || grant.level === 3) || grant.faculty !== undefined, {
    message: 'levels 2 and 3 need a faculty',
  })
export type AccessGrant = z.infer<typeof AccessGrant>

/** ACCESS_MAP: group (or role, or attribute value) → grant. */
export const AccessMap = z.record(z.string().min(1), AccessGrant)
export type AccessMap = z.infer<typeof AccessMap>

/**
 * The grant a person's groups give: the most powerful one (the lowest level number), ties broken by the
 * group's name so that the answer never depends on the order the provider lists them in. None: null.
 */
export function grantFor(
  map: AccessMap,
  groups: readonly string[],
): { level: Level; faculty: string | null } | null {
  const found = [...new Set(groups)]
    .filter((group) => Object.hasOwn(map, group))
    .sort((a, b) => map[a].level - map[b].level || (a < b ? -1 : 1))
  if (found.length === 0) return null
  const grant = map[found[0]]
  if (!isLevel(grant.level)) return null
  return {
    level: grant.level,
    faculty: grant.level === 2 || grant.level === 3 ? (grant.faculty ?? null) : null,
  }
}

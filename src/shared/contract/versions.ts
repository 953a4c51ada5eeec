import { z } from 'zod'
import { ACCESS } from '../rules/permissions'
import { RETENTION_LIMITS } from '../rules/retention'
import { answer, call, none, type Area } from './define'
import { id } from './fields'

// Ours (issue 25 "Retention"): how long versions are kept, pinning one for ever, and bringing back a deleted
// record from its deletion's audit entry. A Super Admin only (ACCESS.versions).

const whole = (limits: { min: number; max: number }) => z.number().int().min(limits.min).max(limits.max)

export const Retention = z.object({
  keepVersions: whole(RETENTION_LIMITS.keepVersions),
  keepDays: whole(RETENTION_LIMITS.keepDays),
})
export type Retention = z.infer<typeof Retention>

/** A version is an audit entry's id (rules/versions.ts). */
export const PinBody = z.object({ version: id, pinned: z.boolean() })

/**
 * The deletion entry's id (`version`), and the record it deleted as the audit log names it ('news 12': `table`
 * 'news', `EntryID` 12), so the restore is audited as a write of that record like any save.
 */
export const RestoreBody = z.object({
  version: id,
  table: z.string().regex(/^[a-z_]{1,63}$/),
  EntryID: id,
})

const access = ACCESS.versions

export const versions = {
  retention: call('GET', 'versions/retention', none, Retention, access),
  setRetention: call('PATCH', 'versions/retention', Retention, answer(['success']), access),
  pin: call('PATCH', 'versions/pin', PinBody, answer(['success']), access),
  restore: call('POST', 'versions/restore', RestoreBody, answer(['success']), access),
} satisfies Area

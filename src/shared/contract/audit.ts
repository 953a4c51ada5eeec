import { z } from 'zod'
import { ACCESS } from '../rules/permissions'
import { none, type Area, readAll } from './define'

// The audit log (ours; SPEC has none): every write that changed something, as the server recorded it.
// Read only: no call writes it.

export const AuditRow = z.object({
  id: z.number().int(),
  /** When, ISO 8601. */
  at: z.string(),
  StaffID: z.number().int().nullable(),
  staff_name: z.string(),
  level: z.number().int(),
  address: z.string(),
  /** Method and contract path, 'PATCH news/update'. */
  call: z.string(),
  /** The table and id of the record, 'news 12'. */
  record: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  /** Issue 25: a version kept whatever the retention says. */
  pinned: z.boolean(),
  /** Issue 25: when the retention removed this version's values (before and after); null while kept. */
  pruned_at: z.string().nullable(),
})
export type AuditRow = z.infer<typeof AuditRow>

/** The newest entries first, at most this many. */
export const AUDIT_LIST_LIMIT = 10_000

export const audit = {
  list: readAll('audit/list', none, AuditRow, ACCESS.auditView),
} satisfies Area

import { z } from 'zod'
import { AUDIT_ACTION_KEYS, AUDIT_AREA_KEYS, AUDIT_TEXT } from '../rules/audit'
import { parseDay } from '../rules/dates'
import { ACCESS } from '../rules/permissions'
import { call, changesNoContent, none, type Area, readAll } from './define'
import { id } from './fields'

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

/** A calendar day, YYYY-MM-DD (the screen reads what is typed the university's way: rules/dates.ts). */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a day is written YYYY-MM-DD')
  .refine((value) => parseDay(value) === value, 'there is no such day')

/**
 * Issue 47: the log's filters, each optional and all together (none: the whole log). The days are the
 * university's, in its time zone, both included.
 */
export const AuditFilter = z
  .object({
    /** Who did it. */
    StaffID: id.optional(),
    from: day.optional(),
    to: day.optional(),
    /** A key of rules/audit.ts AUDIT_AREAS. */
    area: z.enum(AUDIT_AREA_KEYS).optional(),
    /** A key of rules/audit.ts AUDIT_ACTIONS. */
    action: z.enum(AUDIT_ACTION_KEYS).optional(),
  })
  .strict()
  .refine((filter) => !filter.from || !filter.to || filter.from <= filter.to, {
    message: AUDIT_TEXT.backwards,
    path: ['to'],
  })
export type AuditFilter = z.infer<typeof AuditFilter>

/** Issue 47: a staff member who appears in the log, by the name of their newest entry. */
export const AuditPerson = z.object({ StaffID: z.number().int(), name: z.string() })
export type AuditPerson = z.infer<typeof AuditPerson>

export const audit = {
  list: readAll('audit/list', none, AuditRow, ACCESS.auditView),
  /** Issue 47: the list by its filters; a read sent as a body (as `POST search`), so no audit entry. */
  find: changesNoContent(call('POST', 'audit/find', AuditFilter, z.array(AuditRow), ACCESS.auditView)),
  /** Issue 47: the people the person filter offers. */
  people: readAll('audit/people', none, AuditPerson, ACCESS.auditView),
} satisfies Area

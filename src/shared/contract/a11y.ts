import { z } from 'zod'
import { A11yLevel, A11yLevels, A11yProblem, RULE_IDS } from '../rules/a11y'
import { CHECKED_AREAS, CHECKED_TABLES, type CheckedImage, type CheckedTable } from '../rules/a11y/areas'
import { ACCESS } from '../rules/permissions'
import { ALT_TEXT_MAX, type AltName, type DecorativeName } from '../rules/a11y/alt-text'
import { answer, call, none, type Area } from './define'
import { requiredText } from './fields'
import { A11Y_TEXT, DISMISS_REASON_MAX } from '../rules/a11y-screens'

// Ours (issue 27): accessible content. Each checked area's add and update bodies carry its images'
// alternative text and "decorative" choices (`a11yFieldsOf`, named by rules/a11y/areas.ts) and the problems
// the editor dismissed with a reason. The server checks every save with the same rules as the form; a save that
// leaves the record published with an error neither fixed nor dismissed is refused with the rule's message.

/** Alternative text as stored: the checker warns past ALT_MAX_LENGTH; this only keeps the column sane. */
const altText = z.string().max(ALT_TEXT_MAX).nullable().optional()

/** A problem the editor chose to publish with, and why (per record and rule; audited with the save). */
export const A11yDismissal = z.object({
  rule: z.enum(RULE_IDS),
  /** The column the problem is in (rules/a11y/areas.ts): a rule may be dismissed for one field only. */
  field: z.string().max(100),
  reason: requiredText(DISMISS_REASON_MAX, A11Y_TEXT.reasonRequired),
})
export type A11yDismissal = z.infer<typeof A11yDismissal>

/** `{ [alt]: alt, [decorative]: decorative }` for each image of the area, typed by their names. */
function imageShape<T extends CheckedTable, A extends z.ZodType, D extends z.ZodType>(
  table: T,
  alt: A,
  decorative: D,
) {
  const shape: Record<string, A | D> = {}
  for (const image of CHECKED_AREAS[table].images as readonly CheckedImage[]) {
    shape[image.alt] = alt
    shape[image.decorative] = decorative
  }
  // The loop writes exactly the keys the type names (CHECKED_AREAS is `as const`).
  return shape as { [K in AltName<T>]: A } & { [K in DecorativeName<T>]: D }
}

/**
 * The fields a checked area's bodies take. Absent (SPEC's client): the alt text stays as stored, and the
 * save is not held to the checker (it cannot show the problems nor dismiss them); the report still lists them.
 */
export function a11yFieldsOf<T extends CheckedTable>(table: T) {
  return {
    ...imageShape(table, altText, z.boolean().optional()),
    a11yDismissals: z.array(A11yDismissal).max(100).optional(),
  }
}

/** The alt-text columns a checked area's rows answer (lists, read-one): null when none was written. */
export const altColumnsOfRow = <T extends CheckedTable>(table: T) =>
  imageShape(table, z.string().nullable(), z.boolean())

export const CheckedTableName = z.enum(CHECKED_TABLES)

/**
 * Issue 45: on the rows of an area that holds records back (rules/a11y/held.ts), the rule whose open error
 * keeps this one from readers now; null when it is live (and from a server older than the hold).
 */
export const heldBackOfRow = { HeldBack: z.enum(RULE_IDS).nullable().default(null) }

/** Every rule's level as the university has set it (a rule not set keeps its default). */
export const A11yLevelsAnswer = z.object({ levels: z.record(z.enum(RULE_IDS), A11yLevel) })
export const A11yLevelsBody = z.object({ levels: A11yLevels })

/** A dismissal as the Super Admin reviews it. */
export const A11yDismissalRow = A11yDismissal.extend({
  id: z.number().int(),
  table: CheckedTableName,
  EntryID: z.number().int(),
  /** The record's title when listed ('' once the record is gone). */
  title: z.string(),
  by: z.string(),
  at: z.iso.datetime({ offset: true }),
})

/** One published record with its open problems (dismissed ones left out). */
export const A11yReportRecord = z.object({
  table: CheckedTableName,
  EntryID: z.number().int(),
  title: z.string(),
  /** 'General', a faculty's code, or null for content of no faculty. */
  FacultyCode: z.string().nullable(),
  /** What decides which screen edits the record (a leadership record's Category, a course's code). */
  section: z.string().nullable(),
  problems: z.array(A11yProblem),
})

export const A11yReport = z.object({
  records: z.array(A11yReportRecord),
  /**
   * Issue 45: records kept from readers until fixed (rules/a11y/held.ts), with their open problems: not
   * published, so neither in `records`, the counts nor the trend. Absent from an older server.
   */
  held: z.array(A11yReportRecord).default([]),
  /** Open problems per rule over the records listed. */
  counts: z.array(z.object({ rule: z.enum(RULE_IDS), errors: z.number().int(), warnings: z.number().int() })),
  /** One point per day the report was taken: published records with errors, and all open problems. */
  trend: z.array(
    z.object({ day: z.string(), recordsWithErrors: z.number().int(), problems: z.number().int() }),
  ),
})
export type A11yReport = z.infer<typeof A11yReport>

export const a11y = {
  levels: call('GET', 'a11y/levels', none, A11yLevelsAnswer, ACCESS.signedIn),
  setLevels: call('PATCH', 'a11y/levels', A11yLevelsBody, answer(['success']), ACCESS.a11ySettings),
  dismissals: call('GET', 'a11y/dismissals', none, z.array(A11yDismissalRow), ACCESS.a11ySettings),
  /** Published content of the caller's scope: every area for a Super Admin, their faculty's for a Faculty user. */
  report: call('GET', 'a11y/report', none, A11yReport, ACCESS.a11yReport),
  /** The dashboard's figure: published records of the caller's scope with an open error. */
  count: call(
    'GET',
    'a11y/count',
    none,
    z.object({ recordsWithErrors: z.number().int() }),
    ACCESS.a11yReport,
  ),
} satisfies Area

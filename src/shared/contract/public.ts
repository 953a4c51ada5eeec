import { z } from 'zod'
import {
  PUBLIC_AREAS,
  PUBLIC_LIMITS,
  type PublicArea,
  type PublicField,
  type PublicKind,
} from '../rules/public'
import { RENDITION_SIZES } from '../rules/renditions'

// Issue 46: the public content API's answers and queries (/api/public/v1/), as zod schemas made from the rules
// of rules/public.ts. The server parses its answers with them outside production, the OpenAPI document is
// made from them, and a reader's site may import them. Records are strict: a field not in the rules fails.

const Size = { width: z.number().int().positive().nullable(), height: z.number().int().positive().nullable() }

export const PublicRendition = z.strictObject({
  size: z.enum(Object.keys(RENDITION_SIZES) as [keyof typeof RENDITION_SIZES]),
  src: z.string(),
  ...Size,
})

/** An image (or a gallery video) as a site shows it: its original, both renditions, a srcset, its alt text. */
export const PublicImage = z.strictObject({
  kind: z.enum(['image', 'video']),
  /** The original's address: a path on this server (`/public/uploads/…`) or an absolute address. */
  src: z.string(),
  ...Size,
  /** '' when the image is decorative (or has none written: `decorative` tells which). */
  alt: z.string(),
  decorative: z.boolean(),
  renditions: z.array(PublicRendition),
  /** For `<img srcset>`: each rendition and the original by width; '' when no width is known. */
  srcset: z.string(),
})

/** Rich text: the stored editor document, and the same as safe, semantic HTML. */
export const PublicRichText = z.strictObject({ document: z.array(z.unknown()), html: z.string() })

/** ISO 8601 with the university's offset: 2027-03-28T08:00:00+01:00. */
const Moment = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/)
const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)

const KIND_SCHEMAS: Record<PublicKind, z.ZodType> = {
  text: z.string(),
  number: z.number(),
  rich: PublicRichText,
  image: PublicImage,
  file: z.string(),
  day: Day,
  time: z.string().regex(/^\d{2}:\d{2}$/),
  moment: Moment,
}

const fieldSchema = (field: PublicField): z.ZodType =>
  field.nullable ? KIND_SCHEMAS[field.kind].nullable() : KIND_SCHEMAS[field.kind]

/** One record of `area` as readers get it. */
export function publicRecordSchema(area: PublicArea) {
  return z.strictObject({
    id: z.number().int().positive(),
    /** Its public address name; null for an area without pages of its own. */
    slug: z.string().nullable(),
    /** 'General' or a faculty code. */
    faculty: z.string(),
    ...Object.fromEntries(area.fields.map((field) => [field.name, fieldSchema(field)])),
  })
}

const areaNamed = (path: string): PublicArea => {
  const area = (PUBLIC_AREAS as readonly PublicArea[]).find((each) => each.path === path)
  if (!area) throw new Error(`public: no area ${path}`)
  return area
}

/** A page of a list: its records, and the cursor of the next page (null on the last). */
export function publicListSchema(area: PublicArea) {
  const page = {
    items: z.array(publicRecordSchema(area)),
    next: z.string().nullable(),
  }
  return z.strictObject({
    ...page,
    ...Object.fromEntries(
      publicAreasWithin(area).map((each) => [each.within?.as, z.array(publicRecordSchema(each))]),
    ),
  })
}

/** The areas answered whole inside `area`'s list. */
export const publicAreasWithin = (area: PublicArea): PublicArea[] =>
  (PUBLIC_AREAS as readonly PublicArea[]).filter((each) => each.within?.area === area.path)

const Limit = z.coerce
  .number()
  .int()
  .min(1)
  .max(PUBLIC_LIMITS.maxLimit)
  .default(PUBLIC_LIMITS.defaultLimit)
  .describe(`at most ${PUBLIC_LIMITS.maxLimit}; ${PUBLIC_LIMITS.defaultLimit} when not given`)

/** The filters every list takes (others are ignored: a site's cache-busting parameter is no error). */
export const PublicListQuery = z.object({
  faculty: z.string().min(1).max(100).optional().describe("a faculty's code, or General"),
  limit: Limit,
  cursor: z.string().min(1).max(1000).optional().describe("the previous page's `next`"),
  q: z.string().max(PUBLIC_LIMITS.queryMax).optional().describe('words every record found contains'),
})

/** The events list's own filters besides those. */
export const PublicEventsQuery = PublicListQuery.extend({
  from: Day.optional().describe('events on or after this day (YYYY-MM-DD)'),
  to: Day.optional().describe('events on or before this day (YYYY-MM-DD)'),
  upcoming: z
    .enum(['1', 'true', '0', 'false'])
    .optional()
    .describe("1: today's and later events (today in the university's time zone)"),
})

export const PublicSlugParams = z.strictObject({ slug: z.string().min(1).max(300) })

/** A record's address takes a preview token (docs/preview.md): its newest saved version, draft included. */
export const PublicRecordQuery = z.object({
  token: z
    .string()
    .min(1)
    .max(2000)
    .optional()
    .describe("a preview link's token: the record as last saved, draft included, never cached"),
})

/** Every answer that is not a record: a reason. */
export const PublicError = z.object({ error: z.string() })

/** The list areas served at an address of their own (not answered inside another's list). */
export const PUBLIC_LISTS = (PUBLIC_AREAS as readonly PublicArea[]).filter((area) => !area.within)

export { areaNamed as publicAreaNamed }

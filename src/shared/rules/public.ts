import type { UploadFolder } from '../contract/define'
import { SCHEDULED, type ScheduledTable } from './schedule'

// Issue 46 "A public content API": what a reader of the university's website sees of each area, as data. The
// server's published projection (src/server/public/) builds each record's reader-facing form from this table
// in the save's transaction, the public routes serve it, and their answer schemas and the OpenAPI document
// are made from it (contract/public.ts). A field not named here never reaches a reader: who saved a record,
// its audit data, its dismissals, a student's number, a view count.

/**
 * How a column is read for readers: text as stored ('' for none), a number, rich text (the stored document
 * and its safe HTML), an image or video with its renditions and alternative text, a stored file's address
 * (captions), a calendar day (YYYY-MM-DD), a time of day (HH:MM), a moment (ISO 8601 with the university's
 * offset), or a day and a time of it read together as a moment (`column` and `time`).
 */
export type PublicKind = 'text' | 'number' | 'rich' | 'image' | 'file' | 'day' | 'time' | 'moment'

export interface PublicField {
  /** The record's column (of the joined table when `joined`). */
  readonly column: string
  /** Its name in the answer. */
  readonly name: string
  readonly kind: PublicKind
  /** Read from the joined table's row (a course's about page). */
  readonly joined?: true
  /** For an image or file: the uploads folder it is stored in (SPEC §3 "Image location"). */
  readonly folder?: UploadFolder
  /** For a moment read from a day: the column of its time of day. */
  readonly time?: string
  /** A record without it answers null rather than '' (an image, a file, an optional date). */
  readonly nullable?: true
}

/** One column of a list's order; `rank` orders a column of named values (leadership's categories). */
export interface PublicOrderColumn {
  readonly column: string
  readonly rank?: readonly string[]
}

export interface PublicArea {
  /** Its address under /api/public/v1/ and the projection's `area`. */
  readonly path: string
  /** What the documentation calls one record. */
  readonly noun: string
  /** The record's table, as the audit log names it. */
  readonly table: string
  /** A second table read with it, one row per record: `on` is [its column, the record's column]. */
  readonly joined?: { readonly table: string; readonly on: readonly [string, string] }
  readonly fields: readonly PublicField[]
  /** The column holding the record's public address name; none: the area has no page of its own. */
  readonly slug?: string
  /** The record is answered alone at `<path>/{slug}`. */
  readonly bySlug?: true
  /** The column naming the record's faculty ('General' or a code); none: every record is General. */
  readonly faculty?: string
  /** The table of SCHEDULED whose status decides publication; none: visible once saved. */
  readonly scheduled?: ScheduledTable
  /** Held back from readers while its accessibility rule holds it (rules/a11y/held.ts). */
  readonly heldBack?: true
  /** The list's order, then the record's id, both in `direction`: stable across pages. */
  readonly order: { readonly by: readonly PublicOrderColumn[]; readonly direction: 'asc' | 'desc' }
  /** The list's order in words, for the documentation. */
  readonly orderText: string
  /** The columns `q` searches (title first), rich text read as its words. */
  readonly searched: readonly string[]
  /** Answered whole inside another area's list under a name (the gallery's categories), not at an address. */
  readonly within?: { readonly area: string; readonly as: string }
  /** The list takes `from`, `to` and `upcoming` (its order's first column is a day) besides the others. */
  readonly dated?: true
  /** The area is one record, answered alone at its address (the home content); 404 until it is saved. */
  readonly single?: true
}

const text = (column: string, name: string, nullable?: true): PublicField => ({
  column,
  name,
  kind: 'text',
  ...(nullable && { nullable }),
})
const rich = (column: string, name: string, joined?: true): PublicField => ({
  column,
  name,
  kind: 'rich',
  ...(joined && { joined }),
})
const image = (column: string, name: string, folder: UploadFolder, joined?: true): PublicField => ({
  column,
  name,
  kind: 'image',
  folder,
  nullable: true,
  ...(joined && { joined }),
})
const moment = (column: string, name: string, nullable?: true): PublicField => ({
  column,
  name,
  kind: 'moment',
  ...(nullable && { nullable }),
})
const number = (column: string, name: string): PublicField => ({ column, name, kind: 'number' })
const newestFirst = { by: [{ column: 'InsertedDate' }], direction: 'desc' } as const
const byName = (column: string) => ({ by: [{ column }], direction: 'asc' }) as const

export const PUBLIC_AREAS = [
  {
    path: 'news',
    noun: 'news item',
    table: 'news',
    fields: [
      text('Title', 'title'),
      rich('Description', 'content'),
      image('ImagePath', 'image', 'news_uploads'),
      moment('InsertedDate', 'publishedAt'),
      moment('UpdatedDate', 'updatedAt', true),
    ],
    slug: 'Slug',
    bySlug: true,
    faculty: 'FacultyCode',
    scheduled: 'news',
    order: newestFirst,
    orderText: 'newest first (when it was added), then by id',
    searched: ['Title', 'Description'],
  },
  {
    path: 'events',
    noun: 'event',
    table: 'event',
    fields: [
      text('Title', 'title'),
      rich('Description', 'content'),
      { column: 'EventDate', name: 'date', kind: 'day' },
      { column: 'EventDate', time: 'StartTime', name: 'startsAt', kind: 'moment' },
      { column: 'EventDate', time: 'EndTime', name: 'endsAt', kind: 'moment' },
      text('Location', 'location'),
      image('ImagePath', 'image', 'event_uploads'),
    ],
    slug: 'Slug',
    bySlug: true,
    faculty: 'FacultyCode',
    scheduled: 'event',
    order: { by: [{ column: 'EventDate' }, { column: 'StartTime' }], direction: 'asc' },
    orderText: 'soonest first (day, then start time), then by id',
    searched: ['Title', 'Location', 'Description'],
    dated: true,
  },
  {
    path: 'headlines',
    noun: 'headline',
    table: 'headline',
    fields: [
      text('LinkTitle', 'title'),
      text('LinkPath', 'link'),
      text('BGColour', 'colour'),
      rich('Message', 'message'),
      moment('MessageDate', 'date'),
    ],
    slug: 'Slug',
    bySlug: true,
    scheduled: 'headline',
    order: { by: [{ column: 'MessageDate' }], direction: 'desc' },
    orderText: 'newest first (its date), then by id',
    searched: ['LinkTitle', 'Message'],
  },
  {
    path: 'sliders',
    noun: 'slider',
    table: 'slider',
    fields: [
      text('Title', 'title'),
      text('Caption', 'caption'),
      image('ImagePath', 'image', 'sliders_uploads'),
      number('ImagePosition', 'position'),
      text('BtnName', 'buttonText'),
      text('BtnLink', 'buttonLink'),
    ],
    slug: 'Slug',
    bySlug: true,
    scheduled: 'slider',
    order: { by: [{ column: 'ImagePosition' }], direction: 'asc' },
    orderText: 'by position (1 first), then by id',
    searched: ['Title', 'Caption', 'BtnName'],
  },
  {
    path: 'partners',
    noun: 'partner',
    table: 'partner',
    fields: [text('PartnerName', 'name'), image('ImagePath', 'logo', 'partners_uploads')],
    scheduled: 'partner',
    order: byName('PartnerName'),
    orderText: 'by name (A to Z, any case), then by id',
    searched: ['PartnerName'],
  },
  {
    path: 'gallery',
    noun: 'photo or video',
    table: 'gallery',
    fields: [
      text('ImageTitle', 'title'),
      image('ImagePath', 'media', 'gallery'),
      { column: 'CaptionsPath', name: 'captions', kind: 'file', folder: 'gallery', nullable: true },
      number('CategoryID', 'categoryId'),
      number('SubCategoryID', 'subCategoryId'),
      moment('InsertedDate', 'addedAt'),
    ],
    faculty: 'FacultyCode',
    heldBack: true,
    order: newestFirst,
    orderText: 'newest first (when it was added), then by id',
    searched: ['ImageTitle'],
  },
  {
    path: 'gallery-categories',
    noun: 'gallery sub-category',
    table: 'gallery_subcategory',
    joined: { table: 'gallery_category', on: ['EntryID', 'CategoryID'] },
    fields: [
      number('CategoryID', 'categoryId'),
      { ...text('CategoryName', 'category'), joined: true },
      text('SubCategoryName', 'name'),
    ],
    order: { by: [{ column: 'CategoryID' }, { column: 'SubCategoryName' }], direction: 'asc' },
    orderText: 'by category (its id), then sub-category name (A to Z, any case), then by id',
    searched: ['SubCategoryName'],
    within: { area: 'gallery', as: 'categories' },
  },
  {
    path: 'leadership',
    noun: 'leader',
    table: 'leadership',
    fields: [
      text('Title', 'salutation'),
      text('FullName', 'name'),
      text('Designation', 'designation'),
      text('Category', 'category'),
      number('Position', 'position'),
      image('ImagePath', 'image', 'leaderships_uploads'),
      rich('Description', 'description'),
    ],
    scheduled: 'leadership',
    order: {
      by: [{ column: 'Category', rank: ['Board', 'Senate', 'Management'] }, { column: 'Position' }],
      direction: 'asc',
    },
    orderText: 'Board, then Senate, then Management; within each by position (1 first), then by id',
    searched: ['FullName', 'Designation', 'Description'],
  },
  {
    path: 'alumni-feedback',
    noun: 'alumni feedback',
    table: 'alumni_feedback',
    fields: [
      text('Title', 'title'),
      text('StudentName', 'studentName'),
      image('ImagePath', 'image', 'alumni'),
      rich('Description', 'content'),
      moment('InsertedDate', 'addedAt'),
    ],
    order: newestFirst,
    orderText: 'newest first (when it was added), then by id',
    searched: ['Title', 'StudentName', 'Description'],
  },
  {
    path: 'faculties',
    noun: 'faculty page',
    table: 'faculty',
    fields: [
      text('FacultyCode', 'code'),
      text('FacultyName', 'name'),
      text('FacultyDean', 'dean'),
      text('FacultyColor', 'colour'),
      image('FacultyImage', 'image', 'faculty'),
      rich('FacultyDetail', 'detail'),
      text('FacultyEmail', 'email'),
      text('FacultyPhone', 'phone'),
    ],
    slug: 'Slug',
    bySlug: true,
    faculty: 'FacultyCode',
    order: byName('FacultyName'),
    orderText: 'by name (A to Z, any case), then by id',
    searched: ['FacultyName', 'FacultyDean', 'FacultyDetail'],
  },
  {
    path: 'courses',
    noun: 'course page',
    table: 'course',
    joined: { table: 'course_about', on: ['CourseCode', 'CourseCode'] },
    fields: [
      text('CourseName', 'name'),
      text('CourseCode', 'code'),
      number('Duration', 'duration'),
      text('DurationType', 'durationType'),
      rich('Description', 'about', true),
      image('ImagePath', 'image', 'course', true),
      { ...text('CourseHOD', 'headOfDepartment'), joined: true },
      rich('HODContent', 'headOfDepartmentMessage', true),
    ],
    slug: 'Slug',
    bySlug: true,
    faculty: 'FacultyCode',
    order: byName('CourseName'),
    orderText: 'by name (A to Z, any case), then by id',
    searched: ['CourseName', 'CourseCode'],
  },
  {
    path: 'home',
    noun: 'home page content',
    table: 'home_content',
    fields: [
      rich('DiscoverContent', 'discover'),
      image('DiscoverPicture', 'discoverPicture', 'content_uploads'),
      rich('AboutContent', 'about'),
      image('CampusImage', 'campusImage', 'content_uploads'),
      image('CampusImage2', 'campusImage2', 'content_uploads'),
      rich('CampusContent', 'campus'),
      rich('CampusContent2', 'campus2'),
      rich('EducationContent', 'education'),
      rich('RegistryContent', 'registry'),
    ],
    single: true,
    order: { by: [], direction: 'asc' },
    orderText: 'one record',
    searched: [],
  },
] as const satisfies readonly PublicArea[]

export type PublicPath = (typeof PUBLIC_AREAS)[number]['path']

/** The areas a record of `table` is the record of. */
export const publicAreasOf = (table: string): readonly PublicArea[] =>
  PUBLIC_AREAS.filter((area) => area.table === table)

/** The areas that read a row of `table` as their joined table. */
export const publicAreasJoining = (table: string): readonly PublicArea[] =>
  (PUBLIC_AREAS as readonly PublicArea[]).filter((area) => area.joined?.table === table)

/** Whether the area publishes a record whose status column holds `value` (SCHEDULED's `on`). */
export const publishes = (area: PublicArea, value: unknown): boolean =>
  !area.scheduled || String(value) === String(SCHEDULED[area.scheduled].on)

export const PUBLIC_LIMITS = {
  /** A list's page when `limit` is not given. */
  defaultLimit: 20,
  maxLimit: 100,
  /** `q` longer than this is refused (400): a search is a few words. */
  queryMax: 200,
} as const

/** The reasons the public API answers with (as `{ error }`). */
export const PUBLIC_TEXT = {
  notFound: (noun: string) => `No published ${noun} has this address.`,
  badCursor: 'cursor: not a cursor this list gave',
  disabled: 'The public content API is not turned on for this server.',
} as const

/** The first version's prefix: a change a reader's site would notice is a new version beside it. */
export const PUBLIC_PREFIX = '/api/public/v1'

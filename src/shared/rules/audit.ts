import { showMoment } from './dates'
import { localeName } from './locales'
import { ACCESS, GROUPS } from './permissions'
import { richTextToPlain } from './rich-text'
import { scheduledCall } from './schedule'

// The audit log screen (ours; SPEC has none): where it lives, who sees it, what it says. Each entry is told
// as one sentence ("Amina Bello changed the title of the news 'Library hours'") made by `auditSentence` from
// the tables below: which area and action each audited call is, and what each stored field is called.

export const AUDIT_PATH = '/audit'

/** Super Admin only, as the server's `audit/list` (ACCESS.auditView). */
export const AUDIT_LEVELS = ACCESS.auditView.general

export const AUDIT_TEXT = {
  title: 'Audit Log',
  when: 'When',
  what: 'What happened',
  level: 'Level',
  address: 'Address',
  call: 'Call',
  search: 'Search Audit Log',
  list: 'the audit log',
  field: 'Field',
  before: 'Before',
  after: 'After',
  showAll: 'Show all fields',
  showChanged: 'Show changed fields only',
  noChanges: 'No field changed.',
  close: 'Close',
  empty: '—',
  /** For 'No audit entries yet' (issue 23): every audited write adds one. */
  things: 'audit entries',
  /** Issue 47: the filters beside the search. */
  filters: 'Filter the audit log',
  person: 'Person',
  from: 'From',
  to: 'To',
  area: 'Area',
  action: 'Action',
  any: 'Any',
  clearFilters: 'Clear filters',
  /** A date range whose end comes before its start. */
  backwards: 'The To date is before the From date',
} as const

/** The entry as the sentence needs it: the fields of the contract's AuditRow. */
export interface AuditEntry {
  staff_name: string
  call: string
  record: string | null
  before: unknown
  after: unknown
}

/** A kind of record, as the log names it: the word, and the fields that hold a record's name. */
interface Area {
  word: string
  name: readonly string[]
  /** The record is itself a photo: its add needs no "with a photo". */
  isPhoto?: boolean
}

/** By the table a record lives in (the first word of an entry's `record`, 'news 12'). */
const AREAS: Record<string, Area> = {
  news: { word: 'news', name: ['Title'] },
  event: { word: 'event', name: ['Title'] },
  headline: { word: 'headline', name: ['LinkTitle'] },
  gallery: { word: 'gallery photo', name: ['ImageTitle'], isPhoto: true },
  gallery_category: { word: 'gallery category', name: ['CategoryName', 'categoryName'] },
  gallery_subcategory: { word: 'gallery subcategory', name: ['SubCategoryName', 'subcategoryName'] },
  leadership: { word: 'leadership record', name: ['FullName'] },
  slider: { word: 'slider', name: ['Title'] },
  partner: { word: 'partner', name: ['PartnerName'] },
  home_content: { word: 'home page content', name: [] },
  media_news: { word: 'media coverage item', name: ['title'] },
  staff: { word: 'staff account', name: ['FirstName', 'MiddleName', 'Surname'] },
  course_about: { word: 'course description', name: ['CourseCode'] },
  faculty: { word: 'faculty page', name: ['FacultyName', 'FacultyCode'] },
  alumni_feedback: { word: 'alumni feedback', name: ['Title'] },
  records: { word: 'university record', name: [] },
  // Issue 47: the university records by their kind's table, so an entry names "the course 'Civil Engineering'".
  course: { word: 'course', name: ['CourseName'] },
  alumni_student: { word: 'alumni student', name: ['StudentName'] },
  /** Issue 25: the retention and pins are about versions; a restore is told by the record it brings back. */
  versions: { word: 'version', name: [] },
  /** Issue 26: the university's time zone; a scheduled change is told by the record it changed. */
  schedule: { word: 'scheduled change', name: [] },
  /** Issue 27: which accessibility rules are errors. */
  a11y: { word: 'accessibility setting', name: [] },
  /** Issue 46: the public website's webhook endpoints (by their address; a delivery by its endpoint's). */
  webhooks: { word: 'webhook endpoint', name: ['url'] },
  /** Issue 46: the site's preview address, and the links that open a record's draft on the site. */
  preview: { word: 'preview link', name: [] },
  /** Issue 48: who is reviewed before publishing; a decision is told by the record it decided. */
  review: { word: 'review setting', name: [] },
}

type Action =
  | 'add'
  | 'update'
  | 'delete'
  | 'upload'
  | 'grant'
  | 'revoke'
  | 'deactivate'
  | 'reactivate'
  | 'resetPassword'
  | 'sendLink'
  | 'enrolSenate'
  | 'enrolManagement'
  | 'saveMapping'
  | 'setRetention'
  | 'pin'
  | 'restore'
  | 'restoreVersion'
  | 'setZone'
  | 'setLocale'
  | 'setA11yLevels'
  | 'setPreview'
  | 'previewLink'
  | 'scheduledPublish'
  | 'scheduledUnpublish'
  | 'pause'
  | 'resume'
  | 'redeliver'
  | 'sendTest'
  | 'approve'
  | 'requestChanges'
  | 'reject'
  | 'reviewComment'
  | 'setReview'

/** Every audited call: the area it writes and what it does there. */
const CALLS: Record<string, { area: keyof typeof AREAS; action: Action }> = {
  'POST news/add': { area: 'news', action: 'add' },
  'PATCH news/update': { area: 'news', action: 'update' },
  'PATCH news/uploadNewsPhoto': { area: 'news', action: 'upload' },
  'POST event/add': { area: 'event', action: 'add' },
  'PATCH event/update': { area: 'event', action: 'update' },
  'PATCH event/uploadEventPhoto': { area: 'event', action: 'upload' },
  'POST news/add_headline': { area: 'headline', action: 'add' },
  'PATCH news/headline/update': { area: 'headline', action: 'update' },
  'POST gallery/category/add': { area: 'gallery_category', action: 'add' },
  'PATCH gallery/category/update': { area: 'gallery_category', action: 'update' },
  'DELETE gallery/category/delete/:EntryID': { area: 'gallery_category', action: 'delete' },
  'POST gallery/subcategory/add': { area: 'gallery_subcategory', action: 'add' },
  'PATCH gallery/subcategory/update': { area: 'gallery_subcategory', action: 'update' },
  'DELETE gallery/subcategory/delete/:EntryID': { area: 'gallery_subcategory', action: 'delete' },
  'POST gallery/add': { area: 'gallery', action: 'add' },
  'PATCH gallery/update': { area: 'gallery', action: 'update' },
  'DELETE gallery/delete/:EntryID': { area: 'gallery', action: 'delete' },
  'PATCH gallery/uploadGalleryPhoto': { area: 'gallery', action: 'upload' },
  'PATCH gallery/uploadCaptions': { area: 'gallery', action: 'upload' },
  // Issue 47: each photo of a bulk action has its own entry (its version) besides this one.
  'POST gallery/bulk': { area: 'gallery', action: 'update' },
  'POST leadership/add': { area: 'leadership', action: 'add' },
  'PATCH leadership/update': { area: 'leadership', action: 'update' },
  'DELETE leadership/delete/:EntryID': { area: 'leadership', action: 'delete' },
  'POST leadership/senate/enrol': { area: 'leadership', action: 'enrolSenate' },
  'POST leadership/management/enrol': { area: 'leadership', action: 'enrolManagement' },
  'POST leadership/uploadLeadershipsPhoto': { area: 'leadership', action: 'upload' },
  'PATCH leadership/updateLeadershipsPhoto': { area: 'leadership', action: 'upload' },
  'POST leadership/uploadPhoto': { area: 'leadership', action: 'upload' },
  'POST slider/add': { area: 'slider', action: 'add' },
  'PATCH slider/update': { area: 'slider', action: 'update' },
  'POST slider/uploadSlidersPhoto': { area: 'slider', action: 'upload' },
  'PATCH slider/updateSlidersPhoto': { area: 'slider', action: 'upload' },
  'POST general/partner/add': { area: 'partner', action: 'add' },
  'PATCH general/partner/update': { area: 'partner', action: 'update' },
  'PATCH general/partners_upload': { area: 'partner', action: 'upload' },
  'POST general/content/add': { area: 'home_content', action: 'update' },
  'PATCH general/content/uploadPhoto': { area: 'home_content', action: 'upload' },
  'PATCH general/content/campusPhoto': { area: 'home_content', action: 'upload' },
  'PATCH general/content/campusPhoto2': { area: 'home_content', action: 'upload' },
  'POST news/media/add': { area: 'media_news', action: 'add' },
  'POST academics/course/details/add': { area: 'course_about', action: 'update' },
  'PATCH academics/course/uploadCoursePhoto': { area: 'course_about', action: 'upload' },
  'POST academics/faculty/details/add': { area: 'faculty', action: 'update' },
  'PATCH academics/faculty/uploadPhoto': { area: 'faculty', action: 'upload' },
  'POST student/alumni/feedback/add': { area: 'alumni_feedback', action: 'add' },
  'PATCH student/alumni/upload': { area: 'alumni_feedback', action: 'upload' },
  'DELETE student/alumin/feedback/delete/:ImagePath/:EntryID': { area: 'alumni_feedback', action: 'delete' },
  'PATCH staff/permission/add': { area: 'staff', action: 'grant' },
  'PATCH staff/permission/remove': { area: 'staff', action: 'revoke' },
  'PATCH accounts/add': { area: 'staff', action: 'add' },
  'PATCH accounts/update': { area: 'staff', action: 'update' },
  'PATCH accounts/deactivate': { area: 'staff', action: 'deactivate' },
  'PATCH accounts/reactivate': { area: 'staff', action: 'reactivate' },
  'PATCH accounts/reset-password': { area: 'staff', action: 'resetPassword' },
  'PATCH accounts/send-link': { area: 'staff', action: 'sendLink' },
  'POST records/add': { area: 'records', action: 'add' },
  'PATCH records/update': { area: 'records', action: 'update' },
  'DELETE records/delete/:kind/:EntryID': { area: 'records', action: 'delete' },
  'DELETE news/delete/:EntryID': { area: 'news', action: 'delete' },
  'DELETE event/delete/:EntryID': { area: 'event', action: 'delete' },
  'DELETE news/headline/delete/:EntryID': { area: 'headline', action: 'delete' },
  'DELETE slider/delete/:EntryID': { area: 'slider', action: 'delete' },
  'DELETE general/partner/delete/:EntryID': { area: 'partner', action: 'delete' },
  'DELETE news/media/delete/:EntryID': { area: 'media_news', action: 'delete' },
  'POST records/mapping/save': { area: 'records', action: 'saveMapping' },
  'PATCH versions/retention': { area: 'versions', action: 'setRetention' },
  // Issue 25: chosen fields of an earlier version put back (contract openedRecord's restore)
  ...Object.fromEntries(
    (
      [
        ['news', 'news'],
        ['event', 'event'],
        ['news/headline', 'headline'],
        ['slider', 'slider'],
        ['general/partner', 'partner'],
        ['leadership', 'leadership'],
        ['student/alumni/feedback', 'alumni_feedback'],
        ['gallery', 'gallery'],
        ['general/content', 'home_content'],
        ['academics/faculty', 'faculty'],
        ['academics/course/about', 'course_about'],
        ['accounts', 'staff'],
        ['records', 'records'],
      ] as const
    ).map(([base, area]) => [`POST ${base}/restore`, { area, action: 'restoreVersion' as const }]),
  ),
  'PATCH versions/pin': { area: 'versions', action: 'pin' },
  'POST versions/restore': { area: 'versions', action: 'restore' },
  // Issue 26: the Super Admin's time zone, and the scheduler's own writes (no call: the server's timer)
  'PATCH schedule/zone': { area: 'schedule', action: 'setZone' },
  // Issue 47: the Super Admin's locale, beside the zone
  'PATCH schedule/locale': { area: 'schedule', action: 'setLocale' },
  'PATCH a11y/levels': { area: 'a11y', action: 'setA11yLevels' },
  'PATCH webhooks/add': { area: 'webhooks', action: 'add' },
  'PATCH webhooks/update': { area: 'webhooks', action: 'update' },
  'DELETE webhooks/delete/:id': { area: 'webhooks', action: 'delete' },
  'PATCH webhooks/pause': { area: 'webhooks', action: 'pause' },
  'PATCH webhooks/resume': { area: 'webhooks', action: 'resume' },
  'PATCH webhooks/redeliver': { area: 'webhooks', action: 'redeliver' },
  'PATCH webhooks/test': { area: 'webhooks', action: 'sendTest' },
  // Issue 46: a preview link hands whoever holds it the record's draft for a while: who made one is kept.
  'PATCH preview/settings': { area: 'preview', action: 'setPreview' },
  'POST preview/link': { area: 'preview', action: 'previewLink' },
  // Issue 48: a reviewer's decisions (versions of the record they decide) and a record's review thread
  'POST review/approve': { area: 'review', action: 'approve' },
  'POST review/request-changes': { area: 'review', action: 'requestChanges' },
  'POST review/reject': { area: 'review', action: 'reject' },
  'POST review/comment': { area: 'review', action: 'reviewComment' },
  'PATCH review/settings': { area: 'review', action: 'setReview' },
  [scheduledCall('publish')]: { area: 'schedule', action: 'scheduledPublish' },
  [scheduledCall('unpublish')]: { area: 'schedule', action: 'scheduledUnpublish' },
}

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

/**
 * Issue 47: the areas the log's filter offers, as the log names them ("News", "Gallery photo"), by the key
 * a filter sends. An entry is in an area when its call writes there or its record lives there.
 */
export const AUDIT_AREAS = Object.entries(AREAS).map(([key, area]) => ({ key, label: capital(area.word) }))

/** Issue 47: what the log's action filter offers, in the log's own words; `import` is a CSV import. */
const ACTION_WORDS: Record<Action | 'import', string> = {
  add: 'Added',
  update: 'Updated',
  delete: 'Deleted',
  upload: 'Uploaded a photo',
  grant: 'Granted a permission',
  revoke: 'Revoked a permission',
  deactivate: 'Deactivated',
  reactivate: 'Reactivated',
  resetPassword: 'Reset a password',
  sendLink: 'Sent a set-password link',
  enrolSenate: 'Enrolled in the Senate',
  enrolManagement: 'Enrolled in the Management',
  saveMapping: 'Saved import columns',
  setRetention: 'Set the version retention',
  pin: 'Pinned a version',
  restore: 'Restored',
  restoreVersion: 'Restored from an earlier version',
  setZone: 'Set the time zone',
  setLocale: 'Set the locale',
  setA11yLevels: 'Set the accessibility levels',
  setPreview: "Set the site's preview address",
  previewLink: 'Made a preview link',
  scheduledPublish: 'Published at its scheduled time',
  scheduledUnpublish: 'Taken down at its scheduled time',
  pause: 'Paused',
  resume: 'Resumed',
  redeliver: 'Sent a delivery again',
  sendTest: 'Sent a test event',
  approve: 'Approved a change',
  requestChanges: 'Asked for changes',
  reject: 'Rejected a change',
  reviewComment: 'Commented on a change',
  setReview: 'Set who is reviewed',
  import: 'Imported',
}

export const AUDIT_ACTIONS = Object.entries(ACTION_WORDS).map(([key, label]) => ({ key, label }))

export const AUDIT_AREA_KEYS = Object.keys(AREAS) as [string, ...string[]]
export const AUDIT_ACTION_KEYS = Object.keys(ACTION_WORDS) as [string, ...string[]]

/** What a filter by area or action matches: these calls, records of this table, CSV imports. */
export interface AuditMatch {
  calls: string[]
  table: string | null
  imports: boolean
}

/** The entries of one area (a key of AUDIT_AREAS) or one action (a key of AUDIT_ACTIONS), for the server's query. */
export function auditMatch(by: 'area' | 'action', key: string): AuditMatch {
  const calls = Object.entries(CALLS)
    .filter(([, told]) => (by === 'area' ? told.area : told.action) === key)
    .map(([call]) => call)
  return {
    calls,
    table: by === 'area' ? key : null,
    imports: by === 'area' ? key === 'records' : key === 'import',
  }
}

/** The CSV imports' calls, as a LIKE pattern ('POST records/import/student'). */
export const IMPORT_CALL_PATTERN = 'POST records/import/%'

/** Actions told by the record they changed, whatever its kind, rather than by their call's area. */
const TOLD_BY_RECORD = new Set<Action>([
  'restore',
  'scheduledPublish',
  'scheduledUnpublish',
  'approve',
  'requestChanges',
  'reject',
])

/** Areas whose entries are told by the record's own table (a university record: a faculty, a course, staff). */
const TOLD_BY_TABLE = new Set<keyof typeof AREAS>(['records'])

/** Does the log tell this call in its own words (else 'made a change')? Every audited call should. */
export const tellsCall = (call: string): boolean => call in CALLS || IMPORT_CALL.test(call)

/** The CSV import names its kind in the call ('POST records/import/student'). */
const IMPORT_CALL = /^POST records\/import\/([a-z_-]+)$/

/** Issue 48: the mark a save's entry carries when the save waits for a reviewer, never a column. */
export const REVIEW_ASKED = 'reviewAsked'

/** What each stored field is called in words; a field not named here is its name split into words. */
const FIELD_WORDS: Record<string, string> = {
  Title: 'title',
  title: 'title',
  Description: 'content',
  ImagePath: 'photo',
  ImageTitle: 'title',
  CategoryID: 'category',
  SubCategoryID: 'subcategory',
  CategoryName: 'name',
  SubCategoryName: 'name',
  FacultyCode: 'faculty',
  Status: 'status',
  EventDate: 'date',
  StartTime: 'start time',
  EndTime: 'end time',
  Location: 'location',
  LinkTitle: 'link title',
  LinkPath: 'link',
  BGColour: 'background colour',
  Message: 'message',
  MessageDate: 'message date',
  Caption: 'caption',
  ImagePosition: 'photo position',
  BtnName: 'button text',
  BtnLink: 'button link',
  PartnerName: 'name',
  FullName: 'full name',
  Position: 'position',
  Designation: 'designation',
  designation: 'designation',
  Category: 'category',
  IsAdmin: 'permission group',
  FirstName: 'first name',
  MiddleName: 'middle name',
  Surname: 'surname',
  Active: 'active',
  Email: 'e-mail address',
  StaffNumber: 'staff number',
  username: 'username',
  url: 'address',
  publishedAt: 'publication date',
  DiscoverPicture: 'discover photo',
  CampusImage: 'campus photo',
  CampusImage2: 'second campus photo',
  FacultyImage: 'faculty photo',
  StaffID: 'staff member',
  // Issue 27: kept in a save's entry beside the record (a11y-write.ts), never a column.
  a11yDismissals: 'dismissed accessibility problems',
  // Issue 48: the mark of a save that waits for a reviewer, shown with every field.
  [REVIEW_ASKED]: 'submitted for review',
}

/** Kept by the server on every write, not changed by the editor: not counted as a change. */
const BOOKKEEPING = new Set([
  'EntryID',
  'InsertedBy',
  'InsertedDate',
  'UpdatedBy',
  'UpdatedDate',
  'Slug',
  'RequestKey',
  'ViewCount',
  // The SHA-256 of a gallery photo's file as received (issue 28): follows the photo, never shown as a change.
  'ContentHash',
  // Issue 48: kept in a save's entry beside the record (review/write-step.ts): the save waits for review.
  REVIEW_ASKED,
])

/** Whether the server keeps a field itself (an id, who saved it and when): never an editor's change, never restored. */
export const isBookkeeping = (field: string): boolean => BOOKKEEPING.has(field)

/** Fields that hold an uploaded file's name. */
const FILE_FIELD = /ImagePath|Picture|Image2?$/

/** Does this field hold an uploaded file's name (a photo), so that a comparison shows it as one? */
export const isFileField = (field: string): boolean => FILE_FIELD.test(field)

export function fieldWord(field: string): string {
  return (
    FIELD_WORDS[field] ??
    field
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      .replace(/_/g, ' ')
      .toLowerCase()
  )
}

const asObject = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/** The fields an editor changed between before and after (bookkeeping left out), in the record's order. */
export function changedFields(before: unknown, after: unknown): string[] {
  const old = asObject(before)
  const now = asObject(after)
  return [...new Set([...Object.keys(old), ...Object.keys(now)])].filter(
    (key) => !BOOKKEEPING.has(key) && !same(old[key], now[key]),
  )
}

/** "the title", "the title and content", "the title, content and photo", "3 fields" → over three: "5 fields". */
function fieldList(fields: readonly string[]): string {
  if (fields.length > 3) return `${fields.length} fields`
  const words = fields.map(fieldWord)
  const last = words.pop()
  return `the ${words.length ? `${words.join(', ')} and ${last}` : last}`
}

/** A permission group's name, by its level. */
export const groupName = (level: unknown) =>
  GROUPS.find((group) => group.GroupID === level)?.GroupName ?? `level ${String(level)}`

/** The record's table and id, from 'news 12'. */
function recordOf(entry: AuditEntry): { table: string | null; id: string | null } {
  const match = entry.record?.match(/^(\S+) (\S+)$/)
  return match ? { table: match[1], id: match[2] } : { table: null, id: null }
}

/** The fields that name a record in the calls' own bodies, for an entry that holds what a call asked for. */
const ASKED_NAMES = ['title', 'name', 'fullName']

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/** The name an entry holds of its record (its fields, else what the call asked), or '' when none. */
function nameIn(area: Area, entry: AuditEntry): string {
  const row = asObject(entry.after === null || entry.after === undefined ? entry.before : entry.after)
  const fromBefore = asObject(entry.before)
  return (
    area.name
      .map((field) => text(row[field] ?? fromBefore[field]))
      .filter(Boolean)
      .join(' ') ||
    ASKED_NAMES.map((field) => text(row[field])).find(Boolean) ||
    ''
  )
}

/** The area an entry's record is named by: its own table's, else its call's. */
function namingArea(entry: AuditEntry): Area | undefined {
  const { table } = recordOf(entry)
  return AREAS[table ?? ''] ?? AREAS[CALLS[entry.call]?.area ?? '']
}

/**
 * Issue 47: each record's name as the log knows it (the newest entry that holds one comes first in the list),
 * for the entries that hold none (a set-password link, a pin): 'news 12' → 'Library hours'.
 */
export function auditNames(entries: readonly AuditEntry[]): Map<string, string> {
  const names = new Map<string, string>()
  for (const entry of entries) {
    if (!entry.record || names.has(entry.record)) continue
    const area = namingArea(entry)
    const name = area ? nameIn(area, entry) : ''
    if (name) names.set(entry.record, name)
  }
  return names
}

/** "the news 'Library hours'"; "the news" when nothing names it (never its id: people know records by name). */
function recordPhrase(area: Area, entry: AuditEntry, known?: ReadonlyMap<string, string>): string {
  const name = nameIn(area, entry) || (entry.record ? known?.get(entry.record) : undefined)
  return name ? `the ${area.word} '${name}'` : `the ${area.word}`
}

const hasFile = (row: unknown) =>
  Object.entries(asObject(row)).some(
    ([key, value]) => isFileField(key) && typeof value === 'string' && value !== '',
  )

function importPhrase(kind: string, after: unknown): string {
  const counts = asObject(asObject(after).counts)
  const parts = ['added', 'changed']
    .filter((key) => typeof counts[key] === 'number')
    .map((key) => `${String(counts[key])} ${key}`)
  return `imported ${kind.replace(/[_-]/g, ' ')} records${parts.length ? ` (${parts.join(', ')})` : ''}`
}

/** What the entry says the staff member did, after their name. */
function actionPhrase(entry: AuditEntry, known?: ReadonlyMap<string, string>): string {
  const imported = entry.call.match(IMPORT_CALL)
  if (imported) return importPhrase(imported[1], entry.after)
  const { table } = recordOf(entry)
  const call = CALLS[entry.call]
  // A restore is told by the record it brought back, whatever its kind.
  const byRecord = call && (TOLD_BY_RECORD.has(call.action) || TOLD_BY_TABLE.has(call.area))
  const areaKey = byRecord && table && AREAS[table] ? table : (call?.area ?? table)
  const area = AREAS[areaKey ?? ''] ?? (table ? { word: fieldWord(table), name: [] } : null)
  if (!call || !area) return area ? `made a change to ${recordPhrase(area, entry, known)}` : 'made a change'
  const record = recordPhrase(area, entry, known)
  const noBefore = entry.before === null || entry.before === undefined
  const noAfter = entry.after === null || entry.after === undefined
  switch (call.action) {
    case 'add':
      // An add that found its record (home content saved again) is an update.
      if (!noBefore) break
      return `added ${record}${!area.isPhoto && hasFile(entry.after) ? ' with a photo' : ''}${reviewAsked(entry) ? ' and submitted it for review' : ''}`
    case 'delete':
      return `deleted ${record}`
    case 'upload':
      // The photo step of an add, refused as unreadable, takes the record it made away (storage/uploads.ts).
      if (noAfter) return `removed ${record}, as its photo could not be read`
      return `uploaded a photo for ${record}`
    case 'grant':
      return `granted the permission '${groupName(asObject(entry.after).IsAdmin)}' to ${record}`
    case 'revoke':
      return `revoked the permission '${groupName(asObject(entry.before).IsAdmin)}' of ${record}`
    case 'deactivate':
      return `deactivated ${record}`
    case 'reactivate':
      return `reactivated ${record}`
    case 'resetPassword':
      return `reset the password of ${record} and ended its sessions`
    case 'sendLink':
      return `sent a new set-password link to ${record}`
    case 'enrolSenate':
      return noBefore ? `enrolled ${record} in the Senate` : `updated ${record} in the Senate`
    case 'enrolManagement':
      return noBefore ? `enrolled ${record} in the Management` : `updated ${record} in the Management`
    case 'saveMapping':
      return `saved the import columns of ${area.word}s`
    case 'setRetention': {
      const { keepVersions, keepDays } = asObject(entry.after)
      return `set the version retention to the last ${String(keepVersions)} versions and ${String(keepDays)} days`
    }
    case 'pin': {
      const { version, pinned } = asObject(entry.after)
      return `${pinned ? 'pinned' : 'unpinned'} version #${String(version)}`
    }
    case 'restore':
      return `restored ${record}`
    case 'setZone':
      return `set the university time zone to ${String(asObject(entry.after).zone)}`
    case 'setLocale':
      return `set the university locale to ${localeName(String(asObject(entry.after).locale))}`
    case 'setA11yLevels': {
      const levels = Object.entries(asObject(asObject(entry.after).levels))
      const set = levels.map(([rule, level]) => `${rule} ${String(level)}`).join(', ')
      return `set the accessibility levels${set ? `: ${set}` : ''}`
    }
    case 'setPreview': {
      const { template, minutes } = asObject(entry.after)
      return template
        ? `set the site's preview address to ${String(template)}, each link lasting ${String(minutes)} minutes`
        : "removed the site's preview address"
    }
    case 'previewLink': {
      const { area: asked, id } = asObject(entry.after)
      const linked = AREAS[String(asked)]
      const name = known?.get(`${String(asked)} ${String(id)}`)
      return `made a preview link of ${linked ? `the ${linked.word}` : String(asked)}${name ? ` '${name}'` : ''}`
    }
    case 'scheduledPublish':
      return `published ${record} at its scheduled time`
    case 'scheduledUnpublish':
      return `took ${record} down at its scheduled time`
    case 'pause':
      return `paused ${record}`
    case 'resume':
      return `resumed ${record}`
    case 'sendTest':
      return `sent a test event to ${record}`
    case 'redeliver':
      return `sent webhook delivery #${String(asObject(entry.after).deliveryId)} again`
    case 'approve':
      return `approved the change to ${record}`
    case 'requestChanges':
      return `asked for changes to ${record}`
    case 'reject':
      return `rejected the change to ${record}`
    case 'reviewComment': {
      const { table: asked, EntryID } = asObject(entry.after)
      const commented = AREAS[String(asked)]
      const name = known?.get(`${String(asked)} ${String(EntryID)}`)
      return `commented on the change to ${commented ? `the ${commented.word}` : String(asked)}${name ? ` '${name}'` : ''}`
    }
    case 'setReview':
      return 'set who is reviewed before publishing'
    case 'restoreVersion': {
      const fields = changedFields(entry.before, entry.after)
      return `restored ${fields.length ? fieldList(fields) : 'an earlier version'} of ${record} from an earlier version`
    }
    case 'update':
      break
  }
  const fields = changedFields(entry.before, entry.after)
  if (reviewAsked(entry))
    return noBefore || !fields.length
      ? `submitted ${record} for review`
      : `submitted a change to ${fieldList(fields)} of ${record} for review`
  if (noBefore) return `saved ${record}`
  return fields.length ? `changed ${fieldList(fields)} of ${record}` : `saved ${record} unchanged`
}

/** Issue 48: the save waited for a reviewer (its entry carries the mark). */
const reviewAsked = (entry: AuditEntry): boolean => asObject(entry.after)[REVIEW_ASKED] === true

/** One audit entry as a sentence: the staff member, what they did, to which record, in words. */
export function auditSentence(entry: AuditEntry, known?: ReadonlyMap<string, string>): string {
  return `${entry.staff_name} ${actionPhrase(entry, known)}`
}

/** One field of an entry, as the before/after comparison shows it. */
export interface FieldChange {
  field: string
  label: string
  before: string
  after: string
  changed: boolean
}

/** A stored value as text: rich text as its text, a group by its name, nothing as a dash. */
export function valueText(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return AUDIT_TEXT.empty
  if (field === 'IsAdmin') return groupName(value)
  if (typeof value === 'string') return value.startsWith('[{') ? richTextToPlain(value) : value
  if (typeof value === 'boolean') return value ? 'yes' : 'no'
  return typeof value === 'object' ? JSON.stringify(value) : String(value)
}

/** Every field of the entry's before and after, the changed ones (bookkeeping aside) first. */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  const old = asObject(before)
  const now = asObject(after)
  const changed = new Set(changedFields(before, after))
  const rows = [...new Set([...Object.keys(old), ...Object.keys(now)])].map((field) => ({
    field,
    label: fieldWord(field),
    before: valueText(field, old[field]),
    after: valueText(field, now[field]),
    changed: changed.has(field),
  }))
  return [...rows.filter((row) => row.changed), ...rows.filter((row) => !row.changed)]
}

/** The time of an entry, date and time, always shown: the university's way in its zone (rules/dates.ts). */
export const auditTime = (at: string, zone: string): string => showMoment(at, zone)

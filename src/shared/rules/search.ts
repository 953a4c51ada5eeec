import { ALUMNI_PATHS } from './alumni'
import { HOME_CONTENT_PATH } from './content'
import { EVENT_PATHS } from './event'
import { courseAboutAddress, FACULTY_PATHS } from './faculty'
import { GALLERY_PATHS } from './gallery'
import { HEADLINE_PATHS } from './headline'
import { updatePathOf } from './leadership'
import { MEDIA_PATH } from './media'
import { NEWS_PATHS } from './news'
import { PARTNER_PATHS } from './partners'
import { ACCESS, GENERAL_CODE, type AccessPolicy } from './permissions'
import { updateAddress } from './record-address'
import { SLIDER_PATHS } from './sliders'

// Issue 28 "One search for everything": the areas Ctrl+K searches, as data. The migration's indexes
// (0027_search.sql), the server's one query per area and the permission tests are all made from this table.

/** A column the search reads: plain text, or rich text (Slate JSON, searched as its text values). */
export interface SearchColumn {
  readonly name: string
  readonly rich?: true
}

export interface SearchArea {
  /** The key of the area in the answer. */
  readonly area: string
  /** How the dialog names its group. */
  readonly label: string
  readonly table: string
  /** The title: a column of `table`, of a joined table (`from`), or, for a one-record area, fixed words. */
  readonly title: { readonly column: string; readonly from?: JoinedTable } | { readonly fixed: string }
  /** The text searched besides the title; its best words make the snippet. */
  readonly text: readonly SearchColumn[]
  /** Who may see the area's records: the contract access of its read-one. */
  readonly access: AccessPolicy
  /** The column naming the record's faculty, when the area holds faculty content (held to the user's own). */
  readonly faculty?: { readonly column: string; readonly from?: JoinedTable }
  /** A column the update screen depends on (leadership's category, a course page's course). */
  readonly extra?: string
  /** The record's update screen: its address from the record's id, faculty and `extra`. */
  readonly open: (hit: { id: number; faculty: string | null; extra: string | null }) => string
  /** The record's last change: UpdatedDate when the table has one, else InsertedDate. */
  readonly updated: readonly string[]
}

/** A table joined on a key column both share (a course's about page takes its course's name). */
export interface JoinedTable {
  readonly table: string
  readonly key: string
}

const byMode =
  (paths: { general: { update: string }; faculty: { update: string } }) =>
  (hit: { id: number; faculty: string | null }) =>
    updateAddress(hit.faculty === GENERAL_CODE ? paths.general.update : paths.faculty.update, hit.id)

const updatedOrInserted = ['UpdatedDate', 'InsertedDate'] as const
const course = { table: 'course', key: 'CourseCode' } as const

export const SEARCH_AREAS: readonly SearchArea[] = [
  {
    area: 'news',
    label: 'News',
    table: 'news',
    title: { column: 'Title' },
    text: [{ name: 'Description', rich: true }],
    access: ACCESS.newsAndEvents,
    faculty: { column: 'FacultyCode' },
    open: byMode(NEWS_PATHS),
    updated: updatedOrInserted,
  },
  {
    area: 'events',
    label: 'Events',
    table: 'event',
    title: { column: 'Title' },
    text: [{ name: 'Location' }, { name: 'Description', rich: true }],
    access: ACCESS.newsAndEvents,
    faculty: { column: 'FacultyCode' },
    open: byMode(EVENT_PATHS),
    updated: updatedOrInserted,
  },
  {
    area: 'gallery',
    label: 'Gallery',
    table: 'gallery',
    title: { column: 'ImageTitle' },
    text: [],
    access: ACCESS.generalContent,
    open: (hit) => updateAddress(GALLERY_PATHS.update, hit.id),
    updated: updatedOrInserted,
  },
  {
    area: 'leadership',
    label: 'Leadership',
    table: 'leadership',
    title: { column: 'FullName' },
    text: [{ name: 'Designation' }, { name: 'Description', rich: true }],
    access: ACCESS.generalContent,
    extra: 'Category',
    open: (hit) => updateAddress(updatePathOf(hit.extra ?? ''), hit.id),
    updated: updatedOrInserted,
  },
  {
    area: 'headlines',
    label: 'Headlines',
    table: 'headline',
    title: { column: 'LinkTitle' },
    text: [{ name: 'Message', rich: true }],
    access: ACCESS.siteAdmin,
    open: (hit) => updateAddress(HEADLINE_PATHS.update, hit.id),
    updated: updatedOrInserted,
  },
  {
    area: 'sliders',
    label: 'Sliders',
    table: 'slider',
    title: { column: 'Title' },
    text: [{ name: 'Caption' }, { name: 'BtnName' }],
    access: ACCESS.siteAdmin,
    open: (hit) => updateAddress(SLIDER_PATHS.update, hit.id),
    updated: updatedOrInserted,
  },
  {
    area: 'partners',
    label: 'Partners',
    table: 'partner',
    title: { column: 'PartnerName' },
    text: [],
    access: ACCESS.siteAdmin,
    open: (hit) => updateAddress(PARTNER_PATHS.update, hit.id),
    updated: updatedOrInserted,
  },
  {
    area: 'alumniFeedback',
    label: 'Alumni Feedback',
    table: 'alumni_feedback',
    title: { column: 'Title' },
    text: [{ name: 'StudentName' }, { name: 'Description', rich: true }],
    access: ACCESS.generalContent,
    open: (hit) => updateAddress(ALUMNI_PATHS.feedbackUpdate, hit.id),
    updated: updatedOrInserted,
  },
  {
    area: 'faculties',
    label: 'Faculties',
    table: 'faculty',
    title: { column: 'FacultyName' },
    text: [{ name: 'FacultyDean' }, { name: 'FacultyDetail', rich: true }],
    access: ACCESS.facultyContent,
    faculty: { column: 'FacultyCode' },
    // The faculty page is the current faculty's: the dialog makes the hit's faculty current first.
    open: () => FACULTY_PATHS.content,
    updated: ['InsertedDate'],
  },
  {
    area: 'courses',
    label: 'Courses',
    table: 'course_about',
    title: { column: 'CourseName', from: course },
    text: [{ name: 'CourseHOD' }, { name: 'Description', rich: true }, { name: 'HODContent', rich: true }],
    access: ACCESS.courses,
    faculty: { column: 'FacultyCode', from: course },
    extra: 'CourseCode',
    // The about page of the hit's course, in the hit's faculty (the dialog makes it current first).
    open: (hit) => courseAboutAddress(hit.extra ?? ''),
    updated: updatedOrInserted,
  },
  {
    area: 'homeContent',
    label: 'Home Content',
    table: 'home_content',
    title: { fixed: 'Home page content' },
    text: [
      'DiscoverContent',
      'AboutContent',
      'CampusContent',
      'CampusContent2',
      'EducationContent',
      'RegistryContent',
    ].map((name) => ({ name, rich: true as const })),
    access: ACCESS.siteAdmin,
    open: () => HOME_CONTENT_PATH,
    updated: updatedOrInserted,
  },
  {
    area: 'mediaCoverage',
    label: 'Media Coverage',
    table: 'media_news',
    title: { column: 'title' },
    text: [],
    access: ACCESS.generalContent,
    open: () => MEDIA_PATH,
    updated: ['InsertedDate'],
  },
]

export const SEARCH_LIMITS = {
  /** Longer text is refused (400): a search is a few words. */
  queryMax: 200,
  /** Fewer characters find nothing worth a query; the dialog waits for more. */
  queryMin: 2,
  /** Hits per area; the dialog is a jump list, not a report. */
  perArea: 5,
  /**
   * The search widens when the words as typed found fewer hits than this in all areas together: first the last
   * word taken as the beginning of a word (the dialog asks at every keystroke), then titles that look like the
   * typed words (a typo). Words that are found were neither half typed nor mistyped, and asking every area for
   * likenesses is a search's costliest part.
   */
  widenBelow: 5,
  /** A last word shorter than this is not taken as the beginning of a word: it begins too many. */
  beginMin: 3,
  /** Words of the snippet around the matched ones. */
  snippetWords: 18,
  /**
   * The characters of a record's title and text whose words are indexed; words past them are not found. PostgreSQL
   * refuses a word vector over 1 MB, and with it the save (a 500): a body of many distinct words (an admission
   * list's thousands of registration numbers) made one. Each character gives the vector at most 13 bytes (a
   * character of an unspaced script is a word of its own), so 60,000 stay under 800 KB: about 9,000 English words.
   */
  indexedChars: 60_000,
} as const

export const SEARCH_TEXT = {
  /** The header's box and the dialog's field. */
  label: 'Search everything',
  placeholder: 'Search news, events, gallery, people…',
  noResults: (query: string) => `Nothing found for “${query}”.`,
  tooShort: `Type at least ${SEARCH_LIMITS.queryMin} characters.`,
  searching: 'Searching…',
  failed: 'The search failed. Try again.',
  /** Said to a screen reader as the count changes. */
  count: (n: number) => (n === 1 ? '1 result' : `${n} results`),
  close: 'Close',
} as const

/** The area of a key, for the renderer and the tests. */
export const searchAreaOf = (key: string): SearchArea | undefined => SEARCH_AREAS.find((a) => a.area === key)

import { ALERT_TITLES, errorAlert, type AlertSpec } from './alerts'

// What the screens of every content area say and where they lead, in words shared by all areas: the two
// modes of the shared general/faculty screens and their paths, the success alert, the texts of the
// shared form. An area's own rules file (news.ts) fills these in with its names.

/** The news and event screens serve the general site and one faculty (SPEC §1, §2.7, §2.8). */
export type ContentMode = 'general' | 'faculty'

/** Words Title Case leaves small inside a title ('Faculty of Computing'). */
const SMALL_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'by', 'for', 'in', 'of', 'on', 'or', 'the', 'to'])

/**
 * Title Case, the one case style of menu entries and page titles ('Alumni students' → 'Alumni Students');
 * words already capitalised (StudentID, CSV) are left as they are.
 */
export const titleCase = (text: string): string =>
  text
    .split(' ')
    .map((word, index) =>
      index > 0 && SMALL_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ')

export interface ScreenPaths {
  add: string
  list: string
  update: string
}
export type PathsByMode = Readonly<Record<ContentMode, ScreenPaths>>

/** The faculty area's screens all live under /faculty (SPEC §2.1). */
export const isFacultyPath = (pathname: string): boolean =>
  pathname === '/faculty' || pathname.startsWith('/faculty/')

export const modeOfPath = (pathname: string): ContentMode => (isFacultyPath(pathname) ? 'faculty' : 'general')

/** SPEC §8: success alerts are titled 'SUCCESS', and OK leads to the list. */
export const successAlert = (text: string, redirect: string): AlertSpec => ({
  title: ALERT_TITLES.success,
  text,
  redirect,
})

/** The words of the shared form (FormShell, drafts, the leave guard, the two-step save). */
export const FORM_TEXT = {
  submit: 'Submit',
  /** SPEC §2.10: the loading state of a submit. */
  saving: 'Please wait...',
  draftRestored: 'Restored your unsaved changes.',
  discardDraft: 'Discard',
  leaveUnsaved: 'You have unsaved changes. Leave this form?',
  leave: 'Leave',
  stay: 'Stay',
  sessionEndedWhileSaving: 'Your session has ended. Sign in again, then save.',
  retryPhoto: 'Retry photo',
  continueWithoutPhoto: 'Continue without photo',
  chooseFacultyFirst: 'Choose a faculty in the side menu first.',
  nothingSelected: 'Nothing is selected to edit. Choose one in the list.',
  /** Beside the label of a field that is shown, not edited (issue 47). */
  readOnly: 'Read only',
} as const

/**
 * SPEC §4, §9: the Publish (1) or Draft (0) choice of news and events, and (issue 23) of headlines and
 * sliders; a list says Published for 1, Draft otherwise.
 */
export type PublishStatus = 0 | 1
export const PUBLISH_STATUS_CHOICES: readonly { value: PublishStatus; label: string }[] = [
  { value: 1, label: 'Publish' },
  { value: 0, label: 'Draft' },
]
export const publishStatusLabel = (status: number): string => (status === 1 ? 'Published' : 'Draft')
/** A stored status as the form holds it: 1 is Publish, anything else Draft. */
export const publishStatusOf = (status: number): PublishStatus => (status === 1 ? 1 : 0)

/**
 * Issue 23: a Delete's confirmation names the record, under SPEC's text: "Delete the news 'Library hours
 * extended'?". `what` is the area's word for one record ('news', 'event', 'board member').
 */
export const deleteNamingText = (what: string, name: string): string => `Delete the ${what} '${name}'?`

/** SPEC §5's delete confirmation, asked before every Delete of a list. */
export const CONFIRM_DELETE = {
  title: 'Confirm',
  text: 'ARE YOU SURE YOU WANT TO DELETE THIS RECORD?',
} as const

/**
 * The texts of a Delete SPEC has none for (issue 23), in the manner of its own (§5, §8): SPEC's confirmation
 * (with the record named under it), a SUCCESS alert after which the list stays, and a failure.
 */
export const deleteTexts = (what: string) =>
  ({
    confirm: CONFIRM_DELETE,
    deleted: { title: ALERT_TITLES.success, text: `${what.toUpperCase()} DELETED SUCCESSFULLY` },
    failed: errorAlert(`Failed to delete the ${what}!`),
  }) satisfies { confirm: unknown; deleted: AlertSpec; failed: AlertSpec }

/**
 * The words every list shares (issue 23): its rows' buttons under one 'Actions' header (one word for editing
 * everywhere), each button named with its record for a screen reader, and what an empty list says.
 */
export const LIST_TEXT = {
  edit: 'Edit',
  delete: 'Delete',
  view: 'View',
  actions: 'Actions',
  /** A row button's accessible name: "Edit 'Library hours'" (the button shows only 'Edit'). */
  actionName: (label: string, record: string): string => `${label} '${record}'`,
  /** A list with no rows: 'No photos yet', followed by the way to add one. */
  empty: (things: string): string => `No ${things} yet`,
  /** A search that leaves no rows. */
  noMatch: (things: string, term: string): string => `No ${things} match '${term}'`,
} as const

/** The record saved but its photo did not arrive: said with the area's name ('news', 'event'). */
export const photoNotUploadedText = (record: string, message: string): string =>
  `The ${record} was saved, but its photo did not upload: ${message}`

/** The public page of a record, `<site>news/<slug>` (SPEC §2.7), whether or not the site ends in '/'. */
export function publicPageUrl(site: string, kind: string, slug: string): string {
  const base = site.endsWith('/') ? site : `${site}/`
  return `${base}${kind}/${encodeURIComponent(slug)}`
}

/** A stored date or timestamp as YYYY-MM-DD (SPEC §2.8); '' when it is not a date. */
export function isoDay(value: string | null | undefined): string {
  if (!value) return ''
  const leading = /^(\d{4}-\d{2}-\d{2})/.exec(value)
  if (leading) return leading[1]
  const parsed = new Date(value)
  return Number.isNaN(parsed.getTime()) ? '' : parsed.toISOString().slice(0, 10)
}

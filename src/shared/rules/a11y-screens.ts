import { showDay } from './dates'
import type { A11yProblem } from './a11y'
import { ACCESS } from './permissions'
import { CHECKED_AREAS, type CheckedArea, type CheckedTable, type Named } from './a11y/areas'

// Issue 27's screens: the checker's panel in every form, the dismiss dialog, the report and the dashboard's
// figure, in words; the report's paths (the route table and menu read them).

/** A problem's level: an error holds a publish, a warning never does. */
type A11yLevel = A11yProblem['level']

export const A11Y_PATHS = {
  /** The report of every area (Super Admin). */
  general: '/general/accessibility',
  /** The report in faculty mode: the chosen faculty's content (a Faculty user's own). */
  faculty: '/faculty/accessibility',
} as const

/**
 * The report a level opens: a Super Admin's and a DSSD user's of all they edit (the general screen), a Faculty
 * user's of their faculty (faculty mode).
 */
export const reportPathFor = (level: number): string =>
  (ACCESS.a11yReport.general as readonly number[]).includes(level) ? A11Y_PATHS.general : A11Y_PATHS.faculty

/** How long the form waits after typing stops before checking again (ms). */
export const A11Y_CHECK_DELAY_MS = 250

/** The longest reason a dismissal keeps (contract/a11y.ts A11yDismissal says the same to the server). */
export const DISMISS_REASON_MAX = 1000

export const A11Y_LEVEL_TEXT: Record<A11yLevel, string> = { error: 'Error', warning: 'Warning' }

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString()} ${n === 1 ? one : many}`

export const A11Y_TEXT = {
  panelTitle: 'Accessibility',
  none: 'No accessibility problems found.',
  /** What the panel says at its top, and screen readers hear when it changes. */
  summary: (errors: number, warnings: number) =>
    errors + warnings === 0
      ? 'No accessibility problems found.'
      : `${plural(errors, 'error')} and ${plural(warnings, 'warning')}.`,
  held: (errors: number) =>
    `Not saved: publishing needs ${errors === 1 ? 'this error' : `these ${errors} errors`} fixed, or dismissed with a reason.`,
  warningsSave: 'Warnings never stop a save.',
  field: (label: string) => `In ${label}`,
  fix: 'How to fix: ',
  criterion: (criterion: string) => `WCAG ${criterion}`,
  show: 'Show',
  dismiss: 'Dismiss…',
  dismissed: (reason: string) => `Dismissed: ${reason}`,
  undo: 'Undo dismissal',
  dialogTitle: 'Dismiss this problem',
  dialogText: 'Say why this problem may stay on the published page. Your reason is kept with the save.',
  reason: 'Reason',
  reasonHint: `Up to ${DISMISS_REASON_MAX.toLocaleString()} characters.`,
  reasonRequired: 'Say why this problem may stay.',
  reasonTooLong: `The reason is longer than ${DISMISS_REASON_MAX.toLocaleString()} characters.`,
  keep: 'Dismiss problem',
  cancel: 'Cancel',
} as const

export const A11Y_REPORT_TEXT = {
  menu: 'Accessibility',
  title: 'Accessibility report',
  intro: 'Published content with open accessibility problems. Dismissed problems are not counted.',
  records: 'Published records with problems',
  recordsList: 'the accessibility report',
  things: 'published records with problems',
  search: 'Search the report',
  area: 'Area',
  record: 'Record',
  faculty: 'Faculty',
  errors: 'Errors',
  warnings: 'Warnings',
  problems: 'Problems',
  noFaculty: '—',
  perRule: 'Problems per rule',
  rule: 'Rule',
  criterion: 'WCAG',
  noProblems: 'No open problems.',
  trend: 'Trend',
  trendCaption: 'Published records with errors, by day',
  day: 'Day',
  recordsWithErrors: 'Records with errors',
  allProblems: 'All open problems',
  trendNone: 'No days recorded yet.',
  trendText: (points: readonly { day: string; recordsWithErrors: number }[]) =>
    points.length === 0
      ? 'No days recorded yet.'
      : `From ${showDay(points[0].day)} to ${showDay(points[points.length - 1].day)}: ${points
          .map((p) => `${showDay(p.day)} ${p.recordsWithErrors.toLocaleString()}`)
          .join(', ')}.`,
  levels: 'Rule levels',
  levelsIntro: 'An error holds a publish until it is fixed or dismissed; a warning never does.',
  levelOf: (message: string) => `Level of: ${message}`,
  defaultLevel: (level: A11yLevel) => `Default: ${A11Y_LEVEL_TEXT[level]}`,
  saveLevels: 'Save levels',
  levelsSaved: 'The rule levels are saved.',
  dismissals: 'Dismissed problems',
  dismissalsList: 'the dismissed problems',
  dismissalThings: 'dismissed problems',
  searchDismissals: 'Search the dismissals',
  reason: 'Reason',
  by: 'By',
  when: 'When',
  goneRecord: '(deleted record)',
  exportName: 'accessibility-report.csv',
  dismissalsExportName: 'accessibility-dismissals.csv',
} as const

export const A11Y_DASHBOARD_TEXT = {
  label: 'Published records with accessibility errors',
} as const

/** A field of an area by its column, as a problem names it: its label, its body name, an image's alt field. */
export type NamedField = Named & { alt?: string; image?: number }

export function fieldNamed(area: CheckedArea, column: string): NamedField | undefined {
  const fields: NamedField[] = [
    ...area.images.map((image, i) => ({ ...image, image: i })),
    ...(area.title ? [area.title] : []),
    ...area.richText,
    ...area.links.flatMap((link) => [link.text, link.url]),
    ...[area.headlineColour, area.pickedColour, area.captions].filter((field) => field !== undefined),
  ]
  return fields.find((field) => field.column === column)
}

/** What the panel and the report call a problem's field ('Photo', 'Content'): the column when unnamed. */
export const fieldLabel = (table: CheckedTable, column: string): string =>
  fieldNamed(CHECKED_AREAS[table], column)?.label ?? column

// SPEC §6 as data: groups, menu sections, screen checks, the faculty header menu, and (decided by us,
// written down in docs/permissions.md) which levels may make which REST call.

export const GROUPS = [
  { GroupID: 1, GroupName: 'Super Admin' },
  { GroupID: 2, GroupName: 'Faculty' },
  { GroupID: 3, GroupName: 'Department' },
  { GroupID: 4, GroupName: 'DSSD' },
] as const

export type Level = (typeof GROUPS)[number]['GroupID']
export const ALL_LEVELS: readonly Level[] = [1, 2, 3, 4]

export function isLevel(value: unknown): value is Level {
  return typeof value === 'number' && (ALL_LEVELS as readonly number[]).includes(value)
}

/**
 * The levels bound to one faculty: their staff need a faculty, and act on its content only (mayAccess). The
 * others act on every faculty's content as their policies allow.
 */
export const FACULTY_BOUND_LEVELS: readonly Level[] = [2, 3]
export const isFacultyBound = (level: number): boolean =>
  (FACULTY_BOUND_LEVELS as readonly number[]).includes(level)

/** The faculty code of content that belongs to no faculty. */
export const GENERAL_CODE = 'General'

/** Side-menu sections and the levels that see them (SPEC §6). Dashboard and Logout are always shown. */
export const MENU_SECTIONS = {
  about: [1, 4],
  event: [1, 4],
  news: [1, 4],
  faculty: [1, 2, 3, 4],
  alumni: [1, 4],
  leadership: [1, 4],
  general: [1],
  permission: [1, 2],
  /** Ours (issue 22): the university's own records, kept by hand or imported. */
  records: [1],
  /** Ours: staff accounts (docs/permissions.md "Accounts"), next to Permission. */
  accounts: [1, 2],
  /** Ours (issue 48): the Review screen, for the levels that may review (rules/review.ts REVIEWER_LEVELS). */
  review: [1, 2, 4],
} as const satisfies Record<string, readonly Level[]>
export type MenuSection = keyof typeof MENU_SECTIONS

/** Faculty-mode header menu entries and their levels (SPEC §6). */
export const FACULTY_MENU = {
  dashboard: [1, 2, 3, 4],
  course: [1, 2, 3, 4],
  news: [1, 2, 4],
  event: [1, 2, 4],
  facultyContent: [1, 2, 4],
  /** Ours (issue 27): the accessibility report of the faculty's content (ACCESS.a11yReport's faculty levels). */
  accessibility: [1, 2, 4],
} as const satisfies Record<string, readonly Level[]>

/**
 * Who may make a REST call. `general` lists the levels allowed for content of the general site;
 * `faculty` the levels allowed for one faculty's content, where Faculty (2) and Department (3) users
 * are further held to their own faculty. `null` means the call needs no session (login, health).
 */
export interface AccessPolicy {
  readonly name: string
  readonly general: readonly Level[]
  readonly faculty: readonly Level[]
}

const policy = (name: string, general: readonly Level[], faculty: readonly Level[] = []): AccessPolicy => ({
  name,
  general,
  faculty,
})

export const ACCESS = {
  /** Any signed-in staff member: dashboard counts, faculty menu, sign out. */
  signedIn: policy('signedIn', ALL_LEVELS, ALL_LEVELS),
  /** The general site's content areas of the About, Event, News, Alumni and Leadership menus. */
  generalContent: policy('generalContent', [1, 4]),
  /** News and events: general for 1 and 4, a faculty's own for 1, 2 and 4. */
  newsAndEvents: policy('newsAndEvents', [1, 4], [1, 2, 4]),
  /** Courses of a faculty: every level, Faculty and Department users for their own faculty. */
  courses: policy('courses', [1, 4], ALL_LEVELS),
  /** A faculty's own page content. */
  facultyContent: policy('facultyContent', [1, 4], [1, 2, 4]),
  /** Home content, headlines, sliders, partners: the General menu. */
  siteAdmin: policy('siteAdmin', [1]),
  /** Seeing permission groups and their members. */
  permissionView: policy('permissionView', [1, 2]),
  /** Granting and revoking group membership: Super Admin only (SPEC does not say; see docs/permissions.md). */
  permissionGrant: policy('permissionGrant', [1]),
  /** Reading the audit log of every write: Super Admin only (ours; SPEC has no audit log). */
  auditView: policy('auditView', [1]),
  /** The dashboard's getting-started checklist: Super Admin only (ours). */
  gettingStarted: policy('gettingStarted', [1]),
  /** The university's records (faculties, courses, staff, alumni students) and their CSV import: Super Admin. */
  records: policy('records', [1]),
  /** How long records' versions are kept, pinning one, restoring a deleted record (issue 25): Super Admin. */
  versions: policy('versions', [1]),
  /**
   * Staff accounts (ours; SPEC has none): a Super Admin every account; a Faculty user the Department editors
   * of their own faculty, which each handler checks per account (rules/accounts.ts mayManageAccount).
   */
  accounts: policy('accounts', [1, 2], [1, 2]),
  /** Which accessibility rules are errors, and the review of dismissed problems (issue 27): Super Admin. */
  a11ySettings: policy('a11ySettings', [1]),
  /**
   * The accessibility report (issue 27) of what the user may edit (issue 47): a Super Admin every area, DSSD
   * the general content and every faculty's they publish, a Faculty user their own faculty's.
   */
  a11yReport: policy('a11yReport', [1, 4], [1, 2, 4]),
  /** The public website's webhook endpoints and their delivery logs (issue 46): Super Admin. */
  webhooks: policy('webhooks', [1]),
  /**
   * A preview link of a public record (issue 46): every level that may update some public record; the
   * handler then holds the caller to that record's own update policy and faculty.
   */
  preview: policy('preview', [1, 4], ALL_LEVELS),
  /** Who is reviewed before publishing, and by whom (issue 48): Super Admin. */
  reviewSettings: policy('reviewSettings', [1]),
} as const satisfies Record<string, AccessPolicy>

export const PUBLIC = null
export type Access = AccessPolicy | typeof PUBLIC

export interface Actor {
  IsAdmin: number
  FacultyCode: string | null
}

/**
 * May this actor act on content of this faculty code under this policy?
 * `facultyCode` undefined means the call is not about one faculty's content (lists of the general site).
 */
export function mayAccess(actor: Actor, access: Access, facultyCode?: string | null): boolean {
  if (access === PUBLIC) return true
  if (!isLevel(actor.IsAdmin)) return false
  const level = actor.IsAdmin
  if (facultyCode == null || facultyCode === GENERAL_CODE) return access.general.includes(level)
  if (!access.faculty.includes(level)) return false
  if (isFacultyBound(level)) return actor.FacultyCode === facultyCode
  return true
}

export function mayAny(actor: Actor, access: Access): boolean {
  if (access === PUBLIC) return true
  return (
    isLevel(actor.IsAdmin) &&
    (access.general.includes(actor.IsAdmin) || access.faculty.includes(actor.IsAdmin))
  )
}

export function seesMenuSection(level: number, section: MenuSection): boolean {
  return (MENU_SECTIONS[section] as readonly number[]).includes(level)
}

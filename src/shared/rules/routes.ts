import { A11Y_PATHS } from './a11y-screens'
import { ACCOUNT_PATHS } from './accounts'
import { AUDIT_LEVELS, AUDIT_PATH } from './audit'
import { LOGIN_PATH } from './login'
import { ACCESS, FACULTY_MENU, MENU_SECTIONS, ALL_LEVELS, type Level } from './permissions'
import { PREVIEW_SETTINGS_PATH } from './preview'
import { RECORD_KINDS, recordPaths } from './records'
import { RETENTION_PATH } from './retention'
import { ZONE_PATH } from './schedule'
import { LOCALE_PATH } from './locales'
import { SSO_WAITING_LIST_ROUTE } from './sso'
import { WEBHOOK_PATH } from './webhooks'
import { REVIEW_PATH } from './review'

// The route table of SPEC §2.1 with the levels each route admits. SPEC's old console guarded only the
// menu; we guard every route with the same matrix (docs/spec-deviations.md).
const route = (path: string, levels: readonly Level[]) => ({ path, levels })

export const ROUTES = [
  route('/', ALL_LEVELS),
  ...['addphoto', 'update', 'list', 'addcategory', 'addsubcategory'].map((p) =>
    route(`/about/gallery/${p}`, MENU_SECTIONS.about),
  ),
  ...[
    'addleadership',
    'leadershiplist',
    'boardlist',
    'update',
    'enrolsenate',
    'enrolmanagement',
    'senatelist',
    'managementlist',
  ].map((p) => route(`/leadership/${p}`, MENU_SECTIONS.leadership)),
  ...['add', 'news/list', 'update', 'media'].map((p) => route(`/news/general/${p}`, MENU_SECTIONS.news)),
  ...['add', 'list', 'update'].map((p) => route(`/event/general/${p}`, MENU_SECTIONS.event)),
  route('/faculty/dashboard/:slug', FACULTY_MENU.dashboard),
  ...['add', 'list', 'update'].map((p) => route(`/faculty/news/${p}`, FACULTY_MENU.news)),
  ...['add', 'list', 'update'].map((p) => route(`/faculty/event/${p}`, FACULTY_MENU.event)),
  route('/faculty', MENU_SECTIONS.faculty),
  route('/faculty/content', FACULTY_MENU.facultyContent),
  route('/faculty/course', FACULTY_MENU.course),
  route('/faculty/course/about', FACULTY_MENU.course),
  ...['viewalumni', 'feedback/list', 'feedback/add', 'feedback/update', 'list'].map((p) =>
    route(`/alumni/${p}`, MENU_SECTIONS.alumni),
  ),
  ...['headline/addheadline', 'headline/headlinelist', 'headline/update'].map((p) =>
    route(`/general/${p}`, MENU_SECTIONS.general),
  ),
  ...['slider/addslider', 'slider/sliderslist', 'slider/update'].map((p) =>
    route(`/general/${p}`, MENU_SECTIONS.general),
  ),
  ...['partners/add', 'partners/list', 'partners/update'].map((p) =>
    route(`/general/${p}`, MENU_SECTIONS.general),
  ),
  route('/content', MENU_SECTIONS.general),
  // Ours (issue 25): how long records' versions are kept, Super Admin only as the General menu.
  route(RETENTION_PATH, MENU_SECTIONS.general),
  // Ours (issue 26): the university's time zone for scheduled changes, Super Admin only as the General menu.
  route(ZONE_PATH, MENU_SECTIONS.general),
  // Ours (issue 47): the university's locale, beside the time zone.
  route(LOCALE_PATH, MENU_SECTIONS.general),
  // Ours (issue 46): the site's preview address, Super Admin only as the General menu (ACCESS.siteAdmin).
  route(PREVIEW_SETTINGS_PATH, MENU_SECTIONS.general),
  // Ours (issue 27): the accessibility report, Super Admin in the General menu, a faculty's in faculty mode.
  route(A11Y_PATHS.general, ACCESS.a11yReport.general),
  route(A11Y_PATHS.faculty, FACULTY_MENU.accessibility),
  // Ours (issue 46): the public website's webhooks, Super Admin in the General menu.
  route(WEBHOOK_PATH, ACCESS.webhooks.general),
  // Ours (issue 48): the changes waiting for review, for the levels that may review.
  route(REVIEW_PATH, MENU_SECTIONS.review),
  route('/permission', MENU_SECTIONS.permission),
  route('/permission/add', MENU_SECTIONS.permission),
  route('/permission/group/members', MENU_SECTIONS.permission),
  // Ours (issue 22): the university's records, each kind's list, add, update and import.
  ...RECORD_KINDS.flatMap((kind) =>
    Object.values(recordPaths(kind)).map((path) => route(path, MENU_SECTIONS.records)),
  ),
  // Ours: people the identity provider let in without a group, for a Super Admin to grant one.
  route(SSO_WAITING_LIST_ROUTE, ACCESS.permissionGrant.general),
  // Ours: the audit log, opened from the user menu.
  route(AUDIT_PATH, AUDIT_LEVELS),
  // Ours: staff accounts (docs/permissions.md "Accounts").
  route(ACCOUNT_PATHS.list, MENU_SECTIONS.accounts),
  route(ACCOUNT_PATHS.add, MENU_SECTIONS.accounts),
  route(ACCOUNT_PATHS.update, MENU_SECTIONS.accounts),
] as const

/** Screens outside sign-in (AppRoutes renders them apart from ROUTES, whose screens need a level). */
export const PUBLIC_ROUTES = [LOGIN_PATH, ACCOUNT_PATHS.setPassword] as const

export type RoutePath = (typeof ROUTES)[number]['path']

export function levelsForRoute(path: RoutePath): readonly Level[] {
  const found = ROUTES.find((r) => r.path === path)
  return found ? found.levels : []
}

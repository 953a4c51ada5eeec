import { A11Y_PATHS, A11Y_REPORT_TEXT } from './a11y-screens'
import { FACULTY_MENU, MENU_SECTIONS, type MenuSection } from './permissions'
import { LOGOUT_PATH } from './login'
import { PREVIEW_SETTINGS_PATH, PREVIEW_TEXT } from './preview'
import { RECORD_KINDS, RECORD_KIND_SPECS, RECORDS_TEXT, recordPaths } from './records'
import { RETENTION_PATH, RETENTION_TEXT } from './retention'
import { SCHEDULE_TEXT, ZONE_PATH } from './schedule'
import { LOCALE_PATH, LOCALE_TEXT } from './locales'
import { WEBHOOK_PATH, WEBHOOK_TEXT } from './webhooks'
import { REVIEW_PATH, REVIEW_TEXT } from './review'

// The side menu of SPEC §2.2 and the faculty-mode header menu, as data. Labels are SPEC's words, all in
// Title Case; which levels see what comes from the permission matrix (permissions.ts), never from here.

export interface MenuLink {
  label: string
  to: string
}
/** A labelled set of links inside a section (About > Gallery, General > Home Slider). */
export interface MenuGroup {
  label: string
  links: readonly MenuLink[]
}
export type MenuEntry = MenuLink | MenuGroup

export const isMenuGroup = (entry: MenuEntry): entry is MenuGroup => 'links' in entry

export type SideMenuItem =
  /** `section` null: shown to every signed-in user. */
  | { kind: 'link'; label: string; to: string; section: MenuSection | null }
  | { kind: 'section'; label: string; section: MenuSection; entries: readonly MenuEntry[] }
  /** Entries come from the API's faculty list. */
  | { kind: 'faculties'; label: string; section: MenuSection }

export const DASHBOARD_PATH = '/'
export const FACULTY_DASHBOARD_PATH = '/faculty/dashboard/:slug'
export const facultyDashboardPath = (slug: string) =>
  FACULTY_DASHBOARD_PATH.replace(':slug', encodeURIComponent(slug))

const link = (label: string, to: string): MenuLink => ({ label, to })

export const SIDE_MENU: readonly SideMenuItem[] = [
  { kind: 'link', label: 'Dashboard', to: DASHBOARD_PATH, section: null },
  // Ours (issue 48): the changes waiting for the reviewer's decision.
  { kind: 'link', label: REVIEW_TEXT.menu, to: REVIEW_PATH, section: 'review' },
  {
    kind: 'section',
    label: 'About',
    section: 'about',
    entries: [
      {
        label: 'Gallery',
        links: [
          // SPEC writes these four in sentence case, every other entry in Title Case: one style here.
          link('Add Gallery', '/about/gallery/addphoto'),
          link('Gallery List', '/about/gallery/list'),
          link('Add Category', '/about/gallery/addcategory'),
          link('Add Subcategory', '/about/gallery/addsubcategory'),
        ],
      },
    ],
  },
  {
    kind: 'section',
    label: 'Event',
    section: 'event',
    entries: [link('Add Event', '/event/general/add'), link('Event List', '/event/general/list')],
  },
  {
    kind: 'section',
    label: 'News',
    section: 'news',
    entries: [
      link('Add News', '/news/general/add'),
      link('News List', '/news/general/news/list'),
      link('Media Coverage', '/news/general/media'),
    ],
  },
  { kind: 'faculties', label: 'Faculty', section: 'faculty' },
  {
    kind: 'section',
    label: 'Alumni',
    section: 'alumni',
    entries: [link('Alumni List', '/alumni/list'), link('Alumni Feedback List', '/alumni/feedback/list')],
  },
  {
    kind: 'section',
    label: 'Leadership',
    section: 'leadership',
    entries: [
      link('Add Leadership (Board)', '/leadership/addleadership'),
      link('Leadership List (All)', '/leadership/leadershiplist'),
      link('Board List', '/leadership/boardlist'),
      link('Management List', '/leadership/managementlist'),
      link('Senate List', '/leadership/senatelist'),
    ],
  },
  {
    kind: 'section',
    label: 'General',
    section: 'general',
    entries: [
      {
        label: 'Website Headline',
        links: [
          link('Add Headline', '/general/headline/addheadline'),
          link('Headline List', '/general/headline/headlinelist'),
        ],
      },
      {
        label: 'Home Slider',
        links: [
          link('Add Slider', '/general/slider/addslider'),
          link('Sliders List', '/general/slider/sliderslist'),
        ],
      },
      link('University Content', '/content'),
      {
        label: 'Partners',
        links: [
          link('Add Partners', '/general/partners/add'),
          link('Partners List', '/general/partners/list'),
        ],
      },
      // Ours (issue 25)
      link(RETENTION_TEXT.menu, RETENTION_PATH),
      // Ours (issue 26)
      link(SCHEDULE_TEXT.zoneTitle, ZONE_PATH),
      // Ours (issue 47)
      link(LOCALE_TEXT.title, LOCALE_PATH),
      // Ours (issue 46)
      link(PREVIEW_TEXT.settingsMenu, PREVIEW_SETTINGS_PATH),
      // Ours (issue 27)
      link(A11Y_REPORT_TEXT.menu, A11Y_PATHS.general),
      // Ours (issue 46)
      link(WEBHOOK_TEXT.menu, WEBHOOK_PATH),
    ],
  },
  {
    kind: 'section',
    label: RECORDS_TEXT.section,
    section: 'records',
    entries: RECORD_KINDS.map((kind) =>
      link(RECORDS_TEXT.list(RECORD_KIND_SPECS[kind]), recordPaths(kind).list),
    ),
  },
  { kind: 'link', label: 'Permission', to: '/permission', section: 'permission' },
  { kind: 'link', label: 'Accounts', to: '/accounts', section: 'accounts' },
  { kind: 'link', label: 'Logout', to: LOGOUT_PATH, section: null },
]

const sees = (level: number, levels: readonly number[]) => levels.includes(level)

/** The side menu a user of this level sees (SPEC §6). */
export function sideMenuFor(level: number): SideMenuItem[] {
  return SIDE_MENU.filter((item) => item.section === null || sees(level, MENU_SECTIONS[item.section]))
}

/** A screen the menu leads to, with the labels that lead there ('General', 'Partners', 'Add Partners'). */
export interface MenuScreen {
  trail: readonly string[]
  to: string
}

function screensOf(entries: readonly MenuEntry[], trail: readonly string[]): MenuScreen[] {
  return entries.flatMap((entry) =>
    isMenuGroup(entry)
      ? screensOf(entry.links, [...trail, entry.label])
      : [{ trail: [...trail, entry.label], to: entry.to }],
  )
}

/** Every screen of these menu items (all by default); Logout is an action, not a screen. */
export function menuScreens(items: readonly SideMenuItem[] = SIDE_MENU): MenuScreen[] {
  return items.flatMap((item) => {
    if (item.kind === 'section') return screensOf(item.entries, [item.label])
    if (item.kind === 'link' && item.to !== LOGOUT_PATH) return [{ trail: [item.label], to: item.to }]
    return []
  })
}

export const menuScreensFor = (level: number): MenuScreen[] => menuScreens(sideMenuFor(level))

export type FacultyHeaderItem = MenuEntry & { key: keyof typeof FACULTY_MENU }

/** The faculty-mode header menu (SPEC §2.2); Dashboard's `to` holds `:slug` for the chosen faculty. */
export const FACULTY_HEADER_MENU: readonly FacultyHeaderItem[] = [
  { key: 'dashboard', label: 'Dashboard', to: FACULTY_DASHBOARD_PATH },
  { key: 'course', label: 'Course', to: '/faculty/course' },
  {
    key: 'news',
    label: 'News',
    links: [link('Add News', '/faculty/news/add'), link('News List', '/faculty/news/list')],
  },
  {
    key: 'event',
    label: 'Event',
    links: [link('Add Event', '/faculty/event/add'), link('Event List', '/faculty/event/list')],
  },
  { key: 'facultyContent', label: 'Faculty Content', to: '/faculty/content' },
  // Ours (issue 27)
  { key: 'accessibility', label: A11Y_REPORT_TEXT.menu, to: A11Y_PATHS.faculty },
]

/** The faculty screens' section an address is in: `/faculty/news/update` is in `news`. */
const facultySectionOf = (path: string): string | undefined => path.split('/')[2]?.toLowerCase()

/**
 * The header entry a faculty screen belongs to, highlighted there: each entry holds the screens of its own
 * section of the address (Course holds About Course, News its update screen), and only those.
 */
export function facultyTabOf(pathname: string): FacultyHeaderItem['key'] | null {
  const section = facultySectionOf(pathname)
  const item = FACULTY_HEADER_MENU.find(
    (each) => facultySectionOf(isMenuGroup(each) ? each.links[0].to : each.to) === section,
  )
  return section && item ? item.key : null
}

export function facultyHeaderMenuFor(level: number): FacultyHeaderItem[] {
  return FACULTY_HEADER_MENU.filter((item) => sees(level, FACULTY_MENU[item.key]))
}

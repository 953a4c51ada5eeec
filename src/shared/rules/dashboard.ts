import { ACCOUNT_PATHS } from './accounts'
import { EVENT_PATHS } from './event'
import { FACULTY_PATHS } from './faculty'
import { NEWS_PATHS } from './news'
import { recordPaths } from './records'

// The dashboard's count cards (SPEC §2.4), each scoped to what the user's level may see and opening the list
// it counts. A level that cannot open a card's list gets no count for it (null) and no card. The server counts
// (routes/general.ts) and the dashboard links (features/dashboard) both read this table.

/**
 * What a count covers: every row (`all`), the general site's rows only (`general`, as its general list shows
 * them), or the rows of the user's own faculty (`own`, Faculty and Department users).
 */
export type CountScope = 'all' | 'general' | 'own'

export interface CountView {
  scope: CountScope
  /** The list the card opens, which shows what the count counts; null: counted for the API, no card. */
  to: string | null
}

export type CountField =
  'UserCount' | 'FacultyCount' | 'CoursesCount' | 'ModuleCount' | 'NewsCount' | 'EventCount'

export interface CountCard {
  field: CountField
  label: string
  /** By level (1 to 4); a level missing here sees no card and gets null. */
  views: Partial<Record<number, CountView>>
}

const generalNews: CountView = { scope: 'general', to: NEWS_PATHS.general.list }
const generalEvents: CountView = { scope: 'general', to: EVENT_PATHS.general.list }

/**
 * SPEC §2.4's cards in SPEC's order. Modules has no list in the console, so a Super Admin gets its count from
 * the API (SPEC §7) but no card.
 */
export const COUNT_CARDS: readonly CountCard[] = [
  {
    field: 'UserCount',
    label: 'Users',
    // The Accounts list: every account for a Super Admin, their faculty's Department editors for a Faculty user.
    views: { 1: { scope: 'all', to: ACCOUNT_PATHS.list }, 2: { scope: 'own', to: ACCOUNT_PATHS.list } },
  },
  {
    field: 'FacultyCount',
    label: 'Faculties',
    views: { 1: { scope: 'all', to: recordPaths('faculties').list } },
  },
  {
    field: 'CoursesCount',
    label: 'Courses',
    views: {
      1: { scope: 'all', to: recordPaths('courses').list },
      2: { scope: 'own', to: FACULTY_PATHS.courses },
      3: { scope: 'own', to: FACULTY_PATHS.courses },
    },
  },
  { field: 'ModuleCount', label: 'Modules', views: { 1: { scope: 'all', to: null } } },
  {
    field: 'NewsCount',
    label: 'News',
    views: { 1: generalNews, 4: generalNews, 2: { scope: 'own', to: NEWS_PATHS.faculty.list } },
  },
  {
    field: 'EventCount',
    label: 'Event',
    views: { 1: generalEvents, 4: generalEvents, 2: { scope: 'own', to: EVENT_PATHS.faculty.list } },
  },
]

/** The cards a level sees, with the list each opens. */
export const countCardsFor = (level: number): { card: CountCard; to: string }[] =>
  COUNT_CARDS.flatMap((card) => {
    const to = card.views[level]?.to
    return to ? [{ card, to }] : []
  })

/** The scope of one count for this level, or null when the level gets no count for it. */
export const countScope = (field: CountField, level: number): CountScope | null =>
  COUNT_CARDS.find((card) => card.field === field)?.views[level]?.scope ?? null

/**
 * Issue 47: the levels whose dashboard lists their faculty's courses, each with whether its about page is
 * written and the way to add or edit it: Department editors, whose work is those pages alone.
 */
export const COURSE_PAGES_LEVELS: readonly number[] = [3]

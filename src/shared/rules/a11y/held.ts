import type { CheckedArea } from './areas'
import type { A11yProblem } from './problem'

// Issue 45: a record of an area without a status (a gallery photo) is not refused a save the way a news
// item is refused its publish; it is stored and kept from readers instead, while one of its area's holding
// rules (CheckedArea.heldBy) finds an error neither fixed nor dismissed. The server leaves it out of what is
// published (the report's records, the dashboard's count) and says so on its rows; the screens say why.

/** The open problem that keeps a record of `area` from readers, if any: an error of a rule it holds back for. */
export function holdingProblem(area: CheckedArea, open: readonly A11yProblem[]): A11yProblem | undefined {
  const rules = area.heldBy
  if (!rules) return undefined
  return open.find((problem) => problem.level === 'error' && rules.includes(problem.rule))
}

/** What the screens say of a record held back, and of a picked photo that would be. */
export const HELD_BACK = {
  /** The badge on a held-back row of a list. */
  badge: 'Held back',
  /** Why, beside the badge and on the update screen: the rule's own message and fix follow it. */
  why: 'Not on the public site until this is fixed:',
  /** The report's section of records kept from readers. */
  section: (count: number) => `Held back from the public site (${count})`,
  sectionHint: 'Not published until fixed, so neither listed nor counted with the published records.',
  /** Add Gallery's picked list: a photo without alternative text will be stored but held back. */
  needsAlt: 'Needs alternative text',
  needsAltHint: 'Without it the photo is stored but held back from the public site until it is described.',
} as const

import { BANNER_RULES, PICKED_COLOUR_RULES } from './colour'
import { HEADING_RULES } from './headings'
import { IMAGE_RULES } from './images'
import { LINK_RULES, RECORD_LINK_RULES } from './links'
import { MEDIA_RULES } from './media'
import { TEXT_RULES } from './text'

// Every rule of the checker, in the order its problems are listed when two fall on the same place.

export const ALL_RULES = [
  ...IMAGE_RULES,
  ...HEADING_RULES,
  ...LINK_RULES,
  ...RECORD_LINK_RULES,
  ...TEXT_RULES,
  ...BANNER_RULES,
  ...PICKED_COLOUR_RULES,
  ...MEDIA_RULES,
]

export type RuleId = (typeof ALL_RULES)[number]['id']

export const RULE_IDS: readonly RuleId[] = ALL_RULES.map((rule) => rule.id)

const ORDER: ReadonlyMap<string, number> = new Map(RULE_IDS.map((id, i) => [id, i]))
/** A rule's place in ALL_RULES. */
export const ruleOrder = (id: string): number => ORDER.get(id) ?? RULE_IDS.length

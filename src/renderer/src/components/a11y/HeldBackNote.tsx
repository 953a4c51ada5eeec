import { ALL_RULES, type RuleId } from '../../../../shared/rules/a11y'
import { HELD_BACK } from '../../../../shared/rules/a11y/held'
import './a11y.css'

// Issue 45: a record kept from readers until a problem is fixed (rules/a11y/held.ts), said where it is listed
// and where it is edited: the badge, then why, in the rule's own words.

const RULES = new Map(ALL_RULES.map((rule) => [rule.id as RuleId, rule]))

/** The badge and why; `fix` adds what releases it (the update screen, where it can be done). */
export function HeldBackNote({ rule, fix = false }: { rule: RuleId; fix?: boolean }) {
  const held = RULES.get(rule)
  return (
    <span className={`held-back${fix ? ' held-back--form' : ''}`}>
      <span className="badge held-back__badge">{HELD_BACK.badge}</span>{' '}
      <span className="held-back__why">
        {HELD_BACK.why} {held?.message}
        {fix && held && ` ${held.fix}`}
      </span>
    </span>
  )
}

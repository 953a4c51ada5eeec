import { BANNER_RULES, headlineBannerPair, PICKED_COLOUR_RULES } from './colour'
import { readDocument } from './document'
import type { ContentField, ContentInput } from './fields'
import { HEADING_RULES } from './headings'
import { IMAGE_RULES } from './images'
import { LINK_RULES, RECORD_LINK_RULES, type LinkSubject } from './links'
import { MEDIA_RULES } from './media'
import type { A11yLevels, A11yProblem } from './problem'
import { ruleOrder, type RuleId } from './registry'
import type { Finding, Path, Rule } from './rule'
import { TEXT_RULES } from './text'

// The one entry point: a record's fields in, its problems out, in reading order. The form runs it as the
// editor types, the server on save and the report over published records.

interface Found {
  finding: Finding
  rule: Rule<never, RuleId>
  /** The field's place in the input, then the rule's in ALL_RULES: the sort's keys, read once. */
  fieldAt: number
  ruleAt: number
}

function run<S>(rules: readonly Rule<S, RuleId>[], subject: S, into: Found[]): void {
  for (const rule of rules)
    for (const finding of rule.test(subject))
      into.push({ finding, rule, fieldAt: 0, ruleAt: ruleOrder(rule.id) })
}

function comparePaths(a: Path | undefined, b: Path | undefined): number {
  if (!a || !b) return (a ? 1 : 0) - (b ? 1 : 0)
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] - b[i]
  return a.length - b.length
}

function checkField(field: ContentField, title: string | undefined, links: LinkSubject[], found: Found[]) {
  switch (field.role) {
    case 'title':
      return
    case 'image':
      return run(IMAGE_RULES, { image: field, title }, found)
    case 'rich-text': {
      const facts = readDocument(field.field, field.value)
      run([...HEADING_RULES, ...TEXT_RULES], facts, found)
      for (const link of facts.links) {
        const subject = { field: field.field, path: link.path, text: link.text, url: link.url, button: false }
        links.push(subject)
        run(LINK_RULES, subject, found)
      }
      return
    }
    case 'link': {
      const subject = { field: field.field, text: field.text, url: field.url, button: field.button ?? false }
      links.push(subject)
      return run(LINK_RULES, subject, found)
    }
    case 'headline-colour': {
      const pair = headlineBannerPair(field)
      return pair ? run(BANNER_RULES, pair, found) : undefined
    }
    case 'picked-colour':
      return run(PICKED_COLOUR_RULES, field, found)
    case 'video':
      return run(MEDIA_RULES, field, found)
  }
}

/**
 * The problems of a record: each with its rule's id, level (the Super Admin's `levels`, else the rule's
 * default), criterion, technique, message and fix, and where it is: the field, and in rich text the node's
 * path. Ordered as a reader meets them: by field as given, then by place in the field, then by rule.
 */
export function checkContent(input: ContentInput, levels: A11yLevels = {}): A11yProblem[] {
  const title = input.fields.find((field) => field.role === 'title')?.text
  const links: LinkSubject[] = []
  const found: Found[] = []
  for (const field of input.fields) checkField(field, title, links, found)
  run(RECORD_LINK_RULES, links, found)

  const fieldOrder = new Map<string, number>()
  input.fields.forEach((field, i) => fieldOrder.set(field.field, fieldOrder.get(field.field) ?? i))
  for (const item of found) item.fieldAt = fieldOrder.get(item.finding.field) ?? 0
  found.sort(
    (a, b) => a.fieldAt - b.fieldAt || comparePaths(a.finding.path, b.finding.path) || a.ruleAt - b.ruleAt,
  )
  return found.map(({ rule, finding }) => {
    const problem: A11yProblem = {
      rule: rule.id,
      level: levels[rule.id] ?? rule.level,
      criterion: rule.criterion,
      technique: rule.technique,
      message: rule.message,
      fix: rule.fix,
      field: finding.field,
    }
    // Shared with the walk, not copied: thousands of problems on a long page are made on every pause.
    if (finding.path) problem.path = finding.path as number[]
    if (finding.detail !== undefined) problem.detail = finding.detail
    return problem
  })
}

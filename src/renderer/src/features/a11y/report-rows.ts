import type { A11yReport } from '../../../../shared/contract/a11y'
import { ALL_RULES, type RuleId } from '../../../../shared/rules/a11y'
import { a11yRecordAddress, areaNoun } from '../../../../shared/rules/a11y-address'

// The report's answer as the screen's tables show it (and its CSV says it): one row per record, per rule.

export interface ReportRow {
  /** Keeps the server's order (records with the most errors first) under the list's default sort. */
  rank: number
  area: string
  title: string
  address: string
  faculty: string
  errors: number
  warnings: number
  /** The problems' messages, in reading order, each once. */
  problems: string
}

export function reportRows(records: A11yReport['records']): ReportRow[] {
  return records.map((record, i) => {
    const errors = record.problems.filter((problem) => problem.level === 'error').length
    return {
      rank: records.length - i,
      area: areaNoun(record.table),
      title: record.title,
      address: a11yRecordAddress(record.table, record.EntryID, record.FacultyCode, record.section),
      faculty: record.FacultyCode ?? '',
      errors,
      warnings: record.problems.length - errors,
      problems: [...new Set(record.problems.map((problem) => problem.message))].join(' '),
    }
  })
}

const RULES = new Map(ALL_RULES.map((rule) => [rule.id as RuleId, rule]))

/** A rule's message and WCAG criterion, by its id. */
export const ruleOf = (id: RuleId) => {
  const rule = RULES.get(id)
  return { message: rule?.message ?? id, criterion: rule?.criterion ?? '', level: rule?.level ?? 'warning' }
}

/** Open problems per rule over `records`, errors and warnings apart, in the rules' order. */
export function countsOf(records: A11yReport['records']): A11yReport['counts'] {
  const counts = new Map<RuleId, { rule: RuleId; errors: number; warnings: number }>()
  for (const record of records)
    for (const problem of record.problems) {
      const count = counts.get(problem.rule) ?? { rule: problem.rule, errors: 0, warnings: 0 }
      if (problem.level === 'error') count.errors++
      else count.warnings++
      counts.set(problem.rule, count)
    }
  return ALL_RULES.flatMap((rule) => counts.get(rule.id) ?? [])
}

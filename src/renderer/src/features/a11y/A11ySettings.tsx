import { useCallback, useMemo, useState } from 'react'
import type { z } from 'zod'
import type { A11yDismissalRow } from '../../../../shared/contract/a11y'
import { ALL_RULES, type A11yLevels, type RuleId } from '../../../../shared/rules/a11y'
import { areaNoun } from '../../../../shared/rules/a11y-address'
import { A11Y_LEVEL_TEXT, A11Y_REPORT_TEXT as T, fieldLabel } from '../../../../shared/rules/a11y-screens'
import { auditTime } from '../../../../shared/rules/audit'
import { useBridge } from '../../app/BridgeProvider'
import { forgetLevels } from '../../components/a11y/levels'
import { BusyButton } from '../../components/BusyButton'
import { DataTable, type Column } from '../../components/DataTable'
import { LoadFailure } from '../../components/LoadFailure'
import { Spinner } from '../../components/Spinner'
import { useLoad } from '../../components/useLoad'
import { ruleOf } from './report-rows'
import { universityZone } from '../../components/schedule/known-zone'

// Issue 27, the Super Admin's part of the report: which rules are errors, and the problems editors dismissed.

type Level = A11yLevels[RuleId] & string
const LEVELS: readonly Level[] = ['error', 'warning']

/** Each rule's level (Error holds a publish, Warning never does), saved together. */
export function RuleLevels() {
  const bridge = useBridge()
  const saved = useLoad(useCallback(() => bridge.api.a11y.levels({}), [bridge]))
  const [chosen, setChosen] = useState<A11yLevels>({})
  const [saving, setSaving] = useState(false)
  const [said, setSaid] = useState('')

  if (saved.status === 'loading') return <Spinner label={T.levels} />
  if (saved.status === 'failed')
    return <LoadFailure what={T.levels} failure={saved.failure} retry={saved.retry} />
  const levelOf = (id: RuleId): Level => chosen[id] ?? saved.data.levels[id] ?? ruleOf(id).level

  async function save() {
    setSaving(true)
    setSaid('')
    const levels = Object.fromEntries(ALL_RULES.map((rule) => [rule.id, levelOf(rule.id)])) as A11yLevels
    const answer = await bridge.api.a11y.setLevels({ levels })
    setSaving(false)
    if (answer.ok) forgetLevels(bridge)
    setSaid(answer.ok ? T.levelsSaved : answer.message)
  }

  return (
    <section aria-labelledby="a11y-levels">
      <h2 id="a11y-levels">{T.levels}</h2>
      <p>{T.levelsIntro}</p>
      <table>
        <thead>
          <tr>
            <th scope="col">{T.rule}</th>
            <th scope="col">{T.criterion}</th>
            <th scope="col">{T.levels}</th>
          </tr>
        </thead>
        <tbody>
          {ALL_RULES.map((rule) => (
            <tr key={rule.id}>
              <th scope="row">{rule.message}</th>
              <td>{rule.criterion}</td>
              <td>
                <select
                  className="input"
                  aria-label={T.levelOf(rule.message)}
                  value={levelOf(rule.id)}
                  onChange={(event) =>
                    setChosen((last) => ({ ...last, [rule.id]: event.target.value as Level }))
                  }
                >
                  {LEVELS.map((level) => (
                    <option key={level} value={level}>
                      {A11Y_LEVEL_TEXT[level]}
                    </option>
                  ))}
                </select>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="form-shell__actions">
        <BusyButton type="button" className="button button-primary" busy={saving} onClick={() => void save()}>
          {T.saveLevels}
        </BusyButton>
      </p>
      <p role="status">{said}</p>
    </section>
  )
}

type DismissalRow = z.infer<typeof A11yDismissalRow>

/** Every problem an editor published with, and why: the record, the rule and field, who and when. */
export function Dismissals() {
  const bridge = useBridge()
  const list = useLoad(useCallback(() => bridge.api.a11y.dismissals({}), [bridge]))
  const columns = useMemo<Column<DismissalRow>[]>(
    () => [
      {
        field: 'title',
        header: T.record,
        grow: 2,
        render: (row) => recordOf(row),
        exportValue: (row) => recordOf(row),
      },
      {
        field: 'rule',
        header: T.rule,
        grow: 2,
        render: (row) => ruleText(row),
        exportValue: (row) => ruleText(row),
      },
      { field: 'reason', header: T.reason, grow: 3 },
      { field: 'by', header: T.by },
      {
        field: 'at',
        header: T.when,
        render: (row) => <time dateTime={row.at}>{auditTime(row.at, universityZone())}</time>,
        exportValue: (row) => row.at,
        sortable: true,
      },
    ],
    [],
  )
  return (
    <section aria-labelledby="a11y-dismissals">
      <h2 id="a11y-dismissals">{T.dismissals}</h2>
      <DataTable
        list={list}
        what={T.dismissalsList}
        columns={columns}
        idField="id"
        searchPlaceholder={T.searchDismissals}
        exportName={T.dismissalsExportName}
        empty={{ things: T.dismissalThings }}
      />
    </section>
  )
}

const recordOf = (row: DismissalRow) => `${areaNoun(row.table)}: ${row.title || T.goneRecord}`
const ruleText = (row: DismissalRow) => `${ruleOf(row.rule).message} (${fieldLabel(row.table, row.field)})`

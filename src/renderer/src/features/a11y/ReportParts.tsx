import { showDay } from '../../../../shared/rules/dates'
import { Link } from 'react-router-dom'
import type { A11yReport } from '../../../../shared/contract/a11y'
import { HELD_BACK } from '../../../../shared/rules/a11y/held'
import { A11Y_REPORT_TEXT as T } from '../../../../shared/rules/a11y-screens'
import { reportRows, ruleOf } from './report-rows'

/**
 * Issue 45: records kept from readers until fixed (a gallery photo without alternative text): not published,
 * so not in the table or the counts above, but listed, each a link to where it is fixed.
 */
export function HeldRecords({ records }: { records: A11yReport['held'] }) {
  if (records.length === 0) return null
  return (
    <section aria-labelledby="a11y-held">
      <h2 id="a11y-held">{HELD_BACK.section(records.length)}</h2>
      <p>{HELD_BACK.sectionHint}</p>
      <ul className="a11y-held">
        {reportRows(records).map((row) => (
          <li key={row.address}>
            {row.area}: <Link to={row.address}>{row.title}</Link> — {row.problems}
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Issue 27: open problems per rule, with the rule's WCAG criterion. */
export function RuleCounts({ counts }: { counts: A11yReport['counts'] }) {
  return (
    <section aria-labelledby="a11y-per-rule">
      <h2 id="a11y-per-rule">{T.perRule}</h2>
      {counts.length === 0 ? (
        <p>{T.noProblems}</p>
      ) : (
        <table className="a11y-counts">
          <thead>
            <tr>
              <th scope="col">{T.rule}</th>
              <th scope="col">{T.criterion}</th>
              <th scope="col">{T.errors}</th>
              <th scope="col">{T.warnings}</th>
            </tr>
          </thead>
          <tbody>
            {counts.map((count) => {
              const rule = ruleOf(count.rule)
              return (
                <tr key={count.rule}>
                  <th scope="row">{rule.message}</th>
                  <td>{rule.criterion}</td>
                  <td>{count.errors.toLocaleString()}</td>
                  <td>{count.warnings.toLocaleString()}</td>
                </tr>
              )
            })}
          </tbody>
        </table>
      )}
    </section>
  )
}

const WIDTH = 480
const HEIGHT = 120

/**
 * Issue 27: published records with errors by day, drawn as a line (for the eye) and said as a table and a
 * sentence (for everyone): the drawing adds nothing the table does not say, so it is hidden from readers.
 */
export function Trend({ points }: { points: A11yReport['trend'] }) {
  const top = Math.max(1, ...points.map((point) => point.recordsWithErrors))
  const step = points.length > 1 ? WIDTH / (points.length - 1) : 0
  const line = points
    .map((point, i) => `${i * step},${HEIGHT - (point.recordsWithErrors / top) * (HEIGHT - 8) - 4}`)
    .join(' ')
  return (
    <section aria-labelledby="a11y-trend">
      <h2 id="a11y-trend">{T.trend}</h2>
      <p>{T.trendText(points)}</p>
      {points.length > 1 && (
        <svg
          className="a11y-trend__chart"
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          width={WIDTH}
          height={HEIGHT}
          aria-hidden="true"
          focusable="false"
        >
          <polyline points={line} fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      )}
      {points.length > 0 && (
        <table>
          <caption>{T.trendCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{T.day}</th>
              <th scope="col">{T.recordsWithErrors}</th>
              <th scope="col">{T.allProblems}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.day}>
                <th scope="row">{showDay(point.day)}</th>
                <td>{point.recordsWithErrors.toLocaleString()}</td>
                <td>{point.problems.toLocaleString()}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}

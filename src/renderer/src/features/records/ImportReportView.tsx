import type { ImportReport } from '../../../../shared/contract/records'
import { RECORDS_TEXT as T } from '../../../../shared/rules/records'

/** What an import would do or did: the counts, then every added, changed and refused row it names. */
export function ImportReportView({ report }: { report: ImportReport }) {
  const { counts } = report
  const more = (listed: number, counted: number) =>
    counted > listed ? <p className="field-hint">{T.moreNotListed(counted - listed)}</p> : null
  return (
    <div className="import-report">
      <p role="status" className="import-report__summary">
        {report.applied ? T.appliedSummary(counts) : T.summary(counts)}
      </p>
      {counts.refused > 0 && (
        <>
          <p className="import-report__refused" role="alert">
            {T.refusedWhole}
          </p>
          <table className="import-report__table">
            <caption>{T.refusedHeading}</caption>
            <thead>
              <tr>
                <th scope="col">{T.line}</th>
                <th scope="col">{T.reason}</th>
              </tr>
            </thead>
            <tbody>
              {report.refused.map((row) => (
                <tr key={`${row.line}-${row.reason}`}>
                  <td>{row.line}</td>
                  <td>{row.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {more(report.refused.length, counts.refused)}
        </>
      )}
      {counts.added > 0 && (
        <>
          <table className="import-report__table">
            <caption>{T.addedHeading}</caption>
            <thead>
              <tr>
                <th scope="col">{T.line}</th>
                <th scope="col">{T.key}</th>
              </tr>
            </thead>
            <tbody>
              {report.added.map((row) => (
                <tr key={row.line}>
                  <td>{row.line}</td>
                  <td>{row.key}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {more(report.added.length, counts.added)}
        </>
      )}
      {counts.changed > 0 && (
        <>
          <table className="import-report__table">
            <caption>{T.changedHeading}</caption>
            <thead>
              <tr>
                <th scope="col">{T.line}</th>
                <th scope="col">{T.key}</th>
                <th scope="col">{T.changes}</th>
              </tr>
            </thead>
            <tbody>
              {report.changed.map((row) => (
                <tr key={row.line}>
                  <td>{row.line}</td>
                  <td>{row.key}</td>
                  <td>
                    {row.changes.map((c) => (
                      <div key={c.field}>
                        {c.field}: “{c.from}” → “{c.to}”
                      </div>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {more(report.changed.length, counts.changed)}
        </>
      )}
    </div>
  )
}

import { useCallback, useMemo } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { A11Y_PATHS, A11Y_REPORT_TEXT as T } from '../../../../shared/rules/a11y-screens'
import { ACCESS, isFacultyBound, mayAny } from '../../../../shared/rules/permissions'
import { useBridge } from '../../app/BridgeProvider'
import { DataTable, type Column } from '../../components/DataTable'
import { ListShell } from '../../components/ListShell'
import { useLoad, type LoadState } from '../../components/useLoad'
import { useFaculty } from '../../state/faculty'
import { useSession } from '../../state/session'
import { Dismissals, RuleLevels } from './A11ySettings'
import { HeldRecords, RuleCounts, Trend } from './ReportParts'
import { countsOf, reportRows, type ReportRow } from './report-rows'
import '../../components/a11y/a11y.css'

/**
 * Issue 27's report: published content of the user's scope with its open problems (each record a link to its
 * form), the counts per rule, the trend by day, a CSV export; for a Super Admin the rule levels and the
 * dismissed problems. In faculty mode a Super Admin or DSSD user sees the chosen faculty's records.
 */
export function A11yReport() {
  const bridge = useBridge()
  const user = useSession((state) => state.user)
  const facultyMode = useLocation().pathname === A11Y_PATHS.faculty
  const chosen = useFaculty((state) => state.faculty?.FacultyCode ?? null)
  const report = useLoad(useCallback(() => bridge.api.a11y.report({}), [bridge]))
  const settles = user !== null && mayAny(user, ACCESS.a11ySettings) && !facultyMode

  const scoped = useMemo(() => {
    if (report.status !== 'ready') return null
    if (!facultyMode || !user || isFacultyBound(user.IsAdmin)) return report.data
    // A Super Admin's or DSSD user's report holds every faculty: faculty mode shows the chosen one's, counted again.
    const ofChosen = (record: { FacultyCode: string | null }) => record.FacultyCode === chosen
    const records = report.data.records.filter(ofChosen)
    return { ...report.data, records, held: report.data.held.filter(ofChosen), counts: countsOf(records) }
  }, [report, facultyMode, user, chosen])

  const rows = useMemo(
    (): LoadState<ReportRow[]> & { retry(): void } =>
      scoped
        ? { status: 'ready', data: reportRows(scoped.records), retry: report.retry }
        : report.status === 'ready'
          ? { status: 'loading', retry: report.retry }
          : report,
    [report, scoped],
  )

  const columns = useMemo<Column<ReportRow>[]>(
    () => [
      { field: 'area', header: T.area },
      {
        field: 'title',
        header: T.record,
        grow: 2,
        render: (row) => <Link to={row.address}>{row.title}</Link>,
        exportValue: (row) => row.title,
        sortable: true,
      },
      { field: 'faculty', header: T.faculty },
      { field: 'errors', header: T.errors },
      { field: 'warnings', header: T.warnings },
      { field: 'problems', header: T.problems, grow: 3 },
    ],
    [],
  )

  return (
    <ListShell title={T.title} trail={[]}>
      <div className="a11y-report">
        <p>{T.intro}</p>
        <section aria-labelledby="a11y-records">
          <h2 id="a11y-records">{T.records}</h2>
          <DataTable
            list={rows}
            what={T.recordsList}
            columns={columns}
            idField="rank"
            searchPlaceholder={T.search}
            exportName={T.exportName}
            empty={{ things: T.things }}
          />
        </section>
        {scoped && <HeldRecords records={scoped.held} />}
        {scoped && <RuleCounts counts={scoped.counts} />}
        {scoped && <Trend points={scoped.trend} />}
        {settles && <RuleLevels />}
        {settles && <Dismissals />}
      </div>
    </ListShell>
  )
}

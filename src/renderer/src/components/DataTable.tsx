import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react'
import { AgGridReact } from 'ag-grid-react'
import {
  ClientSideRowModelModule,
  ColumnAutoSizeModule,
  CsvExportModule,
  ModuleRegistry,
  PaginationModule,
  QuickFilterModule,
  RowStyleModule,
  CellStyleModule,
  colorSchemeDark,
  colorSchemeLight,
  themeQuartz,
  type ColDef,
  type GridApi,
  type ICellRendererParams,
} from 'ag-grid-community'
import type { LoadState } from './useLoad'
import { LoadFailure } from './LoadFailure'
import { useBridge } from '../app/BridgeProvider'
import { useTheme } from '../state/theme'
import { usePaintMark } from '../diagnostics/usePaintMark'
import './data-table.css'

// Only the modules the lists use: the whole community bundle is 3.5 MB.
ModuleRegistry.registerModules([
  ClientSideRowModelModule,
  PaginationModule,
  QuickFilterModule,
  CsvExportModule,
  ColumnAutoSizeModule,
  RowStyleModule,
  CellStyleModule,
])

const lightTheme = themeQuartz.withPart(colorSchemeLight)
const darkTheme = themeQuartz.withPart(colorSchemeDark)

interface ColumnBase {
  header: string
  /** Share of the table's width, as SPEC gives it ('25%'); others share the rest. */
  width?: `${number}%`
}

/** One column of a list, as data (STYLE.md): which field it shows, its header, its share of the width. */
export interface DataColumn<Row> extends ColumnBase {
  field: Extract<keyof Row, string>
  /** Cell content other than the plain value (images, links, buttons). */
  render?: (row: Row) => ReactNode
  /** The text a rendered column puts in the CSV; rendered columns without it are not exported. */
  exportValue?: (row: Row) => string
  sortable?: boolean
}

/** A column of buttons or links (Edit, Delete, View): no field of its own; not sorted, searched or exported. */
export interface ActionColumn<Row> extends ColumnBase {
  id: string
  render: (row: Row) => ReactNode
}

export type Column<Row> = DataColumn<Row> | ActionColumn<Row>

const isDataColumn = <Row,>(column: Column<Row>): column is DataColumn<Row> => 'field' in column

export interface DataTableProps<Row> {
  list: LoadState<Row[]> & { retry(): void }
  /** What the list holds, for the could-not-load message ('the news'). */
  what: string
  columns: readonly Column<Row>[]
  searchPlaceholder: string
  /** File name of the CSV export; no export button when absent. */
  exportName?: string
  /** The id the default sort (descending) and row identity use. */
  idField?: Extract<keyof Row, string>
  /** Buttons beside the search box (e.g. 'Add News'). */
  actions?: ReactNode
  pageSize?: number
}

export function DataTable<Row extends object>(props: DataTableProps<Row>) {
  const { list, what, columns, searchPlaceholder, exportName, actions, pageSize = 10 } = props
  const idField = props.idField ?? ('EntryID' as Extract<keyof Row, string>)
  const bridge = useBridge()
  const dark = useTheme((s) => s.theme === 'dark')
  const api = useRef<GridApi<Row> | null>(null)
  const [search, setSearch] = useState('')
  usePaintMark(list.status === 'ready') // SPEC §2.2: a list's first rows are its first data painted

  const columnDefs = useMemo<ColDef<Row>[]>(() => {
    const fixed = columns.reduce((sum, c) => sum + (c.width ? parseFloat(c.width) : 0), 0)
    const free = columns.filter((c) => !c.width).length
    const share = free ? Math.max((100 - fixed) / free, 5) : 0
    const flex = (column: Column<Row>) => (column.width ? parseFloat(column.width) : share)
    const rendered = (render: (row: Row) => ReactNode) => (params: ICellRendererParams<Row>) =>
      params.data ? render(params.data) : null
    const defs: ColDef<Row>[] = columns.map((column) =>
      isDataColumn(column)
        ? {
            colId: column.field,
            field: column.field as unknown as ColDef<Row>['field'],
            headerName: column.header,
            flex: flex(column),
            minWidth: 90,
            sortable: column.sortable ?? !column.render,
            cellRenderer: column.render ? rendered(column.render) : undefined,
            // The search finds what the cell shows: a rendered column is searched by its export text, if any.
            getQuickFilterText: column.render
              ? (params: { data: Row }) =>
                  column.exportValue && params.data ? column.exportValue(params.data) : ''
              : undefined,
          }
        : {
            colId: column.id,
            headerName: column.header,
            flex: flex(column),
            minWidth: 90,
            sortable: false,
            cellRenderer: rendered(column.render),
            getQuickFilterText: () => '',
          },
    )
    // The id orders the list (SPEC §1: default sort by id descending) without taking room.
    defs.push({
      colId: '__id',
      field: idField as unknown as ColDef<Row>['field'],
      hide: true,
      sort: 'desc',
      sortable: true,
    })
    return defs
  }, [columns, idField])

  const getRowId = useCallback((params: { data: Row }) => String(params.data[idField]), [idField])

  async function exportCsv() {
    if (!api.current || !exportName) return
    const exported = columns.filter(isDataColumn).filter((c) => !c.render || c.exportValue)
    const text = api.current.getDataAsCsv({
      columnKeys: exported.map((c) => c.field),
      processCellCallback: (params) => {
        const column = exported.find((c) => c.field === params.column.getColId())
        return column?.exportValue && params.node?.data
          ? column.exportValue(params.node.data)
          : String(params.value ?? '')
      },
    })
    if (text !== undefined) await bridge.exportFile({ name: exportName, text })
  }

  return (
    <div className="data-table">
      <div className="data-table__toolbar">
        <input
          type="search"
          className="input data-table__search"
          placeholder={searchPlaceholder}
          aria-label={searchPlaceholder}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <div className="data-table__actions">
          {actions}
          {exportName && (
            <button
              type="button"
              className="button button-secondary"
              onClick={exportCsv}
              disabled={list.status !== 'ready'}
            >
              Export CSV
            </button>
          )}
        </div>
      </div>
      {list.status === 'failed' ? (
        <LoadFailure what={what} failure={list.failure} retry={list.retry} />
      ) : (
        <div className="data-table__grid">
          <AgGridReact<Row>
            theme={dark ? darkTheme : lightTheme}
            rowData={list.status === 'ready' ? list.data : undefined}
            loading={list.status === 'loading'}
            columnDefs={columnDefs}
            getRowId={getRowId}
            quickFilterText={search}
            pagination
            paginationPageSize={pageSize}
            paginationPageSizeSelector={[10, 25, 50, 100]}
            domLayout="autoHeight"
            rowHeight={56}
            suppressCellFocus
            onGridReady={(e) => (api.current = e.api)}
          />
        </div>
      )}
    </div>
  )
}

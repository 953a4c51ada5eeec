import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { AgGridReact } from 'ag-grid-react'
import { Link } from 'react-router-dom'
import {
  ClientSideRowModelModule,
  ColumnAutoSizeModule,
  CsvExportModule,
  ModuleRegistry,
  PaginationModule,
  QuickFilterModule,
  RowStyleModule,
  CellStyleModule,
  TooltipModule,
  RowAutoHeightModule,
  RowApiModule,
  colorSchemeDark,
  colorSchemeLight,
  themeQuartz,
  type ColDef,
  type GridApi,
  type ICellRendererParams,
} from 'ag-grid-community'
import { LIST_TEXT } from '../../../shared/rules/names'
import type { LoadState } from './useLoad'
import { LoadFailure } from './LoadFailure'
import type { AddWay } from './AddButton'
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
  TooltipModule,
  RowAutoHeightModule,
  RowApiModule, // the count of rows a search leaves, for 'No news match …'
])

/** Cell padding (px) each side: AG Grid's 16 leaves a ten-column list no room for its titles at 1280 px. */
const CELL_PADDING = 10
/**
 * The grid takes the console's own colours (styles/theme.css), so a list looks like the card it sits on in
 * either theme; set after the colour scheme, which would otherwise put its own back.
 */
const OWN_LOOK = {
  cellHorizontalPadding: CELL_PADDING,
  backgroundColor: 'var(--surface)',
  foregroundColor: 'var(--text)',
  accentColor: 'var(--primary)',
  borderColor: 'var(--border)',
  headerBackgroundColor: 'var(--surface-2)',
}
const lightTheme = themeQuartz.withPart(colorSchemeLight).withParams(OWN_LOOK)
const darkTheme = themeQuartz.withPart(colorSchemeDark).withParams(OWN_LOOK)

interface ColumnBase {
  header: string
  /**
   * A column of running text (a title, a name, a place) grows: the growing columns share the room the others
   * leave, in proportion (a title 3, a place 1), and wrap a text too long for one line. A column without it is
   * as wide as its content and header (dates, counts, buttons, thumbnails).
   */
  grow?: number
}

/** One column of a list, as data (STYLE.md): which field it shows, its header, how it takes room. */
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
const idOf = <Row,>(column: Column<Row>) => (isDataColumn(column) ? column.field : column.id)

/**
 * A growing column takes its share of the free room (never less than a dozen characters and more for a
 * heavier weight) and wraps its text; the others are measured to their cells. Headers wrap between words,
 * so a header is never wider than its longest word, which sets the least width of its column.
 */
function room<Row>(column: Column<Row>): ColDef<Row> {
  const headerWord = Math.max(...column.header.split(/\s+/).map((word) => word.length))
  const headed = {
    wrapHeaderText: true,
    autoHeaderHeight: true,
    minWidth: headerWord * CHAR + 2 * CELL_PADDING,
  }
  if (!column.grow) return headed
  // Narrow enough that a ten-column list with three row buttons (event list) fits 1280 px without scrolling.
  const minWidth = Math.max(headed.minWidth, 80 + 20 * column.grow)
  return { ...headed, flex: column.grow, minWidth, wrapText: true, autoHeight: FOLLOWS_CELL_HEIGHT }
}

/**
 * A row grows with its wrapped text where the page can watch a cell's height (ResizeObserver: every browser
 * and Electron). Without it (jsdom) AG Grid measures nothing, drops rows it sizes, and rows keep one height.
 */
const FOLLOWS_CELL_HEIGHT = typeof ResizeObserver !== 'undefined'

/** A generous width (px) of one character of the table's 13 px type, for least widths. */
const CHAR = 8

/**
 * A plain cell's text in an element of its own, which can end in an ellipsis when cut (a flex cell's bare text
 * cannot). The cut is only drawn: the cell holds the whole text, its accessible name, and shows it on hover
 * (the cell's title). No hooks: cheap for 10,000 rows.
 */
function TextCell({ value }: { value?: unknown }) {
  return <span className="cell-text">{value == null ? '' : String(value)}</span>
}

/**
 * A rendered column's cell: one component for every such column, its `render` handed in as a parameter. A
 * list's columns are made again when what they show changes (a list's schedule badges arrive after its
 * rows); a new component would make the grid draw every cell anew, and a row button that opened a dialog
 * would be gone when the dialog gives the focus back. The same component is only drawn with the new render.
 */
function RenderedCell<Row>({ data, render }: ICellRendererParams<Row> & { render(row: Row): ReactNode }) {
  return data ? render(data) : null
}

/**
 * A column's value read from its row: a getter, not AG Grid's `field`, whose type (a path through any row)
 * a key of a generic row cannot be checked against. Sort, search and CSV all read this value.
 */
const valueOf =
  <Row,>(field: Extract<keyof Row, string>) =>
  ({ data }: { data?: Row }) =>
    data?.[field]

const textOf =
  <Row,>(text: (row: Row) => string) =>
  ({ data }: { data?: Row }) =>
    data ? text(data) : undefined

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
  /** What the list holds and how to add one, for the empty list and the search that finds nothing. */
  empty: EmptyList
  pageSize?: number
  /** Told the rows the search leaves, in the list's order, each time they change (a "select all" of them). */
  onShownRows?(rows: Row[]): void
}

/**
 * What an empty list says: 'No photos yet — Add Gallery'. `things` (from the area's rules) names the records
 * in the plural; `add` is the way to the add screen, where the list has one.
 */
export interface EmptyList {
  things: string
  /** A link (it goes to another screen), so it never doubles the toolbar's Add button for a test or a reader. */
  add?: AddWay
  /** What to do where the list has no add screen ('Type a category above and press Submit.'). */
  hint?: string
}

function EmptyMessage({ empty }: { empty: EmptyList }) {
  const { things, add, hint } = empty
  if (!add) return <p className="data-table__empty">{[`${LIST_TEXT.empty(things)}.`, hint].join(' ')}</p>
  return (
    <p className="data-table__empty">
      {LIST_TEXT.empty(things)} — <Link to={add.path}>{add.label}</Link>
    </p>
  )
}

export function DataTable<Row extends object>(props: DataTableProps<Row>) {
  const { list, what, columns, searchPlaceholder, exportName, actions, empty, pageSize = 10 } = props
  const idField = props.idField ?? ('EntryID' as Extract<keyof Row, string>)
  const bridge = useBridge()
  const dark = useTheme((s) => s.theme === 'dark')
  const api = useRef<GridApi<Row> | null>(null)
  const [search, setSearch] = useState('')
  // The rows the search leaves, counted by the grid after each filter (one number, not the rows).
  const [shown, setShown] = useState<number | null>(null)
  const rows = list.status === 'ready' ? list.data.length : null
  const term = search.trim()
  usePaintMark(list.status === 'ready') // SPEC §2.2: a list's first rows are its first data painted

  const columnDefs = useMemo<ColDef<Row>[]>(() => {
    const rendered = (render: (row: Row) => ReactNode) => ({
      cellRenderer: RenderedCell,
      cellRendererParams: { render },
    })
    const defs: ColDef<Row>[] = columns.map((column) => ({
      ...room(column),
      ...(isDataColumn(column)
        ? {
            colId: column.field,
            valueGetter: valueOf(column.field),
            headerName: column.header,
            sortable: column.sortable ?? !column.render,
            ...(column.render ? rendered(column.render) : { cellRenderer: TextCell }),
            // The whole text on hover (the cell holds it whole for screen readers, even where it is cut).
            tooltip: column.render ? column.exportValue && textOf(column.exportValue) : true,
            // The search finds what the cell shows: a rendered column is searched by its export text, if any.
            getQuickFilterText: column.render
              ? (params: { data: Row }) =>
                  column.exportValue && params.data ? column.exportValue(params.data) : ''
              : undefined,
          }
        : {
            colId: column.id,
            headerName: column.header,
            sortable: false,
            ...rendered(column.render),
            getQuickFilterText: () => '',
          }),
    }))
    // The id orders the list (SPEC §1: default sort by id descending) without taking room.
    defs.push({
      colId: '__id',
      valueGetter: valueOf(idField),
      hide: true,
      sort: 'desc',
      sortable: true,
    })
    return defs
  }, [columns, idField])

  // Every column that does not grow is measured to its content (again when the rows change).
  const fitted = useMemo(
    () => ({
      type: 'fitCellContents' as const,
      colIds: columns.filter((column) => !column.grow).map(idOf),
      skipHeader: true,
      continuous: true,
    }),
    [columns],
  )

  // A cell's content can change with the same rows (a list's schedule badges, read after the rows): the
  // grid measures again once the new cells are drawn.
  useEffect(() => {
    const grid = api.current
    if (!grid || list.status !== 'ready') return
    const frame = requestAnimationFrame(() => grid.autoSizeColumns(fitted.colIds ?? [], true))
    return () => cancelAnimationFrame(frame)
  }, [columnDefs, fitted, list.status])

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
            <button type="button" className="button button-secondary" onClick={exportCsv} disabled={!rows}>
              Export CSV
            </button>
          )}
        </div>
      </div>
      {list.status === 'failed' ? (
        <LoadFailure what={what} failure={list.failure} retry={list.retry} />
      ) : rows === 0 ? (
        <EmptyMessage empty={empty} />
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
            autoSizeStrategy={fitted}
            autoSizePadding={4}
            enableBrowserTooltips
            suppressCellFocus
            suppressNoRowsOverlay
            onGridReady={(e) => (api.current = e.api)}
            onModelUpdated={(e) => {
              setShown(e.api.getDisplayedRowCount())
              if (!props.onShownRows) return
              // Every page's rows (pagination only cuts what is drawn), in the order the list shows them.
              const left: Row[] = []
              for (let i = 0; i < e.api.getDisplayedRowCount(); i++) {
                const data = e.api.getDisplayedRowAtIndex(i)?.data
                if (data) left.push(data)
              }
              props.onShownRows(left)
            }}
          />
          {/* Always there, so a screen reader hears the sentence when a search comes to nothing. */}
          <p className="data-table__empty data-table__no-match" role="status">
            {term !== '' && shown === 0 ? LIST_TEXT.noMatch(empty.things, term) : ''}
          </p>
        </div>
      )}
    </div>
  )
}

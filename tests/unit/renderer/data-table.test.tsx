import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import type { CallResult } from '../../../src/shared/contract/define'
import { BridgeProvider } from '../../../src/renderer/src/app/BridgeProvider'
import { actionsColumn, deleteAction, editAction } from '../../../src/renderer/src/components/columns'
import { DataTable, type Column, type EmptyList } from '../../../src/renderer/src/components/DataTable'
import { useLoad } from '../../../src/renderer/src/components/useLoad'
import { fakeBridge, ok } from './fake-bridge'

afterEach(cleanup)

interface Item {
  EntryID: number
  Title: string
  Status: number
}
const ITEMS: Item[] = [
  { EntryID: 1, Title: 'Convocation', Status: 1 },
  { EntryID: 3, Title: 'Matriculation', Status: 0 },
  { EntryID: 2, Title: 'Sports day', Status: 1 },
]
const COLUMNS: Column<Item>[] = [
  { field: 'Title', header: 'Title' },
  {
    field: 'Status',
    header: 'Status',
    render: (row) => (row.Status === 1 ? 'Published' : 'Draft'),
    exportValue: (row) => (row.Status === 1 ? 'Published' : 'Draft'),
  },
  actionsColumn<Item>(
    (row) => row.Title,
    [editAction((row) => edited.push(row.Title)), deleteAction((row) => deleted.push(row.Title))],
  ),
]
const edited: string[] = []
const deleted: string[] = []
const EMPTY: EmptyList = { things: 'items', add: { label: 'Add Item', path: '/items/add' } }

function Table({
  load,
  columns = COLUMNS,
}: {
  load: () => Promise<CallResult<Item[]>>
  columns?: Column<Item>[]
}) {
  // `load` is one function for the test's life, as useLoad wants.
  const list = useLoad(load)
  return (
    <DataTable
      list={list}
      what="the items"
      columns={columns}
      searchPlaceholder="Search Items"
      exportName="items.csv"
      empty={EMPTY}
    />
  )
}

function renderTable(load: () => Promise<CallResult<Item[]>>) {
  const fake = fakeBridge({ answers: { ['exportFile']: () => true } })
  render(
    <MemoryRouter>
      <BridgeProvider bridge={fake.bridge}>
        <Table load={load} />
      </BridgeProvider>
    </MemoryRouter>,
  )
  return fake
}

/** The titles in the order the grid shows them. */
const shownTitles = () =>
  [...document.querySelectorAll('.ag-row')]
    .sort((a, b) => Number(a.getAttribute('row-index')) - Number(b.getAttribute('row-index')))
    .map((row) => row.querySelector('[col-id="Title"]')?.textContent)

describe('DataTable', () => {
  it('shows the rows, newest id first (SPEC §1), with rendered cells', async () => {
    renderTable(async () => ok(ITEMS) as CallResult<Item[]>)
    await waitFor(() => expect(shownTitles()).toEqual(['Matriculation', 'Sports day', 'Convocation']))
    expect(screen.getByRole('columnheader', { name: 'Title' })).toBeTruthy()
    expect(screen.getAllByText('Draft')).toHaveLength(1)
  })

  it('filters with the search box, by plain and by rendered text', async () => {
    renderTable(async () => ok(ITEMS) as CallResult<Item[]>)
    await waitFor(() => expect(shownTitles()).toHaveLength(3))
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search Items' }), { target: { value: 'sport' } })
    await waitFor(() => expect(shownTitles()).toEqual(['Sports day']))
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search Items' }), { target: { value: 'draft' } })
    await waitFor(() => expect(shownTitles()).toEqual(['Matriculation']))
    // A button column is not searched: every row has an Edit button.
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search Items' }), { target: { value: 'edit' } })
    await waitFor(() => expect(shownTitles()).toEqual([]))
  })

  it('hands a row button its own row', async () => {
    renderTable(async () => ok(ITEMS) as CallResult<Item[]>)
    await waitFor(() => expect(shownTitles()).toHaveLength(3))
    const row = screen.getByText('Sports day').closest('.ag-row') as HTMLElement
    fireEvent.click(within(row).getByRole('button', { name: "Edit 'Sports day'" }))
    expect(edited.at(-1)).toBe('Sports day')
    fireEvent.click(within(row).getByRole('button', { name: "Delete 'Sports day'" }))
    expect(deleted.at(-1)).toBe('Sports day')
  })

  it("puts a row's buttons under one Actions header, each named with its record", async () => {
    renderTable(async () => ok(ITEMS) as CallResult<Item[]>)
    await waitFor(() => expect(shownTitles()).toHaveLength(3))
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent?.trim())
    expect(headers).toEqual(['Title', 'Status', 'Actions'])
    const row = screen.getByText('Matriculation').closest('.ag-row') as HTMLElement
    const buttons = within(row).getAllByRole('button')
    // The buttons show one word; a screen reader hears which record each acts on.
    expect(buttons.map((b) => b.textContent)).toEqual(['Edit', 'Delete'])
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      "Edit 'Matriculation'",
      "Delete 'Matriculation'",
    ])
  })

  it("keeps a row's buttons, and the focus in them, when the columns are made again", async () => {
    // A list's columns are made anew when its schedule badges arrive after the rows: a Delete pressed in
    // between opened a dialog that must give the focus back to that same button.
    const load = async () => ok(ITEMS) as CallResult<Item[]>
    const withBadge = (badge: string): Column<Item>[] => [
      COLUMNS[0],
      { ...COLUMNS[1], render: (row) => `${row.Status === 1 ? 'Published' : 'Draft'}${badge}` },
      COLUMNS[2],
    ]
    const fake = fakeBridge({})
    const page = (columns: Column<Item>[]) => (
      <MemoryRouter>
        <BridgeProvider bridge={fake.bridge}>
          <Table load={load} columns={columns} />
        </BridgeProvider>
      </MemoryRouter>
    )
    const { rerender } = render(page(withBadge('')))
    await waitFor(() => expect(shownTitles()).toHaveLength(3))
    const remove = screen.getByRole('button', { name: "Delete 'Sports day'" })
    remove.focus()
    rerender(page(withBadge(' · Scheduled')))
    await waitFor(() => expect(screen.getAllByText('Draft · Scheduled')).toHaveLength(1))
    expect(remove.isConnected).toBe(true)
    expect(document.activeElement).toBe(remove)
  })

  it('keeps the whole text of a cell for hover and screen readers, however narrow the column', async () => {
    const long = 'Convocation Ceremony for the Graduating Class of 2026 and Honorary Degrees'
    renderTable(async () => ok([{ EntryID: 9, Title: long, Status: 1 }]) as CallResult<Item[]>)
    const cell = await screen.findByRole('gridcell', { name: long })
    expect(cell.getAttribute('title')).toBe(long)
    expect(cell.querySelector('.cell-text')?.textContent).toBe(long)
  })

  it('says what to do when the list is empty, with Export turned off', async () => {
    renderTable(async () => ok([]) as CallResult<Item[]>)
    const sentence = await screen.findByText(/No items yet/)
    expect(sentence.textContent).toBe('No items yet — Add Item')
    expect(screen.queryByRole('grid')).toBeNull()
    expect((screen.getByRole('button', { name: 'Export CSV' }) as HTMLButtonElement).disabled).toBe(true)
    // A link to the add screen, not a second Add button beside the toolbar's.
    expect(within(sentence).getByRole('link', { name: 'Add Item' }).getAttribute('href')).toBe('/items/add')
  })

  it('says a search found nothing, naming the search', async () => {
    renderTable(async () => ok(ITEMS) as CallResult<Item[]>)
    await waitFor(() => expect(shownTitles()).toHaveLength(3))
    expect(screen.getByRole('status').textContent).toBe('')
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search Items' }), { target: { value: 'zebra' } })
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe("No items match 'zebra'"))
    expect(screen.queryByText(/No items yet/)).toBeNull()
    expect((screen.getByRole('button', { name: 'Export CSV' }) as HTMLButtonElement).disabled).toBe(false)
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search Items' }), { target: { value: 'sport' } })
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(''))
  })

  it('exports the filtered rows as CSV through the bridge', async () => {
    const fake = renderTable(async () => ok(ITEMS) as CallResult<Item[]>)
    await waitFor(() => expect(shownTitles()).toHaveLength(3))
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search Items' }), {
      target: { value: 'published' },
    })
    await waitFor(() => expect(shownTitles()).toHaveLength(2))
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Export CSV' })))
    await waitFor(() => expect(fake.callsOf('exportFile')).toHaveLength(1))
    const [exported] = fake.callsOf('exportFile') as { name: string; text: string }[]
    expect(exported.name).toBe('items.csv')
    expect(exported.text.split(/\r?\n/)).toEqual([
      '"Title","Status"',
      '"Sports day","Published"',
      '"Convocation","Published"',
    ])
  })

  it('says when the list cannot be loaded, and loads again on Retry', async () => {
    let calls = 0
    renderTable(async () =>
      ++calls === 1
        ? { ok: false, reason: 'server', message: 'Database unavailable' }
        : (ok(ITEMS) as CallResult<Item[]>),
    )
    const failure = await screen.findByRole('alert')
    expect(failure.textContent).toContain('Could not load the items. Database unavailable')
    fireEvent.click(within(failure).getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(shownTitles()).toHaveLength(3))
  })
})

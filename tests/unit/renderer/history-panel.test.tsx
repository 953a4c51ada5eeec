import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CallResult, RecordVersion } from '../../../src/shared/contract/define'
import { HISTORY_TEXT } from '../../../src/shared/rules/history'
import { differingFields, restoreValues } from '../../../src/renderer/src/components/history/compare'
import { HistoryPanel } from '../../../src/renderer/src/components/history/HistoryPanel'

// The History panel of an update screen (issue 25): the versions newest first, one compared with the record
// now, and what a restore hands to the screen's save. The record is a news item as its read-one answers it;
// its versions are shaped as the history call answers them (routes/history.ts).

const doc = (...paragraphs: string[]) =>
  JSON.stringify(paragraphs.map((text) => ({ type: 'paragraph', children: [{ text }] })))

/** The news item now: a newer title, a paragraph more, another photo. */
const current = {
  EntryID: 7,
  Title: 'Library hours extended',
  Description: doc('The library opens at nine.', 'It closes at ten on Fridays.'),
  ImagePath: 'new.jpg',
  Status: 1,
  FacultyCode: 'General',
  InsertedBy: 'Amina Bello',
  InsertedDate: '2026-11-20T09:00:00.000Z',
  ViewCount: 4,
  Slug: 'library-hours-extended',
  version: 30,
}

/** The first version: the original title, one paragraph, the first photo; saved by someone else at other times. */
const { version: _version, ...columns } = current
const firstValues = {
  ...columns,
  Title: 'Library hours',
  Description: doc('The library opens at nine.'),
  ImagePath: 'old.jpg',
  UpdatedBy: 'Musa Ade',
  UpdatedDate: '2026-11-20T09:00:00.000Z',
  RequestKey: 'k-1',
}

function versionOf(n: number, values: Record<string, unknown> | null, extra: Partial<RecordVersion> = {}) {
  return {
    version: n,
    at: new Date(Date.UTC(2026, 10, 20, 9, n)).toISOString(),
    by: 'Amina Bello',
    call: 'PATCH news/update',
    changed: ['Title', 'Description'],
    values,
    pinned: false,
    ...extra,
  } satisfies RecordVersion
}

const HISTORY: RecordVersion[] = [
  versionOf(30, { ...current }, { by: 'Musa Ade', changed: ['Description'] }),
  versionOf(20, { ...current, Description: firstValues.Description }, { changed: ['Title', 'ImagePath'] }),
  versionOf(10, firstValues, {
    pinned: true,
    call: 'POST news/add',
    changed: ['Title', 'Description', 'ImagePath', 'Status', 'FacultyCode'],
  }),
]

const answer = (data: RecordVersion[]): Promise<CallResult<RecordVersion[]>> =>
  Promise.resolve({ ok: true, data })

/** A screen holding the panel as an update screen will: its save puts the values in and bumps refreshKey. */
function renderPanel(
  options: { versions?: RecordVersion[]; saves?: (values: Record<string, unknown>) => Promise<boolean> } = {},
) {
  const load = vi.fn(() => answer(options.versions ?? HISTORY))
  const restore = vi.fn(options.saves ?? (() => Promise.resolve(true)))
  function Screen() {
    const [row, setRow] = useState<Record<string, unknown>>(current)
    const [refreshKey, setRefreshKey] = useState(0)
    return (
      <HistoryPanel
        load={load}
        current={row}
        refreshKey={refreshKey}
        photoSrc={(column, name) => `http://media.test/${column}/${name}.sm.webp`}
        restore={async (values) => {
          const saved = await restore(values)
          if (saved) {
            setRow((old) => ({ ...old, ...values }))
            setRefreshKey((n) => n + 1)
          }
          return saved
        }}
      />
    )
  }
  render(<Screen />)
  return { load, restore }
}

async function openHistory() {
  fireEvent.click(screen.getByRole('button', { name: HISTORY_TEXT.show }))
  return screen.findByRole('list', { name: HISTORY_TEXT.versions })
}

const rowsOf = (list: HTMLElement) => within(list).getAllByRole('button')

async function chooseVersion(index: number) {
  const list = await openHistory()
  fireEvent.click(rowsOf(list)[index])
  return screen.getByRole('region', { name: HISTORY_TEXT.compareTitle })
}

/** Confirms the restore the button opened, and lets the save answer. */
async function confirmRestore(button: string) {
  fireEvent.click(screen.getByRole('button', { name: button }))
  const dialog = screen.getByRole('dialog', { name: HISTORY_TEXT.confirmTitle })
  const question = dialog.textContent ?? ''
  await act(async () =>
    fireEvent.click(within(dialog).getByRole('button', { name: HISTORY_TEXT.confirmYes })),
  )
  return question
}

afterEach(cleanup)

describe('which fields of a version differ from the record now', () => {
  it('names the changed fields only, each compared as what it holds', () => {
    const diffs = differingFields(firstValues, current)
    expect(diffs.map((diff) => [diff.field, diff.label, diff.kind])).toEqual([
      ['Title', 'title', 'text'],
      ['Description', 'content', 'richText'],
      ['ImagePath', 'photo', 'photo'],
    ])
    // Rich text is compared as its words, paragraph by paragraph.
    expect(diffs[1].versionText).toBe('The library opens at nine.')
    expect(diffs[1].currentText).toBe('The library opens at nine.\nIt closes at ten on Fridays.')
  })

  it('leaves out the columns hidden by the screen and those the record no longer answers', () => {
    const fields = differingFields({ ...firstValues, Retired: 'x' }, current, ['ImagePath']).map(
      (d) => d.field,
    )
    expect(fields).toEqual(['Title', 'Description'])
  })

  it('reads rich text stored as HTML by an older site as its words', () => {
    const [diff] = differingFields(
      { Description: '<p>Open at <b>nine</b> &amp; late</p><p>Bring a card</p>' },
      {
        Description: doc('Open at nine & late', 'Bring a card'),
      },
    )
    expect(diff.kind).toBe('richText')
    expect(diff.versionText).toBe('Open at nine & late\nBring a card')
  })

  it('restores every differing field, or only the chosen, and never a photo no longer kept', () => {
    const diffs = differingFields(firstValues, current)
    expect(restoreValues(diffs, 'all')).toEqual({
      Title: 'Library hours',
      Description: firstValues.Description,
      ImagePath: 'old.jpg',
    })
    expect(restoreValues(diffs, new Set(['Title']))).toEqual({ Title: 'Library hours' })
    expect(restoreValues(diffs, 'all', new Set(['ImagePath']))).toEqual({
      Title: 'Library hours',
      Description: firstValues.Description,
    })
  })
})

describe('HistoryPanel', () => {
  it('asks for the history only when opened, and lists the versions newest first: what, who, when, pinned', async () => {
    const { load } = renderPanel()
    expect(load).not.toHaveBeenCalled()
    const list = await openHistory()
    expect(load).toHaveBeenCalledTimes(1)
    const rows = rowsOf(list).map((row) => row.textContent)
    expect(rows).toHaveLength(3)
    expect(rows[0]).toMatch(/^Content Musa Ade /)
    expect(rows[1]).toMatch(/^Title, Photo Amina Bello /)
    expect(rows[2]).toMatch(/^Title, Content, Photo and 2 more Amina Bello .* Pinned$/)
    expect(rows.filter((row) => row?.includes(HISTORY_TEXT.pinned))).toHaveLength(1)
    const time = within(list).getAllByRole('listitem')[0].querySelector('time')
    expect(time?.getAttribute('dateTime')).toBe(HISTORY[0].at)
    // Issue 47: the university's way, day first on a 24-hour clock, whatever the machine's locale (the day
    // and hour are the zone's: this test runs in any).
    expect(time?.textContent).toMatch(/^\d{1,2} Nov 2026, \d{2}:\d{2}:00$/)
  })

  it('compares a chosen version field by field, the changed words marked as removed and added', async () => {
    renderPanel()
    const compare = await chooseVersion(2)
    const table = within(compare).getByRole('table')
    const fields = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent)
    expect(fields).toEqual(['title', 'content', 'photo'])
    const title = within(table).getAllByRole('row')[1]
    expect([...title.querySelectorAll('del')].map((mark) => mark.textContent)).toEqual([])
    expect([...title.querySelectorAll('ins')].map((mark) => mark.textContent)).toEqual([
      `${HISTORY_TEXT.addedSince} extended`,
    ])
    const content = within(table).getAllByRole('row')[2]
    expect(content.querySelector('ins')?.textContent).toBe(
      `${HISTORY_TEXT.addedSince} It closes at ten on Fridays.`,
    )
    // Photos side by side as thumbnails.
    expect(
      within(table)
        .getByRole('img', { name: `photo, ${HISTORY_TEXT.thisVersion}` })
        .getAttribute('src'),
    ).toBe('http://media.test/ImagePath/old.jpg.sm.webp')
    expect(
      within(table)
        .getByRole('img', { name: `photo, ${HISTORY_TEXT.now}` })
        .getAttribute('src'),
    ).toBe('http://media.test/ImagePath/new.jpg.sm.webp')
    expect(
      rowsOf(screen.getByRole('list', { name: HISTORY_TEXT.versions }))[2].getAttribute('aria-current'),
    ).toBe('true')
  })

  it('restores the whole version after a confirm, busy meanwhile, then lists the restore as a new version', async () => {
    let finish: (saved: boolean) => void = () => {}
    const { restore, load } = renderPanel({ saves: () => new Promise((resolve) => (finish = resolve)) })
    await chooseVersion(2)
    const question = await confirmRestore(HISTORY_TEXT.restoreAll)
    expect(question).toContain('Restore the title, content and photo of this version?')
    expect(restore).toHaveBeenCalledWith({
      Title: 'Library hours',
      Description: firstValues.Description,
      ImagePath: 'old.jpg',
    })
    const busy = screen.getByRole('button', { name: HISTORY_TEXT.restoring })
    expect(busy.getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(busy)
    expect(restore).toHaveBeenCalledTimes(1)
    // The screen's save made a new version: the history call answers it on top.
    const restoredVersion = versionOf(31, { ...current, Title: 'Library hours' }, { changed: ['Title'] })
    load.mockImplementation(() => answer([restoredVersion, ...HISTORY]))
    await act(async () => finish(true))
    const restored = screen.getByRole('status')
    expect(restored.textContent).toBe(HISTORY_TEXT.restored)
    // The buttons went with the differences: the focus is on the message, not lost.
    expect(document.activeElement).toBe(restored)
    // The screen's save bumped refreshKey: the history is read again, the restore on top and nothing
    // rewritten; the chosen version now equals the record.
    expect(load).toHaveBeenCalledTimes(2)
    const rows = rowsOf(screen.getByRole('list', { name: HISTORY_TEXT.versions }))
    expect(rows).toHaveLength(4)
    expect(rows[0].textContent).toMatch(/^Title Amina Bello /)
    expect(rows[3].getAttribute('aria-current')).toBe('true')
    expect(screen.getByText(HISTORY_TEXT.same)).toBeTruthy()
  })

  it('restores only the chosen fields', async () => {
    const { restore } = renderPanel()
    await chooseVersion(2)
    const chosenOnly = screen.getByRole('button', { name: HISTORY_TEXT.restoreChosen }) as HTMLButtonElement
    expect(chosenOnly.disabled).toBe(true)
    fireEvent.click(screen.getByRole('checkbox', { name: 'Restore the title' }))
    const question = await confirmRestore(HISTORY_TEXT.restoreChosen)
    expect(question).toContain('Restore the title of this version?')
    expect(restore).toHaveBeenCalledWith({ Title: 'Library hours' })
    // The rest still differs and is still offered.
    const fields = within(screen.getByRole('table'))
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent)
    expect(fields).toEqual(['content', 'photo'])
  })

  it('asks nothing and sends nothing when the confirm is cancelled', async () => {
    const { restore } = renderPanel()
    await chooseVersion(1)
    fireEvent.click(screen.getByRole('button', { name: HISTORY_TEXT.restoreAll }))
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(restore).not.toHaveBeenCalled()
  })

  it("says when a version's photo is no longer kept, and restores the rest without it", async () => {
    const { restore } = renderPanel()
    const compare = await chooseVersion(2)
    fireEvent.error(within(compare).getByRole('img', { name: `photo, ${HISTORY_TEXT.thisVersion}` }))
    expect(within(compare).getByText(HISTORY_TEXT.photoGone)).toBeTruthy()
    expect((screen.getByRole('checkbox', { name: 'Restore the photo' }) as HTMLInputElement).disabled).toBe(
      true,
    )
    await confirmRestore(HISTORY_TEXT.restoreAll)
    expect(restore).toHaveBeenCalledWith({ Title: 'Library hours', Description: firstValues.Description })
  })

  it('shows a deletion as such, with nothing to compare or restore', async () => {
    renderPanel({
      versions: [versionOf(40, null, { call: 'DELETE news/delete/:EntryID', changed: [] }), ...HISTORY],
    })
    const list = await openHistory()
    expect(rowsOf(list)[0].textContent).toMatch(/^Deleted /)
    fireEvent.click(rowsOf(list)[0])
    expect(screen.getByText(HISTORY_TEXT.deletion)).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()
    expect(screen.queryByRole('button', { name: HISTORY_TEXT.restoreAll })).toBeNull()
  })

  it('is one Tab stop, the arrow keys moving between versions', async () => {
    renderPanel()
    const rows = rowsOf(await openHistory())
    expect(rows.map((row) => row.tabIndex)).toEqual([0, -1, -1])
    rows[0].focus()
    fireEvent.keyDown(rows[0], { key: 'ArrowDown' })
    expect(document.activeElement).toBe(rows[1])
    fireEvent.keyDown(rows[1], { key: 'End' })
    expect(document.activeElement).toBe(rows[2])
    fireEvent.keyDown(rows[2], { key: 'ArrowDown' })
    expect(document.activeElement).toBe(rows[2])
    fireEvent.click(rows[2])
    expect(rows.map((row) => row.tabIndex)).toEqual([-1, -1, 0])
    fireEvent.keyDown(rows[2], { key: 'Home' })
    expect(document.activeElement).toBe(rows[0])
  })

  it('says why the history could not be read, and reads it again on Retry', async () => {
    const load = vi
      .fn<() => Promise<CallResult<RecordVersion[]>>>()
      .mockResolvedValueOnce({ ok: false, reason: 'network', message: 'offline' })
      .mockImplementation(() => answer(HISTORY))
    render(
      <HistoryPanel
        load={load}
        current={current}
        refreshKey={0}
        photoSrc={() => null}
        restore={() => Promise.resolve(true)}
        startOpen
      />,
    )
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }))
    expect(rowsOf(await screen.findByRole('list', { name: HISTORY_TEXT.versions }))).toHaveLength(3)
  })

  it('lists a history of 1,000 versions whole, each a button', async () => {
    const versions = Array.from({ length: 1000 }, (_, n) =>
      versionOf(1000 - n, { ...current, Title: `Title ${n}` }, { pinned: n % 100 === 0 }),
    )
    renderPanel({ versions })
    const list = await openHistory()
    expect(rowsOf(list)).toHaveLength(1000)
    expect(within(list).getAllByText(HISTORY_TEXT.pinned)).toHaveLength(10)
  })

  it("reads a chosen version's values by the version call when the history lists it without them", async () => {
    const [, listed] = HISTORY
    const { values: _values, ...withoutValues } = listed
    const loadVersion = vi.fn((version: number) =>
      Promise.resolve<CallResult<RecordVersion>>({ ok: true, data: { ...listed, version } }),
    )
    render(
      <HistoryPanel
        load={() => Promise.resolve({ ok: true, data: [withoutValues] })}
        loadVersion={loadVersion}
        current={current}
        refreshKey={0}
        photoSrc={() => null}
        restore={() => Promise.resolve(true)}
        startOpen
      />,
    )
    const list = await screen.findByRole('list', { name: HISTORY_TEXT.versions })
    fireEvent.click(rowsOf(list)[0])
    const compared = await screen.findByRole('region', { name: HISTORY_TEXT.compareTitle })
    expect(loadVersion).toHaveBeenCalledWith(listed.version)
    // The version's content differs from the record now: the comparison has its row (and the header's).
    expect(within(compared).getAllByRole('row').length).toBeGreaterThan(1)
  })
})

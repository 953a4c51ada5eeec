/// <reference lib="dom" />
// The page bench/history-panel/run.ts bundles (typechecked with the renderer: tsconfig.web.json): the History panel, shut, over a news item with 1,000
// versions (each a whole record with a 2 KB body, as the history call answers them). Show history opens it.
import { createRoot } from 'react-dom/client'
import type { RecordVersion } from '../../src/shared/contract/define'
import { HistoryPanel } from '../../src/renderer/src/components/history/HistoryPanel'
import '../../src/renderer/src/styles/theme.css'
import '../../src/renderer/src/styles/base.css'

/** Set by run.ts before this script. */
const VERSIONS = (window as { benchVersions?: number }).benchVersions ?? 1000
const body = (n: number) =>
  JSON.stringify([
    { type: 'paragraph', children: [{ text: `Version ${n}. ${'The library opens at nine. '.repeat(75)}` }] },
  ])
const record = (n: number) => ({
  EntryID: 1,
  Title: `Library hours ${n}`,
  Description: body(n),
  ImagePath: `photo-${n % 7}.jpg`,
  Status: 1,
  FacultyCode: 'General',
  InsertedBy: 'Amina Bello',
  InsertedDate: '2026-01-01T09:00:00.000Z',
  ViewCount: 0,
  Slug: 'library-hours',
})
const versions: RecordVersion[] = Array.from({ length: VERSIONS }, (_, index) => {
  const n = VERSIONS - index
  return {
    version: n,
    at: new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString(),
    by: n % 2 ? 'Amina Halima Bello' : 'Musa Ade',
    call: 'PATCH news/update',
    changed: n % 3 ? ['Title', 'Description'] : ['Title', 'Description', 'ImagePath'],
    values: record(n),
    pinned: n % 100 === 0,
  }
})
// What the bridge hands the panel: a fresh parse of the answer, as a call's JSON is read.
const answer = JSON.stringify(versions)

createRoot(document.getElementById('root') as HTMLElement).render(
  <HistoryPanel
    load={() => Promise.resolve({ ok: true, data: JSON.parse(answer) as RecordVersion[] })}
    current={record(VERSIONS)}
    refreshKey={0}
    photoSrc={() => null}
    restore={() => Promise.resolve(true)}
  />,
)

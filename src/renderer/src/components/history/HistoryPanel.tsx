import { useId, useState, type ReactNode } from 'react'
import type { CallResult, HistoryEntry, RecordVersion } from '../../../../shared/contract/define'
import { HISTORY_TEXT as T } from '../../../../shared/rules/history'
import { LoadFailure } from '../LoadFailure'
import { Spinner } from '../Spinner'
import { useLoad } from '../useLoad'
import type { UseFieldNames } from './field-names'
import { VersionCompare } from './VersionCompare'
import { VersionList } from './VersionList'
import '../form.css'
import './history.css'

// Issue 25, "History on every update screen": the record's versions newest first; choosing one compares it
// with the record now, field by field, and restores the whole version or chosen fields through the screen's
// own save. Shut until asked for, so an update screen costs no history call until its editor wants one.

export interface HistoryPanelProps {
  /** The area's history call for this record (bridge.api.news.history({ EntryID })), newest first. */
  load(): Promise<CallResult<HistoryEntry[]>>
  /** One version with its values, for a version the list gave without them (the area's version call). */
  loadVersion?(version: number): Promise<CallResult<RecordVersion>>
  /** The record as it is now: the read-one row's columns, to compare a version with. */
  current: Record<string, unknown>
  /** Changes after each save or restore: the list is read again. */
  refreshKey: number
  /** Where a stored photo of this record can be seen: the address of its thumbnail, or null. */
  photoSrc(column: string, name: string): string | null
  /** Puts the chosen columns' values back (the whole version: every column that differs); resolves true when saved. */
  restore(values: Record<string, unknown>, version: number): Promise<boolean>
  /** Columns never offered for restore or comparison beyond those rules/audit.ts already treats as bookkeeping (ids, the area's own). */
  hidden?: readonly string[]
  /** The stored photo itself, tried when its thumbnail cannot be loaded (a photo from before thumbnails). */
  photoOriginal?(column: string, name: string): string | null
  /**
   * Names the ids a differing field holds, as the record's form names them (a gallery photo's category): a
   * hook, as the names are read through the bridge, which the panel itself never calls.
   */
  useNames?: UseFieldNames
  /** Open from the start (else the editor opens it with Show history). */
  startOpen?: boolean
}

export function HistoryPanel({ startOpen = false, ...props }: HistoryPanelProps) {
  const [open, setOpen] = useState(startOpen)
  const headingId = useId()
  const bodyId = useId()
  return (
    <section className="history-panel" aria-labelledby={headingId}>
      <div className="history-panel__head">
        <h2 id={headingId} className="history-panel__title">
          {T.title}
        </h2>
        <button
          type="button"
          className="button button-secondary button-small"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen(!open)}
        >
          {open ? T.hide : T.show}
        </button>
      </div>
      <div id={bodyId} hidden={!open}>
        {open && <HistoryBody {...props} />}
      </div>
    </section>
  )
}

function HistoryBody({
  load,
  refreshKey,
  current,
  hidden,
  photoSrc,
  photoOriginal,
  restore,
  loadVersion,
  useNames,
}: Omit<HistoryPanelProps, 'startOpen'>) {
  // The record's history call is the same for the panel's whole life (a screen shows one record); a new
  // refreshKey reads it again (state set while drawing: React draws again at once, before painting).
  const [fixed] = useState(() => ({ load }))
  const history = useLoad(fixed.load)
  const [readFor, setReadFor] = useState(refreshKey)
  if (readFor !== refreshKey) {
    setReadFor(refreshKey)
    history.retry()
  }
  // While it is read again the list stays (with the editor's place in it and the focus), then changes.
  const [shown, setShown] = useState<HistoryEntry[] | null>(null)
  if (history.status === 'ready' && history.data !== shown) setShown(history.data)
  const [chosen, setChosen] = useState<number | null>(null)
  const [address] = useState(() => ({ src: photoSrc, original: photoOriginal }))

  if (!shown) {
    if (history.status === 'failed')
      return <LoadFailure what={T.what} failure={history.failure} retry={history.retry} />
    return <Spinner label={T.loading} />
  }
  if (shown.length === 0) return <p className="history-note">{T.empty}</p>
  const version = shown.find((each) => each.version === chosen)
  return (
    <div className="history-panel__body" aria-busy={history.status === 'loading'}>
      {history.status === 'failed' && (
        <LoadFailure what={T.what} failure={history.failure} retry={history.retry} />
      )}
      <VersionList versions={shown} chosen={chosen} onChoose={setChosen} />
      {version && (
        <ChosenVersion key={version.version} entry={version} loadVersion={loadVersion}>
          {(chosen) => (
            <VersionCompare
              version={chosen}
              current={current}
              hidden={hidden}
              address={address}
              restore={(values) => restore(values, chosen.version)}
              useNames={useNames}
            />
          )}
        </ChosenVersion>
      )}
    </div>
  )
}

const NOT_LISTED: CallResult<RecordVersion> = {
  ok: false,
  reason: 'not-found',
  message: T.notKept,
}

/** A chosen version with its values: as listed when the list holds them, else read by the version call. */
function ChosenVersion({
  entry,
  loadVersion,
  children,
}: {
  entry: HistoryEntry
  loadVersion?: HistoryPanelProps['loadVersion']
  children(version: RecordVersion): ReactNode
}) {
  const listed = entry.values !== undefined ? { ...entry, values: entry.values } : null
  const [fixed] = useState(
    () => () =>
      listed
        ? Promise.resolve({ ok: true as const, data: listed })
        : (loadVersion?.(entry.version) ?? Promise.resolve(NOT_LISTED)),
  )
  const loaded = useLoad(fixed)
  if (listed) return children(listed)
  if (loaded.status === 'loading') return <Spinner label={T.loadingVersion} />
  if (loaded.status === 'failed')
    return <LoadFailure what={T.whatVersion} failure={loaded.failure} retry={loaded.retry} />
  return children(loaded.data)
}

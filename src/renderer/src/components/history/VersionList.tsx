import { memo, useId, type KeyboardEvent } from 'react'
import type { HistoryEntry } from '../../../../shared/contract/define'
import { changeSummary, HISTORY_TEXT as T } from '../../../../shared/rules/history'
import { formatWhen } from '../format'

// The versions of a record, newest first: one plain button per version (what changed, who, when, pinned),
// so a thousand of them paint at once. Rows are memoized: choosing a version repaints two rows, not all.
// One Tab stop for the whole list (the chosen row, else the newest), the arrow keys move between rows: a
// keyboard reaches the comparison after the list without a thousand presses of Tab.

interface VersionListProps {
  versions: readonly HistoryEntry[]
  chosen: number | null
  /** Kept stable by the caller (a state setter), so that unchanged rows are not drawn again. */
  onChoose(version: number): void
}

export const VersionList = memo(function VersionList({ versions, chosen, onChoose }: VersionListProps) {
  const hintId = useId()
  const tabStop = versions.some((version) => version.version === chosen) ? chosen : versions[0]?.version
  return (
    <div>
      <ol className="history-list" aria-label={T.versions} aria-describedby={hintId} onKeyDown={moveFocus}>
        {versions.map((version) => (
          <VersionRow
            key={version.version}
            version={version}
            chosen={version.version === chosen}
            tabStop={version.version === tabStop}
            onChoose={onChoose}
          />
        ))}
      </ol>
      <p id={hintId} className="visually-hidden">
        {T.listKeys}
      </p>
    </div>
  )
})

/** The row a key leads to from the focused one: Up, Down, Home, End. */
function moveFocus(event: KeyboardEvent<HTMLOListElement>) {
  const rows = event.currentTarget.children
  const from = (event.target as HTMLElement).closest('li')
  const index = from ? Array.prototype.indexOf.call(rows, from) : -1
  const to = { ArrowUp: index - 1, ArrowDown: index + 1, Home: 0, End: rows.length - 1 }[event.key]
  if (index < 0 || to === undefined || to < 0 || to >= rows.length) return
  event.preventDefault()
  rows[to].querySelector('button')?.focus()
}

const VersionRow = memo(function VersionRow({
  version,
  chosen,
  tabStop,
  onChoose,
}: {
  version: HistoryEntry
  chosen: boolean
  tabStop: boolean
  onChoose(version: number): void
}) {
  // The spaces between the parts keep the button's name readable ("Title, Content Amina Bello 24 Nov…").
  return (
    <li>
      <button
        type="button"
        className="history-row"
        aria-current={chosen || undefined}
        tabIndex={tabStop ? 0 : -1}
        onClick={() => onChoose(version.version)}
      >
        <span className="history-row__what">{changeSummary(version.changed, version.values === null)}</span>{' '}
        <span className="history-row__who">{version.by}</span>{' '}
        <time className="history-row__when" dateTime={version.at}>
          {formatWhen(version.at)}
        </time>
        {version.pinned && (
          <>
            {' '}
            <span className="history-row__pinned" title={T.pinnedHint}>
              {T.pinned}
            </span>
          </>
        )}
      </button>
    </li>
  )
})

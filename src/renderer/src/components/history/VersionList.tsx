import { memo } from 'react'
import type { RecordVersion } from '../../../../shared/contract/define'
import { changeSummary, HISTORY_TEXT as T } from '../../../../shared/rules/history'
import { formatWhen } from '../format'

// The versions of a record, newest first: one plain button per version (what changed, who, when, pinned),
// so a thousand of them paint at once. Rows are memoized: choosing a version repaints two rows, not all.

interface VersionListProps {
  versions: readonly RecordVersion[]
  chosen: number | null
  /** Kept stable by the caller (a state setter), so that unchanged rows are not drawn again. */
  onChoose(version: number): void
}

export const VersionList = memo(function VersionList({ versions, chosen, onChoose }: VersionListProps) {
  return (
    <ol className="history-list" aria-label={T.versions}>
      {versions.map((version) => (
        <VersionRow
          key={version.version}
          version={version}
          chosen={version.version === chosen}
          onChoose={onChoose}
        />
      ))}
    </ol>
  )
})

const VersionRow = memo(function VersionRow({
  version,
  chosen,
  onChoose,
}: {
  version: RecordVersion
  chosen: boolean
  onChoose(version: number): void
}) {
  // The spaces between the parts keep the button's name readable ("Title, Content Amina Bello 24 Nov…").
  return (
    <li>
      <button
        type="button"
        className="history-row"
        aria-current={chosen || undefined}
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

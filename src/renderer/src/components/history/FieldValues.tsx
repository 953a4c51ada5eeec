import { useMemo } from 'react'
import { HISTORY_TEXT as T } from '../../../../shared/rules/history'
import { Thumbnail } from '../Thumbnail'
import type { FieldDiff } from './compare'
import { wordDiff, type DiffPart } from './word-diff'

// The two cells of one differing field: the version's value and the value now. Text is marked word by word
// (del: gone since this version, ins: new since), with words for screen readers, not colour alone; photos
// are thumbnails side by side.

export interface PhotoAddress {
  /** The thumbnail's address of a stored photo, or null (no photo, or nothing to show it with). */
  src(column: string, name: string): string | null
  /** The stored photo itself, tried when its thumbnail cannot be loaded. */
  original?(column: string, name: string): string | null
}

export function TextCells({ diff }: { diff: FieldDiff }) {
  const parts = useMemo(() => wordDiff(diff.versionText, diff.currentText), [diff])
  return (
    <>
      <td className="history-text">
        <Marked parts={parts.before} Mark="del" words={T.removedSince} />
      </td>
      <td className="history-text">
        <Marked parts={parts.after} Mark="ins" words={T.addedSince} />
        {parts.cut && <p className="history-note">{T.textCut}</p>}
      </td>
    </>
  )
}

/** The marked words without the space after them, so a strike or underline ends with the last word. */
function Marked({ parts, Mark, words }: { parts: DiffPart[]; Mark: 'del' | 'ins'; words: string }) {
  return parts.map((part, index) => {
    if (!part.marked) return <span key={index}>{part.text}</span>
    const core = part.text.trimEnd()
    return (
      <span key={index}>
        <Mark>
          <span className="visually-hidden">{words} </span>
          {core}
        </Mark>
        {part.text.slice(core.length)}
      </span>
    )
  })
}

const nameOf = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null)

/** One stored photo of a field, as a thumbnail; 'No photo', or the name that cannot be shown, without one. */
export function Photo({
  value,
  field,
  title,
  address,
  onMissing,
}: {
  value: unknown
  field: string
  title: string
  address: PhotoAddress
  onMissing?: () => void
}) {
  const name = nameOf(value)
  return (
    <Thumbnail
      src={name && address.src(field, name)}
      original={name && address.original?.(field, name)}
      title={title}
      none={name ?? T.noPhoto}
      onMissing={onMissing}
    />
  )
}

export function PhotoCells({
  diff,
  address,
  gone,
  onGone,
}: {
  diff: FieldDiff
  address: PhotoAddress
  /** The version's photo could not be loaded: it is no longer kept. */
  gone: boolean
  onGone(field: string): void
}) {
  const photo = (value: unknown, title: string, onMissing?: () => void) => (
    <Photo value={value} field={diff.field} title={title} address={address} onMissing={onMissing} />
  )
  return (
    <>
      <td>
        {gone ? (
          <p className="history-note" role="status">
            {T.photoGone}
          </p>
        ) : (
          photo(diff.version, `${diff.label}, ${T.thisVersion}`, () => onGone(diff.field))
        )}
      </td>
      <td>{photo(diff.current, `${diff.label}, ${T.now}`)}</td>
    </>
  )
}

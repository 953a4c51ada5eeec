import { memo, useId, useRef, type ReactNode } from 'react'
import { isBlank } from '../../../../shared/rules/forms'
import { CAPTIONS_TEXT, GALLERY_TITLE_MAX, GALLERY_UPLOAD_TEXT as T } from '../../../../shared/rules/gallery'
import { SHRINK_TEXT } from '../../../../shared/rules/uploads'
import { DUPLICATE_TEXT, FOUND_KINDS, foundKind, foundSaid } from '../../../../shared/rules/duplicates'
import { formatBytes } from '../../components/format'
import { FIELD_KEY_ATTRIBUTE } from '../../components/field-errors'
import { GalleryButton } from './GalleryButton'
import { goes, sentSize, type Picked } from './usePickedFiles'
import { ALT_TEXT, ALT_TEXT_MAX } from '../../../../shared/rules/a11y/alt-text'
import { HELD_BACK } from '../../../../shared/rules/a11y/held'

// The files of the batch being put together: a title to edit for each one that goes, the reason for
// each one that does not. Rows are memoised: typing a title redraws that row only.

/** Titles two files of the batch share: the server keeps one title per sub-category, so one would fail. */
export function sharedTitles(items: readonly Picked[]): Set<string> {
  const counts = new Map<string, number>()
  for (const item of items) {
    if (!goes(item)) continue
    const title = item.title.trim().toLowerCase()
    if (title) counts.set(title, (counts.get(title) ?? 0) + 1)
  }
  return new Set([...counts].filter(([, n]) => n > 1).map(([title]) => title))
}

export function PickedFiles({
  items,
  disabled,
  onTitle,
  onAlt,
  onAltFromTitles,
  onRemove,
  onRemoveRefused,
  onClear,
  onShrink,
  onSkip,
  onCaptions,
}: {
  items: readonly Picked[]
  disabled: boolean
  onTitle(key: string, title: string): void
  /** Issue 27: a file's alternative text, and "Copy titles into empty alternative texts" for every empty one. */
  onAlt(key: string, alt: string): void
  onAltFromTitles(): void
  onRemove(key: string): void
  onRemoveRefused(): void
  onClear(): void
  /** Shrink to fit for these over-limit photos. */
  onShrink(keys: readonly string[]): void
  /** Skip or Upload anyway, for a file the gallery holds. */
  onSkip(key: string, skip: boolean): void
  /** Captions picked for a video, or taken away (null). */
  onCaptions(key: string, file: File | null): void
}) {
  const ready = items.filter(goes)
  // Not accepted: the file itself, or the captions it was given (the row says which).
  const refused = items.filter((item) => item.problem !== null || !!item.captions?.problem).length
  // Files left out until Upload anyway, counted by why.
  const skipped = FOUND_KINDS.map((kind) => ({
    kind,
    count: items.filter(
      (item) => item.problem === null && item.known && item.skip && foundKind(item.known) === kind,
    ).length,
  })).filter(({ count }) => count > 0)
  const size = ready.reduce((sum, item) => sum + sentSize(item), 0)
  const shrinkable = items.filter((item) => item.shrinkable && !item.shrinking).map((item) => item.key)
  const shared = sharedTitles(items)
  return (
    <div className="picked">
      <div className="picked__head">
        <p className="picked__summary">
          {T.pickedSummary(items.length, ready.length, refused, formatBytes(size))}
          {skipped.map(({ kind, count }) => ` · ${DUPLICATE_TEXT.skipped[kind](count)}`).join('')}
        </p>
        <div className="picked__tools">
          {shrinkable.length > 1 && (
            <GalleryButton small onClick={() => onShrink(shrinkable)} disabled={disabled}>
              {SHRINK_TEXT.all(shrinkable.length)}
            </GalleryButton>
          )}
          {refused > 0 && (
            <GalleryButton small onClick={onRemoveRefused} disabled={disabled}>
              {T.removeRefused}
            </GalleryButton>
          )}
          {ready.some((item) => !item.video) && (
            <GalleryButton small onClick={onAltFromTitles} disabled={disabled}>
              {ALT_TEXT.useTitle}
            </GalleryButton>
          )}
          <GalleryButton small onClick={onClear} disabled={disabled}>
            {T.clearList}
          </GalleryButton>
        </div>
      </div>
      <ul className="file-rows">
        {items.map((item) => (
          <PickedRow
            key={item.key}
            item={item}
            shared={goes(item) && shared.has(item.title.trim().toLowerCase())}
            disabled={disabled}
            onTitle={onTitle}
            onAlt={onAlt}
            onRemove={onRemove}
            onShrink={onShrink}
            onSkip={onSkip}
            onCaptions={onCaptions}
          />
        ))}
      </ul>
    </div>
  )
}

const PickedRow = memo(function PickedRow({
  item,
  shared,
  disabled,
  onTitle,
  onAlt,
  onRemove,
  onShrink,
  onSkip,
  onCaptions,
}: {
  item: Picked
  shared: boolean
  disabled: boolean
  onTitle(key: string, title: string): void
  onAlt(key: string, alt: string): void
  onRemove(key: string): void
  onShrink(keys: readonly string[]): void
  onSkip(key: string, skip: boolean): void
  onCaptions(key: string, file: File | null): void
}) {
  const name = item.file.name
  const titleId = useId()
  const altId = useId()
  const needsAltId = useId()
  const blank = item.problem === null && isBlank(item.title)
  // Issue 45: a photo sent without alternative text is stored but held back from the public site.
  const needsAlt = item.problem === null && !item.video && isBlank(item.alt)
  return (
    <li className={`file-row picked-row${item.problem ? ' picked-row--refused' : ''}`}>
      <span className="picked-row__preview" aria-hidden="true">
        {item.problem ? (
          <RowIcon kind="warning" />
        ) : item.video ? (
          <RowIcon kind="video" />
        ) : item.preview ? (
          <img src={item.preview} alt="" loading="lazy" decoding="async" />
        ) : (
          <RowIcon kind="photo" />
        )}
      </span>
      {/* A blank title is the 'titles' check's field: the first one takes the focus after its alert. */}
      <div className="picked-row__main" {...{ [FIELD_KEY_ATTRIBUTE]: blank ? 'titles' : undefined }}>
        {item.problem ? (
          <>
            <span className="picked-row__name">{name}</span>
            <span className="picked-row__problem">{item.problem}</span>
            {(item.shrinkable || item.shrinking) && (
              <button
                type="button"
                className="button button-secondary button-small picked-row__shrink"
                // The name starts with what the button shows (WCAG 2.5.3), then says which file.
                aria-label={`${item.shrinking ? SHRINK_TEXT.working : SHRINK_TEXT.button}: ${name}`}
                disabled={disabled || item.shrinking}
                onClick={() => onShrink([item.key])}
              >
                {item.shrinking ? SHRINK_TEXT.working : SHRINK_TEXT.button}
              </button>
            )}
          </>
        ) : (
          <>
            <label htmlFor={titleId} className="visually-hidden">
              {T.titleOf(name)}
            </label>
            <input
              id={titleId}
              className="input picked-row__title"
              value={item.title}
              maxLength={GALLERY_TITLE_MAX}
              disabled={disabled}
              aria-invalid={blank || undefined}
              onChange={(event) => onTitle(item.key, event.target.value)}
            />
            {/* A video is described by its captions, not by alternative text. */}
            {!item.video && (
              <>
                <label htmlFor={altId} className="visually-hidden">
                  {ALT_TEXT.forFile(name)}
                </label>
                <input
                  id={altId}
                  className="input picked-row__alt"
                  value={item.alt}
                  placeholder={ALT_TEXT.column}
                  maxLength={ALT_TEXT_MAX}
                  disabled={disabled}
                  aria-describedby={needsAlt ? needsAltId : undefined}
                  onChange={(event) => onAlt(item.key, event.target.value)}
                />
                {needsAlt && (
                  <span id={needsAltId} className="picked-row__needs-alt" title={HELD_BACK.needsAltHint}>
                    <span className="badge">{HELD_BACK.needsAlt}</span> {HELD_BACK.needsAltHint}
                  </span>
                )}
              </>
            )}
            <span className="picked-row__meta">
              {item.video && <span className="badge">{T.video}</span>}
              <span className="picked-row__path" title={item.path}>
                {item.path}
              </span>
              <span>
                {item.shrunk
                  ? SHRINK_TEXT.result(formatBytes(item.shrunk.before), formatBytes(item.shrunk.after))
                  : formatBytes(item.file.size)}
              </span>
            </span>
            {item.video && (
              <CaptionsChoice
                video={name}
                captions={item.captions}
                disabled={disabled}
                onChange={(file) => onCaptions(item.key, file)}
              />
            )}
            {shared && <span className="picked-row__warning">{T.sharedTitle}</span>}
            {item.known && (
              <KnownChoice
                known={item.known}
                name={name}
                skip={item.skip}
                disabled={disabled}
                onSkip={(skip) => onSkip(item.key, skip)}
              />
            )}
          </>
        )}
      </div>
      {item.problem && <span className="picked-row__size">{formatBytes(item.file.size)}</span>}
      <button
        type="button"
        className="picked-row__remove"
        aria-label={T.remove(name)}
        title={T.remove(name)}
        disabled={disabled}
        onClick={() => onRemove(item.key)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M6 6l12 12M18 6 6 18" />
        </svg>
      </button>
    </li>
  )
})

/**
 * A video's captions (issue 27): a button that picks a .vtt for it, or the captions it has (paired by name
 * or picked), with why they cannot go and a button that takes them away.
 */
function CaptionsChoice({
  video,
  captions,
  disabled,
  onChange,
}: {
  video: string
  captions: Picked['captions']
  disabled: boolean
  onChange(file: File | null): void
}) {
  const input = useRef<HTMLInputElement>(null)
  if (captions)
    return (
      <span className="picked-row__captions">
        <span className="badge">{CAPTIONS_TEXT.label}</span>
        <span className="picked-row__path">{captions.file.name}</span>
        {captions.problem && <span className="picked-row__problem">{captions.problem}</span>}
        <button
          type="button"
          className="button button-secondary button-small"
          aria-label={CAPTIONS_TEXT.remove(video)}
          disabled={disabled}
          onClick={() => onChange(null)}
        >
          {CAPTIONS_TEXT.removeShort}
        </button>
      </span>
    )
  return (
    <span className="picked-row__captions">
      <button
        type="button"
        className="button button-secondary button-small"
        aria-label={CAPTIONS_TEXT.chooseOf(video)}
        title={CAPTIONS_TEXT.hint}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {CAPTIONS_TEXT.choose}
      </button>
      <input
        ref={input}
        type="file"
        accept=".vtt"
        hidden
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const file = event.target.files?.[0]
          event.target.value = ''
          if (file) onChange(file)
        }}
      />
    </span>
  )
}

/**
 * A file the gallery holds already (or a copy of one), a copy of another picked file, or one the upload queue
 * holds: which, and the choice of Skip (the default) or Upload anyway.
 */
function KnownChoice({
  known,
  name,
  skip,
  disabled,
  onSkip,
}: {
  known: NonNullable<Picked['known']>
  name: string
  skip: boolean
  disabled: boolean
  onSkip(skip: boolean): void
}) {
  const group = useId()
  const said = foundSaid(known)
  const choices = [
    { skip: true, label: DUPLICATE_TEXT.skip },
    { skip: false, label: DUPLICATE_TEXT.uploadAnyway },
  ]
  return (
    <span className="picked-row__known" role="radiogroup" aria-label={`${said}: ${name}`}>
      <span className="picked-row__known-text">{said}</span>
      {choices.map((choice) => (
        <label key={choice.label} className="picked-row__known-choice">
          <input
            type="radio"
            name={group}
            checked={skip === choice.skip}
            disabled={disabled}
            onChange={() => onSkip(choice.skip)}
          />
          {choice.label}
        </label>
      ))}
    </span>
  )
}

/** What a row shows where there is no preview: a file refused, a video, or a photo still being read. */
const ROW_ICONS = {
  photo: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 16 5-5 4 4 3-3 6 6" />
    </>
  ),
  video: (
    <>
      <rect x="3" y="6" width="13" height="12" rx="2" />
      <path d="m16 10 5-3v10l-5-3z" />
    </>
  ),
  warning: (
    <>
      <path d="M12 3 2 20h20L12 3z" />
      <path d="M12 10v4M12 17h.01" />
    </>
  ),
} satisfies Record<string, ReactNode>

function RowIcon({ kind }: { kind: keyof typeof ROW_ICONS }) {
  return (
    <svg viewBox="0 0 24 24" className={`picked-icon picked-icon--${kind}`}>
      {ROW_ICONS[kind]}
    </svg>
  )
}

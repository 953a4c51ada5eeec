import { useEffect, useId, useMemo, useRef, useState, type DragEvent } from 'react'
import type { UploadFolder } from '../../../shared/contract/define'
import { ALERT_TITLES } from '../../../shared/rules/alerts'
import {
  canShrink,
  checkFile,
  fileKindOf,
  limitText,
  SHRINK_TEXT,
  UPLOAD_RULES,
  type UploadRuleName,
} from '../../../shared/rules/uploads'
import { shownImage } from '../../../shared/rules/renditions'
import { useBridge } from '../app/BridgeProvider'
import { AlertDialog } from './AlertDialog'
import { formatBytes } from './format'
import { ShrunkPhoto, shrinkPhoto } from './shrunk-photo'
import { useRenditionSrc } from './Thumbnail'
import { ALT_TEXT } from '../../../shared/rules/a11y/alt-text'
import { FIELD_KEY_ATTRIBUTE } from './field-errors'
import './image-field.css'

// Click to choose or drop a file; preview; type and size checked before anything is sent, with the
// SPEC message of the form's rule in an alert titled 'Oops!'. Only the first file is used (SPEC §5).
// A photo over the size limit is not a dead end: the alert offers Shrink to fit (issue 14), and the field then
// holds a ShrunkPhoto, which the save sends as main's smaller copy. A refused file marks the field as a failed
// check does (field-errors.tsx): after OK the drop zone has the focus, aria-invalid and the message under it,
// until a file is taken.

export interface ImageFieldProps {
  label: string
  rule: UploadRuleName
  /** Where the stored image lives, for the preview of a record being edited. */
  folder: UploadFolder
  existing?: string | null
  file: File | null
  onChange(file: File | null): void
  /** Replaces the rule's own limits ('PNG, JPG or JPEG, up to 2 MB', uploads.ts limitText). */
  hint?: string
  /** A hint of the form's own shown before the rule's ('use 500x500'). */
  extraHint?: string
  /** Issue 27: the image's alternative text and decorative choice, edited beside it. */
  alt?: AltTextProps
}

/** What describes the image: its alternative text, or the editor's word that it is decorative. */
export interface AltTextProps {
  /** The body's name for the alternative text: the form's checks and the accessibility panel find it by it. */
  field?: string
  text: string
  decorative: boolean
  onChange(text: string, decorative: boolean): void
}

const VIDEO_KINDS = ['mp4', 'avi', 'mov']
const accepts = (rule: UploadRuleName) => UPLOAD_RULES[rule].types.map((t) => `.${t}`).join(',')

function usePreviewUrl(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file])
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url])
  return url
}

export function ImageField({
  label,
  rule,
  folder,
  existing,
  file,
  onChange,
  hint,
  extraHint,
  alt,
}: ImageFieldProps) {
  const bridge = useBridge()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const dropZone = useRef<HTMLDivElement>(null)
  /** Why the last file chosen was refused: the field stays marked until a file is taken. */
  const [marked, setMarked] = useState<string | null>(null)
  /** Bumped by OK on a refusal: the drop zone takes the focus once the alert has closed and given it back. */
  const [focusRequest, setFocusRequest] = useState(0)
  useEffect(() => {
    if (focusRequest > 0) dropZone.current?.focus()
  }, [focusRequest])
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  /** The alert shown, and the over-limit photo it offers to shrink. */
  const [refusal, setRefusal] = useState<{ text: string; shrink?: File } | null>(null)
  const [shrinking, setShrinking] = useState(false)
  /** Counts choices, so a shrink that ends after another file was chosen is dropped. */
  const choice = useRef(0)
  const [dragging, setDragging] = useState(false)
  const chosenUrl = usePreviewUrl(file)
  // A stored image is previewed by its medium rendition (a video, which has none, by itself).
  const stored = useRenditionSrc(
    bridge.media.url(folder, shownImage(existing, 'md')),
    bridge.media.url(folder, existing),
  )
  const preview = chosenUrl ?? stored.shown
  const offered = refusal?.shrink
  const isVideo = VIDEO_KINDS.includes(fileKindOf(file?.name ?? existing ?? '') ?? '')

  function take(files: FileList | null) {
    const first = files?.[0]
    if (input.current) input.current.value = ''
    if (!first) return
    choice.current++
    setShrinking(false)
    const refused = checkFile(UPLOAD_RULES[rule], first)
    setMarked(refused)
    if (!refused) return onChange(first)
    setRefusal({ text: refused, shrink: canShrink(UPLOAD_RULES[rule], first) ? first : undefined })
  }

  async function shrink(photo: File) {
    const current = ++choice.current
    setRefusal(null)
    setShrinking(true)
    const outcome = await shrinkPhoto(bridge, photo, rule)
    if (current !== choice.current) return
    setShrinking(false)
    if (outcome.ok) {
      setMarked(null)
      onChange(new ShrunkPhoto(photo, outcome.path, outcome.before, outcome.after))
    } else setRefusal({ text: outcome.message })
  }

  function drop(event: DragEvent) {
    event.preventDefault()
    setDragging(false)
    take(event.dataTransfer.files)
  }

  return (
    <div className="field image-field">
      <label htmlFor={id}>{label}</label>
      <div
        className={`image-field__drop${dragging ? ' is-dragging' : ''}`}
        onDragOver={(e) => {
          e.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        ref={dropZone}
        aria-invalid={marked ? true : undefined}
        aria-errormessage={marked ? errorId : undefined}
        aria-describedby={[marked ? errorId : '', hintId].filter(Boolean).join(' ')}
        onClick={() => input.current?.click()}
        // The file input is hidden: the drop target is what the keyboard reaches.
        role="button"
        tabIndex={0}
        onKeyDown={(e) => {
          if (e.key !== 'Enter' && e.key !== ' ') return
          e.preventDefault()
          input.current?.click()
        }}
      >
        {preview ? (
          isVideo ? (
            <>
              {/* A video names nothing of itself: the drop target (a button) is named as a photo's alt names it. */}
              <video className="image-field__preview" src={preview} muted />
              <span className="visually-hidden">{`${label} preview (video)`}</span>
            </>
          ) : (
            <img
              className="image-field__preview"
              src={preview}
              alt={`${label} preview`}
              onError={chosenUrl ? undefined : stored.onError}
            />
          )
        ) : (
          <span className="image-field__empty">Click to choose a file, or drop it here</span>
        )}
      </div>
      <input
        ref={input}
        id={id}
        type="file"
        accept={accepts(rule)}
        hidden
        onChange={(e) => take(e.target.files)}
      />
      {marked && (
        <small id={errorId} className="field-error">
          {marked}
        </small>
      )}
      <div className="image-field__meta">
        {extraHint && <small>{extraHint}</small>}
        <small id={hintId}>{hint ?? limitText(UPLOAD_RULES[rule])}</small>
        {shrinking && <small role="status">{SHRINK_TEXT.working}</small>}
        {file instanceof ShrunkPhoto && (
          <small role="status">{SHRINK_TEXT.result(formatBytes(file.before), formatBytes(file.after))}</small>
        )}
        {file && (
          <button type="button" className="button button-link" onClick={() => onChange(null)}>
            Remove {file.name}
          </button>
        )}
      </div>
      {alt && <AltText id={`${id}-alt`} image={label} {...alt} />}
      {refusal && (
        <AlertDialog
          title={ALERT_TITLES.error}
          text={refusal.text}
          onOk={() => {
            setRefusal(null)
            setFocusRequest((n) => n + 1)
          }}
          action={offered && { label: SHRINK_TEXT.button, onClick: () => void shrink(offered) }}
        />
      )}
    </div>
  )
}

/** The alternative text's input, and the decorative choice that clears and disables it. */
function AltText({
  id,
  image,
  field,
  text,
  decorative,
  onChange,
}: AltTextProps & { id: string; image: string }) {
  // Named by its image: a form with several images has several of these.
  return (
    <div
      className="image-field__alt"
      role="group"
      aria-label={ALT_TEXT.group(image)}
      {...{ [FIELD_KEY_ATTRIBUTE]: field }}
    >
      <label htmlFor={id}>{ALT_TEXT.label}</label>
      <input
        id={id}
        className="input"
        value={decorative ? '' : text}
        disabled={decorative}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value, false)}
      />
      <small id={`${id}-hint`} className="field-hint">
        {decorative ? ALT_TEXT.decorativeHint : ALT_TEXT.hint}
      </small>
      <label className="image-field__decorative">
        <input
          type="checkbox"
          checked={decorative}
          onChange={(event) => onChange('', event.target.checked)}
        />
        {ALT_TEXT.decorative}
      </label>
    </div>
  )
}

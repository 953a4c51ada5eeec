import { useEffect, useId, useMemo, useRef, useState, type DragEvent } from 'react'
import type { UploadFolder } from '../../../shared/contract/define'
import { ALERT_TITLES } from '../../../shared/rules/alerts'
import {
  checkFile,
  fileKindOf,
  UPLOAD_RULES,
  type UploadRule,
  type UploadRuleName,
} from '../../../shared/rules/uploads'
import { shownImage } from '../../../shared/rules/renditions'
import { useBridge } from '../app/BridgeProvider'
import { AlertDialog } from './AlertDialog'
import { useRenditionSrc } from './Thumbnail'
import './image-field.css'

// Click to choose or drop a file; preview; type and size checked before anything is sent, with the
// SPEC message of the form's rule in an alert titled 'Oops!'. Only the first file is used (SPEC §5).

export interface ImageFieldProps {
  label: string
  rule: UploadRuleName
  /** Where the stored image lives, for the preview of a record being edited. */
  folder: UploadFolder
  existing?: string | null
  file: File | null
  onChange(file: File | null): void
  /** Replaces the rule's own hint ('Max of 2MB file is allowed!'). */
  hint?: string
  /** A hint of the form's own shown before the rule's ('use 500x500'). */
  extraHint?: string
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
}: ImageFieldProps) {
  const bridge = useBridge()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [refusal, setRefusal] = useState<string | null>(null)
  const [dragging, setDragging] = useState(false)
  const chosenUrl = usePreviewUrl(file)
  // A stored image is previewed by its medium rendition (a video, which has none, by itself).
  const stored = useRenditionSrc(
    bridge.media.url(folder, shownImage(existing, 'md')),
    bridge.media.url(folder, existing),
  )
  const preview = chosenUrl ?? stored.shown
  const isVideo = VIDEO_KINDS.includes(fileKindOf(file?.name ?? existing ?? '') ?? '')

  function take(files: FileList | null) {
    const first = files?.[0]
    if (input.current) input.current.value = ''
    if (!first) return
    const refused = checkFile(UPLOAD_RULES[rule], first)
    if (refused) setRefusal(refused)
    else onChange(first)
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
            <video className="image-field__preview" src={preview} muted />
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
      <div className="image-field__meta">
        {extraHint && <small>{extraHint}</small>}
        <small>{hint ?? (UPLOAD_RULES[rule] as UploadRule).hint ?? ''}</small>
        {file && (
          <button type="button" className="button button-link" onClick={() => onChange(null)}>
            Remove {file.name}
          </button>
        )}
      </div>
      {refusal && <AlertDialog title={ALERT_TITLES.error} text={refusal} onOk={() => setRefusal(null)} />}
    </div>
  )
}

import { useEffect, useEffectEvent, useId, useState, type ChangeEvent } from 'react'
import { dragHasFiles, filesFromDrop, filesFromInput, type FilesFound, type SkipPath } from './file-drop'
import './file-drop.css'
import './spinner.css'

export interface FileDropZoneTexts {
  dropHere: string
  /** Said while files are dragged over the window. */
  dropAnywhere: string
  chooseFiles: string
  /** Without it there is no folder button. */
  chooseFolder?: string
  reading: string
}

export interface FileDropZoneProps {
  /** The file input's accept list ('.png,.jpg'). */
  accept: string
  /** Paths to leave out (hidden files); a folder left out is not read. */
  skip: SkipPath
  onFiles(found: FilesFound): void
  texts: FileDropZoneTexts
  /** A line under the title: what is taken. */
  hint?: string
  disabled?: boolean
}

/**
 * A large drop target for many files and whole folders, with 'Choose files' and 'Choose a folder'. While
 * it is on screen, files dropped anywhere on the window come here, and a drop beside it never opens the
 * file in the window. The inputs are visually hidden; their labels are the buttons.
 */
export function FileDropZone({ accept, skip, onFiles, texts, hint, disabled = false }: FileDropZoneProps) {
  const titleId = useId()
  const [dragging, setDragging] = useState(false)
  const [reading, setReading] = useState(false)

  function deliver(found: FilesFound) {
    if (found.files.length > 0 || found.unreadable > 0) onFiles(found)
  }

  const dropped = useEffectEvent((data: DataTransfer) => {
    if (disabled) return
    setReading(true)
    void filesFromDrop(data, skip)
      .then(deliver)
      .finally(() => setReading(false))
  })

  useEffect(() => {
    // dragenter and dragleave fire for every element crossed: a count tells when the drag left the window.
    let depth = 0
    const enter = (event: DragEvent) => {
      if (!dragHasFiles(event.dataTransfer)) return
      depth++
      setDragging(true)
    }
    const leave = (event: DragEvent) => {
      if (!dragHasFiles(event.dataTransfer)) return
      depth = Math.max(0, depth - 1)
      if (depth === 0) setDragging(false)
    }
    const over = (event: DragEvent) => {
      if (!dragHasFiles(event.dataTransfer)) return
      event.preventDefault()
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy'
    }
    const drop = (event: DragEvent) => {
      depth = 0
      setDragging(false)
      if (!event.dataTransfer || !dragHasFiles(event.dataTransfer)) return
      event.preventDefault()
      dropped(event.dataTransfer)
    }
    window.addEventListener('dragenter', enter)
    window.addEventListener('dragleave', leave)
    window.addEventListener('dragover', over)
    window.addEventListener('drop', drop)
    return () => {
      window.removeEventListener('dragenter', enter)
      window.removeEventListener('dragleave', leave)
      window.removeEventListener('dragover', over)
      window.removeEventListener('drop', drop)
    }
  }, [])

  function chosen(event: ChangeEvent<HTMLInputElement>) {
    deliver(filesFromInput(event.target.files, skip))
    // The same files chosen again are news again.
    event.target.value = ''
  }

  const classes = ['file-drop', dragging && 'is-dragging', disabled && 'is-disabled'].filter(Boolean)
  return (
    <div className={classes.join(' ')} role="group" aria-labelledby={titleId} aria-busy={reading}>
      <svg className="file-drop__icon" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M12 16V4m0 0-4.5 4.5M12 4l4.5 4.5" />
        <path d="M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3" />
      </svg>
      <p id={titleId} className="file-drop__title">
        {dragging ? texts.dropAnywhere : texts.dropHere}
      </p>
      {hint && <p className="file-drop__hint">{hint}</p>}
      <div className="file-drop__choices">
        <ChooseButton
          kind="files"
          label={texts.chooseFiles}
          accept={accept}
          disabled={disabled}
          onChange={chosen}
        />
        {texts.chooseFolder && (
          <ChooseButton kind="folder" label={texts.chooseFolder} disabled={disabled} onChange={chosen} />
        )}
      </div>
      {reading && (
        <p className="file-drop__reading" role="progressbar" aria-label={texts.reading}>
          <span className="spinner-ring spinner-ring--small" aria-hidden="true" />
          {texts.reading}
        </p>
      )}
    </div>
  )
}

/**
 * A visually hidden file input and the label that is its button: 'Choose files' (the primary one, with
 * the accept list) or 'Choose a folder' (a whole folder, read with its subfolders).
 */
function ChooseButton({
  kind,
  label,
  accept,
  disabled,
  onChange,
}: {
  kind: 'files' | 'folder'
  label: string
  accept?: string
  disabled: boolean
  onChange(event: ChangeEvent<HTMLInputElement>): void
}) {
  const id = useId()
  // `webkitdirectory` is not in React's input attributes: spread in, it still reaches the element.
  const folder = kind === 'folder' ? { webkitdirectory: '' } : {}
  return (
    <>
      <input
        id={id}
        className="visually-hidden file-drop__input"
        type="file"
        multiple
        accept={accept}
        disabled={disabled}
        onChange={onChange}
        {...folder}
      />
      <label htmlFor={id} className={kind === 'files' ? 'button button-primary' : 'button button-secondary'}>
        {label}
      </label>
    </>
  )
}

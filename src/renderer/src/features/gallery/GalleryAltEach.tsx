import { useId, useState } from 'react'
import type { GalleryAltItem, GalleryRow } from '../../../../shared/contract/gallery'
import { ALT_TEXT_MAX } from '../../../../shared/rules/a11y/alt-text'
import { isBlank } from '../../../../shared/rules/forms'
import { GALLERY_BULK_TEXT as T, GALLERY_IMAGE, isGalleryVideo } from '../../../../shared/rules/gallery'
import { shownImage } from '../../../../shared/rules/renditions'
import { REVIEW_TEXT } from '../../../../shared/rules/review'
import { useBridge } from '../../app/BridgeProvider'
import { DialogActions } from '../../components/DialogActions'
import { Modal } from '../../components/Modal'

// Issue 47: each selected photo's own alternative text, in one dialog. Photos differ, so an editor describing
// thirty of them writes thirty texts, each beside a picture large enough to describe it from (the edit
// form's rendition, drawn 200 px wide), and saves them together.

export function GalleryAltEach(props: {
  selected: readonly GalleryRow[]
  /** What has been typed for each photo, kept by the bulk bar so that it outlives this dialog. */
  typed: Readonly<Record<number, string>>
  busy: boolean
  /** Issue 48: the editor's gallery saves wait for review: the texts are submitted for it, as a form's are. */
  reviewed?: boolean
  onType(EntryID: number, text: string): void
  onSave(items: GalleryAltItem[]): void
  onCancel(): void
}) {
  const { selected, typed, busy, reviewed = false, onType, onSave, onCancel } = props
  const bridge = useBridge()
  const id = useId()
  // A photo's text: what was typed for it, else the text it has now.
  const textOf = (row: GalleryRow): string => typed[row.EntryID] ?? row.ImageAlt ?? ''
  const [tried, setTried] = useState(false)
  const missing = selected.filter((row) => isBlank(textOf(row)))

  function save() {
    setTried(true)
    if (missing.length > 0) {
      document.getElementById(`${id}-${missing[0].EntryID}`)?.focus()
      return
    }
    onSave(selected.map((row) => ({ id: row.EntryID, ImageAlt: textOf(row).trim() })))
  }

  return (
    <Modal title={T.describeEachTitle(selected.length)} text={T.describeEachIntro} onEscape={onCancel}>
      {tried && missing.length > 0 && (
        <p className="gallery-alt-each__problem" role="alert">
          {T.everyNeedsAlt}
        </p>
      )}
      <ul className="gallery-alt-each">
        {selected.map((row) => {
          const field = `${id}-${row.EntryID}`
          const blank = tried && isBlank(textOf(row))
          return (
            <li key={row.EntryID} className="gallery-alt-each__photo">
              {isGalleryVideo(row.ImagePath) || !row.ImagePath ? (
                <span className="gallery-alt-each__picture gallery-alt-each__none">{row.ImageTitle}</span>
              ) : (
                <img
                  className="gallery-alt-each__picture"
                  src={bridge.media.url(GALLERY_IMAGE.folder, shownImage(row.ImagePath, 'md')) ?? undefined}
                  alt=""
                  width={200}
                />
              )}
              <div className="field">
                <label htmlFor={field}>{T.describeOne(row.ImageTitle)}</label>
                <small id={`${field}-now`} className="field-hint">
                  {T.currentAlt(row.ImageAlt)}
                </small>
                <textarea
                  id={field}
                  className="input"
                  rows={3}
                  maxLength={ALT_TEXT_MAX}
                  value={textOf(row)}
                  aria-describedby={`${field}-now`}
                  aria-invalid={blank || undefined}
                  onChange={(e) => onType(row.EntryID, e.target.value)}
                />
              </div>
            </li>
          )
        })}
      </ul>
      {reviewed && <p className="review-note">{T.waitForReview}</p>}
      <DialogActions
        cancelLabel={T.cancel}
        onCancel={onCancel}
        okLabel={reviewed ? REVIEW_TEXT.submit : T.saveAll}
        onOk={save}
        okDisabled={busy}
      />
    </Modal>
  )
}

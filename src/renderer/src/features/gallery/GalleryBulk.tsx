import { useCallback, useId, useState } from 'react'
import type { GalleryBulkBody, GalleryRow } from '../../../../shared/contract/gallery'
import { errorAlert } from '../../../../shared/rules/alerts'
import { galleryBulkAlert, GALLERY_BULK_TEXT as T } from '../../../../shared/rules/gallery'
import { useBridge } from '../../app/BridgeProvider'
import { ConfirmDialog } from '../../components/ConfirmDialog'
import { isNetworkFailure } from '../../components/failures'
import { toastNetworkFailure } from '../../components/Toasts'
import { useAlert } from '../../components/useAlert'
import { useLoad } from '../../components/useLoad'
import { useReviewedSave } from '../../components/review/useReviews'
import { GalleryAltEach } from './GalleryAltEach'
import '../../components/review/review.css'

// Issue 47: what the Gallery List does with the photos chosen by their checkboxes, all in one call
// (POST gallery/bulk): one alternative text for all, each photo's own (a dialog), a move to another
// sub-category, or a deletion.

type Action = GalleryBulkBody['action']

export function GalleryBulk(props: {
  selected: readonly GalleryRow[]
  /** After a change: the selection is cleared and the list reloaded. */
  onDone(): void
  /** After a refusal because photos have gone: the list is reloaded, which drops them from the selection. */
  onReload(): void
}) {
  const { selected, onDone, onReload } = props
  const bridge = useBridge()
  const altId = useId()
  const moveId = useId()
  const [alt, setAlt] = useState('')
  const [target, setTarget] = useState('')
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState(false)
  const [describing, setDescribing] = useState(false)
  // Each photo's text typed in Describe each…, kept here until it is saved: a refusal closes the dialog, not the
  // work.
  const [typed, setTyped] = useState<Readonly<Record<number, string>>>({})
  // The list is where OK would lead: the alert stays on it.
  const { showAlert, alertDialog } = useAlert({ followRedirect: false })
  const subs = useLoad(useCallback(() => bridge.api.gallery.subcategoryList({}), [bridge]))
  // Issue 48: the server holds a move or a text of this editor's for review, as it holds the form's save.
  const reviewed = useReviewedSave('gallery')
  const count = selected.length

  async function act(action: Action, extra: Partial<GalleryBulkBody> = {}) {
    setBusy(true)
    const result = await bridge.api.gallery.bulk({
      action,
      ids: selected.map((row) => row.EntryID),
      ...extra,
    })
    setBusy(false)
    if (!result.ok) {
      if (isNetworkFailure(result)) toastNetworkFailure()
      else showAlert(errorAlert(result.message))
      return
    }
    showAlert(galleryBulkAlert(action, result.data, reviewed))
    if (action === 'alt-each') setDescribing(false)
    if (result.data.message === 'gone') return onReload()
    if (action === 'alt') setAlt('')
    if (action === 'alt-each') setTyped({})
    onDone()
  }

  // The answer's alert outlives the selection its action cleared.
  if (count === 0) return alertDialog
  return (
    <section className="gallery-bulk" aria-label={T.selected(count)}>
      <p className="gallery-bulk__count" role="status">
        {T.selected(count)}
      </p>
      {reviewed && <p className="review-note gallery-bulk__review">{T.waitForReview}</p>}
      <div className="gallery-bulk__action">
        <label htmlFor={altId}>{T.altLabel}</label>
        <input id={altId} className="input" value={alt} onChange={(e) => setAlt(e.target.value)} />
        <button
          type="button"
          className="button button-secondary"
          disabled={busy || alt.trim() === ''}
          onClick={() => void act('alt', { ImageAlt: alt })}
        >
          {T.writeAlt}
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={busy}
          onClick={() => setDescribing(true)}
        >
          {T.describeEach}
        </button>
      </div>
      <div className="gallery-bulk__action">
        <label htmlFor={moveId}>{T.moveLabel}</label>
        <select id={moveId} className="input" value={target} onChange={(e) => setTarget(e.target.value)}>
          <option value="">{T.chooseSubCategory}</option>
          {subs.status === 'ready' &&
            subs.data.map((sub) => (
              <option key={sub.EntryID} value={sub.EntryID}>
                {`${sub.CategoryName} / ${sub.SubCategoryName}`}
              </option>
            ))}
        </select>
        <button
          type="button"
          className="button button-secondary"
          disabled={busy || target === ''}
          onClick={() => void act('move', { SubCategoryID: Number(target) })}
        >
          {T.move}
        </button>
      </div>
      <button type="button" className="button button-danger" disabled={busy} onClick={() => setAsking(true)}>
        {T.delete}
      </button>
      {describing && (
        <GalleryAltEach
          selected={selected}
          typed={typed}
          busy={busy}
          reviewed={reviewed}
          onType={(EntryID, text) => setTyped((before) => ({ ...before, [EntryID]: text }))}
          onSave={(items) => void act('alt-each', { items })}
          onCancel={() => setDescribing(false)}
        />
      )}
      {asking && (
        <ConfirmDialog
          text={T.confirmDelete(count)}
          onConfirm={() => {
            setAsking(false)
            void act('delete')
          }}
          onCancel={() => setAsking(false)}
        />
      )}
      {alertDialog}
    </section>
  )
}

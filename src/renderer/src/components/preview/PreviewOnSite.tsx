import { PREVIEW_TEXT } from '../../../../shared/rules/preview'
import { BusyButton } from '../BusyButton'
import { usePreviewOnSite, type PreviewTarget } from './usePreviewOnSite'
import './preview.css'

/**
 * "Preview on site" (issue 46): the record as last saved, draft included, on the university's website, in
 * the system browser. Beside Submit on the update forms of public records, and in an add's alert once saved
 * as Draft. With unsaved changes it says the preview shows the saved record; what stops it is said below it.
 */
export function PreviewOnSite({ target, unsaved = false }: { target: PreviewTarget; unsaved?: boolean }) {
  const preview = usePreviewOnSite(target)
  return (
    <div className="preview-on-site">
      <BusyButton
        type="button"
        className="button button-secondary"
        busy={preview.busy}
        onClick={preview.open}
        aria-describedby={unsaved ? 'preview-on-site-unsaved' : undefined}
      >
        {preview.busy ? PREVIEW_TEXT.opening : PREVIEW_TEXT.button}
      </BusyButton>
      {unsaved && (
        <p id="preview-on-site-unsaved" className="preview-on-site__note">
          {PREVIEW_TEXT.unsaved}
        </p>
      )}
      <p className="preview-on-site__note" role="status">
        {preview.note}
      </p>
    </div>
  )
}

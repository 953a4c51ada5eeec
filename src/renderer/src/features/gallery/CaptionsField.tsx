import { useId, useRef, useState } from 'react'
import { ALERT_TITLES, errorAlert } from '../../../../shared/rules/alerts'
import {
  CAPTIONS_TEXT,
  GALLERY_CAPTIONS,
  GALLERY_IMAGE,
  captionsNameFor,
  webVttProblem,
} from '../../../../shared/rules/gallery'
import { checkFile } from '../../../../shared/rules/uploads'
import { useBridge } from '../../app/BridgeProvider'
import { useAlertDialog } from '../../components/useAlertDialog'

// A gallery video's captions on its update screen (issue 27): the captions it has, and a picker that sends
// a WebVTT file at once, as its own upload (the server stores it beside the video, replacing the last one).
// Checked here first, as the server will: the name, the size, UTF-8 text with its WEBVTT line.

async function captionsProblem(file: File): Promise<string | null> {
  const refused = checkFile(GALLERY_CAPTIONS, file)
  if (refused) return refused
  return webVttProblem(new Uint8Array(await file.arrayBuffer()))
}

export function CaptionsField({
  entryId,
  video,
  current,
}: {
  entryId: number
  /** The video's stored name. */
  video: string
  current: string | null
}) {
  const bridge = useBridge()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [stored, setStored] = useState(current)
  const [busy, setBusy] = useState(false)
  const { showAlert, alertDialog } = useAlertDialog()
  const address = stored ? bridge.media.url(GALLERY_IMAGE.folder, stored) : null

  async function send(file: File) {
    const problem = await captionsProblem(file)
    if (problem) return showAlert(errorAlert(problem))
    setBusy(true)
    try {
      const filePath = await bridge.files.pathFor(file)
      const result = await bridge.api.gallery.uploadCaptions({ entry_id: entryId, filePath })
      if (!result.ok) return showAlert(errorAlert(result.message || CAPTIONS_TEXT.failed))
      setStored(captionsNameFor(video))
      showAlert({ title: ALERT_TITLES.success, text: CAPTIONS_TEXT.uploaded })
    } catch {
      showAlert(errorAlert(CAPTIONS_TEXT.failed))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="field captions-field" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="field-label">
        {CAPTIONS_TEXT.label}
      </span>
      <p className="captions-field__current">
        {address ? <a href={address}>{CAPTIONS_TEXT.current}</a> : CAPTIONS_TEXT.none}
      </p>
      <button
        type="button"
        className="button button-secondary button-small"
        aria-describedby={`${id}-hint`}
        aria-busy={busy || undefined}
        disabled={busy}
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
          if (file) void send(file)
        }}
      />
      <small id={`${id}-hint`} className="field-hint">
        {CAPTIONS_TEXT.hint}
      </small>
      {alertDialog}
    </div>
  )
}

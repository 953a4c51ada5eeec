import { useState } from 'react'
import { PREVIEW_TEXT, type PreviewArea } from '../../../../shared/rules/preview'
import { useBridge } from '../../app/BridgeProvider'
import { isNetworkFailure } from '../failures'
import { useOpenExternal } from '../usePublicPage'
import { toastNetworkFailure } from '../Toasts'

/** A record the public site can show, by the public API's area and the record's id. */
export interface PreviewTarget {
  area: PreviewArea
  id: number
}

/**
 * Issue 46: asks the server for the record's preview address (the site's template filled with a token only
 * the server can sign) and opens it in the system browser. What stops it is said, not swallowed: no
 * template yet (who sets one, and where), or the server's refusal.
 */
export function usePreviewOnSite(target: PreviewTarget) {
  const bridge = useBridge()
  const openExternal = useOpenExternal()
  const [busy, setBusy] = useState(false)
  const [note, setNote] = useState('')

  async function open() {
    setBusy(true)
    setNote('')
    try {
      const answer = await bridge.api.preview.link({ area: target.area, id: target.id })
      if (!answer.ok) {
        if (isNetworkFailure(answer)) toastNetworkFailure()
        else setNote(`${PREVIEW_TEXT.notOpened} ${answer.message}`)
        return
      }
      if (answer.data.url === null) return setNote(PREVIEW_TEXT.noTemplate)
      await openExternal(answer.data.url)
    } finally {
      setBusy(false)
    }
  }

  return { open: () => void open(), busy, note }
}

import { useEffect, useState } from 'react'
import {
  CONNECTION_BACK_NOTICE_MS,
  CONNECTION_TEXT,
  type ConnectionState,
} from '../../../shared/rules/connection'
import { useBridge } from './BridgeProvider'
import './connection.css'
import { settled } from '../bridge/settled'

// Under the header: a banner while main cannot reach the API server (issue 11), then a short "Connected
// again" once it can. Main checks in the background; the page only shows what main reports.

type Shown = 'offline' | 'back' | null

export function ConnectionBanner() {
  const bridge = useBridge()
  const [shown, setShown] = useState<Shown>(null)

  useEffect(() => {
    let live = true
    let heard = false
    let wasOffline = false
    let backTimer: ReturnType<typeof setTimeout> | undefined
    const apply = (state: ConnectionState) => {
      if (!live) return
      clearTimeout(backTimer)
      if (state === 'offline') {
        wasOffline = true
        setShown('offline')
      } else if (wasOffline) {
        wasOffline = false
        setShown('back')
        backTimer = setTimeout(() => live && setShown(null), CONNECTION_BACK_NOTICE_MS)
      }
    }
    const off = bridge.connection.onChange((state) => {
      heard = true
      apply(state)
    })
    // The state when the page opens; a report heard in the meantime is newer and wins.
    settled(bridge.connection.current()).then(
      (state) => heard || apply(state),
      () => undefined,
    )
    return () => {
      live = false
      clearTimeout(backTimer)
      off()
    }
  }, [bridge])

  return (
    <>
      {shown === 'offline' && (
        <p role="alert" className="connection-banner connection-banner--offline">
          {CONNECTION_TEXT.offline}
        </p>
      )}
      {/* A polite live region that is always there, so "Connected again" is read out when it appears; not
          role="status", which the screens' own summaries are found by. */}
      <div aria-live="polite" aria-atomic="true" className="connection-live">
        {shown === 'back' && (
          <p className="connection-banner connection-banner--back">{CONNECTION_TEXT.back}</p>
        )}
      </div>
    </>
  )
}

import { useEffect, useState, type ReactNode } from 'react'
import type { Bridge } from '../../../shared/bridge'
import { SERVER_START_TEXT, type ServerStart } from '../../../shared/rules/server-start'
import { Spinner } from '../components/Spinner'
import { useBridge } from './BridgeProvider'
import './server-start.css'

// The window opens before the API server is ready (issue 45): until it is, the page shows how far its start
// is (an update's migrations, step by step) or what failed and where the log is; then the console itself.

const READY: ServerStart = { state: 'ready' }

export function ServerStartGate({ children }: { children: ReactNode }) {
  const status = useServerStart(useBridge())
  if (status?.state === 'ready') return children
  return <ServerStartScreen status={status} />
}

/** Main's status of the server's start: asked once, then followed; ready stays ready. */
function useServerStart(bridge: Bridge): ServerStart | null {
  const [status, setStatus] = useState<ServerStart | null>(null)
  useEffect(() => {
    let live = true
    let heard = false
    const take = (next: ServerStart) => setStatus((now) => (now?.state === 'ready' ? now : next))
    const unsubscribe = bridge.startup.onChange((next) => {
      heard = true
      take(next)
    })
    bridge.startup.status().then(
      // A change heard meanwhile is newer than this answer. Main that cannot say has no start to wait for.
      (answer) => live && !heard && take('state' in answer ? answer : READY),
      () => live && !heard && take(READY),
    )
    return () => {
      live = false
      unsubscribe()
    }
  }, [bridge])
  return status
}

export function ServerStartScreen({ status }: { status: ServerStart | null }) {
  if (status?.state === 'updating') {
    const title = status.firstRun ? SERVER_START_TEXT.preparing : SERVER_START_TEXT.updating
    const step = SERVER_START_TEXT.step(title, status)
    return (
      <main className="server-start" aria-labelledby="server-start-title">
        <h1 id="server-start-title">{title}</h1>
        <progress
          aria-label={SERVER_START_TEXT.progressLabel}
          aria-valuetext={step}
          max={status.total}
          value={status.done}
        />
        <p role="status">{step}</p>
        <p className="server-start-hint">{SERVER_START_TEXT.keepOpen}</p>
      </main>
    )
  }
  if (status?.state === 'failed')
    return (
      <main className="server-start" aria-labelledby="server-start-title">
        <div role="alert">
          <h1 id="server-start-title">{SERVER_START_TEXT.failed}</h1>
          <p className="server-start-error">{status.error}</p>
          <p>
            {SERVER_START_TEXT.log}: <code>{status.log}</code>
          </p>
        </div>
        <p className="server-start-hint">{SERVER_START_TEXT.failedHelp}</p>
      </main>
    )
  return (
    <div className="server-start">
      <Spinner label={SERVER_START_TEXT.starting} />
    </div>
  )
}

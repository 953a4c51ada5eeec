import type { Bridge } from '../../../shared/bridge'
import { Toasts } from '../components/Toasts'
import { BridgeProvider } from './BridgeProvider'
import { ServerStartGate } from './ServerStart'
import { Start } from './Start'

/** The whole renderer: the bridge, the API server's start (issue 45), the signed-out pages or the routed console (Start.tsx), the toasts. */
export function App({ bridge }: { bridge?: Bridge }) {
  return (
    <BridgeProvider bridge={bridge}>
      <ServerStartGate>
        <Start />
      </ServerStartGate>
      <Toasts />
    </BridgeProvider>
  )
}

import type { Bridge } from '../../../shared/bridge'
import { Toasts } from '../components/Toasts'
import { BridgeProvider } from './BridgeProvider'
import { Start } from './Start'

/** The whole renderer: the bridge, the signed-out pages or the routed console (Start.tsx), the toasts. */
export function App({ bridge }: { bridge?: Bridge }) {
  return (
    <BridgeProvider bridge={bridge}>
      <Start />
      <Toasts />
    </BridgeProvider>
  )
}

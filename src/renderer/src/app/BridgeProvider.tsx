import { createContext, useContext, useMemo, type ReactNode } from 'react'
import type { Bridge } from '../../../shared/bridge'
import { bridge as realBridge } from '../bridge'
import { useSession } from '../state/session'
import { watchBridge } from './watch-bridge'

// Screens reach the outside only through `useBridge()`. The provider takes the real bridge by default;
// tests hand it a double.

const BridgeContext = createContext<Bridge | null>(null)

const expireSession = () => useSession.getState().expire()

export function BridgeProvider({ bridge = realBridge, children }: { bridge?: Bridge; children: ReactNode }) {
  const watched = useMemo(() => watchBridge(bridge, expireSession), [bridge])
  return <BridgeContext.Provider value={watched}>{children}</BridgeContext.Provider>
}

export function useBridge(): Bridge {
  const bridge = useContext(BridgeContext)
  if (!bridge) throw new Error('useBridge is used outside <BridgeProvider>')
  return bridge
}

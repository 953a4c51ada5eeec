import type { Bridge } from '../../../shared/bridge'
import { browserBridge } from './browser'

declare global {
  interface Window {
    /** Set by the preload in the desktop app; absent in browser mode. */
    api?: Bridge
  }
}

/** The bridge: the preload's in the desktop app, the HTTP one in browser mode. */
export const bridge: Bridge = window.api ?? browserBridge

/** Running in the desktop app (the preload's bridge), not in a browser tab. */
export const isDesktopApp = window.api !== undefined

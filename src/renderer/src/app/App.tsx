import { useMemo } from 'react'
import { createHashRouter, RouterProvider } from 'react-router-dom'
import type { Bridge } from '../../../shared/bridge'
import { Toasts } from '../components/Toasts'
import { AppRoutes } from './AppRoutes'
import { BridgeProvider } from './BridgeProvider'

/**
 * Hash routing works both from file:// in the desktop app and from the browser-mode host. A data router,
 * so forms can ask before the user leaves them with unsaved changes (useBlocker).
 */
export function App({ bridge }: { bridge?: Bridge }) {
  const router = useMemo(() => createHashRouter([{ path: '*', element: <AppRoutes /> }]), [])
  return (
    <BridgeProvider bridge={bridge}>
      <RouterProvider router={router} />
      <Toasts />
    </BridgeProvider>
  )
}

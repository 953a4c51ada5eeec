import { useState } from 'react'
import { createHashRouter, RouterProvider } from 'react-router-dom'
import { AppRoutes } from './AppRoutes'

/**
 * Hash routing works both from file:// in the desktop app and from the browser-mode host. A data router,
 * so forms can ask before the user leaves them with unsaved changes (useBlocker). Its own chunk (issue 24):
 * the login screen runs without it. Made when first shown, from the address as it is then; once there it
 * stays for the page's life (Start.tsx), so it is never disposed.
 */
export function Routed() {
  const [router] = useState(() => createHashRouter([{ path: '*', element: <AppRoutes /> }]))
  return <RouterProvider router={router} />
}

import { onDemand } from '../components/on-demand'

// The pages whose code loads on demand, declared once for the signed-out start (Start.tsx) and the
// router (AppRoutes.tsx), so a chunk fetched by one renders at once in the other. None of these imports
// brings React Router into the login screen's script: each is its own chunk.

const loadSignedIn = () => import('./SignedIn')
export const SignedIn = onDemand(loadSignedIn, 'SignedIn')
export const AfterSignIn = onDemand(loadSignedIn, 'AfterSignIn')
export const ToDashboard = onDemand(loadSignedIn, 'ToDashboard')
export const SetPassword = onDemand(() => import('../features/accounts/SetPassword'), 'SetPassword')
export const SsoCallback = onDemand(() => import('../features/login/SsoCallback'), 'SsoCallback')
export const AccessWaiting = onDemand(() => import('../features/login/AccessWaiting'), 'AccessWaiting')
/** React Router and the routes (AppRoutes): loaded when signed in, or for a page that needs them. */
export const Routed = onDemand(() => import('./Routed'), 'Routed')

/** The router, the console and the dashboard's own chunk, fetched while the user signs in. */
export const preloadSignedIn = () =>
  Promise.all([Routed.preload(), SignedIn.preload(), AfterSignIn.preload(), ToDashboard.preload()])
    .then(loadSignedIn)
    .then((module) => module.preloadFirstScreen())

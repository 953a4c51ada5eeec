import { create } from 'zustand'
import type { SessionState } from '../../../shared/bridge'
import type { SessionUser } from '../../../shared/contract/session'

// Who is signed in, as main reports it (`session.current()` at start, `session.onChange` after). The
// renderer never holds a token: this is only the user record and whether the server ended the session.

interface SessionStore {
  /** False until main has answered once: until then we cannot tell the login screen from the app. */
  known: boolean
  user: SessionUser | null
  /** The server ended the session; the user stays set so the screen under the sign-in dialog stays. */
  expired: boolean
  apply(state: SessionState): void
  /** A call came back unauthorized: the session ended while the user was working. */
  expire(): void
  clear(): void
}

export const useSession = create<SessionStore>()((set) => ({
  known: false,
  user: null,
  expired: false,
  apply: (state) =>
    set((current) => {
      // An expiry notice may come without the user; the one we had is the one whose session ended.
      const user = state.user ?? (state.expired ? current.user : null)
      return { known: true, user, expired: state.expired && user !== null }
    }),
  expire: () => set((current) => (current.user ? { expired: true } : current)),
  clear: () => set({ known: true, user: null, expired: false }),
}))

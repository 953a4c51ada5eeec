import type { SessionState } from '../../shared/bridge'
import type { Vault } from '../vault/vault'

// Who is signed in, as main knows it. `expired` is set when the server refuses the token, so the
// renderer can ask for the password again without leaving the screen (nothing typed is lost).
export function createSessionKeeper(vault: Vault, apiBaseUrl: string, emit: (state: SessionState) => void) {
  let expired = false
  const stored = () => {
    const session = vault.readSession()
    return session && session.apiBaseUrl === apiBaseUrl ? session : null
  }
  const state = (): SessionState => ({ user: stored()?.user ?? null, expired })
  return {
    state,
    token: () => (expired ? null : (stored()?.token ?? null)),
    signedIn(token: string, user: SessionState['user'] & object) {
      vault.writeSession({ token, user, apiBaseUrl })
      expired = false
      emit(state())
    },
    markExpired() {
      if (expired || !stored()) return
      expired = true
      emit(state())
    },
    signedOut() {
      vault.clearSession()
      expired = false
      emit(state())
    },
  }
}
export type SessionKeeper = ReturnType<typeof createSessionKeeper>

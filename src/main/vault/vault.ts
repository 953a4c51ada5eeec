import { z } from 'zod'
import { SessionUser } from '../../shared/contract/session'
import { Settings } from '../../shared/bridge'

// The credential vault: the bearer token and who holds it, kept by main only. The store and the
// cipher are adapters: electron-store with safeStorage in the desktop app, `conf` with no cipher in
// browser mode (the host runs on loopback for one user).

export interface KeyValueStore {
  get(key: string): unknown
  set(key: string, value: unknown): void
  delete(key: string): void
}

export interface Cipher {
  encrypt(plain: string): string
  decrypt(sealed: string): string
}

export const plainCipher: Cipher = { encrypt: (s) => s, decrypt: (s) => s }

const StoredSession = z.object({ sealedToken: z.string(), user: SessionUser, apiBaseUrl: z.string() })

export interface StoredSessionValue {
  token: string
  user: SessionUser
  /** The server the token belongs to: a token is never sent to another server. */
  apiBaseUrl: string
}

export const DEFAULT_SETTINGS: Settings = {
  publicSiteUrl: 'https://www.example.edu/',
  uploadConcurrency: 3,
  mediaFeedUrl: '',
  updateFeedUrl: '',
}

export function createVault(store: KeyValueStore, cipher: Cipher) {
  return {
    readSession(): StoredSessionValue | null {
      const parsed = StoredSession.safeParse(store.get('session'))
      if (!parsed.success) return null
      try {
        return {
          token: cipher.decrypt(parsed.data.sealedToken),
          user: parsed.data.user,
          apiBaseUrl: parsed.data.apiBaseUrl,
        }
      } catch {
        // A token sealed on another machine or by another OS user cannot be opened: sign in again.
        store.delete('session')
        return null
      }
    },
    writeSession(value: StoredSessionValue): void {
      store.set('session', {
        sealedToken: cipher.encrypt(value.token),
        user: value.user,
        apiBaseUrl: value.apiBaseUrl,
      })
    },
    clearSession(): void {
      store.delete('session')
    },
    readSettings(): Settings {
      const parsed = Settings.partial().safeParse(store.get('settings'))
      return { ...DEFAULT_SETTINGS, ...(parsed.success ? parsed.data : {}) }
    },
    writeSettings(patch: Partial<Settings>): Settings {
      const next = Settings.parse({ ...this.readSettings(), ...patch })
      store.set('settings', next)
      return next
    },
  }
}
export type Vault = ReturnType<typeof createVault>

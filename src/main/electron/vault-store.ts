import Store from 'electron-store'
import { safeStorage } from 'electron'
import type { Cipher, KeyValueStore } from '../vault/vault'

// The desktop app's vault adapters: electron-store on disk, the token sealed by the OS keychain.

export function createElectronStore(): KeyValueStore {
  const store = new Store<Record<string, unknown>>({ name: 'console' })
  return {
    get: (key) => store.get(key),
    set: (key, value) => store.set(key, value),
    delete: (key) => store.delete(key),
  }
}

export const safeStorageCipher: Cipher = {
  encrypt(plain) {
    if (!safeStorage.isEncryptionAvailable())
      throw new Error('No OS encryption available to keep the session')
    return safeStorage.encryptString(plain).toString('base64')
  },
  decrypt: (sealed) => safeStorage.decryptString(Buffer.from(sealed, 'base64')),
}

import { join } from 'node:path'
import { createBridgeHandlers } from '../../src/main/bridge/handlers'
import { createFileStore } from '../../src/main/vault/file-store'
import { createVault, plainCipher } from '../../src/main/vault/vault'

/**
 * Main's bridge as the page reaches it, against the API at `apiBaseUrl`, keeping its vault and upload queue in
 * `dir`: no system browser and no save dialog.
 */
export const mainBridge = (apiBaseUrl: string, dir: string) =>
  createBridgeHandlers({
    vault: createVault(createFileStore(join(dir, 'vault')), plainCipher),
    apiBaseUrl,
    emit: () => {},
    openExternal: async () => {},
    saveTextFile: async () => false,
    queueFile: join(dir, 'queue.json'),
  })

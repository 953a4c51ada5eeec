import { ipcMain } from 'electron'
import type { Handler } from './bridge/register'
import { assertTrustedSender } from './security'

/** One `ipcMain.handle` per bridge method; the sender frame is checked on every call. */
export function registerBridgeIpc(handlers: Record<string, Handler>, devServerUrl?: string): void {
  for (const [channel, handler] of Object.entries(handlers)) {
    ipcMain.handle(channel, (event, arg: unknown) => {
      assertTrustedSender(event, devServerUrl)
      return handler(arg)
    })
  }
}

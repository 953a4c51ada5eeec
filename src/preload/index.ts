import { contextBridge, ipcRenderer, webUtils } from 'electron'
import { buildBridge, channel, type Bridge, type Transport } from '../shared/bridge'

// The page gets typed methods only: no ipcRenderer, no generic invoke.

const transport: Transport = {
  invoke: (channel, arg) => ipcRenderer.invoke(channel, arg),
  subscribe(event, listener) {
    const handler = (_event: Electron.IpcRendererEvent, payload: unknown) => listener(payload)
    ipcRenderer.on(event, handler)
    return () => ipcRenderer.removeListener(event, handler)
  },
}

const api = buildBridge(transport, {
  // The path of a file the user chose becomes a handle in main; the page sees only the handle. A File made
  // by a script has no path, and gets none.
  pathFor: (file) => ipcRenderer.invoke(channel.filesGrant, webUtils.getPathForFile(file)) as Promise<string>,
  mediaBase: 'app-media://uploads/',
}) satisfies Bridge

contextBridge.exposeInMainWorld('api', api)

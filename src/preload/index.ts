import { contextBridge, ipcRenderer, webUtils } from 'electron'
import { buildBridge, type Bridge, type Transport } from '../shared/bridge'

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
  pathFor: async (file) => webUtils.getPathForFile(file),
  mediaBase: 'app-media://uploads/',
}) satisfies Bridge

contextBridge.exposeInMainWorld('api', api)

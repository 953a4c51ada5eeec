import { contextBridge, ipcRenderer, webUtils } from 'electron'
import { contractApi, type Bridge } from '../shared/bridge'
import { apiCall, buildBridge, mediaUrl, type Transport } from '../shared/bridge-build'

// The page gets typed methods only: no ipcRenderer, no generic invoke.

const transport: Transport = {
  invoke: (channel, arg) => ipcRenderer.invoke(channel, arg),
  subscribe(event, listener) {
    const handler = (_event: Electron.IpcRendererEvent, payload: unknown) => listener(payload)
    ipcRenderer.on(event, handler)
    return () => ipcRenderer.removeListener(event, handler)
  },
}

const api = buildBridge(
  transport,
  (invoke) => ({
    // The path of a file the user chose becomes a handle in main; the page sees only the handle. A File made
    // by a script has no path, and gets none.
    'files.pathFor': async (file) => {
      const handle = await invoke('files.grant', webUtils.getPathForFile(file))
      if (typeof handle !== 'string') throw new Error(handle.message)
      return handle
    },
    'media.url': (folder, imagePath) => mediaUrl('app-media://uploads/', folder, imagePath),
  }),
  contractApi(apiCall(transport)),
) satisfies Bridge

contextBridge.exposeInMainWorld('api', api)

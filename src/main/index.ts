import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { app, BrowserWindow, dialog, net, protocol, session, shell, utilityProcess } from 'electron'
import { chooseApiServer, type ApiServer } from './api/server-choice'
import type { BackgroundStart } from './api/server-start'
import { createBridgeHandlers } from './bridge/handlers'
import { launchConsole } from './desktop/launch'
import { utilityPhotoProcesses } from './desktop/photo-process'
import { MIN_SIZE } from './desktop/window-state'
import { reopenAfterCrash } from './electron/crash'
import { installMenu, openLogsFolder, rememberWindowState, savedWindowBounds } from './electron/desktop'
import { logFile, startLogging } from './electron/log'
import { startUpdates } from './electron/updates'
import { createElectronStore, safeStorageCipher } from './electron/vault-store'
import { registerBridgeIpc } from './ipc'
import {
  APP_ENTRY_URL,
  APP_SCHEME,
  appFileFor,
  CONTENT_SECURITY_POLICY,
  isAllowedExternalUrl,
  keepOnAppPages,
  launchSettings,
  windowWebPreferences,
} from './security'
import { createVault } from './vault/vault'
import { eventChannel } from '../shared/bridge-table'
import { UPLOAD_FOLDERS, type UploadFolder } from '../shared/contract/define'

// The desktop app: Electron's security checklist applied, the bridge registered, and the embedded API
// server started when no remote server is configured (CONSOLE_API_URL).

const MEDIA_SCHEME = 'app-media'
/** Help > Documentation: the project's address, when the package names one. */
const DOCUMENTATION_URL = process.env.CONSOLE_DOCS_URL || undefined
/** Errors of main and of the page's process, to a file in the user-data folder (Help > Open logs folder). */
const log = startLogging()
/** What the environment may change: less in the packaged app (security.ts). */
const launch = settingsOrQuit()

/** The launch settings; a setting the packaged app refuses is said in a dialog, and the app quits. */
function settingsOrQuit(): ReturnType<typeof launchSettings> {
  try {
    return launchSettings(process.env, app.isPackaged)
  } catch (error) {
    log.error(error)
    dialog.showErrorBox('University Content Console', error instanceof Error ? error.message : String(error))
    app.exit(1)
    return {}
  }
}
const devServerUrl = launch.devServerUrl
const rendererDir = join(import.meta.dirname, '../renderer')

protocol.registerSchemesAsPrivileged([
  { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
  { scheme: MEDIA_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true, stream: true } },
])

let mainWindow: BrowserWindow | null = null

function hardenSessions(): void {
  session.defaultSession.setPermissionRequestHandler((_wc, _permission, callback) => callback(false))
  session.defaultSession.setPermissionCheckHandler(() => false)
  session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
    callback({
      responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] },
    })
  })
  app.on('web-contents-created', (_event, contents) => {
    // No frame of the app goes anywhere but the console's own pages.
    keepOnAppPages(contents, devServerUrl)
    contents.on('will-attach-webview', (event) => event.preventDefault())
    contents.setWindowOpenHandler(({ url }) => {
      if (isAllowedExternalUrl(url)) void shell.openExternal(url)
      return { action: 'deny' }
    })
  })
}

function createWindow(): BrowserWindow {
  const { bounds, maximized } = savedWindowBounds()
  const window = new BrowserWindow({
    ...bounds,
    minWidth: MIN_SIZE.width,
    minHeight: MIN_SIZE.height,
    show: false,
    title: 'University Content Console',
    webPreferences: windowWebPreferences(join(import.meta.dirname, '../preload/index.cjs')),
  })
  window.once('ready-to-show', () => {
    if (maximized) window.maximize()
    window.show()
  })
  rememberWindowState(window)
  reopenAfterCrash(window, devServerUrl ?? APP_ENTRY_URL, log)
  void window.loadURL(devServerUrl ?? APP_ENTRY_URL)
  return window
}

async function saveTextFile({ name, text }: { name: string; text: string }): Promise<boolean> {
  const options = { defaultPath: name, filters: [{ name: 'CSV', extensions: ['csv'] }] }
  const choice = mainWindow
    ? await dialog.showSaveDialog(mainWindow, options)
    : await dialog.showSaveDialog(options)
  if (choice.canceled || !choice.filePath) return false
  await writeFile(choice.filePath, text, 'utf8')
  return true
}

if (!app.requestSingleInstanceLock()) app.quit()

app.on('second-instance', () => {
  if (mainWindow?.isMinimized()) mainWindow.restore()
  mainWindow?.focus()
})

void app.whenReady().then(() => {
  hardenSessions()
  const vault = createVault(createElectronStore(), safeStorageCipher)
  // Set just below; the schemes are registered before the window opens and serve images only once it is.
  let server: BackgroundStart<ApiServer> | null = null
  const appUpdate = startUpdates({
    settingFeed: () => vault.readSettings().updateFeedUrl,
    log,
    onChange: (status) => mainWindow?.webContents.send(eventChannel('appUpdate.onChange'), status),
  })
  // The console's own pages, from the built renderer folder only.
  protocol.handle(APP_SCHEME, async (request) => {
    const file = appFileFor(request.url, rendererDir)
    if (!file) return new Response(null, { status: 404 })
    const response = await net.fetch(pathToFileURL(file).href).catch(() => null)
    if (!response?.ok) return new Response(null, { status: 404 })
    const headers = new Headers(response.headers)
    headers.set('Content-Security-Policy', CONTENT_SECURITY_POLICY)
    return new Response(response.body, { status: 200, headers })
  })

  // Images come from the API host's uploads folder through our own scheme, so the page needs no API address.
  protocol.handle(MEDIA_SCHEME, (request) => {
    const [folder, file] = new URL(request.url).pathname.split('/').filter(Boolean)
    if (!UPLOAD_FOLDERS.includes(folder as UploadFolder) || !file) return new Response(null, { status: 404 })
    const origin = server?.server()?.origin
    if (!origin) return new Response(null, { status: 503 })
    return net.fetch(`${origin}/public/uploads/${folder}/${file}`)
  })

  installMenu(
    {
      search: () => mainWindow?.webContents.send(eventChannel('menu.onShowSearch'), null),
      shortcuts: () => mainWindow?.webContents.send(eventChannel('menu.onShowShortcuts'), null),
      documentation: () => DOCUMENTATION_URL && void shell.openExternal(DOCUMENTATION_URL),
      logs: openLogsFolder,
    },
    DOCUMENTATION_URL,
  )
  // The window opens at once; the page shows the server's start (an update's migration) until it is ready.
  server = launchConsole({
    startServer: (onMigration) =>
      chooseApiServer(
        {
          dataDir: join(app.getPath('userData'), 'server'),
          mediaFeedUrl: () => vault.readSettings().mediaFeedUrl || null,
          onMigration,
          photoProcesses: utilityPhotoProcesses((path, args, options) =>
            utilityProcess.fork(path, args, options),
          ),
        },
        launch.remoteApiUrl,
      ),
    createHandlers: (started) =>
      createBridgeHandlers({
        appUpdate,
        vault,
        apiBaseUrl: started.url,
        apiHeaders: started.headers,
        // Every window of the app hears main's events: a save in one shows in the others (issue 45).
        emit: (event, payload) =>
          BrowserWindow.getAllWindows().forEach((window) => window.webContents.send(event, payload)),
        openExternal: (url) => shell.openExternal(url),
        saveTextFile,
        queueFile: join(app.getPath('userData'), 'uploads-queue.json'),
        // Only the preload asks for handles; the page's bridge has no method that takes a path.
        grantsPaths: true,
      }).handlers,
    registerBridge: (handlers) => registerBridgeIpc(handlers, devServerUrl),
    sendStatus: (status) => mainWindow?.webContents.send(eventChannel('startup.onChange'), status),
    logPlace: logFile(),
    logError: (error) => log.error('The API server did not start:', error),
    openWindow: () => {
      mainWindow = createWindow()
      mainWindow.on('closed', () => (mainWindow = null))
    },
  })

  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) mainWindow = createWindow()
  })
  // The embedded database must close cleanly before the process ends (after a migration under way).
  let closing = false
  app.on('before-quit', (event) => {
    if (closing) return
    closing = true
    event.preventDefault()
    void (server?.close() ?? Promise.resolve()).finally(() => app.exit(0))
  })
})

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit()
})

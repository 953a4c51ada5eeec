import { app, dialog, type BrowserWindow } from 'electron'
import { createCrashPolicy, recoveredUrl } from '../desktop/crash-reload'
import { RECOVERY_TEXT as T } from '../../shared/rules/recovery'

// The Electron side of src/main/desktop/crash-reload.ts: a page whose process died is reopened where it
// was, with the flag that makes it say so; a second crash soon after asks the user instead of looping.

export function reopenAfterCrash(
  window: BrowserWindow,
  startUrl: string,
  log: { error(message: string): void },
): void {
  const policy = createCrashPolicy()
  const reopen = (url: string) => void window.loadURL(recoveredUrl(url || startUrl))
  window.webContents.on('render-process-gone', (_event, details) => {
    log.error(`The page's process stopped: ${details.reason} (exit code ${details.exitCode})`)
    if (details.reason === 'clean-exit' || window.isDestroyed()) return
    const url = window.webContents.getURL()
    if (policy.crashed() === 'reload') return reopen(url)
    void dialog
      .showMessageBox(window, {
        type: 'error',
        title: T.crashedAgainTitle,
        message: T.crashedAgainTitle,
        detail: T.crashedAgain,
        buttons: [T.reopen, T.quit],
        defaultId: 0,
        cancelId: 1,
      })
      .then(({ response }) => (response === 0 ? reopen(url) : app.quit()))
  })
}

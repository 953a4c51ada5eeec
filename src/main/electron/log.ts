import { join } from 'node:path'
import { app } from 'electron'
import log from 'electron-log/main'

// Main's log file (issue 11): errors of main and of the page's process, in the user-data folder, kept by
// electron-log. When the file passes a megabyte it becomes main.old.log and a new one starts.

/** The folder Help > Open logs folder opens. */
export const logsFolder = () => join(app.getPath('userData'), 'logs')

/** The file main writes its errors to (a start that failed names it on the page). */
export const logFile = () => join(logsFolder(), 'main.log')

const MAX_LOG_BYTES = 1024 * 1024

export function startLogging(): typeof log {
  const folder = logsFolder()
  // Electron's own logs path (which the menu item opens) is another folder on macOS: one folder for both.
  app.setAppLogsPath(folder)
  log.transports.file.resolvePathFn = logFile
  log.transports.file.maxSize = MAX_LOG_BYTES
  // Uncaught exceptions and unhandled rejections go to the file; the app carries on without a dialog.
  log.errorHandler.startCatching({ showDialog: false })
  return log
}

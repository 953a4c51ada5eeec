import { join } from 'node:path'
import { app } from 'electron'
import electronUpdater from 'electron-updater'
import { chooseUpdateFeed, createUpdateController, feedSetter, type UpdateLog } from '../desktop/updates'
import { UPDATE_FEED_ENV, type UpdateStatus } from '../../shared/rules/updates'

// The Electron side of src/main/desktop/updates.ts: the platform's electron-updater, pointed at the
// operator's feed. Downloads run in the background; the install waits for the user's Restart or the quit.

export function startUpdates(options: {
  /** The Settings field, read at each check. */
  settingFeed(): string
  log: UpdateLog & { warn(message: string): void }
  onChange(status: UpdateStatus): void
}) {
  // electron-updater is CommonJS; its autoUpdater is a getter that ESM cannot import by name.
  const updater = electronUpdater.autoUpdater
  updater.logger = options.log
  updater.autoDownload = true
  updater.autoInstallOnAppQuit = true
  // Whether to check is our rule (chooseUpdateFeed), not electron-updater's "packaged only".
  updater.forceDevUpdateConfig = true
  const controller = createUpdateController({
    updater,
    feed: () =>
      chooseUpdateFeed({
        env: process.env[UPDATE_FEED_ENV],
        setting: options.settingFeed(),
        packaged: app.isPackaged,
      }),
    useFeed: feedSetter(updater, join(app.getPath('userData'), 'app-update.yml')),
    log: options.log,
    onChange: options.onChange,
  })
  controller.start()
  return controller
}

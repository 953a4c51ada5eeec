import { writeFile } from 'node:fs/promises'
import type { AppUpdater } from 'electron-updater'
import { isHttpUrl } from '../../shared/bridge-build'
import { FIRST_UPDATE_CHECK_MS, UPDATE_CHECK_EVERY_MS, type UpdateStatus } from '../../shared/rules/updates'

// The desktop app's updates (issue 11) as plain Node: which feed, when to check, and the state the page
// sees. The updater is electron-updater's own (an AppUpdater); only the Electron glue
// (src/main/electron/updates.ts) creates the platform's one, so tests drive a real updater in Node.

export interface UpdateLog {
  info(message: string): void
  error(message: string, error?: unknown): void
}

/**
 * The feed to check, or null when updates are off: the operator's environment variable first, else the
 * Settings field, which counts only in the packaged app (a development run checks only when told to).
 */
export function chooseUpdateFeed(options: {
  env: string | undefined
  setting: string
  packaged: boolean
}): string | null {
  const fromEnv = options.env?.trim()
  if (fromEnv) return isHttpUrl(fromEnv) ? fromEnv : null
  if (!options.packaged) return null
  const fromSetting = options.setting.trim()
  return isHttpUrl(fromSetting) ? fromSetting : null
}

/** The cache folder electron-updater keeps downloads in, under the system's cache folder. */
export const UPDATER_CACHE_DIR = 'university-content-console-updater'

/**
 * Points an updater at a generic feed. electron-updater reads its feed and cache folder from
 * app-update.yml, which the build writes only for a feed known at build time; ours is the operator's, so
 * we write that file ourselves (JSON is YAML) and point the updater at it.
 */
export function feedSetter(updater: Pick<AppUpdater, 'updateConfigPath'>, configFile: string) {
  return async (url: string): Promise<void> => {
    const config = { provider: 'generic', url, updaterCacheDirName: UPDATER_CACHE_DIR }
    await writeFile(configFile, JSON.stringify(config))
    // Setting the path again drops the updater's cached copy, so a changed feed is read anew.
    updater.updateConfigPath = configFile
  }
}

export interface UpdateControllerDeps {
  updater: Pick<AppUpdater, 'checkForUpdates' | 'quitAndInstall'>
  /** The feed to check now (read at each check, so a changed setting counts), or null: off. */
  feed(): string | null
  useFeed(url: string): Promise<void>
  log: UpdateLog
  onChange(status: UpdateStatus): void
}

export function createUpdateController(deps: UpdateControllerDeps) {
  let status: UpdateStatus = { state: 'off' }
  let running: Promise<void> | null = null

  const set = (next: UpdateStatus) => {
    if (next.state === status.state && next.version === status.version) return
    status = next
    deps.onChange(status)
  }

  async function run(): Promise<void> {
    const url = deps.feed()
    if (!url) return set({ state: 'off' })
    try {
      await deps.useFeed(url)
      set({ state: 'checking' })
      // autoDownload is on: an update found starts downloading, and downloadPromise ends with it.
      const result = await deps.updater.checkForUpdates()
      if (!result?.isUpdateAvailable || !result.downloadPromise) {
        deps.log.info(`No update (the feed offers ${result?.updateInfo.version ?? 'nothing'})`)
        return set({ state: 'idle' })
      }
      const version = result.updateInfo.version
      set({ state: 'downloading', version })
      await result.downloadPromise
      deps.log.info(`Update ${version} downloaded`)
      set({ state: 'ready', version })
    } catch (error) {
      // A feed that is down or wrong is the operator's matter: logged, nothing shown to the editor.
      deps.log.error(`Update check against ${url} failed`, error)
      set({ state: 'idle' })
    }
  }

  /** One check (and download); a check already running is joined, and nothing runs once one is ready. */
  function check(): Promise<void> {
    if (status.state === 'ready') return Promise.resolve()
    running ??= run().finally(() => (running = null))
    return running
  }

  return {
    status: (): UpdateStatus => status,
    check,
    /** Background checks: a first one soon, then every few hours. Returns the stop. */
    start(): () => void {
      const first = setTimeout(() => void check(), FIRST_UPDATE_CHECK_MS)
      const every = setInterval(() => void check(), UPDATE_CHECK_EVERY_MS)
      first.unref?.()
      every.unref?.()
      return () => {
        clearTimeout(first)
        clearInterval(every)
      }
    },
    /** The user's Restart: quits and installs. Never called by the app itself. */
    restart(): boolean {
      if (status.state !== 'ready') return false
      deps.updater.quitAndInstall()
      return true
    },
  }
}
export type UpdateController = ReturnType<typeof createUpdateController>

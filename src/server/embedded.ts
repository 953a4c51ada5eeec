import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import type { AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { MEDIA_FEED_ENV } from '../shared/rules/media'
import { SLOW_START_ENV, type MigrationProgress } from '../shared/rules/server-start'
import { buildServer } from './app'
import { envValue, wantsDemo } from './config'
import { publicHttpSettings } from './public/http-config'
import { readSsoSettings } from './auth/sso-config'
import { openDatabase } from './db/client'
import type { StartPhotoProcess } from './storage/photo-process'
import { LAUNCH_SECRET_HEADER } from './launch-secret'
import { seedDemoData } from './db/seed'
import { writeDemoBanners } from './db/seed-faculty'

// The API server the desktop app (and browser mode) starts for itself when no remote API is configured:
// PGlite under the app's data folder, loopback only, callable only with its per-launch secret. An empty
// database asks for its first Super Admin (routes/setup.ts); the demo university only with CONSOLE_DEMO=1.

export interface EmbeddedServerOptions {
  /** The server's folder: the database in `db/`, uploaded files in `uploads/`. */
  dataDir: string
  host?: string
  /** 0 picks a free port. */
  port?: number
  /** Fill an empty database with the demo university; by default when CONSOLE_DEMO=1. */
  demo?: boolean
  /** The media-coverage feed's address (the app's Settings), read at every import; else MEDIA_FEED_URL. */
  mediaFeedUrl?: () => string | null
  /**
   * The per-launch secret every /api/ call must carry; a new random one when not given. Tests and benches
   * that call the API of a browser-mode host they started give their own (CONSOLE_LAUNCH_SECRET).
   */
  launchSecret?: string
  /** Told before the first migration this start applies and after each (the window's update screen). */
  onMigration?: (progress: MigrationProgress) => void
  /** How photo workers are started (the desktop app's Electron layer hands in its own); Node's fork otherwise. */
  photoProcesses?: StartPhotoProcess
}

export interface EmbeddedServer {
  /** The API base, ending in `/api/`. */
  url: string
  /** Scheme, host and port, for `/public/uploads/...`. */
  origin: string
  port: number
  /** The headers every /api/ call must carry: the per-launch secret. */
  headers: Record<string, string>
  close(): Promise<void>
}

export async function startEmbeddedServer(options: EmbeddedServerOptions): Promise<EmbeddedServer> {
  const { dataDir, host = '127.0.0.1', port = 0, demo = wantsDemo(process.env) } = options
  const launchSecret = options.launchSecret || randomBytes(32).toString('base64url')
  const slowStartMs = Number(envValue(process.env, SLOW_START_ENV) ?? 0) || 0
  const database = await openDatabase({ dataDir: join(dataDir, 'db') }, async (progress) => {
    options.onMigration?.(progress)
    if (slowStartMs > 0) await sleep(slowStartMs)
  })
  try {
    if (demo) await seedDemoData(database.db)
    if (demo) await writeDemoBanners(database.db, join(dataDir, 'uploads'))
    const app = await buildServer({
      db: database.db,
      uploadsDir: join(dataDir, 'uploads'),
      soleServer: true,
      launchSecret,
      firstRunSetup: true,
      embedded: true,
      photoProcesses: options.photoProcesses,
      // Browser mode and a desktop app started with the identity provider's settings sign in through it too.
      sso: readSsoSettings(process.env),
      mediaFeed: { url: () => options.mediaFeedUrl?.() || envValue(process.env, MEDIA_FEED_ENV) || null },
      // Issue 46: the public content API only when the deployment turns it on (docs/security.md).
      publicApi: envValue(process.env, 'PUBLIC_API') === '1' ? publicHttpSettings(process.env) : false,
    })
    await app.listen({ host, port })
    const actualPort = (app.server.address() as AddressInfo).port
    const origin = `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`
    let closing: Promise<void> | undefined
    return {
      url: `${origin}/api/`,
      origin,
      port: actualPort,
      headers: { [LAUNCH_SECRET_HEADER]: launchSecret },
      close: () =>
        (closing ??= (async () => {
          await app.close()
          await database.close()
        })()),
    }
  } catch (error) {
    await database.close()
    throw error
  }
}

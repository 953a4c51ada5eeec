import { join, resolve } from 'node:path'
import type { AddressInfo } from 'node:net'
import { parseArgs } from 'node:util'
import { createSuperAdmin } from './admin'
import { MEDIA_FEED_ENV } from '../shared/rules/media'
import { buildServer } from './app'
import { openDatabase, type DatabaseOptions } from './db/client'
import { seedDemoData } from './db/seed'
import { writeDemoBanners } from './db/seed-faculty'

// The standalone API server (`node out/main/server.js`, bundled by electron-vite).
//   HOST (127.0.0.1), PORT (5191), DATABASE_URL (PostgreSQL; never seeded with demo accounts) or else
//   DATA_DIR (.data/server: embedded PGlite with the demo data), UPLOADS_DIR (DATA_DIR/uploads), LOG_LEVEL,
//   MEDIA_FEED_URL (the news feed the media-coverage import reads), PUBLIC_HOSTS (comma-separated name:port
//   values the server answers behind a proxy; unset: on loopback, only its own address).
//   `create-admin --username U [--first-name F] [--middle-name M] [--surname S]` makes a Super Admin,
//   reading the password from stdin.

const USAGE = 'usage: server.js [create-admin --username U [--first-name F] [--middle-name M] [--surname S]]'

function readConfig(env: NodeJS.ProcessEnv) {
  const port = Number(env.PORT ?? 5191)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT is not a port: ${env.PORT}`)
  const dataDir = resolve(env.DATA_DIR ?? '.data/server')
  const database: DatabaseOptions = env.DATABASE_URL
    ? { url: env.DATABASE_URL }
    : { dataDir: join(dataDir, 'db') }
  return {
    host: env.HOST ?? '127.0.0.1',
    port,
    database,
    uploadsDir: resolve(env.UPLOADS_DIR ?? join(dataDir, 'uploads')),
    logLevel: env.LOG_LEVEL ?? 'info',
    mediaFeedUrl: env[MEDIA_FEED_ENV] || null,
    allowedHosts: (env.PUBLIC_HOSTS ?? '')
      .split(',')
      .map((host) => host.trim())
      .filter((host) => host !== ''),
  }
}

async function serve(config: ReturnType<typeof readConfig>): Promise<void> {
  const database = await openDatabase(config.database)
  if (database.kind === 'pglite' && (await seedDemoData(database.db))) console.log('Seeded the demo data.')
  if (database.kind === 'pglite') await writeDemoBanners(database.db, config.uploadsDir)
  const app = await buildServer({
    db: database.db,
    uploadsDir: config.uploadsDir,
    logger: { level: config.logLevel },
    soleServer: database.kind === 'pglite',
    mediaFeed: { url: () => config.mediaFeedUrl },
    allowedHosts: config.allowedHosts,
  })
  await app.listen({ host: config.host, port: config.port })
  const { port } = app.server.address() as AddressInfo
  const host = config.host.includes(':') ? `[${config.host}]` : config.host
  console.log(`API at http://${host}:${port}/api/`)

  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    await app.close()
    await database.close()
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write('Password (then Enter and Ctrl-D): ')
  const chunks: Buffer[] = []
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk))
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '')
}

async function createAdmin(config: ReturnType<typeof readConfig>, args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      username: { type: 'string' },
      'first-name': { type: 'string' },
      'middle-name': { type: 'string' },
      surname: { type: 'string' },
    },
  })
  if (!values.username) throw new Error(USAGE)
  const password = await readStdin()
  const database = await openDatabase(config.database)
  try {
    const StaffID = await createSuperAdmin(database.db, {
      username: values.username,
      password,
      FirstName: values['first-name'],
      MiddleName: values['middle-name'],
      Surname: values.surname,
    })
    console.log(`Created Super Admin ${values.username.toLowerCase()} (StaffID ${StaffID}).`)
  } finally {
    await database.close()
  }
}

async function main(argv: string[]): Promise<void> {
  const config = readConfig(process.env)
  const [command, ...rest] = argv
  if (command === undefined) return serve(config)
  if (command === 'create-admin') return createAdmin(config, rest)
  throw new Error(USAGE)
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})

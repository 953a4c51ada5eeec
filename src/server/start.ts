import type { AddressInfo } from 'node:net'
import { parseArgs } from 'node:util'
import { createSuperAdmin, hasAccounts } from './admin'
import { importCommand, IMPORT_USAGE } from './records/cli'
import { buildServer } from './app'
import { readServerConfig, type ServerConfig } from './config'
import { readSsoSettings } from './auth/sso-config'
import { publicHttpSettings } from './public/http-config'
import { serverLogger } from './logging'
import { bucketStore } from './storage/bucket-store'
import { closeGracefully } from './shutdown'
import { openDatabase } from './db/client'
import { seedDemoData } from './db/seed'
import { writeDemoBanners } from './db/seed-faculty'

// The standalone API server (`node out/main/server.js`, bundled by electron-vite), configured by the
// environment variables of config.ts.
//   `create-admin --username U [--first-name F] [--middle-name M] [--surname S]` makes a Super Admin,
//   reading the password from stdin.
//   `import <kind> <file.csv> [--preview]` imports university records (records/cli.ts).

const USAGE = `usage: server.js [create-admin --username U [--first-name F] [--middle-name M] [--surname S]] | [${IMPORT_USAGE}]`

async function serve(config: ServerConfig): Promise<void> {
  const database = await openDatabase(config.database)
  // The demo university only when asked for, and never into PostgreSQL: it has accounts with a known password.
  const demo = config.demo && database.kind === 'pglite'
  if (demo && (await seedDemoData(database.db))) console.log('Seeded the demo data.')
  if (demo && !config.bucket) await writeDemoBanners(database.db, config.uploadsDir)
  if (!(await hasAccounts(database.db)))
    console.log(
      'No accounts yet: make the first Super Admin with `node out/main/server.js create-admin --username U`.',
    )
  const app = await buildServer({
    db: database.db,
    uploadsDir: config.uploadsDir,
    files: config.bucket ? bucketStore(config.bucket) : undefined,
    publicUploadsUrl: config.publicUploadsUrl,
    logger: serverLogger(config.logLevel),
    soleServer: database.kind === 'pglite',
    mediaFeed: { url: () => config.mediaFeedUrl },
    allowedHosts: config.allowedHosts,
    trustProxy: config.trustProxy,
    sso: readSsoSettings(process.env),
    publicApi: publicHttpSettings(process.env),
  })
  await app.listen({ host: config.host, port: config.port })
  const { port } = app.server.address() as AddressInfo
  const host = config.host.includes(':') ? `[${config.host}]` : config.host
  console.log(`API at http://${host}:${port}/api/`)

  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    await closeGracefully(app, config.shutdownGraceMs)
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

async function createAdmin(config: ServerConfig, args: string[]): Promise<void> {
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
  const config = readServerConfig(process.env)
  const [command, ...rest] = argv
  if (command === undefined) return serve(config)
  if (command === 'create-admin') return createAdmin(config, rest)
  if (command === 'import') process.exit(await importCommand(config, rest))
  throw new Error(USAGE)
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})

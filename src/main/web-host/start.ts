import { readdir } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { chooseApiServer } from '../api/server-choice'
import { startInBackground } from '../api/server-start'
import { createBridgeHandlers, type Handler } from '../bridge/handlers'
import { bridgeWhileStarting } from '../bridge/while-starting'
import { eventChannel } from '../../shared/bridge-table'
import { SERVER_START_TEXT } from '../../shared/rules/server-start'
import { createVault, plainCipher } from '../vault/vault'
import { createFileStore } from '../vault/file-store'
import { createWebHost } from './host'
import { shrunkDirBeside } from '../files/shrink'
import { sweepCopies } from '../files/sweep'

// `npm run web`: the embedded API server, the bridge host and the built renderer, on loopback. The page is
// served at once and shows the server's start (an update's migration) until it is ready (issue 45).

const port = Number(process.env.PORT ?? 5180)
const apiPort = Number(process.env.API_PORT ?? port + 1)
const dataDir = resolve(process.env.CONSOLE_DATA_DIR ?? '.data/web')
const host = '127.0.0.1'
const filesDir = join(dataDir, 'dropped-files')
const queueFileOf = (clientId: string) => join(dataDir, 'clients', clientId, 'uploads-queue.json')

// Settings belong to this machine, as in the desktop app: every browser profile shares them, and the
// embedded server reads the media-coverage feed's address from them.
const settings = createVault(createFileStore(join(dataDir, 'host')), plainCipher)
const start = startInBackground(
  (onMigration) =>
    chooseApiServer({
      dataDir: join(dataDir, 'server'),
      host,
      port: apiPort,
      mediaFeedUrl: () => settings.readSettings().mediaFeedUrl || null,
      // Whoever starts the host may name the secret, to call the API themselves (the e2e suite, benches).
      launchSecret: process.env.CONSOLE_LAUNCH_SECRET || undefined,
      onMigration,
    }),
  {
    logPlace: SERVER_START_TEXT.terminalLog,
    logError: (error) => console.error('The API server did not start:', error),
  },
)
let emit: (clientId: string, event: string, payload: unknown) => void = () => {}
const clients = new Map<string, ReturnType<typeof createBridgeHandlers>>()

/** One bridge per browser profile, its session kept in its own file so a reload stays signed in. */
function bridgeFor(clientId: string): ReturnType<typeof createBridgeHandlers> {
  const server = start.server()
  if (!server) throw new Error(SERVER_START_TEXT.notStarted)
  let bridge = clients.get(clientId)
  if (!bridge) {
    bridge = createBridgeHandlers({
      vault: {
        ...createVault(createFileStore(join(dataDir, 'clients', clientId)), plainCipher),
        readSettings: () => settings.readSettings(),
        writeSettings: (patch) => settings.writeSettings(patch),
      },
      apiBaseUrl: server.url,
      apiHeaders: server.headers,
      emit: (event, payload) => emit(clientId, event, payload),
      // A browser page opens its own links and downloads its own exports.
      openExternal: async () => {},
      saveTextFile: async () => false,
      queueFile: queueFileOf(clientId),
    })
    clients.set(clientId, bridge)
  }
  return bridge
}
const handlersFor = (clientId: string): Record<string, Handler> =>
  start.server()
    ? bridgeFor(clientId).handlers
    : bridgeWhileStarting(
        start.status,
        start.ready.then(() => bridgeFor(clientId).handlers),
      )

const clientIds = await readdir(join(dataDir, 'clients')).catch(() => [] as string[])
await sweepCopies({ dir: filesDir, queueFiles: clientIds.map(queueFileOf) })
for (const id of clientIds)
  await sweepCopies({ dir: shrunkDirBeside(queueFileOf(id)), queueFiles: [queueFileOf(id)] })

const web = await createWebHost({
  rendererDir: resolve(import.meta.dirname, '../renderer'),
  filesDir,
  handlersFor,
  grantFile: (clientId, path) => bridgeFor(clientId).files.grant(path),
  currentEvents: async (clientId) => {
    const startup = [eventChannel('startup.onChange'), start.status()] as const
    const bridge = clients.get(clientId)
    if (!bridge) return [startup]
    return [
      startup,
      [eventChannel('connection.onChange'), bridge.connection.state()],
      [eventChannel('uploads.onProgress'), (await bridge.queue).view()],
    ]
  },
  apiOrigin: () => start.server()?.origin ?? null,
})
emit = web.emit
start.onChange((status) => web.emitAll(eventChannel('startup.onChange'), status))
await web.app.listen({ host, port })

console.log(`Console opening at http://${host}:${port} (its API server is starting)`)
start.ready.then(
  (server) => {
    console.log(`Console ready at http://${host}:${port}`)
    console.log(`API at ${server.url}`)
  },
  // Said by logError; the page shows it, and the host stays up to show it.
  () => undefined,
)

let stopping = false
async function stop() {
  if (stopping) return
  stopping = true
  await web.app.close()
  await start.close()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)

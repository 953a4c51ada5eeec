import { BRIDGED_AREAS, channel, type ExportInput } from '../../shared/bridge'
import { CALL_NAMES, eventChannel } from '../../shared/bridge-table'
import { contract } from '../../shared/contract'
import { ImportReport, RECORDS_IMPORT } from '../../shared/contract/records'
import { UploadInput, type CallResult, type Spec } from '../../shared/contract/define'
import { isAllowedExternalUrl } from '../security'
import { createApiClient } from '../api/client'
import { createConnectionMonitor, testProbeTiming } from '../api/connection'
import { FILE_GONE } from '../files/check'
import { createFileGrants } from '../files/grants'
import { failure } from '../api/failure'
import type { Vault } from '../vault/vault'
import { createSessionKeeper } from './session'
import { sendTellingChanges } from './changes'
import { ssoHandlers } from './sso'
import { createSaveWithPhoto, uploadCheckedFile } from './records'
import { createUploadQueue, type UploadQueue } from '../uploads/queue'
import { findKnown } from '../uploads/known'
import { shrinkToFit, shrunkDirBeside } from '../files/shrink'
import { sweepCopies } from '../files/sweep'
import { UPLOAD_RULES } from '../../shared/rules/uploads'
import type { DataChange } from '../../shared/rules/refresh'
import { appUpdateHandlers, type AppUpdateControls } from './app-update'
import { guarded, invalidArgument, registerTable, type Handler, type TableHandlers } from './register'

// One handler per bridge method, plain Node. The renderer is not trusted: the contract's calls parse their
// input with the contract's schemas, the table's with the table's (register.ts).

export type { Handler }

export interface BridgeDeps {
  vault: Vault
  /** The API base, ending in `/api/`. */
  apiBaseUrl: string
  /** Headers every API call carries (the embedded server's per-launch secret). */
  apiHeaders?: Record<string, string>
  emit(event: string, payload: unknown): void
  openExternal(url: string): Promise<void>
  /** Asks where to save and writes the file; false when the user cancels. */
  saveTextFile(input: ExportInput): Promise<boolean>
  /** Where the bulk-upload queue is kept between runs. */
  queueFile: string
  /** The desktop app's updates; absent in browser mode. */
  appUpdate?: AppUpdateControls
  /** Where Shrink to fit writes its smaller copies; `shrunk/` beside the queue file when not given. */
  shrunkDir?: string
  /**
   * The desktop app: the preload turns the path of a file the user chose into a handle (`files.grant`).
   * Browser mode's page could name any path, so there the call is refused.
   */
  grantsPaths?: boolean
}

/** Every channel main answers on: the contract's calls and the table's. */
export function bridgeChannels(): string[] {
  const api = BRIDGED_AREAS.flatMap((area) =>
    Object.keys(contract[area]).map((name) => channel.api(area, name)),
  )
  return [...api, ...CALL_NAMES]
}

export function createBridgeHandlers(deps: BridgeDeps) {
  const session = createSessionKeeper(deps.vault, deps.apiBaseUrl, (state) =>
    deps.emit(eventChannel('session.onChange'), state),
  )
  // Whether the API server can be reached: probed in the background, told by every call in between.
  let liveQueue: UploadQueue | null = null
  const connection = createConnectionMonitor({
    healthUrl: () => new URL(contract.session.health.path, deps.apiBaseUrl).href,
    headers: deps.apiHeaders,
    timing: testProbeTiming(process.env),
    onChange: (state) => {
      liveQueue?.setOnline(state === 'online')
      deps.emit(eventChannel('connection.onChange'), state)
    },
  })
  const client = createApiClient({
    baseUrl: deps.apiBaseUrl,
    headers: deps.apiHeaders,
    token: session.token,
    onUnauthorized: session.markExpired,
    onReachability: (reachable) =>
      reachable ? connection.reportSuccess() : connection.reportNetworkFailure(),
  })
  connection.start()
  // Every call of the page, the two-step save and the queue: a write is told to every window (issue 45).
  const tellChange = (change: DataChange) => deps.emit(eventChannel('data.onChange'), change)
  const send = sendTellingChanges(client.send, tellChange)

  const handlers: Record<string, Handler> = {}

  // The page names files by the handles it was given for the user's own choices (files/grants.ts).
  const files = createFileGrants()

  for (const area of BRIDGED_AREAS) {
    for (const [name, spec] of Object.entries(contract[area] as Record<string, Spec>)) {
      const schema = spec.kind === 'upload' ? UploadInput : spec.input
      handlers[channel.api(area, name)] = guarded(async (arg): Promise<CallResult<unknown>> => {
        const parsed = schema.safeParse(arg ?? {})
        if (!parsed.success) return invalidArgument(parsed.error)
        if (spec.kind !== 'upload') return send(spec, parsed.data)
        const input = parsed.data as UploadInput
        const filePath = files.pathOf(input.filePath)
        if (!filePath) return failure('invalid', FILE_GONE)
        return uploadCheckedFile(send, spec, { ...input, filePath })
      })
    }
  }

  const shrunkDir = deps.shrunkDir ?? shrunkDirBeside(deps.queueFile)
  /** Old copies are swept once a run, on its first shrink: not at the app's start, and not for every photo. */
  let swept: Promise<unknown> | null = null

  // The queue starts with the handlers, so a batch left unfinished resumes at once.
  const queue = createUploadQueue({
    send,
    file: deps.queueFile,
    concurrency: () => deps.vault.readSettings().uploadConcurrency,
    onChange: (view) => deps.emit(eventChannel('uploads.onProgress'), view),
    serverReachable: async () => (await connection.check()) === 'online',
  }).then((created) => {
    liveQueue = created
    created.setOnline(connection.state() === 'online')
    created.start()
    return created
  })

  const table: TableHandlers = {
    // The handlers are made once the server is ready (while-starting.ts answers before).
    'startup.status': async () => ({ state: 'ready' }),
    'session.login': async (input) => {
      const result = await client.session.login(input)
      if (!result.ok) return result
      const { message, token, userData } = result.data
      const user = userData?.[0]
      if (message === 'success') {
        if (!token || !user) return failure('bad-answer')
        session.signedIn(token, user)
        return { ok: true, data: { message, user } }
      }
      return { ok: true, data: { message } }
    },
    'session.logout': async () => {
      if (session.token()) await client.session.logout({})
      session.signedOut()
    },
    'session.current': async () => session.state(),
    ...ssoHandlers({ client, session, openExternal: deps.openExternal }),
    'connection.current': async () => connection.state(),

    'records.saveWithPhoto': createSaveWithPhoto(send, files.pathOf),
    // A CSV of university records, streamed from disk to the import route (browser mode's host has put the
    // chosen file on disk first, as for photos).
    'records.importCsv': async ({ kind, path: handle, apply }) => {
      const filePath = files.pathOf(handle)
      if (!filePath) return failure('invalid', FILE_GONE)
      const path = `${RECORDS_IMPORT.path(kind)}${apply ? '?apply=1' : ''}`
      const result = await client.postFile(path, filePath, RECORDS_IMPORT.contentType)
      if (!result.ok) return result
      const report = ImportReport.safeParse(result.data)
      if (!report.success) return failure('bad-answer')
      if (report.data.applied) tellChange({ area: 'records', call: 'import' })
      return { ok: true, data: report.data }
    },

    'uploads.known': async (handles) => {
      const paths = handles.map((handle) => files.pathOf(handle))
      if (paths.some((path) => path === null)) return failure('invalid', FILE_GONE)
      // A file the gallery does not hold yet may still wait in the queue (the same folder dropped again).
      return findKnown(client.send, paths as string[], (await queue).waitingWith)
    },
    'uploads.enqueue': async (request) => {
      const paths = request.files.map((file) => files.pathOf(file.path))
      // A video's captions are named by a handle too (issue 27): the page never names a path.
      const captions = request.files.map((file) => file.captions && files.pathOf(file.captions.path))
      if (paths.some((path) => path === null) || captions.some((path) => path === null))
        return failure('invalid', FILE_GONE)
      const chosen = request.files.map((file, i) => ({
        ...file,
        path: paths[i]!,
        ...(file.captions && { captions: { ...file.captions, path: captions[i]! } }),
      }))
      return (await queue).enqueue({ ...request, files: chosen })
    },
    'uploads.list': async () => (await queue).view(),
    'uploads.pause': async () => (await queue).pause(),
    'uploads.resume': async () => (await queue).resume(),
    'uploads.cancel': async (jobId) => (await queue).cancel(jobId),
    'uploads.cancelAll': async () => (await queue).cancelAll(),
    'uploads.retry': async (jobId) => (await queue).retry(jobId),
    'uploads.retryFailed': async () => (await queue).retryFailed(),
    'uploads.clearFinished': async () => (await queue).clearFinished(),

    'settings.get': async () => deps.vault.readSettings(),
    'settings.update': async (patch) => {
      const settings = deps.vault.writeSettings(patch)
      // A wider queue starts its extra files now, not when the next file ends.
      void queue.then((q) => q.start())
      return settings
    },

    'files.grant': async (path) =>
      deps.grantsPaths ? files.grant(path) : failure('forbidden', 'Only the desktop app names paths.'),
    'files.shrinkToFit': async ({ path: handle, rule }) => {
      const path = files.pathOf(handle)
      if (!path) return failure('invalid', FILE_GONE)
      await (swept ??= sweepCopies({ dir: shrunkDir, queueFiles: [deps.queueFile] }).catch(() => undefined))
      const shrunk = await shrinkToFit(path, UPLOAD_RULES[rule].maxBytes, shrunkDir)
      // The smaller copy is the page's to send, by a handle of its own.
      return shrunk.ok ? { ...shrunk, path: files.grant(shrunk.path) } : shrunk
    },

    'shell.openExternal': async (url) => {
      if (!isAllowedExternalUrl(url)) return false
      await deps.openExternal(url)
      return true
    },
    exportFile: async (input) => deps.saveTextFile(input),
    ...appUpdateHandlers(deps.appUpdate),
  }
  Object.assign(handlers, registerTable(table))

  return { handlers, client, session, queue, connection, files }
}

import { z } from 'zod'
import {
  BRIDGED_AREAS,
  channel,
  EVENTS,
  ExportInput,
  ImportCsvInput,
  LoginInput,
  Settings,
  ShrinkInput,
  type LoginOutcome,
} from '../../shared/bridge'
import { contract } from '../../shared/contract'
import { ImportReport, RECORDS_IMPORT } from '../../shared/contract/records'
import { UploadInput, type CallResult, type Spec } from '../../shared/contract/define'
import { isAllowedExternalUrl } from '../security'
import { createApiClient } from '../api/client'
import { createConnectionMonitor } from '../api/connection'
import { FILE_GONE } from '../files/check'
import { createFileGrants } from '../files/grants'
import { failure } from '../api/failure'
import type { Vault } from '../vault/vault'
import { createSessionKeeper } from './session'
import { ssoHandlers } from './sso'
import { createSaveWithPhoto, uploadCheckedFile } from './records'
import { createUploadQueue, type UploadQueue } from '../uploads/queue'
import { shrinkToFit, shrunkDirBeside } from '../files/shrink'
import { sweepCopies } from '../files/sweep'
import { UPLOAD_RULES } from '../../shared/rules/uploads'
import { EnqueueRequest, JobId } from '../../shared/uploads-queue'
import { appUpdateHandlers, type AppUpdateControls } from './app-update'

// One handler per bridge method, plain Node. Each validates its argument: the renderer is not trusted.

export type Handler = (arg: unknown) => Promise<unknown>

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
}

const invalidArgument = (error: z.ZodError) =>
  failure('invalid', `Invalid request: ${error.issues[0]?.message ?? 'bad input'}`)

export function createBridgeHandlers(deps: BridgeDeps) {
  const session = createSessionKeeper(deps.vault, deps.apiBaseUrl, (state) =>
    deps.emit(EVENTS.session, state),
  )
  // Whether the API server can be reached: probed in the background, told by every call in between.
  let liveQueue: UploadQueue | null = null
  const connection = createConnectionMonitor({
    healthUrl: () => new URL(contract.session.health.path, deps.apiBaseUrl).href,
    headers: deps.apiHeaders,
    onChange: (state) => {
      liveQueue?.setOnline(state === 'online')
      deps.emit(EVENTS.connection, state)
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

  const handlers: Record<string, Handler> = {}

  // The page names files by the handles it was given for the user's own choices (files/grants.ts).
  const files = createFileGrants()

  for (const area of BRIDGED_AREAS) {
    for (const [name, spec] of Object.entries(contract[area] as Record<string, Spec>)) {
      const schema = spec.kind === 'upload' ? UploadInput : spec.input
      handlers[channel.api(area, name)] = async (arg): Promise<CallResult<unknown>> => {
        const parsed = schema.safeParse(arg ?? {})
        if (!parsed.success) return invalidArgument(parsed.error)
        if (spec.kind !== 'upload') return client.send(spec, parsed.data)
        const input = parsed.data as UploadInput
        const filePath = files.pathOf(input.filePath)
        if (!filePath) return failure('invalid', FILE_GONE)
        return uploadCheckedFile(client.send, spec, { ...input, filePath })
      }
    }
  }

  handlers[channel.saveWithPhoto] = createSaveWithPhoto(client.send, files.pathOf)

  // A CSV of university records, streamed from disk to the import route (browser mode's host has put the
  // chosen file on disk first, as for photos).
  handlers[channel.importCsv] = async (arg): Promise<CallResult<ImportReport>> => {
    const parsed = ImportCsvInput.safeParse(arg)
    if (!parsed.success) return invalidArgument(parsed.error)
    const filePath = files.pathOf(parsed.data.path)
    if (!filePath) return failure('invalid', FILE_GONE)
    const { kind, apply } = parsed.data
    const path = `${RECORDS_IMPORT.path(kind)}${apply ? '?apply=1' : ''}`
    const result = await client.postFile(path, filePath, RECORDS_IMPORT.contentType)
    if (!result.ok) return result
    const report = ImportReport.safeParse(result.data)
    return report.success ? { ok: true, data: report.data } : failure('bad-answer')
  }

  const shrunkDir = deps.shrunkDir ?? shrunkDirBeside(deps.queueFile)
  /** Old copies are swept once a run, on its first shrink: not at the app's start, and not for every photo. */
  let swept: Promise<unknown> | null = null
  handlers[channel.filesShrink] = async (arg) => {
    const parsed = ShrinkInput.safeParse(arg)
    if (!parsed.success) return { ok: false, message: 'Invalid request' }
    const path = files.pathOf(parsed.data.path)
    if (!path) return { ok: false, message: FILE_GONE }
    await (swept ??= sweepCopies({ dir: shrunkDir, queueFiles: [deps.queueFile] }).catch(() => undefined))
    const shrunk = await shrinkToFit(path, UPLOAD_RULES[parsed.data.rule].maxBytes, shrunkDir)
    // The smaller copy is the page's to send, by a handle of its own.
    return shrunk.ok ? { ...shrunk, path: files.grant(shrunk.path) } : shrunk
  }

  handlers[channel.sessionLogin] = async (arg): Promise<CallResult<LoginOutcome>> => {
    const parsed = LoginInput.safeParse(arg)
    if (!parsed.success) return invalidArgument(parsed.error)
    const result = await client.session.login(parsed.data)
    if (!result.ok) return result
    const { message, token, userData } = result.data
    const user = userData?.[0]
    if (message === 'success') {
      if (!token || !user) return failure('bad-answer')
      session.signedIn(token, user)
      return { ok: true, data: { message, user } }
    }
    return { ok: true, data: { message } }
  }

  handlers[channel.sessionLogout] = async () => {
    if (session.token()) await client.session.logout({})
    session.signedOut()
  }

  handlers[channel.sessionCurrent] = async () => session.state()
  handlers[channel.connectionCurrent] = async () => connection.state()
  handlers[channel.settingsGet] = async () => deps.vault.readSettings()
  handlers[channel.settingsUpdate] = async (arg) => {
    const settings = deps.vault.writeSettings(Settings.partial().parse(arg))
    // A wider queue starts its extra files now, not when the next file ends.
    void queue.then((q) => q.start())
    return settings
  }

  handlers[channel.openExternal] = async (arg) => {
    if (!isAllowedExternalUrl(arg)) return false
    await deps.openExternal(arg)
    return true
  }

  handlers[channel.exportFile] = async (arg) => deps.saveTextFile(ExportInput.parse(arg))
  Object.assign(handlers, ssoHandlers({ client, session, openExternal: deps.openExternal }))
  Object.assign(handlers, appUpdateHandlers(deps.appUpdate))

  // The queue starts with the handlers, so a batch left unfinished resumes at once.
  const queue = createUploadQueue({
    send: client.send,
    file: deps.queueFile,
    concurrency: () => deps.vault.readSettings().uploadConcurrency,
    onChange: (view) => deps.emit(EVENTS.uploads, view),
    serverReachable: async () => (await connection.check()) === 'online',
  }).then((created) => {
    liveQueue = created
    created.setOnline(connection.state() === 'online')
    created.start()
    return created
  })
  const withQueue =
    <T>(action: (q: UploadQueue, arg: unknown) => Promise<T>): Handler =>
    async (arg) =>
      action(await queue, arg)
  handlers[channel.uploads('enqueue')] = withQueue((q, arg) => {
    const request = EnqueueRequest.parse(arg)
    const paths = request.files.map((file) => files.pathOf(file.path))
    if (paths.some((path) => path === null)) throw new Error(FILE_GONE)
    return q.enqueue({ ...request, files: request.files.map((file, i) => ({ ...file, path: paths[i]! })) })
  })
  handlers[channel.uploads('list')] = withQueue(async (q) => q.view())
  handlers[channel.uploads('pause')] = withQueue((q) => q.pause())
  handlers[channel.uploads('resume')] = withQueue((q) => q.resume())
  handlers[channel.uploads('cancel')] = withQueue((q, arg) => q.cancel(JobId.parse(arg)))
  handlers[channel.uploads('cancelAll')] = withQueue((q) => q.cancelAll())
  handlers[channel.uploads('retry')] = withQueue((q, arg) => q.retry(JobId.parse(arg)))
  handlers[channel.uploads('retryFailed')] = withQueue((q) => q.retryFailed())
  handlers[channel.uploads('clearFinished')] = withQueue((q) => q.clearFinished())

  return { handlers, client, session, queue, connection, files }
}

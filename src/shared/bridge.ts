import { z } from 'zod'
import { contract, type Contract } from './contract'
import type { AnswerOf, CallResult, InputOf, Spec, UploadFolder } from './contract/define'
import { SessionUser, LOGIN_MESSAGES } from './contract/session'
import { RecordKindName, type ImportReport } from './contract/records'
import { MAX_UPLOAD_CONCURRENCY } from './rules/settings'
import { UPLOAD_RULES, type UploadRuleName } from './rules/uploads'
import type { UpdateStatus } from './rules/updates'
import type { EnqueueRequest, QueueView } from './uploads-queue'
import type { ConnectionState } from './rules/connection'
import type { SsoProviders } from './contract/sso'
import { SSO_MESSAGES } from './contract/sso'
import { SSO_PROTOCOLS, type SsoProtocol } from './rules/sso'

// The typed surface the renderer sees as `window.api`. The preload (Electron) and the browser-mode
// bridge both build it with `buildBridge`, each with its own transport, and both `satisfies Bridge`.

/**
 * Calls the renderer may not make through `api`: the session and sign-in areas are reached through
 * `session` and `sso`, so that the token they answer stays in main.
 */
const UNBRIDGED = ['session', 'sso'] as const
export type BridgedAreas = Exclude<keyof Contract, (typeof UNBRIDGED)[number]>
export const BRIDGED_AREAS = Object.keys(contract).filter(
  (a) => !(UNBRIDGED as readonly string[]).includes(a),
) as BridgedAreas[]

export type ApiBridge = {
  [A in BridgedAreas]: {
    [K in keyof Contract[A]]: (
      input: InputOf<Contract[A][K]>,
    ) => Promise<CallResult<AnswerOf<Contract[A][K]>>>
  }
}

/** The names of an area's calls of one kind: `KeysOfKind<'news', 'upload'>` is 'uploadPhoto'. */
export type KeysOfKind<A extends BridgedAreas, K extends Spec['kind']> = {
  [N in keyof Contract[A]]: Contract[A][N] extends { kind: K } ? N : never
}[keyof Contract[A]]

/** The photo of a two-step save: the handle of the chosen file (`files.pathFor`), and the form's upload rule. */
export const PhotoInput = z.object({
  path: z.string().min(1),
  rule: z.enum(Object.keys(UPLOAD_RULES) as [UploadRuleName]),
})
export type PhotoInput = z.infer<typeof PhotoInput>

export const SaveWithPhotoRequest = z.object({
  area: z.string(),
  save: z.string(),
  /** Absent for a record with no photo (a headline): the save alone, with the same request key. */
  upload: z.string().optional(),
  input: z.unknown(),
  photo: PhotoInput.nullable(),
  /** Sent as the Idempotency-Key of a creating save: a repeat answers the record already made. */
  requestKey: z.string().uuid().optional(),
})

/** A save with a photo (SPEC §1): the record first, then the photo against its entry_id. */
export interface SaveWithPhoto<
  A extends BridgedAreas,
  S extends KeysOfKind<A, 'call'>,
  U extends KeysOfKind<A, 'upload'>,
> {
  area: A
  save: S
  /** Absent for a record with no photo (a headline). */
  upload?: U
  input: InputOf<Contract[A][S]>
  /** null when no new image was chosen. */
  photo: PhotoInput | null
  requestKey?: string
}

/** What became of the photo: not sent, arrived, or failed after the record was saved (retry it alone). */
export type PhotoOutcome =
  { status: 'none' } | { status: 'uploaded' } | { status: 'failed'; entryId: number; message: string }

export interface SaveOutcome<T> {
  answer: T
  photo: PhotoOutcome
}

export const LoginInput = z.object({ username: z.string(), password: z.string() })
export type LoginInput = z.infer<typeof LoginInput>
export type LoginOutcome = { message: (typeof LOGIN_MESSAGES)[number]; user?: SessionUser }

/** Browser mode: where the provider should send this tab back (the web host's return path). */
export const SsoStartInput = z.object({ provider: z.enum(SSO_PROTOCOLS), returnUrl: z.string().url() })
export type SsoStartInput = z.infer<typeof SsoStartInput>
/** What the provider sent back: the whole return address (OpenID Connect), or the posted form (SAML). */
export const SsoFinishInput = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('oidc'), callbackUrl: z.string().url() }),
  z.object({ provider: z.literal('saml'), SAMLResponse: z.string().min(1), RelayState: z.string().min(1) }),
])
export type SsoFinishInput = z.infer<typeof SsoFinishInput>
export const SsoProtocolInput = z.enum(SSO_PROTOCOLS)
export type SsoOutcome = { message: (typeof SSO_MESSAGES)[number]; user?: SessionUser }

/** What the renderer knows of the session: who is signed in, and whether the server ended the session. */
export const SessionState = z.object({ user: SessionUser.nullable(), expired: z.boolean() })
export type SessionState = z.infer<typeof SessionState>

export const Settings = z.object({
  /** Address of the public website, for links to public pages such as `news/{slug}`. */
  publicSiteUrl: z.url({ protocol: /^https?$/ }),
  /** How many files the bulk-upload queue sends at a time. */
  uploadConcurrency: z.number().int().min(1).max(MAX_UPLOAD_CONCURRENCY),
  /** The news feed the embedded server's media-coverage import reads; '' for none. */
  mediaFeedUrl: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]),
  /** The desktop app's update feed (UPDATE_FEED_URL wins over it); '' for none. */
  updateFeedUrl: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]),
})
export type Settings = z.infer<typeof Settings>

export const ExportInput = z.object({ name: z.string().min(1).max(200), text: z.string().max(50_000_000) })
export type ExportInput = z.infer<typeof ExportInput>

/** Shrink to fit (issue 14): the photo at `path` (on main's machine) made to fit the form's `rule`. */
export const ShrinkInput = z.object({
  path: z.string().min(1).max(4096),
  rule: z.enum(Object.keys(UPLOAD_RULES) as [UploadRuleName, ...UploadRuleName[]]),
})
export type ShrinkInput = z.infer<typeof ShrinkInput>
/**
 * A new file of `after` bytes (the photo had `before`), by the handle `path` the upload calls take, or why the
 * photo could not be shrunk. The input's `path` is the handle of the chosen photo (`files.pathFor`).
 */
export type ShrinkOutcome =
  { ok: true; path: string; name: string; before: number; after: number } | { ok: false; message: string }

/** A CSV import of university records (issue 22): the chosen file by its handle (`files.pathFor`). */
export const ImportCsvInput = z.object({
  kind: RecordKindName,
  path: z.string().min(1).max(4096),
  /** false: a preview, rolled back; true: applied, all or nothing. */
  apply: z.boolean(),
})
export type ImportCsvInput = z.infer<typeof ImportCsvInput>

export type Unsubscribe = () => void

export interface Bridge {
  api: ApiBridge
  session: {
    login(input: LoginInput): Promise<CallResult<LoginOutcome>>
    logout(): Promise<void>
    current(): Promise<SessionState>
    onChange(listener: (state: SessionState) => void): Unsubscribe
  }
  /** Sign-in through the university's identity provider; the token stays in main, as for `session.login`. */
  sso: {
    /** The providers the server offers, and whether passwords still work. */
    providers(): Promise<CallResult<SsoProviders>>
    /**
     * Desktop: opens the provider in the system browser, waits for it to send the browser back to main's
     * loopback listener, and answers the sign-in. Browser mode: this tab leaves for the provider and comes
     * back to the callback route (`finish`); the promise answers only when starting failed.
     */
    signIn(provider: SsoProtocol): Promise<CallResult<SsoOutcome>>
    /** Browser mode's callback route: hands over what the provider sent back. */
    finish(input: SsoFinishInput): Promise<CallResult<SsoOutcome>>
  }
  /** Whether the API server can be reached (issue 11): checked by main in the background. */
  connection: {
    current(): Promise<ConnectionState>
    onChange(listener: (state: ConnectionState) => void): Unsubscribe
  }
  records: {
    saveWithPhoto<A extends BridgedAreas, S extends KeysOfKind<A, 'call'>, U extends KeysOfKind<A, 'upload'>>(
      request: SaveWithPhoto<A, S, U>,
    ): Promise<CallResult<SaveOutcome<AnswerOf<Contract[A][S]>>>>
    /** Streams a CSV file of university records to the server's import, from disk (main reads it). */
    importCsv(input: ImportCsvInput): Promise<CallResult<ImportReport>>
  }
  uploads: {
    enqueue(request: EnqueueRequest): Promise<QueueView>
    list(): Promise<QueueView>
    pause(): Promise<void>
    resume(): Promise<void>
    cancel(jobId: string): Promise<void>
    cancelAll(): Promise<void>
    retry(jobId: string): Promise<void>
    retryFailed(): Promise<void>
    clearFinished(): Promise<void>
    onProgress(listener: (view: QueueView) => void): Unsubscribe
  }
  settings: {
    get(): Promise<Settings>
    update(patch: Partial<Settings>): Promise<Settings>
  }
  files: {
    /**
     * A handle for a File the user dropped or chose, which the upload calls take: main keeps its path (the
     * page never names a path itself).
     */
    pathFor(file: File): Promise<string>
    /** A smaller copy of an over-limit photo, made in main from the file at `path`; never a video. */
    shrinkToFit(input: ShrinkInput): Promise<ShrinkOutcome>
  }
  media: {
    /** Where the renderer loads a stored image from (SPEC §3 "Image location"). */
    url(folder: UploadFolder, imagePath: string | null | undefined): string | null
  }
  shell: {
    /** Opens an http(s) address in the system browser; false when refused. */
    openExternal(url: string): Promise<boolean>
  }
  /** Saves text to a file the user picks (desktop) or downloads it (browser); false when cancelled. */
  exportFile(input: ExportInput): Promise<boolean>
  /** The application menu's requests to the page (desktop app). */
  menu: {
    onShowShortcuts(listener: () => void): Unsubscribe
  }
  /** The desktop app's updates: 'off' in browser mode and when no feed is set. */
  appUpdate: {
    status(): Promise<UpdateStatus>
    onChange(listener: (status: UpdateStatus) => void): Unsubscribe
    /** Quits and installs a downloaded update, only when the user asks; false when none is ready. */
    restart(): Promise<boolean>
  }
}

/** The IPC channel of each bridge method; the only names main listens on. */
export const channel = {
  api: (area: string, name: string) => `api:${area}.${name}`,
  saveWithPhoto: 'records:saveWithPhoto',
  importCsv: 'records:importCsv',
  sessionLogin: 'session:login',
  sessionLogout: 'session:logout',
  sessionCurrent: 'session:current',
  ssoProviders: 'sso:providers',
  /** Desktop: the whole sign-in through the system browser and main's loopback listener. */
  ssoSignIn: 'sso:signIn',
  /** Browser mode: the provider's address for this tab, then what it sent back. */
  ssoStart: 'sso:start',
  ssoFinish: 'sso:finish',
  connectionCurrent: 'connection:current',
  settingsGet: 'settings:get',
  settingsUpdate: 'settings:update',
  /** Desktop only, called by the preload: a handle for the path of a File the user chose. */
  filesGrant: 'files:grant',
  filesShrink: 'files:shrink',
  openExternal: 'shell:openExternal',
  exportFile: 'files:export',
  uploads: (action: UploadAction) => `uploads:${action}`,
  appUpdateStatus: 'appUpdate:status',
  appUpdateRestart: 'appUpdate:restart',
} as const

export const UPLOAD_ACTIONS = [
  'enqueue',
  'list',
  'pause',
  'resume',
  'cancel',
  'cancelAll',
  'retry',
  'retryFailed',
  'clearFinished',
] as const
export type UploadAction = (typeof UPLOAD_ACTIONS)[number]

/** Events main sends to the renderer. */
export const EVENTS = {
  session: 'event:session',
  uploads: 'event:uploads',
  /** The API server became reachable or unreachable: 'online' | 'offline'. */
  connection: 'event:connection',
  /** The desktop app's Help > Keyboard shortcuts. */
  shortcuts: 'event:shortcuts',
  /** The desktop app's update status changed. */
  appUpdate: 'event:appUpdate',
} as const

export interface Transport {
  invoke(channel: string, arg?: unknown): Promise<unknown>
  subscribe(event: string, listener: (payload: unknown) => void): Unsubscribe
}

export interface PlatformParts {
  pathFor(file: File): Promise<string>
  mediaBase: string
  exportFile?: (input: ExportInput) => Promise<boolean>
  openExternal?: (url: string) => Promise<boolean>
  /** Browser mode: sends this tab to the provider (`start` answers its address); desktop: main does it all. */
  ssoSignIn?: (
    provider: SsoProtocol,
    start: (input: SsoStartInput) => Promise<CallResult<{ url: string }>>,
  ) => Promise<CallResult<SsoOutcome>>
}

/** Only http and https addresses may leave the app (the desktop app checks again in main). */
export function isHttpUrl(url: unknown): url is string {
  if (typeof url !== 'string' || url.length > 2048) return false
  try {
    const parsed = new URL(url)
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== ''
  } catch {
    return false
  }
}

/** Where images are served from: an absolute http(s) address is used as it is. */
export function mediaUrl(
  base: string,
  folder: UploadFolder,
  imagePath: string | null | undefined,
): string | null {
  if (!imagePath) return null
  if (/^https?:\/\//i.test(imagePath)) return imagePath
  return `${base}${folder}/${encodeURIComponent(imagePath)}`
}

export function buildBridge(transport: Transport, platform: PlatformParts): Bridge {
  const api = Object.fromEntries(
    BRIDGED_AREAS.map((area) => [
      area,
      Object.fromEntries(
        Object.keys(contract[area] as Record<string, Spec>).map((name) => [
          name,
          (input: unknown) => transport.invoke(channel.api(area, name), input),
        ]),
      ),
    ]),
  ) as unknown as ApiBridge
  const invoke = <T>(name: string, arg?: unknown) => transport.invoke(name, arg) as Promise<T>
  return {
    api,
    session: {
      login: (input) => invoke(channel.sessionLogin, input),
      logout: () => invoke(channel.sessionLogout),
      current: () => invoke(channel.sessionCurrent),
      onChange: (listener) => transport.subscribe(EVENTS.session, (p) => listener(p as SessionState)),
    },
    sso: {
      providers: () => invoke(channel.ssoProviders),
      signIn: (provider) =>
        platform.ssoSignIn
          ? platform.ssoSignIn(provider, (input) => invoke(channel.ssoStart, input))
          : invoke(channel.ssoSignIn, provider),
      finish: (input) => invoke(channel.ssoFinish, input),
    },
    connection: {
      current: () => invoke(channel.connectionCurrent),
      onChange: (listener) => transport.subscribe(EVENTS.connection, (p) => listener(p as ConnectionState)),
    },
    records: {
      saveWithPhoto: (request) => invoke(channel.saveWithPhoto, request),
      importCsv: (input) => invoke(channel.importCsv, input),
    },
    uploads: {
      enqueue: (request) => invoke(channel.uploads('enqueue'), request),
      list: () => invoke(channel.uploads('list')),
      pause: () => invoke(channel.uploads('pause')),
      resume: () => invoke(channel.uploads('resume')),
      cancel: (jobId) => invoke(channel.uploads('cancel'), jobId),
      cancelAll: () => invoke(channel.uploads('cancelAll')),
      retry: (jobId) => invoke(channel.uploads('retry'), jobId),
      retryFailed: () => invoke(channel.uploads('retryFailed')),
      clearFinished: () => invoke(channel.uploads('clearFinished')),
      onProgress: (listener) => transport.subscribe(EVENTS.uploads, (p) => listener(p as QueueView)),
    },
    settings: {
      get: () => invoke(channel.settingsGet),
      update: (patch) => invoke(channel.settingsUpdate, patch),
    },
    files: { pathFor: platform.pathFor, shrinkToFit: (input) => invoke(channel.filesShrink, input) },
    menu: { onShowShortcuts: (listener) => transport.subscribe(EVENTS.shortcuts, () => listener()) },
    appUpdate: {
      status: () => invoke(channel.appUpdateStatus),
      onChange: (listener) => transport.subscribe(EVENTS.appUpdate, (p) => listener(p as UpdateStatus)),
      restart: () => invoke(channel.appUpdateRestart),
    },
    media: { url: (folder, imagePath) => mediaUrl(platform.mediaBase, folder, imagePath) },
    shell: { openExternal: platform.openExternal ?? ((url) => invoke(channel.openExternal, url)) },
    exportFile: platform.exportFile ?? ((input) => invoke(channel.exportFile, input)),
  }
}

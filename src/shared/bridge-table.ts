import type { AnswerOf, CallResult, Failure, UploadFolder } from './contract/define'
import type { Contract } from './contract'
import type { ImportReport } from './contract/records'
import type { SsoProviders } from './contract/sso'
import type { ConnectionState } from './rules/connection'
import type { DataChange } from './rules/refresh'
import type { SsoProtocol } from './rules/sso'
import type { ServerStart } from './rules/server-start'
import type { UpdateStatus } from './rules/updates'
import type { EnqueueRequest, KnownFiles, QueueView } from './uploads-queue'
import type {
  ApiBridge,
  BridgedAreas,
  ExportInput,
  ImportCsvInput,
  KeysOfKind,
  LoginInput,
  LoginOutcome,
  SaveOutcome,
  SaveWithPhoto,
  SaveWithPhotoRequest,
  SessionState,
  Settings,
  ShrinkInput,
  ShrinkOutcome,
  SsoFinishInput,
  SsoOutcome,
  SsoStartInput,
} from './bridge'

// The bridge's non-REST part, declared once: each method with its argument and answer, each event with its
// payload. The `Bridge` type, the preload's and browser mode's bridges and main's registration all come from
// it. It holds types and names only, so the page that imports it carries no schemas: the argument schemas
// are in bridge.ts (`BRIDGE_ARGUMENTS`, checked against this table), read by main alone.

/** Main answers it: the page invokes it on the channel named by its place in the table (`session.login`). */
interface CallEntry<Arg, Answer, Fn> {
  kind: 'call'
  /** Only a platform's own code calls it (the preload's `files.grant`, browser mode's `sso.start`). */
  hidden?: true
  readonly types?: { arg: Arg; answer: Answer; fn: Fn }
}
/** The platform supplies it in the page (a file's handle, an image address): main has no handler. */
interface LocalEntry<Fn> {
  kind: 'local'
  readonly types?: { fn: Fn }
}
/** Main sends it to the page; the bridge method subscribes to it. */
interface EventEntry<Payload> {
  kind: 'event'
  readonly types?: { payload: Payload }
}
type Entry = CallEntry<unknown, unknown, unknown> | LocalEntry<unknown> | EventEntry<unknown>

/** Every answer can be the one Failure: bad input, or a handler that failed, never a throw. */
type Answering<Arg, Answer> = [Arg] extends [void]
  ? () => Promise<Answer | Failure>
  : (arg: Arg) => Promise<Answer | Failure>

const call = <Arg, Answer>(): CallEntry<Arg, Answer, Answering<Arg, Answer>> => ({ kind: 'call' })
/** A call whose method is generic (`records.saveWithPhoto`): its signature is given whole. */
const generic = <Arg, Answer, Fn>(): CallEntry<Arg, Answer, Fn> => ({ kind: 'call' })
const hidden = <Arg, Answer>(): CallEntry<Arg, Answer, Answering<Arg, Answer>> => ({
  kind: 'call',
  hidden: true,
})
const local = <Fn>(): LocalEntry<Fn> => ({ kind: 'local' })
const event = <Payload>(): EventEntry<Payload> => ({ kind: 'event' })

export const BRIDGE_TABLE = {
  /**
   * The API server's start (issue 45): the page shows it until `ready`. Main answers it at once, while every
   * other call waits for the server.
   */
  startup: {
    status: call<void, ServerStart>(),
    onChange: event<ServerStart>(),
  },
  session: {
    login: call<LoginInput, CallResult<LoginOutcome>>(),
    logout: call<void, void>(),
    current: call<void, SessionState>(),
    onChange: event<SessionState>(),
  },
  /** Sign-in through the university's identity provider; the token stays in main, as for `session.login`. */
  sso: {
    /** The providers the server offers, and whether passwords still work. */
    providers: call<void, CallResult<SsoProviders>>(),
    /**
     * Desktop: opens the provider in the system browser, waits for it to send the browser back to main's
     * loopback listener, and answers the sign-in. Browser mode: this tab leaves for the provider and comes
     * back to the callback route (`finish`); the promise answers only when starting failed.
     */
    signIn: call<SsoProtocol, CallResult<SsoOutcome>>(),
    /** Browser mode: the provider's address for this tab (its `signIn` calls it). */
    start: hidden<SsoStartInput, CallResult<{ url: string }>>(),
    /** Browser mode's callback route: hands over what the provider sent back. */
    finish: call<SsoFinishInput, CallResult<SsoOutcome>>(),
  },
  /** Whether the API server can be reached (issue 11): checked by main in the background. */
  connection: {
    current: call<void, ConnectionState>(),
    onChange: event<ConnectionState>(),
  },
  /**
   * Issue 45: main tells every window (browser mode: every tab) of the user which area a write changed, its
   * own or another window's, so the lists they keep are read again (rules/refresh.ts).
   */
  data: {
    onChange: event<DataChange>(),
  },
  records: {
    /** A save with a photo (SPEC §1): the record first, then the photo against its entry_id. */
    saveWithPhoto: generic<
      SaveWithPhotoRequest,
      CallResult<SaveOutcome<unknown>>,
      <A extends BridgedAreas, S extends KeysOfKind<A, 'call'>, U extends KeysOfKind<A, 'upload'>>(
        request: SaveWithPhoto<A, S, U>,
      ) => Promise<CallResult<SaveOutcome<AnswerOf<Contract[A][S]>>>>
    >(),
    /** Streams a CSV file of university records to the server's import, from disk (main reads it). */
    importCsv: call<ImportCsvInput, CallResult<ImportReport>>(),
  },
  uploads: {
    /**
     * Which picked files (by handle) the gallery holds already (issue 28), asked as they are picked: main
     * reads each (hash, damaged, too many pixels, likeness, a small preview; issue 45) and asks the server once.
     */
    known: call<string[], CallResult<KnownFiles>>(),
    enqueue: call<EnqueueRequest, QueueView>(),
    list: call<void, QueueView>(),
    pause: call<void, void>(),
    resume: call<void, void>(),
    cancel: call<string, void>(),
    cancelAll: call<void, void>(),
    retry: call<string, void>(),
    retryFailed: call<void, void>(),
    clearFinished: call<void, void>(),
    onProgress: event<QueueView>(),
  },
  settings: {
    get: call<void, Settings>(),
    update: call<Partial<Settings>, Settings>(),
  },
  files: {
    /**
     * A handle for a File the user dropped or chose, which the upload calls take: main keeps its path (the
     * page never names a path itself).
     */
    pathFor: local<(file: File) => Promise<string>>(),
    /** Desktop only, called by the preload: a handle for the path of a File the user chose. */
    grant: hidden<string, string>(),
    /** A smaller copy of an over-limit photo, made in main from the file at `path`; never a video. */
    shrinkToFit: call<ShrinkInput, ShrinkOutcome>(),
  },
  media: {
    /** Where the renderer loads a stored image from (SPEC §3 "Image location"). */
    url: local<(folder: UploadFolder, imagePath: string | null | undefined) => string | null>(),
  },
  shell: {
    /** Opens an http(s) address in the system browser; false when refused. */
    openExternal: call<string, boolean>(),
  },
  /** Saves text to a file the user picks (desktop) or downloads it (browser); false when cancelled. */
  exportFile: call<ExportInput, boolean>(),
  /** The application menu's requests to the page (desktop app). */
  menu: {
    onShowShortcuts: event<null>(),
    /** Edit > Search everything (issue 28). */
    onShowSearch: event<null>(),
  },
  /** The desktop app's updates: 'off' in browser mode and when no feed is set. */
  appUpdate: {
    status: call<void, UpdateStatus>(),
    onChange: event<UpdateStatus>(),
    /** Quits and installs a downloaded update, only when the user asks; false when none is ready. */
    restart: call<void, boolean>(),
  },
}

type Table = typeof BRIDGE_TABLE
type Group = { [name: string]: Entry }

/** Every entry by its dotted name: `'session.login'`, and `'exportFile'` at the top. */
type Flat = {
  [G in keyof Table & string as Table[G] extends Entry ? G : never]: Table[G]
} & UnionToFlat<
  {
    [G in keyof Table & string]: Table[G] extends Entry
      ? never
      : { [N in keyof Table[G] & string as `${G}.${N}`]: Table[G][N] }
  }[keyof Table & string]
>
type UnionToFlat<U> = (U extends unknown ? (u: U) => void : never) extends (u: infer I) => void ? I : never

export type BridgeName = keyof Flat & string
type NamesOf<K extends Entry['kind']> = {
  [N in BridgeName]: Flat[N] extends { kind: K } ? N : never
}[BridgeName]
/** The channels main answers on. */
export type CallName = NamesOf<'call'>
export type EventName = NamesOf<'event'>

type Types<N extends BridgeName> = NonNullable<Flat[N]['types']>
export type ArgOf<N extends CallName> = Types<N> extends { arg: infer A } ? A : never
/** What main's handler answers (the Failure of bad input is added by the registration). */
export type HandlerAnswer<N extends CallName> = Types<N> extends { answer: infer R } ? R : never
/** Calls that take an argument: main parses each with its schema. */
export type ArgumentName = { [N in CallName]: [ArgOf<N>] extends [void] ? never : N }[CallName]
export type PayloadOf<N extends EventName> = Types<N> extends { payload: infer P } ? P : never

export type Unsubscribe = () => void

type MethodOf<E> =
  E extends EventEntry<infer P>
    ? (listener: [P] extends [null] ? () => void : (payload: P) => void) => Unsubscribe
    : E extends { types?: { fn: infer F } }
      ? F
      : never

type Visible<G extends Group> = {
  [N in keyof G as G[N] extends { hidden: true } ? never : N]: MethodOf<G[N]>
}

/** The typed surface the renderer sees as `window.api`: the table's methods, and the contract's `api`. */
export type Bridge = { api: ApiBridge } & {
  [G in keyof Table]: Table[G] extends Entry ? MethodOf<Table[G]> : Visible<Table[G] & Group>
}

/** Each entry with its dotted name, in the table's order. */
export function bridgeEntries(): { name: BridgeName; group: string | null; key: string; entry: Entry }[] {
  const out: { name: BridgeName; group: string | null; key: string; entry: Entry }[] = []
  for (const [group, value] of Object.entries(BRIDGE_TABLE as Record<string, Entry | Group>)) {
    if ('kind' in value && typeof value.kind === 'string') {
      out.push({ name: group as BridgeName, group: null, key: group, entry: value as Entry })
      continue
    }
    for (const [key, entry] of Object.entries(value as Group))
      out.push({ name: `${group}.${key}` as BridgeName, group, key, entry })
  }
  return out
}

/** The channels main's handlers answer on: every call of the table. */
export const CALL_NAMES = bridgeEntries()
  .filter((e) => e.entry.kind === 'call')
  .map((e) => e.name as CallName)

/** The message channel of an event: `event:session.onChange`. */
export const eventChannel = (name: EventName) => `event:${name}`

/** The IPC channel of each of the contract's calls (the REST part, `api`). */
export const channel = {
  api: (area: string, name: string) => `api:${area}.${name}`,
}

/** The method an entry gives the page. */
export type MethodAt<N extends BridgeName> = MethodOf<Flat[N]>
export type LocalName = NamesOf<'local'>

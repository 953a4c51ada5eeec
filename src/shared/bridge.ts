import { z } from 'zod'
import { contractCalls } from './contract-calls'
import { contract, type Contract } from './contract'
import type { AnswerOf, CallResult, InputOf, Spec, UploadInput } from './contract/define'
import { SessionUser, LOGIN_MESSAGES } from './contract/session'
import { RecordKindName } from './contract/records'
import { MAX_UPLOAD_CONCURRENCY } from './rules/settings'
import { UPLOAD_RULES, type UploadRuleName } from './rules/uploads'
import { EnqueueRequest, JobId, KnownFilesRequest } from './uploads-queue'
import type { ArgOf, ArgumentName } from './bridge-table'
import { SSO_MESSAGES } from './contract/sso'
import { SSO_PROTOCOLS } from './rules/sso'

// The bridge's schemas and the types they make, read by main (which parses every argument) and the preload.
// The table of methods is bridge-table.ts, which the page imports: it holds no schema, so zod and the
// contract's schemas stay out of the page's first script.

/**
 * Calls the renderer may not make through `api`: the session and sign-in areas are reached through
 * `session` and `sso`, so that the token they answer stays in main.
 */
const UNBRIDGED = ['session', 'sso'] as const
export type BridgedAreas = Exclude<keyof Contract, (typeof UNBRIDGED)[number]>
export const BRIDGED_AREAS = Object.keys(contract).filter(
  (a) => !(UNBRIDGED as readonly string[]).includes(a),
) as BridgedAreas[]

/** The contract's calls by their names, each made by `call` (the preload's `api`). */
export function contractApi(call: (area: string, name: string) => (input: unknown) => Promise<unknown>) {
  return contractCalls<ApiBridge>(BRIDGED_AREAS, (_spec, area, name) => call(area, name))
}

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

/**
 * Every upload call of every area, as the photo steps use them: each takes the same `UploadInput` and
 * answers a `message`. `ApiBridge` is assignable to it, so a generic area and upload name index it typed.
 */
export type UploadCalls = {
  [A in BridgedAreas]: {
    [U in KeysOfKind<A, 'upload'>]: (input: UploadInput) => Promise<CallResult<{ message: string }>>
  }
}

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
  /** Issue 25: the version the update form was opened from, sent as the version header (rules/versions.ts). */
  version: z.number().int().nonnegative().optional(),
})
export type SaveWithPhotoRequest = z.infer<typeof SaveWithPhotoRequest>

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
  version?: number
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

/** The argument schema of every table call that takes one: main parses with it before its handler runs. */
export const BRIDGE_ARGUMENTS = {
  'session.login': LoginInput,
  'sso.signIn': SsoProtocolInput,
  'sso.start': SsoStartInput,
  'sso.finish': SsoFinishInput,
  'records.saveWithPhoto': SaveWithPhotoRequest,
  'records.importCsv': ImportCsvInput,
  'uploads.known': KnownFilesRequest,
  'uploads.enqueue': EnqueueRequest,
  'uploads.cancel': JobId,
  'uploads.retry': JobId,
  'settings.update': Settings.partial(),
  'files.grant': z.string().min(1),
  'files.shrinkToFit': ShrinkInput,
  'shell.openExternal': z.string(),
  exportFile: ExportInput,
} satisfies { [N in ArgumentName]: z.ZodType<ArgOf<N>> }

export { channel, type Bridge, type Unsubscribe } from './bridge-table'

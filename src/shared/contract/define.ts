import { z } from 'zod'
import { PUBLIC, type Access } from '../rules/permissions'
import type { UploadRule } from '../rules/uploads'
import { oldClientTolerant } from './wire'
import { id, pathId, requiredText } from './fields'

// The building blocks of the REST contract (SPEC §7). Every call is declared once with `call` or
// `upload`; the server registers routes from it, main builds its HTTP client from it, and the bridge
// exposes one method per entry.

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'

/**
 * A JSON call. `input` is the path parameters for GET and DELETE (named `:name` in `path`), the JSON body
 * for POST and PATCH. `messages` are the `message` values its answer may carry.
 */
export interface CallSpec<I extends z.ZodType = z.ZodType, A extends z.ZodType = z.ZodType> {
  readonly kind: 'call'
  readonly method: Method
  readonly path: string
  readonly input: I
  /** `input` as the server reads a request: the same checks and output, and the old console's wire format
   * too (contract/wire.ts). */
  readonly wire: z.ZodType<z.output<I>>
  readonly answer: A
  readonly access: Access
  /** False for a call that changes none of the site's content (signing out, holding a lease): no audit entry. */
  readonly writesContent?: false
}

/** The folders of SPEC §3 "Image location", under the API host's `/public/uploads/`. */
export const UPLOAD_FOLDERS = [
  'sliders_uploads',
  'news_uploads',
  'event_uploads',
  'leaderships_uploads',
  'alumni',
  'gallery',
  'faculty',
  'course',
  'content_uploads',
  'partners_uploads',
] as const
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number]

/** A multipart upload of one file (`field`) against a record's `entry_id`, streamed from disk. */
/** `F`: the folder as written, so that a screen can name it by type alone (rules/news.ts), without the contract. */
export interface UploadSpec<A extends z.ZodType = z.ZodType, F extends UploadFolder = UploadFolder> {
  readonly kind: 'upload'
  readonly method: Method
  readonly path: string
  readonly field: string
  readonly folder: F
  /** The record column the stored file name is written to. */
  readonly column: string
  /** The types and size it takes, when not those of its folder (rules/uploads.ts `uploadRuleOf`). */
  readonly rule?: UploadRule
  readonly answer: A
  readonly access: Access
}

export type Spec = CallSpec | UploadSpec
export type Area = Record<string, Spec>

export const none = z.object({}).strict()

export function call<I extends z.ZodType, A extends z.ZodType>(
  method: Method,
  path: string,
  input: I,
  answer: A,
  access: Access,
): CallSpec<I, A> {
  return { kind: 'call', method, path, input, wire: oldClientTolerant(input), answer, access }
}

/**
 * Ours (issue 23): an area's read-one call, `GET <area>/one/:EntryID`, answering the row its list shows, so
 * an update screen opened by its address (`?id=`) can load its record. Same access policy as the list. `key`:
 * how the record is named when not by its EntryID (an account by StaffID, a faculty's page by its code).
 */
export function readOne<
  S extends z.ZodRawShape,
  K extends string = 'EntryID',
  V extends number | string = number,
  W extends z.ZodRawShape = NoScope,
>(path: string, row: z.ZodObject<S>, access: Access, key: RecordKey<K, V, W> = byEntryId<K, V, W>()) {
  return call('GET', path, keyInput(key, key.inPath), versioned(row), access)
}

/**
 * How an update screen names its record (issue 25): the field, as a path parameter and in a lease's body.
 * Most records by their EntryID; an account by its StaffID; a faculty's page by its FacultyCode and a
 * course's page by its CourseCode (the codes the screens already hold, and a course's page may not exist yet).
 */
export interface RecordKey<
  K extends string,
  V extends number | string = number | string,
  W extends z.ZodRawShape = NoScope,
> {
  readonly field: K
  /** The key as it arrives in a path: text, read as the key's type. */
  readonly inPath: z.ZodType<V, unknown>
  /** The key as a JSON body sends it. */
  readonly inBody: z.ZodType<V, unknown>
  /**
   * The fields that name the record together with its key, ahead of it in a path: a university record is its
   * kind's (`records/one/:kind/:EntryID`), each kind in a table of its own.
   */
  readonly within?: W
}

/** A key that names its record alone. */
export type NoScope = Record<never, never>

/** A record named by a whole-number id (EntryID, StaffID), within the fields `within` when it has them. */
export const byId = <K extends string, W extends z.ZodRawShape = NoScope>(
  field: K,
  within?: W,
): RecordKey<K, number, W> => ({ field, inPath: pathId, inBody: id, within })

/** A record named by a code (FacultyCode, CourseCode): the same text in a path and in a body. */
export const byCode = <K extends string>(field: K): RecordKey<K, string> => ({
  field,
  inPath: recordCode,
  inBody: recordCode,
})

/** A faculty's or course's code as the academics calls take it. */
const recordCode = requiredText(50)

export const BY_ENTRY_ID = byId('EntryID')
/** The default key of a builder generic in its key: EntryID. */
const byEntryId = <K extends string, V extends number | string, W extends z.ZodRawShape = NoScope>() =>
  // Kept: a default value cannot follow the generic. A caller that omits the key gets the generics'
  // defaults, `K = 'EntryID'` and `V = number`, which BY_ENTRY_ID is; TypeScript cannot see that they match.
  BY_ENTRY_ID as RecordKey<string, number> as unknown as RecordKey<K, V, W>

/** `{ ...within, [field]: schema }`, typed by the fields' names. */
const keyInput = <K extends string, V, W extends z.ZodRawShape>(
  key: { field: K; within?: W },
  schema: z.ZodType<V, unknown>,
) => z.object({ ...key.within, [key.field]: schema } as W & { [F in K]: z.ZodType<V, unknown> })

/** A key's place in a path: `:EntryID`, or `:kind/:EntryID` for a key within a kind. */
const keyPath = (key: { field: string; within?: z.ZodRawShape }) =>
  [...Object.keys(key.within ?? {}), key.field].map((name) => `:${name}`).join('/')

/**
 * Ours (issue 25): a record as an update screen opens it, with its version (rules/versions.ts), which its
 * save sends back so that a record changed since is not silently overwritten.
 */
export const versioned = <S extends z.ZodRawShape>(row: z.ZodObject<S>) =>
  row.extend({ version: z.number().int().nonnegative() })

/**
 * Ours (issue 25): one kept version of a record, from its audit entry: who made it, when, by which call, the
 * columns it changed, and every column's value after it (null for a deletion).
 */
export const RecordVersion = z.object({
  version: z.number().int().positive(),
  at: z.string(),
  by: z.string(),
  call: z.string(),
  changed: z.array(z.string()),
  values: z.record(z.string(), z.unknown()).nullable(),
  /** Kept for ever, whatever the retention says (a Super Admin pins it). */
  pinned: z.boolean(),
})
export type RecordVersion = z.infer<typeof RecordVersion>

/**
 * A version as the history lists it: its values left out (null still marks a deletion), so a record with a
 * thousand versions answers a short list; the version call gives one version's values when it is chosen.
 */
export const HistoryEntry = RecordVersion.extend({ values: RecordVersion.shape.values.optional() })
export type HistoryEntry = z.infer<typeof HistoryEntry>

/**
 * The calls on one record its update screen makes (issues 23 and 25): `...openedRecord('news', NewsRow, access)`
 * declares `get` (GET news/one/:EntryID), `history` (GET news/history/:EntryID), `version`
 * (GET news/version/:EntryID/:version), `lease` (POST news/lease) and `restore` (POST news/restore).
 * A record named otherwise gives its key: `openedRecord('accounts', AccountRow, access, byId('StaffID'))`;
 * a university record its kind too: `byId('EntryID', { kind })` (GET records/history/:kind/:EntryID ...).
 */
export function openedRecord<
  S extends z.ZodRawShape,
  K extends string = 'EntryID',
  V extends number | string = number,
  W extends z.ZodRawShape = NoScope,
>(base: string, row: z.ZodObject<S>, access: Access, key: RecordKey<K, V, W> = byEntryId<K, V, W>()) {
  return {
    get: readOne(`${base}/one/${keyPath(key)}`, row, access, key),
    history: history(`${base}/history/${keyPath(key)}`, access, key),
    version: keptVersion(`${base}/version/${keyPath(key)}/:version`, access, key),
    lease: lease(`${base}/lease`, access, key),
    restore: restore(`${base}/restore`, access, key),
  }
}

/**
 * Ours (issue 25): put back chosen fields of one of a record's versions. `basedOn` is the version the screen
 * shows (the body carries it: the bridge's plain calls send no version header); a record changed since is
 * refused with 409 as a stale save is. The restore is a new version, never a rewrite of history.
 */
export const restoreBody = <K extends string, V extends number | string, W extends z.ZodRawShape>(
  key: RecordKey<K, V, W>,
) =>
  keyInput(key, key.inBody).extend({
    version: id,
    /** 0: the record had no version when the screen opened it (seeded or imported, never saved since). */
    basedOn: z.union([z.literal(0), id]),
    fields: z.array(z.string().min(1).max(64)).min(1).max(100),
  })
/** The restore body of a record named by its EntryID. */
export const RestoreBody = restoreBody(BY_ENTRY_ID)

/** Ours (issue 25): an area's restore call, `POST <area>/restore`; access as its read-one. */
export function restore<
  K extends string = 'EntryID',
  V extends number | string = number,
  W extends z.ZodRawShape = NoScope,
>(path: string, access: Access, key: RecordKey<K, V, W> = byEntryId<K, V, W>()) {
  return call('POST', path, restoreBody(key), answer(['success']), access)
}

/** Ours (issue 25): which screen holds a lease on which record; main and the browser host make one per opened form. */
export const leaseBody = <K extends string, V extends number | string, W extends z.ZodRawShape>(
  key: RecordKey<K, V, W>,
) =>
  keyInput(key, key.inBody).extend({
    /** The screen asking: a random id of its own, so that one editor's two windows are told apart. */
    holder: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
    /** hold: take the lease if free, else say who holds it; takeOver: take it anyway; release: let it go. */
    action: z.enum(['hold', 'takeOver', 'release']).default('hold'),
  })
/** The lease body of a record named by its EntryID. */
export const LeaseBody = leaseBody(BY_ENTRY_ID)
export const LeaseAnswer = z.object({
  /** Whether this screen holds the lease now. */
  mine: z.boolean(),
  /** Who holds it when another screen does (the same person in another window included). */
  heldBy: z.object({ name: z.string(), since: z.string(), StaffID: z.number().int() }).nullable(),
})
export type LeaseAnswer = z.infer<typeof LeaseAnswer>

/**
 * Ours (issue 25): an area's lease call, `POST <area>/lease`: a soft lease on a record an update screen has
 * open (never blocks a save; rules/versions.ts). Access as its read-one.
 */
export function lease<
  K extends string = 'EntryID',
  V extends number | string = number,
  W extends z.ZodRawShape = NoScope,
>(path: string, access: Access, key: RecordKey<K, V, W> = byEntryId<K, V, W>()) {
  return changesNoContent(call('POST', path, leaseBody(key), LeaseAnswer, access))
}

/** A call that changes none of the site's content: it leaves no audit entry and moves no version. */
export const changesNoContent = <S extends CallSpec>(spec: S): S => ({ ...spec, writesContent: false })

/**
 * A signed-in write of the site's content: the server audits it, and main tells every window it changed the
 * call's area (rules/refresh.ts). Reads, public calls and leases change none.
 */
export const changesContent = (spec: Spec): boolean =>
  spec.access !== PUBLIC && spec.method !== 'GET' && !(spec.kind === 'call' && spec.writesContent === false)

/** Ours (issue 25): an area's history call, `GET <area>/history/:EntryID`, newest first; access as its read-one. */
export function history<
  K extends string = 'EntryID',
  V extends number | string = number,
  W extends z.ZodRawShape = NoScope,
>(path: string, access: Access, key: RecordKey<K, V, W> = byEntryId<K, V, W>()) {
  return call('GET', path, keyInput(key, key.inPath), z.array(HistoryEntry), access)
}

/** Ours (issue 25): one version of a record with every value (`GET <area>/version/:EntryID/:version`). */
export function keptVersion<
  K extends string = 'EntryID',
  V extends number | string = number,
  W extends z.ZodRawShape = NoScope,
>(path: string, access: Access, key: RecordKey<K, V, W> = byEntryId<K, V, W>()) {
  return call('GET', path, keyInput(key, key.inPath).extend({ version: pathId }), RecordVersion, access)
}

/** A list: `GET path` with its path parameters (`none`: a list of everything), answering the rows. */
export function readAll<P extends z.ZodType, R extends z.ZodType>(
  path: string,
  params: P,
  row: R,
  access: Access,
) {
  return call('GET', path, params, z.array(row), access)
}

/**
 * Ours (issue 23): a list's Delete of one record by its id, `DELETE <area>/delete/:EntryID`, answering
 * `deleted` (served by routes/delete-record.ts). Same access policy as the list.
 */
export function deleteOne(path: string, access: Access) {
  return call('DELETE', path, z.object({ EntryID: pathId }), answer(['deleted']), access)
}

export const UploadAnswer = z.object({ message: z.string() })

export function upload<F extends UploadFolder>(
  method: Method,
  path: string,
  options: { field?: string; folder: F; column?: string; rule?: UploadRule; access: Access },
): UploadSpec<typeof UploadAnswer, F> {
  return {
    kind: 'upload',
    method,
    path,
    field: options.field ?? 'photo',
    folder: options.folder,
    column: options.column ?? 'ImagePath',
    ...(options.rule && { rule: options.rule }),
    answer: UploadAnswer,
    access: options.access,
  }
}

/** An answer object: `message` is one of `messages`; `extra` adds the other fields read from it. */
export function answer<
  const M extends readonly [string, ...string[]],
  E extends z.ZodRawShape = Record<never, never>,
>(messages: M, extra?: E) {
  return z.object({ message: z.enum(messages), ...(extra ?? ({} as E)) })
}

/**
 * The answer of a call that created a record: its new id; for a title another record has, that record's id
 * (issue 47: the refusal links to it).
 */
export const entryId = { entry_id: id.optional(), takenBy: id.optional() }

/**
 * SPEC's answer to an add that creates a record: `success` with the new id, the area's own text for a
 * title or name another record has (`'news exist'`, `'exist'`...), or `failed`.
 */
export function added<const E extends string>(exist: E) {
  return answer(['success', exist, 'failed'], entryId)
}

/** Upload input as it crosses the bridge: the record's id and the handle of the chosen file (`files.pathFor`). */
export const UploadInput = z.object({ entry_id: id, filePath: z.string().min(1) })
export type UploadInput = z.infer<typeof UploadInput>

/** Fills `:name` segments of a path from the input, URL-encoding each value. */
export function pathFor(path: string, input: unknown): string {
  const values = (input ?? {}) as Record<string, unknown>
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = values[name]
    if (value === undefined || value === null || value === '')
      throw new Error(`missing path parameter ${name}`)
    return encodeURIComponent(String(value))
  })
}

/** Path params as Fastify writes them (`:name`) are the same syntax we use; kept as one fact. */
export const paramNames = (path: string): string[] => [...path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1])

/** Every failure a call can end in, as the renderer sees it. */
export const FAILURE_REASONS = [
  'network',
  'timeout',
  'unauthorized',
  'forbidden',
  'invalid',
  'not-found',
  'too-large',
  'rate-limited',
  'server',
  'bad-answer',
  /** Issue 25: a save based on an older version of its record (409 STALE_VERSION): a question, not an error. */
  'stale',
  /** Issue 28: a photo the gallery holds already, refused as asked (409 KNOWN_PHOTO_FIELD): not sent. */
  'known',
] as const
export type FailureReason = (typeof FAILURE_REASONS)[number]
export interface Failure {
  ok: false
  reason: FailureReason
  status?: number
  message: string
  /** Issue 47: the record that has the title a save was refused for. */
  takenBy?: number
}
export type CallResult<T> = { ok: true; data: T } | Failure

/** The body of every 4xx and 5xx answer of our server. */
export const ErrorAnswer = z.object({
  message: z.string(),
  field: z.string().optional(),
  /** Issue 47: a taken title's refusal names the record that has it. */
  takenBy: z.number().int().optional(),
})

export type InputOf<S> = S extends CallSpec<infer I> ? z.input<I> : S extends UploadSpec ? UploadInput : never
export type AnswerOf<S> =
  S extends CallSpec<z.ZodType, infer A> ? z.output<A> : S extends UploadSpec<infer A> ? z.output<A> : never

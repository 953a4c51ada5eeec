import { randomBytes } from 'node:crypto'
import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { and, eq, getTableColumns, getTableName, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { CallSpec, UploadSpec } from '../../shared/contract/define'
import {
  KNOWN_PHOTO_FIELD,
  NO_LIKENESS,
  queuedFoundSaid,
  UNLESS_KNOWN_HEADER,
  type FoundPhoto,
} from '../../shared/rules/duplicates'
import { PUBLIC } from '../../shared/rules/permissions'
import { RENDITION_SIZES, renditionName, type RenditionSize } from '../../shared/rules/renditions'
import { webVttProblem } from '../../shared/rules/gallery'
import { RECORD_REQUEST_HEADER, uploadRuleOf, type FileKind } from '../../shared/rules/uploads'
import { checkedTableOf, checkStoredRow } from '../a11y/store'
import { keepImageSize } from '../public/image-size'
import { recordPublicChanges } from '../public/changes'
import { projectRecord, publicChangesOf } from '../public/project'
import { holdsUpload } from '../review/upload'
import { withdrawReviews } from '../review/store'
import { foldUploadIntoCreate, loggedRow, recordWrite, type Writer } from '../audit-log'
import type { Database } from '../db/client'
import { idempotency_keys } from '../db/schema'
import { HttpError } from '../errors'
import { authenticate, authorize, requireFaculty } from '../routes/guards'
import type { FileStore } from './file-store'
import { RefusedImage, type ImageOptions, type PreparedFile } from './images'
import type { PhotoPool } from './photo-pool'
import { receiveUpload } from './receive'
import { noteReleased } from './release-photo'

// Uploads (SPEC §1 "two-step save", §3 "Image location", §5, §9), one generic route for every `upload`
// entry of the contract: authenticate and check the call's policy as for calls; stream the file to a
// temporary file under the folder's size rule, checked by content; check that the record named by
// entry_id exists and that its faculty is one the caller may touch; move the file into
// `uploads/<folder>/` under a name the server makes up; write that name into the record's column;
// then delete the file the record held before. An area says only which record a file belongs to:
//
//   registerArea(app, news, { ..., uploadPhoto: uploadInto(newsTable, { faculty: newsTable.FacultyCode }) })

/** Temporary files, inside the uploads folder so the final move is a rename on one file system. A dot
 * folder: the static file server does not serve dot files. */
export const INCOMING_FOLDER = '.incoming'

export const UPLOADED_MESSAGE = 'uploaded'
export const RECORD_NOT_FOUND = 'No record with this entry_id'

/** The record an upload's file belongs to. `uploadInto` makes one for a table; an area may write its own. */
export interface UploadTarget {
  /** What the audit log calls the record's kind ('news'); the folder when not given. */
  readonly name?: string
  /** The record's table: the audit entry of an upload then holds the record (its name) around the file. */
  readonly table?: PgTable
  /** Throws when the record has no such column; called once, when the route is registered. */
  assertColumn(column: string): void
  /** The faculty code of the record (null: general content), or undefined when there is no such record. */
  facultyOf(db: Database, entryId: number): Promise<string | null | undefined>
  /**
   * The name the file is stored under, when the record decides it (a video's captions beside the video);
   * a random one (`storedFileName`) when not given. A file stored again under the same name replaces it.
   */
  storedName?(db: Database, entryId: number, kind: FileKind): Promise<string>
  /**
   * In the upload's transaction (`db`), for an upload sent with UNLESS_KNOWN_HEADER (issue 28): refuses it
   * (409) when another record's file has these bytes. It first takes a lock on the bytes, held to the end of
   * the transaction, so of two uploads of the same file at the same moment the second sees the first.
   */
  refuseKnown?(db: Database, sha256: string, entryId: number): Promise<void>
  /**
   * In the upload's transaction (`db`), under a lock on the record: `allow(faculty)` (throws to refuse), then
   * `column` set to `fileName`. Answers the column's previous value and the row as it now stands, or
   * undefined when there is no such record.
   */
  replaceFile(
    db: Database,
    change: {
      entryId: number
      column: string
      fileName: string
      /** The SHA-256 of the file as received, kept where the target has a column for it. */
      sha256: string
      /** The image's likeness (rules/duplicates.ts), kept where the target has a column for it. */
      likeness: string | null
      allow(facultyCode: string | null): void
    },
  ): Promise<ReplacedFile | undefined>
  /** The call that always makes a new record here, as idempotency keys name it ('POST news/add'). */
  readonly madeBy?: string
  /** Deletes the record when its `column` holds no file; answers the row as it was, or undefined. */
  removeUnfilled?(db: Database, entryId: number, column: string): Promise<object | undefined>
}

/** What replaceFile did: the file the record held before, and the record as it now stands. */
export interface ReplacedFile {
  previous: string | null
  row: Record<string, unknown>
}

export interface UploadIntoOptions {
  /** The record's id column; the table's `EntryID` when not given. */
  id?: PgColumn
  /**
   * Which faculty the record's content belongs to: a column of the table, or an SQL expression over it
   * (a subquery, for a record whose faculty is its parent's). None: general content.
   */
  faculty?: PgColumn | SQL<string | null>
  /**
   * The call whose success always makes a new record in this table (`news.add`; never one that may update a
   * record instead): a photo refused as unreadable in the save that made it removes it again.
   */
  madeBy?: CallSpec
  /** The column that keeps the SHA-256 of the file as received (the gallery's `ContentHash`, issue 28). */
  hash?: PgColumn
  /** The column that keeps an image's likeness (the gallery's `LikenessHash`, issue 28; NO_LIKENESS if none). */
  likeness?: PgColumn
  /**
   * Another record whose file has these bytes (the gallery's photo, named as the picked list names it), for an
   * upload sent with UNLESS_KNOWN_HEADER: found, the upload is refused. Needs `hash`.
   */
  known?: (db: Database, sha256: string, exceptEntryId: number) => Promise<FoundPhoto | undefined>
}

/** The rows of `table`, by id, as the home of uploaded files. */
export function uploadInto(table: PgTable, options: UploadIntoOptions = {}): UploadTarget {
  const columns = getTableColumns(table) as Record<string, PgColumn>
  const id = options.id ?? columns.EntryID
  if (!id) throw new Error(`uploadInto(${getTableName(table)}): no EntryID column; name the id column`)
  const faculty = options.faculty ?? sql<null>`null`
  const keyOf = (wanted: PgColumn | undefined, what: string) => {
    const key = wanted && Object.entries(columns).find(([, column]) => column === wanted)?.[0]
    if (wanted && !key)
      throw new Error(`uploadInto(${getTableName(table)}): the ${what} column is not its own`)
    return key
  }
  const hashKey = keyOf(options.hash, 'hash')
  const likenessKey = keyOf(options.likeness, 'likeness')
  const columnNamed = (name: string): PgColumn => {
    const column = columns[name]
    if (!column) throw new Error(`uploads into ${getTableName(table)}: it has no column ${name}`)
    return column
  }
  return {
    name: getTableName(table),
    table,
    assertColumn: (name) => void columnNamed(name),
    async facultyOf(db, entryId) {
      const [row] = await db
        .select({ faculty: sql<string | null>`${faculty}` })
        .from(table)
        .where(eq(id, entryId))
      return row ? row.faculty : undefined
    },
    async replaceFile(db, { entryId, column, fileName, sha256, likeness, allow }) {
      const file = columnNamed(column)
      const [row] = await db
        .select({ faculty: sql<string | null>`${faculty}`, previous: sql<string | null>`${file}` })
        .from(table)
        .where(eq(id, entryId))
        .for('update')
      if (!row) return undefined
      allow(row.faculty)
      const [saved] = (await db
        .update(table)
        .set({
          [column]: fileName,
          ...(hashKey && { [hashKey]: sha256 }),
          ...(likenessKey && { [likenessKey]: likeness ?? NO_LIKENESS }),
        })
        .where(eq(id, entryId))
        .returning()) as Record<string, unknown>[]
      return { previous: row.previous, row: saved }
    },
    ...(options.known && {
      async refuseKnown(db: Database, sha256: string, entryId: number) {
        await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${sha256}, 0))`)
        const photo = await options.known!(db, sha256, entryId)
        if (photo) throw new HttpError(409, queuedFoundSaid(photo), KNOWN_PHOTO_FIELD)
      },
    }),
    ...(options.madeBy && {
      madeBy: `${options.madeBy.method} ${options.madeBy.path}`,
      async removeUnfilled(db, entryId, column) {
        const file = columnNamed(column)
        const [row] = await db
          .delete(table)
          .where(and(eq(id, entryId), or(isNull(file), eq(file, ''))))
          .returning()
        return row
      },
    }),
  }
}

/** Registers the route of one `upload` entry of the contract. */
export function registerUpload(app: FastifyInstance, spec: UploadSpec, target: UploadTarget): void {
  target.assertColumn(spec.column)
  const rule = uploadRuleOf(spec)
  app.route({
    method: spec.method,
    url: `/api/${spec.path}`,
    handler: async (request) => {
      const { db, uploadsDir, files, images, photos } = app.services
      const session = spec.access === PUBLIC ? null : await authenticate(db, request)
      if (session) authorize(session.user, spec.access)
      const allow = (facultyCode: string | null) => {
        if (session) requireFaculty({ actor: session.user, access: spec.access }, facultyCode)
      }
      const received = await receiveUpload(request, {
        field: spec.field,
        rule,
        tempDir: join(uploadsDir, INCOMING_FOLDER),
        async checkEntry(entryId) {
          const facultyCode = await target.facultyOf(db, entryId)
          if (facultyCode === undefined) throw new HttpError(404, RECORD_NOT_FOUND, 'entry_id')
          allow(facultyCode)
        },
      })

      const writer = session && { actor: session.user, ip: request.ip }
      const fileName = target.storedName
        ? await target.storedName(db, received.entryId, received.kind).catch(async (error: unknown) => {
            await rm(received.tempPath, { force: true })
            throw error
          })
        : storedFileName(received.kind)
      // Made safe to publish and given its renditions while still a local file; refused (400) if it is
      // not a readable image (or WebVTT text), leaving nothing behind.
      const { renditions, likeness, size } = await prepareFile(
        received.tempPath,
        received.kind,
        fileName,
        images,
        photos,
      ).catch(async (error: unknown) => {
        const refused = error instanceof RefusedImage
        if (refused && writer && (await removeRecordMadeFor(request, writer, received.entryId)))
          throw new HttpError(400, error.notSaved)
        throw error
      })
      const record = `${target.name ?? spec.folder} ${received.entryId}`
      let replaced: ReplacedFile
      /** The replaced file, to remove once the transaction is committed: nothing names it any more. */
      let unnamed = false
      try {
        for (const rendition of renditions) await files.put(spec.folder, rendition.name, rendition.path)
        await files.put(spec.folder, fileName, received.tempPath)
        // The record's new file, its audit entry, its accessibility problems and the release of the file it
        // held: one transaction, so one commit per upload, and nothing of it stays when a part fails.
        replaced = await db.transaction(async (tx) => {
          if (request.headers[UNLESS_KNOWN_HEADER] === '1')
            await target.refuseKnown?.(tx, received.sha256, received.entryId)
          const changed = await target.replaceFile(tx, {
            entryId: received.entryId,
            column: spec.column,
            fileName,
            sha256: received.sha256,
            likeness,
            allow,
          })
          if (!changed) throw new HttpError(404, RECORD_NOT_FOUND, 'entry_id')
          if (writer) await auditUpload(tx, writer, { record, previous: changed.previous, fileName, changed })
          // Issue 27: the record's problems as it now stands (an image with no alternative text). Never a
          // refusal: an upload carries no dismissals; the form held the publish to the checker before sending.
          const checked = checkedTableOf(target.table)
          if (checked) await checkStoredRow(tx, checked, received.entryId, loggedRow(changed.row))
          // Issue 46: the image's size, and the reader's copy of the record with its new file.
          await keepImageSize(tx, spec.folder, fileName, size)
          // Issue 48: a reviewed editor's photo is part of the change waiting for review (review/upload.ts).
          const held = await holdsUpload(tx, writer, target.table, received.entryId)
          if (target.table && !held)
            await recordPublicChanges(
              tx,
              publicChangesOf(await projectRecord(tx, target.table, received.entryId)),
            )
          // The file replaced stays while a kept version of the record names it (release-photo.ts). One stored
          // again under its own name (a video's captions) was replaced in place: there is nothing to release.
          if (changed.previous !== fileName)
            unnamed = await noteReleased(tx, { folder: spec.folder, name: changed.previous, record })
          return changed
        })
      } catch (error) {
        await Promise.all(
          [received.tempPath, ...renditions.map((file) => file.path)].map((path) =>
            rm(path, { force: true }),
          ),
        )
        await removeStoredFile(files, spec.folder, fileName).catch(() => undefined)
        throw error
      }
      if (unnamed)
        await removeStoredFile(files, spec.folder, replaced.previous).catch((error: unknown) =>
          request.log.warn({ err: error }, 'could not remove the replaced upload'),
        )
      return { message: UPLOADED_MESSAGE }
    },
  })

  /**
   * The upload's audit entry: the whole record around the file (only the file differs between before and
   * after), or, for the photo of a record just made in the same save, folded into the entry of its creation
   * (one save, one entry).
   */
  async function auditUpload(
    db: Database,
    writer: Writer,
    upload: { record: string; previous: string | null; fileName: string; changed: ReplacedFile },
  ) {
    const { record, previous, fileName } = upload
    const column = spec.column
    if (await foldUploadIntoCreate(db, writer, { record, column, previous, fileName })) return
    const row = target.table ? loggedRow(upload.changed.row) : null
    await recordWrite(db, writer, {
      call: `${spec.method} ${spec.path}`,
      record,
      before: { ...row, [column]: previous },
      after: { ...row, [column]: fileName },
    })
  }

  /**
   * The photo step of a create, refused as unreadable: the record that create made (named by the request's
   * RECORD_REQUEST_HEADER, by this staff member, answered with this entry_id) and which never held a file is
   * removed with its key, so nothing of the save is left and the same Submit makes it afresh. Anything else
   * (no header, an update, a record that has a file or was made otherwise) stays as it was.
   */
  async function removeRecordMadeFor(request: FastifyRequest, writer: Writer, entryId: number) {
    const key = request.headers[RECORD_REQUEST_HEADER]
    const { madeBy, removeUnfilled } = target
    if (typeof key !== 'string' || !madeBy || !removeUnfilled) return false
    const { db } = app.services
    return db.transaction(async (tx) => {
      const thisKey = and(
        eq(idempotency_keys.StaffID, writer.actor.StaffID),
        eq(idempotency_keys.key, key),
        eq(idempotency_keys.request, madeBy),
        eq(idempotency_keys.status, 200),
      )
      const [made] = await tx
        .select({ answer: idempotency_keys.answer })
        .from(idempotency_keys)
        .where(thisKey)
      if ((made?.answer as { entry_id?: unknown } | null | undefined)?.entry_id !== entryId) return false
      const removed = await removeUnfilled(tx, entryId, spec.column)
      if (!removed) return false
      await tx.delete(idempotency_keys).where(thisKey)
      await recordWrite(tx, writer, {
        call: `${spec.method} ${spec.path}`,
        record: `${target.name ?? spec.folder} ${entryId}`,
        before: removed,
        after: null,
      })
      // Its reader's copy goes with it (the save made one if it published), and the website is told; a
      // round of review the save opened (issue 48) is withdrawn, so no reviewer is asked about nothing.
      if (target.table) {
        await recordPublicChanges(tx, publicChangesOf(await projectRecord(tx, target.table, entryId)))
        await withdrawReviews(tx, getTableName(target.table), entryId)
      }
      return true
    })
  }
}

/**
 * What is done to a staged file before it is stored: an image is made safe to publish and given its
 * renditions (images.ts, in a photo worker); WebVTT captions are read whole, as UTF-8 text with their signature (the first bytes
 * were checked on arrival). A refused file is removed.
 */
async function prepareFile(
  path: string,
  kind: FileKind,
  fileName: string,
  images: ImageOptions,
  photos: PhotoPool,
): Promise<PreparedFile> {
  if (kind !== 'vtt') return photos.prepareImage(path, kind, fileName, images)
  const problem = webVttProblem(await readFile(path))
  if (problem === null) return { renditions: [], likeness: null, size: null }
  await rm(path, { force: true })
  throw new HttpError(400, problem)
}

/** A name the server makes up: random, with the kind the content was checked to be. Never the client's. */
export function storedFileName(kind: FileKind): string {
  return `${randomBytes(16).toString('hex')}.${kind}`
}

export const STORED_NAME = /^[0-9a-f]{32}\.(png|jpg|jpeg|gif|mp4|avi|mov|vtt)$/

/**
 * Deletes a file the server stored earlier, with its renditions. Anything else a record may hold (an http(s) address of a
 * hosted file, a name brought over from the old system that other records may share) is left alone.
 */
export async function removeStoredFile(files: FileStore, folder: string, name: string | null): Promise<void> {
  if (!name || !STORED_NAME.test(name)) return
  const renditions = (Object.keys(RENDITION_SIZES) as RenditionSize[]).map((size) =>
    renditionName(name, size),
  )
  for (const rendition of renditions) if (rendition) await files.remove(folder, rendition)
  await files.remove(folder, name)
}

/** Creates the temporary folder and removes what a stopped server left in it more than an hour ago. */
export async function prepareIncoming(uploadsDir: string, now = Date.now()): Promise<void> {
  const incoming = join(uploadsDir, INCOMING_FOLDER)
  await mkdir(incoming, { recursive: true })
  for (const name of await readdir(incoming)) {
    const path = join(incoming, name)
    const info = await stat(path).catch(() => null)
    if (info && now - info.mtimeMs > 60 * 60_000) await rm(path, { recursive: true, force: true })
  }
}

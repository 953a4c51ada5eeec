import { createHash, randomBytes } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { Transform, type Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { FastifyRequest } from 'fastify'
import { MAX_RECORD_ID } from '../../shared/rules/ids'
import { contentMatchesName, fileKindOf, type FileKind, type UploadRule } from '../../shared/rules/uploads'
import { HttpError } from '../errors'

// Receiving one multipart upload: `entry_id` and one file, in either order. The file is streamed to a
// temporary file as it arrives (never held whole in memory), cut off at the rule's size, and checked by
// its first bytes against its name. A refused request is read on, without writing, so the client gets the
// answer instead of a broken connection, but never beyond the rule's size and a little more for the form:
// a body said or found to be larger is answered at once (and the connection closed after a bounded read,
// early-answer.ts). Nothing it sent stays on disk.

export const UPLOAD_MESSAGES = {
  notMultipart: 'Send the file as multipart/form-data',
  badEntryId: 'entry_id: must be a positive whole number',
  missingEntryId: 'entry_id: required',
  twoEntryIds: 'entry_id: send it once',
  missingFile: (field: string) => `${field}: a file is required`,
  oneFile: (field: string) => `${field}: send one file`,
  cutOff: 'The upload was cut off before its end',
} as const

/** kindsByContent reads no further than this. */
const HEAD_BYTES = 16
/**
 * The file is written in pieces of about this size rather than as each network chunk (16 to 64 KB) arrives:
 * each write is a call into the thread pool on the server's one main thread, and with fifty editors uploading
 * their count, not their bytes, was what the main thread spent its time on (bench/load).
 */
const WRITE_BYTES = 256 * 1024

/** What a form may carry besides its file; more is refused by the multipart parser (413). */
const FORM_LIMITS = { fields: 10, fieldSize: 1024, files: 3, parts: 16, headerPairs: 100 }
/** Room for the form around its file (boundaries, part headers, the fields above), on top of the rule. */
const FORM_OVERHEAD_BYTES = 64 * 1024

/**
 * No body past `maxBytes` is read here: one said to be larger is refused before a byte is read, and one that
 * grows past it without saying so is refused when it does. The multipart reader stops at an error of the
 * request and fails the part being read with it, so the refusal is answered at once; either way the answer
 * then closes the connection after a bounded read (early-answer.ts).
 */
function capBody(request: FastifyRequest, maxBytes: number, sizeMessage: string): void {
  const declared = Number(request.headers['content-length'] ?? NaN)
  if (declared > maxBytes) throw new HttpError(413, sizeMessage)
  let seen = 0
  const count = (chunk: Buffer) => {
    seen += chunk.length
    if (seen <= maxBytes) return
    request.raw.removeListener('data', count)
    // An error nobody listens for would end the process: then the connection is cut instead.
    if (request.raw.listenerCount('error') > 0) request.raw.emit('error', new HttpError(413, sizeMessage))
    else request.raw.destroy()
  }
  request.raw.on('data', count)
  request.raw.once('end', () => request.raw.removeListener('data', count))
}

export interface ReceiveOptions {
  /** The form field holding the file (`photo`, `campus_photo`, ...). */
  field: string
  rule: UploadRule
  /** Where the temporary file is written: on the same file system as its final folder. */
  tempDir: string
  /**
   * Called once with the entry_id as soon as it is known (before the file when it comes first), to refuse
   * early (404, 403) by throwing an HttpError.
   */
  checkEntry(entryId: number): Promise<void>
}

export interface ReceivedUpload {
  entryId: number
  /** The temporary file; the caller moves it into place or removes it. */
  tempPath: string
  kind: FileKind
  /** The SHA-256 (hex) of the file as it arrived, taken while it streamed: the old client's files too. */
  sha256: string
}

export async function receiveUpload(
  request: FastifyRequest,
  options: ReceiveOptions,
): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw new HttpError(415, UPLOAD_MESSAGES.notMultipart)
  const { field, rule } = options
  capBody(request, rule.maxBytes + FORM_OVERHEAD_BYTES, rule.sizeMessage)
  /** Reasons to refuse, the first one answered; after one, the rest of the request is read and dropped. */
  const refusals: HttpError[] = []
  const refuse = (error: HttpError) => void refusals.push(error)
  let entryId: number | null = null
  let received: { tempPath: string; kind: FileKind; sha256: string } | null = null
  const written: string[] = []

  try {
    // The size is checked here (file.truncated), with the rule's message, rather than thrown by the parser;
    // the plugin reads this option per request, though its types list it only for the plugin.
    const partsOptions = { limits: { ...FORM_LIMITS, fileSize: rule.maxBytes }, throwFileSizeLimit: false }
    const parts = request.parts(partsOptions)
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname !== 'entry_id') continue
        const parsed = parseEntryId(part.value)
        if (entryId !== null) refuse(new HttpError(400, UPLOAD_MESSAGES.twoEntryIds, 'entry_id'))
        else if (parsed === null) refuse(new HttpError(400, UPLOAD_MESSAGES.badEntryId, 'entry_id'))
        else {
          entryId = parsed
          if (refusals.length === 0) await options.checkEntry(parsed).catch(refuseWith(refuse))
        }
        continue
      }
      if (part.fieldname !== field || received || refusals.length > 0) {
        if (part.fieldname === field && received)
          refuse(new HttpError(400, UPLOAD_MESSAGES.oneFile(field), field))
        await drain(part.file)
        continue
      }
      const tempPath = join(options.tempDir, `${randomBytes(12).toString('hex')}.part`)
      written.push(tempPath)
      const outcome = await writeChecked(part.file, tempPath, rule, part.filename)
      if (outcome === 'size') refuse(new HttpError(413, rule.sizeMessage))
      else if (outcome === 'type') refuse(new HttpError(400, rule.typeMessage))
      else received = { tempPath, ...outcome }
    }
    if (refusals.length > 0) throw refusals[0]
    if (entryId === null) throw new HttpError(400, UPLOAD_MESSAGES.missingEntryId, 'entry_id')
    if (!received) throw new HttpError(400, UPLOAD_MESSAGES.missingFile(field), field)
    return { entryId, ...received }
  } catch (error) {
    await Promise.all(written.map((path) => rm(path, { force: true })))
    // A client that went away mid-file is not the server's failure: no 500, no error in the log.
    if (!(error instanceof HttpError) && request.raw.destroyed)
      throw new HttpError(400, UPLOAD_MESSAGES.cutOff)
    throw error
  }
}

function refuseWith(refuse: (error: HttpError) => void) {
  return (error: unknown) => {
    if (error instanceof HttpError) refuse(error)
    else throw error
  }
}

/** A form field's entry_id: digits only, a positive int that fits the database's integer. */
export function parseEntryId(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\s*[1-9][0-9]{0,9}\s*$/.test(value)) return null
  const number = Number(value)
  return number <= MAX_RECORD_ID ? number : null
}

type FileStream = Readable & { truncated?: boolean }

/**
 * Streams the file to `tempPath`, answering its kind and the SHA-256 of its bytes; 'type' when its name is not a kind the rule takes or its first bytes
 * are not what the name says; 'size' when the parser cut it off at the rule's size. Either way the stream
 * is read to its end; what was written is the caller's to remove.
 */
async function writeChecked(
  file: FileStream,
  tempPath: string,
  rule: UploadRule,
  name: string,
): Promise<{ kind: FileKind; sha256: string } | 'type' | 'size'> {
  const kind = fileKindOf(name)
  if (!kind || !rule.types.includes(kind)) {
    await drain(file)
    return 'type'
  }
  let head = Buffer.alloc(0)
  let wrongContent = false
  const hash = createHash('sha256')
  let pending: Buffer[] = []
  let pendingBytes = 0
  const takePending = () => {
    const piece = Buffer.concat(pending, pendingBytes)
    pending = []
    pendingBytes = 0
    return piece
  }
  const checkHead = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (wrongContent) return done()
      if (head.length < HEAD_BYTES) {
        head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)])
        if (head.length === HEAD_BYTES && !contentMatchesName(name, head)) {
          wrongContent = true
          return done()
        }
      }
      hash.update(chunk)
      pending.push(chunk)
      pendingBytes += chunk.length
      done(null, pendingBytes >= WRITE_BYTES ? takePending() : undefined)
    },
    flush(done) {
      if (head.length < HEAD_BYTES && !contentMatchesName(name, head)) wrongContent = true
      done(null, !wrongContent && pendingBytes > 0 ? takePending() : undefined)
    },
  })
  await pipeline(file, checkHead, createWriteStream(tempPath, { flags: 'wx' }))
  if (wrongContent) return 'type'
  return file.truncated ? 'size' : { kind, sha256: hash.digest('hex') }
}

/** Reads a part to its end without keeping it: the parser only moves on once a part is consumed. */
async function drain(file: Readable): Promise<void> {
  for await (const _chunk of file);
}

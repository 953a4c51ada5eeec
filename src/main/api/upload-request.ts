import { randomBytes } from 'node:crypto'
import { open, type FileHandle } from 'node:fs/promises'
import { request as httpRequest, type ClientRequest, type OutgoingHttpHeaders } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { basename } from 'node:path'
import { contentTypeOf } from '../../shared/rules/uploads'

// Sending one upload (entry_id and one file) in bounded memory. A fetch body streams the file in chunks
// that stay allocated until V8's next collection of external memory, three uploads at a time: tens of MB
// of garbage at the peak (docs/benchmarks.md, bench/upload). Here the file is read into ONE buffer per
// upload, and the next read waits until the socket has taken the last chunk, so an upload holds one
// buffer however large its file.

/** How much of the file is read and written at a time: one buffer of this size per upload in flight. */
export const UPLOAD_CHUNK_BYTES = 256 * 1024

export interface UploadRequest {
  url: URL
  method: string
  headers: Record<string, string>
  /** The form field holding the file (`photo`, `campus_photo`, ...). */
  field: string
  entryId: number
  filePath: string
  signal?: AbortSignal
  /** Told after each chunk the socket took: the file's bytes sent so far, of its size. */
  onProgress?(sentBytes: number, totalBytes: number): void
}

/** The server's answer: its status and its body read as JSON (undefined when it is not JSON). */
export interface UploadAnswer {
  status: number
  body: unknown
}

/** The file on disk is not the size it was when the request said how long its body is. */
export class FileChangedWhileSending extends Error {
  constructor() {
    super('The file changed while it was being sent')
    this.name = 'FileChangedWhileSending'
  }
}

/** The caller's signal ended the upload; named as fetch names it, so the failure says cancelled. */
const abortError = () => new DOMException('The upload was cancelled', 'AbortError')

/** Writes one chunk of the body; settles once the socket has taken it. */
type Write = (chunk: Buffer) => Promise<void>

/**
 * Sends the upload and answers the server's answer, whatever its status; throws when there is none
 * (no server, connection lost, cancelled: an AbortError, file changed: FileChangedWhileSending).
 */
export async function sendUpload(upload: UploadRequest): Promise<UploadAnswer> {
  upload.signal?.throwIfAborted()
  const file = await open(upload.filePath, 'r')
  try {
    const { size } = await file.stat()
    const form = formParts(upload)
    const headers: OutgoingHttpHeaders = {
      ...upload.headers,
      'content-type': `multipart/form-data; boundary=${form.boundary}`,
      // Said up front: the server refuses a body declared too large before reading it.
      'content-length': form.head.length + size + form.tail.length,
    }
    return await exchange(upload, headers, async (write) => {
      await write(form.head)
      await writeFile(file, size, write, upload.onProgress)
      await write(form.tail)
    })
  } finally {
    await file.close()
  }
}

function formParts(upload: UploadRequest) {
  const boundary = `----ConsoleUpload${randomBytes(16).toString('hex')}`
  const type = contentTypeOf(basename(upload.filePath))
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="entry_id"\r\n\r\n${upload.entryId}\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="${escapeName(upload.field)}"; ` +
    `filename="${escapeName(basename(upload.filePath))}"\r\nContent-Type: ${type}\r\n\r\n`
  return { boundary, head: Buffer.from(head), tail: Buffer.from(`\r\n--${boundary}--\r\n`) }
}

/** A name in a part header, escaped as fetch's FormData escapes it (the HTML form encoding). */
const escapeName = (name: string) => name.replace(/\r/g, '%0D').replace(/\n/g, '%0A').replace(/"/g, '%22')

/** Exactly `size` bytes of the file through one reused buffer; a file now shorter or longer fails. */
async function writeFile(
  file: FileHandle,
  size: number,
  write: Write,
  onProgress: UploadRequest['onProgress'],
): Promise<void> {
  const buffer = Buffer.allocUnsafe(Math.max(1, Math.min(UPLOAD_CHUNK_BYTES, size)))
  let sent = 0
  while (sent < size) {
    const { bytesRead } = await file.read(buffer, 0, Math.min(buffer.length, size - sent), sent)
    if (bytesRead === 0) throw new FileChangedWhileSending()
    // The socket has taken the chunk once the write calls back: only then is the buffer read into again.
    await write(buffer.subarray(0, bytesRead))
    sent += bytesRead
    onProgress?.(sent, size)
  }
  if ((await file.read(buffer, 0, 1, size)).bytesRead > 0) throw new FileChangedWhileSending()
}

/**
 * One request: the body written by `writeBody`, the answer read whole. An answer that comes before the
 * body is sent (the server refusing early) is the outcome; the rest of the body is not sent.
 */
function exchange(
  upload: UploadRequest,
  headers: OutgoingHttpHeaders,
  writeBody: (write: Write) => Promise<void>,
): Promise<UploadAnswer> {
  return new Promise<UploadAnswer>((resolve, reject) => {
    const send = upload.url.protocol === 'https:' ? httpsRequest : httpRequest
    const request: ClientRequest = send(upload.url, { method: upload.method, headers })
    let answered = false
    let bodySent = false
    const cancel = () => request.destroy(abortError())
    upload.signal?.addEventListener('abort', cancel, { once: true })
    const settle = (finish: () => void) => {
      upload.signal?.removeEventListener('abort', cancel)
      finish()
    }
    // A write whose request is torn down may never call back: the close ends the wait instead.
    const closed = new Promise<never>((_, fail) =>
      request.once('close', () => fail(new Error('The request closed'))),
    )
    closed.catch(() => undefined)

    // Once the answer has come, the rest of the body failing to go (the server closing its side after an
    // early refusal) changes nothing: the answer's own end or cut-off decides. A cancel still cancels.
    request.on('error', (error) => {
      if (!answered || error.name === 'AbortError') settle(() => reject(error))
    })
    request.on('response', (response) => {
      answered = true
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('error', (error) => settle(() => reject(error)))
      response.on('close', () => {
        if (!response.complete) settle(() => reject(new Error('The answer was cut off')))
      })
      response.on('end', () => {
        // A connection left in the middle of its body cannot carry another request.
        if (!bodySent) request.destroy()
        settle(() => resolve({ status: response.statusCode ?? 0, body: parseJson(Buffer.concat(chunks)) }))
      })
    })

    const write: Write = (chunk) => {
      if (answered || request.destroyed) return Promise.reject(new Error('The request ended'))
      const taken = new Promise<void>((done, fail) =>
        request.write(chunk, (error) => (error ? fail(error) : done())),
      )
      return Promise.race([taken, closed])
    }
    writeBody(write).then(
      () => {
        bodySent = true
        request.end()
      },
      (error: unknown) => {
        if (!answered) request.destroy(error instanceof Error ? error : new Error(String(error)))
      },
    )
  })
}

function parseJson(bytes: Buffer): unknown {
  try {
    return JSON.parse(bytes.toString('utf8')) as unknown
  } catch {
    return undefined
  }
}

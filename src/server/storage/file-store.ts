import type { Readable } from 'node:stream'

// Where uploaded files live once they are whole and checked: a folder on this server's disk (the desktop
// app, browser mode, a single server) or an S3-compatible bucket (several servers). Files arrive in a
// temporary folder first (storage/receive.ts) and become visible here only whole, so no record ever names
// a file that is not there.

export interface StoredFile {
  size: number
  /** Quoted, as the ETag header carries it. */
  etag: string
}

export interface OpenedFile extends StoredFile {
  body: Readable
  /** The bytes sent when a range was asked for; absent for the whole file. */
  range?: { start: number; end: number }
}

export interface FileStore {
  /** 'folder' or 'bucket', for /api/ready and logs. */
  readonly kind: 'folder' | 'bucket'
  /** Makes `folder/name` visible with the content of a whole local file, which is then gone. */
  put(folder: string, name: string, localPath: string): Promise<void>
  /** Removes `folder/name`; nothing happens when it is not there. */
  remove(folder: string, name: string): Promise<void>
  /** The stored file, or its byte range `start`..`end` (inclusive); null when there is none. */
  open(folder: string, name: string, range?: { start: number; end?: number }): Promise<OpenedFile | null>
  /** Every stored file as `folder/name`. */
  list(): Promise<string[]>
  /** Throws when the store cannot be reached or written. */
  check(): Promise<void>
}

/** The store did not answer: the caller may try again (503 to the client). */
export class StoreUnavailable extends Error {
  constructor(cause: unknown) {
    super('the file storage did not answer', { cause })
  }
}

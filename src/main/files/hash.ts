import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'

// The SHA-256 of a file as it is on disk, read as a stream (a 10 MB photo or a 1 GB video alike): the
// same bytes the upload sends and the server hashes as it receives them (issue 28).

/** Large reads: hashing is bound by the disk, and fewer chunks cost less than the default 64 KiB. */
const READ_CHUNK = 1024 * 1024

export async function sha256OfFile(path: string): Promise<string> {
  const hash = createHash('sha256')
  for await (const chunk of createReadStream(path, { highWaterMark: READ_CHUNK }))
    hash.update(chunk as Buffer)
  return hash.digest('hex')
}

import { createHash } from 'node:crypto'
import { open } from 'node:fs/promises'

// The SHA-256 of a file as it is on disk, read in chunks (a 10 MB photo or a 1 GB video alike): the same
// bytes the upload sends and the server hashes as it receives them (issue 28).

/** Large reads: hashing is bound by the disk, and fewer chunks cost less than the default 64 KiB. */
const READ_CHUNK = 1024 * 1024

/**
 * Read buffers kept for the next file. A stream would allocate a new chunk for every read: for a batch of
 * 1 GB that is 1 GB of fresh memory the system must clear and the collector free, which cost main more
 * processor time than the hashing itself (bench/upload/hashing.ts). A few files are hashed at once, so the
 * list stays as short as that.
 */
const spare: Buffer[] = []

export async function sha256OfFile(path: string): Promise<string> {
  const hash = createHash('sha256')
  const file = await open(path, 'r')
  const buffer = spare.pop() ?? Buffer.allocUnsafe(READ_CHUNK)
  try {
    for (;;) {
      const { bytesRead } = await file.read(buffer, 0, buffer.length, null)
      if (bytesRead === 0) break
      hash.update(buffer.subarray(0, bytesRead))
    }
    return hash.digest('hex')
  } finally {
    spare.push(buffer)
    await file.close()
  }
}

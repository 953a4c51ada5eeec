import { createHash, randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { sha256OfFile } from '../../src/main/files/hash'

// Main's hash of a picked file must be the server's hash of the same bytes (issue 28): read in chunks
// through buffers reused from file to file, which must never mix one file's bytes into another's.

const dir = mkdtempSync(join(tmpdir(), 'file-hash-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

function file(name: string, bytes: Buffer) {
  const path = join(dir, name)
  writeFileSync(path, bytes)
  return { path, expected: sha256(bytes) }
}

describe('sha256OfFile', () => {
  it('hashes empty, tiny and multi-chunk files, several at once, as their whole bytes', async () => {
    const files = [
      file('empty', Buffer.alloc(0)),
      file('one', Buffer.from([7])),
      // Crosses the read size twice and ends mid-chunk.
      file('large', randomBytes(2.5 * 1024 * 1024)),
      file('other-large', randomBytes(3 * 1024 * 1024 + 17)),
      file('short-after-large', Buffer.from('a short file read into a buffer a large one filled')),
    ]
    for (let round = 0; round < 2; round++) {
      const hashes = await Promise.all(files.map((f) => sha256OfFile(f.path)))
      expect(hashes).toEqual(files.map((f) => f.expected))
    }
  })

  it('fails for a file that is gone, and hashes the next one right', async () => {
    await expect(sha256OfFile(join(dir, 'missing'))).rejects.toThrow()
    const next = file('next', randomBytes(1024 * 1024 + 1))
    expect(await sha256OfFile(next.path)).toBe(next.expected)
  })
})

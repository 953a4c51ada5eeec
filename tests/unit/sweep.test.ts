import { mkdir, mkdtemp, readdir, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DROPPED_FILE_MAX_AGE_MS, sweepDroppedFiles } from '../../src/main/web-host/sweep'

describe('the sweep of dropped-file copies in browser mode', () => {
  it('removes old copies no queue needs and keeps recent ones and those a queue will still send', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sweep-'))
    const filesDir = join(dir, 'dropped-files')
    const old = new Date(Date.now() - DROPPED_FILE_MAX_AGE_MS - 60_000)
    const copy = async (name: string, modified?: Date) => {
      const path = join(filesDir, name)
      await writeFile(path, 'bytes')
      if (modified) await utimes(path, modified, modified)
      return path
    }
    await mkdir(filesDir, { recursive: true })
    const waiting = await copy('waiting.png', old)
    const failed = await copy('failed.png', old)
    const uploaded = await copy('uploaded.png', old)
    await copy('forgotten.png', old)
    await copy('recent.png')
    const queueFile = join(dir, 'clients', 'a', 'uploads-queue.json')
    await mkdir(join(dir, 'clients', 'a'), { recursive: true })
    await writeFile(
      queueFile,
      JSON.stringify({
        paused: false,
        jobs: [
          { path: waiting, status: 'waiting' },
          { path: failed, status: 'failed' },
          { path: uploaded, status: 'done' },
        ],
      }),
    )

    const removed = await sweepDroppedFiles({ filesDir, queueFiles: [queueFile, join(dir, 'missing.json')] })

    expect(removed).toBe(2)
    expect((await readdir(filesDir)).sort()).toEqual(['failed.png', 'recent.png', 'waiting.png'])
  })

  it('does nothing when the folder does not exist yet', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sweep-'))
    expect(await sweepDroppedFiles({ filesDir: join(dir, 'none'), queueFiles: [] })).toBe(0)
  })
})

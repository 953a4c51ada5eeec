import { mkdir, mkdtemp, readdir, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { COPY_MAX_AGE_MS, sweepCopies } from '../../src/main/files/sweep'

describe("the sweep of main's copies (dropped files, shrunk photos)", () => {
  it('removes old copies no queue needs and keeps recent ones and those a queue will still send', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sweep-'))
    const filesDir = join(dir, 'dropped-files')
    const old = new Date(Date.now() - COPY_MAX_AGE_MS - 60_000)
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
    // A video's captions (issue 27) are sent after the video, from their own copy.
    const video = await copy('tour.mp4', old)
    const captions = await copy('tour.vtt', old)
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
          { path: video, status: 'queued', captions: { path: captions, name: 'tour.vtt' } },
        ],
      }),
    )

    const removed = await sweepCopies({ dir: filesDir, queueFiles: [queueFile, join(dir, 'missing.json')] })

    expect(removed).toBe(2)
    expect((await readdir(filesDir)).sort()).toEqual([
      'failed.png',
      'recent.png',
      'tour.mp4',
      'tour.vtt',
      'waiting.png',
    ])
  })

  it("sweeps Shrink to fit's folders: an old copy a paused queue still holds stays, with its folder", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sweep-'))
    const shrunkDir = join(dir, 'shrunk')
    const old = new Date(Date.now() - COPY_MAX_AGE_MS - 60_000)
    const shrunk = async (folder: string, modified?: Date) => {
      await mkdir(join(shrunkDir, folder), { recursive: true })
      const path = join(shrunkDir, folder, 'photo.jpg')
      await writeFile(path, 'bytes')
      if (modified) {
        await utimes(path, modified, modified)
        await utimes(join(shrunkDir, folder), modified, modified)
      }
      return path
    }
    const queued = await shrunk('queued', old)
    await shrunk('sent', old)
    await shrunk('new')
    const queueFile = join(dir, 'uploads-queue.json')
    await writeFile(queueFile, JSON.stringify({ paused: true, jobs: [{ path: queued, status: 'waiting' }] }))

    expect(await sweepCopies({ dir: shrunkDir, queueFiles: [queueFile] })).toBe(1)
    expect((await readdir(shrunkDir)).sort()).toEqual(['new', 'queued'])
  })

  it('does nothing when the folder does not exist yet', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sweep-'))
    expect(await sweepCopies({ dir: join(dir, 'none'), queueFiles: [] })).toBe(0)
  })
})

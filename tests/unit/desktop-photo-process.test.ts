import { fork } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { PHOTO_WORKER_STOPPED_MESSAGE } from '../../src/shared/rules/uploads'
import { utilityPhotoProcesses, type UtilityFork } from '../../src/main/desktop/photo-process'
import { photoPool } from '../../src/server/storage/photo-pool'
import { makeScene, withOrientation } from '../support/photo-files'

// The desktop app's photo workers are Electron utility processes (the Electron binary cannot run here). Node
// children stand in for them: Electron's fork's shape, and in the child Electron's process.parentPort (a
// shim) in place of Node's channel. The real worker script runs in them, so its parentPort path is the one
// proven, and so are the events the pool is given.

const folder = mkdtempSync(join(tmpdir(), 'utility-photo-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))
const shim = fileURLToPath(new URL('../support/utility-process-shim.ts', import.meta.url))

const forks: Parameters<UtilityFork>[] = []
/** Electron's utilityProcess.fork, as a Node child with parentPort. */
const utilityFork: UtilityFork = (modulePath, args, options) => {
  forks.push([modulePath, args, options])
  const child = fork(modulePath, args, {
    execArgv: [...options.execArgv, '--import', shim],
    serialization: 'advanced',
  })
  return {
    postMessage: (message) => void child.send(message as object),
    on: (event: 'message' | 'exit', listener: (value: never) => void) =>
      child.on(event, (value) => listener(value as never)),
    kill: () => child.kill(),
  }
}

async function turnedPhoto(name: string): Promise<string> {
  const photo = await sharp(makeScene(5, 320, 240), { raw: { width: 320, height: 240, channels: 3 } })
    .jpeg()
    .toBuffer()
  const path = join(folder, name)
  await writeFile(path, withOrientation(photo, 6))
  return path
}

describe("the desktop app's photo workers", () => {
  it('turn a photo in a utility process named for the user, answering through parentPort', async () => {
    const pool = photoPool({ workers: 1, start: utilityPhotoProcesses(utilityFork) })
    try {
      const path = await turnedPhoto('turned.jpg')
      const prepared = await pool.prepareImage(path, 'jpg', `${'1'.padStart(32, '0')}.jpg`, {
        keepMetadata: false,
      })
      expect(prepared.renditions).toHaveLength(2)
      const stored = await sharp(await readFile(path)).metadata()
      expect([stored.width, stored.height]).toEqual([240, 320])
      expect(forks.at(-1)?.[2]).toMatchObject({ serviceName: 'Photo worker', execArgv: ['--import', 'tsx'] })
    } finally {
      await pool.close()
    }
  }, 60_000)

  it('fail the job of a utility process that crashes with the 500 that says so, and start another', async () => {
    const lost: Error[] = []
    const pool = photoPool({
      workers: 1,
      start: utilityPhotoProcesses(utilityFork),
      script: new URL('../support/crashing-photo-worker.ts', import.meta.url),
      onWorkerLost: (error) => lost.push(error),
    })
    try {
      const crash = await turnedPhoto('crash.jpg')
      const failed = await pool
        .prepareImage(crash, 'jpg', 'crash.jpg', { keepMetadata: false })
        .catch((e) => e)
      expect(failed).toMatchObject({ statusCode: 500, message: PHOTO_WORKER_STOPPED_MESSAGE })
      expect(lost.map((error) => error.message)).toEqual(['a photo worker stopped (exit code 70)'])
      const next = await turnedPhoto('next.jpg')
      const prepared = await pool.prepareImage(next, 'jpg', `${'2'.padStart(32, '0')}.jpg`, {
        keepMetadata: false,
      })
      expect(prepared.renditions).toHaveLength(2)
    } finally {
      await pool.close()
    }
  }, 60_000)
})

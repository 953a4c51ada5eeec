import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { getPriority, tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import {
  PHOTO_WORKER_NICE,
  PHOTO_WORKER_STOPPED_MESSAGE,
  UNREADABLE_IMAGE_MESSAGE,
} from '../../src/shared/rules/uploads'
import { RefusedImage, stagedBeside } from '../../src/server/storage/images'
import { oneTurnAtATime } from '../../src/server/storage/one-turn'
import { photoPool, PhotoWorkerStopped, type PhotoPool } from '../../src/server/storage/photo-pool'
import { makeScene, withOrientation } from '../support/photo-files'

// Photo work runs in worker processes (issue 45): the thread that answers requests goes on meanwhile, a damaged
// photo is refused as before, turns still go one at a time, and a worker that crashes fails only its job.

const folder = mkdtempSync(join(tmpdir(), 'photo-pool-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

/** A camera JPEG of this size held upright by its EXIF (orientation 6), staged as an upload is. */
async function stagedTurned(name: string, width: number, height: number): Promise<string> {
  const photo = await sharp(makeScene(3, width, height), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer()
  const path = join(folder, name)
  await writeFile(path, withOrientation(photo, 6))
  return path
}

const options = { keepMetadata: false }
/** A name the server would store the upload under (its renditions are named from it). */
const storedAs = (seed: number) => `${seed.toString(16).padStart(32, '0')}.jpg`

/** The nice value of each thread of a process (Linux). */
function niceOfThreads(pid: number | 'self'): number[] {
  return readdirSync(`/proc/${pid}/task`).flatMap((tid) => {
    try {
      return [getPriority(Number(tid))]
    } catch {
      return [] // the thread ended meanwhile
    }
  })
}

/** The children of a process that run a photo worker (Linux). */
function photoWorkerProcesses(parent: number | 'self' = 'self'): number[] {
  return readdirSync(`/proc/${parent}/task`)
    .flatMap((tid) => readFileSync(`/proc/${parent}/task/${tid}/children`, 'utf8').split(' ').filter(Boolean))
    .map(Number)
    .filter((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('photo-worker'))
}

/** Whether a process still runs (Linux): not gone, and not a zombie waiting to be reaped. */
function running(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'))
  } catch {
    return false
  }
}

async function closing<T>(pool: PhotoPool, use: (pool: PhotoPool) => Promise<T>): Promise<T> {
  try {
    return await use(pool)
  } finally {
    await pool.close()
  }
}

describe('the photo workers', () => {
  it("turn a phone's 12-megapixel photo while the server's thread goes on", async () => {
    const path = await stagedTurned('phone.jpg', 4032, 3024)
    await closing(photoPool({ workers: 1 }), async (pool) => {
      let ticks = 0
      const ticker = setInterval(() => ticks++, 0)
      const prepared = await pool.prepareImage(path, 'jpg', storedAs(1), options)
      clearInterval(ticker)
      const stored = await sharp(await readFile(path)).metadata()
      expect([stored.width, stored.height, stored.orientation]).toEqual([3024, 4032, undefined])
      expect(prepared.renditions.map((file) => file.name)).toEqual([
        `${storedAs(1)}.md.webp`,
        `${storedAs(1)}.sm.webp`,
      ])
      expect(prepared.likeness).toMatch(/^[0-9a-f]{16}$/)
      // The turn is done in one piece in the worker: on this thread, not one timer would run until it ended.
      expect(ticks).toBeGreaterThan(10)
    })
  }, 60_000)

  it('refuse a damaged photo with the same 400 as before, leaving nothing beside it', async () => {
    const whole = await readFile(await stagedTurned('whole.jpg', 320, 240))
    const path = join(folder, 'damaged.jpg')
    await writeFile(path, Buffer.concat([whole.subarray(0, whole.length / 2), Buffer.from([0xff, 0xd9])]))
    await closing(photoPool({ workers: 1 }), async (pool) => {
      const refused = await pool.prepareImage(path, 'jpg', storedAs(2), options).catch((error) => error)
      expect(refused).toBeInstanceOf(RefusedImage)
      expect(refused).toMatchObject({ statusCode: 400, message: UNREADABLE_IMAGE_MESSAGE })
      expect(stagedBeside(path).filter((file) => existsSync(file))).toEqual([])
    })
  }, 60_000)

  it('turn one photo at a time in however many workers: a turn waits for the one this thread holds', async () => {
    const turned = await stagedTurned('turned.jpg', 320, 240)
    const upright = join(folder, 'upright.jpg')
    await writeFile(
      upright,
      await sharp(makeScene(4, 320, 240), { raw: { width: 320, height: 240, channels: 3 } })
        .jpeg()
        .toBuffer(),
    )
    await closing(photoPool({ workers: 2 }), async (pool) => {
      let release = () => {}
      const held = oneTurnAtATime(() => new Promise<void>((resolve) => (release = resolve)))
      let ended = false
      const turning = pool.prepareImage(turned, 'jpg', storedAs(3), options).then(() => (ended = true))
      // An upright photo has no turn to wait for: the other worker prepares it meanwhile.
      await pool.prepareImage(upright, 'jpg', storedAs(4), options)
      expect(ended).toBe(false)
      release()
      await held
      await turning
      expect(ended).toBe(true)
    })
  }, 60_000)

  it('run two jobs side by side in one worker while no photo is being turned', async () => {
    const script = new URL('../support/pairing-photo-worker.ts', import.meta.url)
    await closing(photoPool({ workers: 1, script }), async (pool) => {
      const photo = await readFile(await stagedTurned('pair.jpg', 64, 48))
      const answers = await Promise.all([pool.likenessOfStored(photo), pool.likenessOfStored(photo)])
      expect(answers).toEqual([null, null])
    })
  }, 60_000)

  it('fail only the job of a worker that crashes, with a clear error, and start another for the next', async () => {
    const crash = await stagedTurned('crash.jpg', 320, 240)
    const next = await stagedTurned('next.jpg', 320, 240)
    const lost: Error[] = []
    const script = new URL('../support/crashing-photo-worker.ts', import.meta.url)
    await closing(
      photoPool({ workers: 1, script, onWorkerLost: (error) => lost.push(error) }),
      async (pool) => {
        const failed = await pool.prepareImage(crash, 'jpg', 'crash.jpg', options).catch((error) => error)
        expect(failed).toBeInstanceOf(PhotoWorkerStopped)
        expect(failed).toMatchObject({ statusCode: 500, message: PHOTO_WORKER_STOPPED_MESSAGE })
        expect(stagedBeside(crash).filter((file) => existsSync(file))).toEqual([])
        expect(lost.map((error) => error.message)).toEqual(['a photo worker stopped (exit code 70)'])
        const prepared = await pool.prepareImage(next, 'jpg', storedAs(6), options)
        expect(prepared.renditions).toHaveLength(2)
      },
    )
  }, 60_000)

  it.skipIf(process.platform === 'win32')(
    'keep the server running when a worker has a segmentation fault: only its job fails',
    async () => {
      const lost: Error[] = []
      const script = new URL('../support/crashing-photo-worker.ts', import.meta.url)
      await closing(
        photoPool({ workers: 1, script, onWorkerLost: (error) => lost.push(error) }),
        async (pool) => {
          const fault = await stagedTurned('segfault.jpg', 320, 240)
          const failed = await pool
            .prepareImage(fault, 'jpg', 'segfault.jpg', options)
            .catch((error) => error)
          expect(failed).toBeInstanceOf(PhotoWorkerStopped)
          expect(lost.map((error) => error.message)).toEqual(['a photo worker stopped (signal SIGSEGV)'])
          const next = await stagedTurned('after-fault.jpg', 320, 240)
          expect((await pool.prepareImage(next, 'jpg', storedAs(9), options)).renditions).toHaveLength(2)
        },
      )
    },
    60_000,
  )

  // Linux gives each thread a priority of its own, and /proc names a process's children.
  it.skipIf(process.platform !== 'linux')(
    'run every thread of a worker below the server, whose threads keep their priority (Linux)',
    async () => {
      const ownBefore = niceOfThreads('self')
      await closing(photoPool({ workers: 1 }), async (pool) => {
        await pool.prepareImage(await stagedTurned('nice.jpg', 640, 480), 'jpg', storedAs(8), options)
        const [worker, ...others] = photoWorkerProcesses()
        expect(others).toEqual([])
        // libuv's and libvips's threads too, which decode and encode the photo.
        const threads = niceOfThreads(worker)
        expect(threads.length).toBeGreaterThan(4)
        expect(new Set(threads)).toEqual(new Set([PHOTO_WORKER_NICE]))
        expect(niceOfThreads('self')).toEqual(ownBefore)
      })
      expect(photoWorkerProcesses()).toEqual([])
    },
    60_000,
  )

  it.skipIf(process.platform !== 'linux')(
    "end with the server's process when it is killed, leaving no worker behind (Linux)",
    async () => {
      const photo = await stagedTurned('host.jpg', 64, 48)
      const host = spawn(process.execPath, ['--import', 'tsx', 'tests/support/photo-pool-host.ts', photo], {
        stdio: ['ignore', 'pipe', 'inherit'],
      })
      try {
        await once(host.stdout, 'data')
        const [worker] = photoWorkerProcesses(host.pid!)
        expect(running(worker)).toBe(true)
        host.kill('SIGKILL')
        await expect.poll(() => running(worker), { timeout: 10_000 }).toBe(false)
      } finally {
        host.kill('SIGKILL')
      }
    },
    60_000,
  )

  it('close for a process with nothing else to wait for: its close ends when the workers have', async () => {
    const photo = await stagedTurned('host-close.jpg', 64, 48)
    const host = spawn(
      process.execPath,
      ['--import', 'tsx', 'tests/support/photo-pool-host.ts', photo, 'close'],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    )
    let said = ''
    host.stdout.on('data', (chunk: Buffer) => (said += chunk))
    const [code] = await once(host, 'exit')
    // 13 is Node's exit for a top-level await never settled: the close would have been left waiting.
    expect([code, said]).toEqual([0, 'closed\n'])
  }, 60_000)

  it('let the job running end when closed, and take no more', async () => {
    const path = await stagedTurned('last.jpg', 320, 240)
    const pool = photoPool({ workers: 1 })
    const running = pool.prepareImage(path, 'jpg', storedAs(7), options)
    await pool.close()
    expect((await running).renditions).toHaveLength(2)
    await expect(pool.likenessOfStored(await readFile(path))).rejects.toThrow(/closed/)
  }, 60_000)
})

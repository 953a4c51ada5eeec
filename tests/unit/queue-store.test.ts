import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { createJsonFile } from '../../src/main/uploads/store'

// The upload queue's state file: one write that fails (the disk said no) must not stop every later write,
// or the queue would sit on its last step for good.

/** File modes are POSIX's; Windows guards the user's files by their profile folder instead. */
const POSIX_MODES = process.platform !== 'win32'
if (!POSIX_MODES)
  console.log('queue-store.test.ts: the 0600 file-mode test is skipped, Windows has no POSIX file modes')

let folder: string
afterEach(() => rm(folder, { recursive: true, force: true }))

it('writes again after a write that failed, and concurrent writes end with the last state', async () => {
  folder = await mkdtemp(join(tmpdir(), 'queue-store-'))
  const blocked = join(folder, 'state')
  // A file where the state's folder should be: the write cannot make its folder.
  await writeFile(blocked, 'not a folder')
  const file = createJsonFile<{ step: number }>(join(blocked, 'queue.json'))
  await expect(file.write({ step: 1 })).rejects.toThrow()

  await rm(blocked)
  await Promise.all([2, 3, 4].map((step) => file.write({ step })))
  expect(JSON.parse(await readFile(join(blocked, 'queue.json'), 'utf8'))).toEqual({ step: 4 })
  expect(await file.read()).toEqual({ step: 4 })
})

it.runIf(POSIX_MODES)('keeps the state, which names the user files, readable by this user only', async () => {
  folder = await mkdtemp(join(tmpdir(), 'queue-store-'))
  const path = join(folder, 'clients', 'one', 'uploads-queue.json')
  await createJsonFile<{ step: number }>(path).write({ step: 1 })
  expect((await stat(path)).mode & 0o777).toBe(0o600)
  expect((await stat(join(folder, 'clients', 'one'))).mode & 0o777).toBe(0o700)
})

it('writes a burst of states as few files, each write settling once its state or a newer one is on disk', async () => {
  folder = await mkdtemp(join(tmpdir(), 'queue-store-'))
  const path = join(folder, 'queue.json')
  const file = createJsonFile<{ step: number }>(path)
  const seen: number[] = []
  const writes = Array.from({ length: 50 }, (_, i) =>
    file
      .write({ step: i })
      .then(async () => seen.push((JSON.parse(await readFile(path, 'utf8')) as { step: number }).step)),
  )
  await Promise.all(writes)
  // States that came before their turn to be written went as one, the newest: every write sees it on disk.
  expect(seen).toEqual(Array.from({ length: 50 }, () => 49))
  // A state that comes after is written after.
  await file.write({ step: 50 })
  expect(await file.read()).toEqual({ step: 50 })
})

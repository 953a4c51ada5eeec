import { existsSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import type { z } from 'zod'
import type { RenditionSize } from '../../shared/rules/renditions'
import {
  photoWorkerCount,
  PHOTO_JOBS_PER_WORKER,
  PHOTO_WORKER_STOPPED_MESSAGE,
  type FileKind,
} from '../../shared/rules/uploads'
import { HttpError } from '../errors'
import { RefusedImage, stagedBeside, type ImageOptions, type PreparedFile } from './images'
import { turning, turnsInThisThread } from './one-turn'
import { FromWorker, JobAnswer, type JobFailure, type PhotoJob, type ToWorker } from './photo-messages'
import { forkPhotoProcess, type PhotoProcess, type StartPhotoProcess } from './photo-process'

// The work done to uploaded photos (images.ts: turns, renditions, likenesses) runs in a few worker processes
// (photo-worker.ts, photo-process.ts), never in the server's: a turn is half a second of JavaScript and its
// decodes and encodes take libvips's threads, and a request arriving meanwhile would wait for them. Turns go one
// at a time across all of them (one-turn.ts), each given by this thread's queue. A job goes to an idle worker,
// else a new one, else, while no photo is being turned, to the least busy, which runs up to
// PHOTO_JOBS_PER_WORKER side by side: a turn's JavaScript already holds one core, and the thread answering
// requests needs the other. A worker that stops (a crash) fails its jobs with a 500 that says so, and the next
// job starts a new worker.

export interface PhotoPool {
  prepareImage(path: string, kind: FileKind, fileName: string, options: ImageOptions): Promise<PreparedFile>
  makeRendition(source: string, size: RenditionSize, target: string): Promise<void>
  likenessOfStored(bytes: Buffer): Promise<string | null>
  /** Takes no more jobs, lets those running end, then stops the workers. */
  close(): Promise<void>
}

export interface PhotoPoolOptions {
  /** Workers at most (started as jobs come): photoWorkerCount of the machine's cores by default. */
  workers?: number
  /** The workers' script: photo-worker's by default (a test hands in one that can crash). */
  script?: URL
  /** How a worker is started: Node's fork by default; the desktop app's Electron layer hands in its own. */
  start?: StartPhotoProcess
  /** Told when a worker stops on its own; its job has failed with PhotoWorkerStopped. */
  onWorkerLost?: (error: Error) => void
}

/** The job's worker stopped before it answered (a crash): nothing of the upload was stored. */
export class PhotoWorkerStopped extends HttpError {
  constructor() {
    super(500, PHOTO_WORKER_STOPPED_MESSAGE)
  }
}

interface Job {
  job: PhotoJob
  answered: (value: unknown) => void
  failed: (error: unknown) => void
}

type Running = Job & { id: number; ended: Promise<void> }

interface Slot {
  worker: PhotoProcess
  /** Its jobs by id, at most PHOTO_JOBS_PER_WORKER. */
  running: Map<number, Running>
  /** The turns this worker holds, each ended by its function (when told, or when the worker stops). */
  turns: Map<number, () => void>
  /** Why it stopped, when it sent what no message is. */
  error: Error | null
  /** Settled once it has ended. */
  gone: Promise<void>
}

export function photoPool(options: PhotoPoolOptions = {}): PhotoPool {
  const size = options.workers ?? photoWorkerCount(availableParallelism())
  const script = options.script ?? workerScript()
  const startProcess = options.start ?? forkPhotoProcess
  const waiting: Job[] = []
  const slots: Slot[] = []
  let jobs = 0
  let closed = false

  function start(): Slot {
    const worker = startProcess(fileURLToPath(script), script.pathname.endsWith('.ts') ? FROM_SOURCE : [])
    let ended = () => {}
    const gone = new Promise<void>((resolve) => (ended = resolve))
    const slot: Slot = { worker, running: new Map(), turns: new Map(), error: null, gone }
    worker.onMessage((data) => heard(slot, data))
    worker.onExit((how) => (stopped(slot, how), ended()))
    // An idle worker keeps no process alive; a busy one does until its job answers.
    worker.hold(false)
    slots.push(slot)
    return slot
  }

  function dispatch(): void {
    while (waiting.length > 0 && !closed) {
      const slot =
        slots.find((candidate) => candidate.running.size === 0) ??
        (slots.length < size ? start() : null) ??
        (turning() ? null : leastBusy(slots))
      if (!slot) return
      const job = waiting.shift() as Job
      const id = ++jobs
      let end = () => {}
      const ended = new Promise<void>((resolve) => (end = resolve))
      slot.running.set(id, {
        ...job,
        id,
        ended,
        answered: (value) => (end(), job.answered(value)),
        failed: (error) => (end(), job.failed(error)),
      })
      slot.worker.hold(true)
      slot.worker.send({ type: 'job', id, job: job.job } satisfies ToWorker)
    }
  }

  function heard(slot: Slot, data: unknown): void {
    const parsed = FromWorker.safeParse(data)
    if (!parsed.success) {
      slot.error = new Error(`a photo worker sent what no message is: ${parsed.error.message}`)
      slot.worker.stop()
      return
    }
    const message = parsed.data
    if (message.type === 'turn-wanted') {
      void turnsInThisThread(
        () =>
          new Promise<void>((over) => {
            slot.turns.set(message.turn, over)
            slot.worker.send({ type: 'turn-given', turn: message.turn } satisfies ToWorker)
          }),
      )
      return
    }
    if (message.type === 'turn-over') {
      slot.turns.get(message.turn)?.()
      slot.turns.delete(message.turn)
      // Jobs held back while it turned may now go side by side: once the gate has counted the turn ended,
      // some promise steps after this.
      setImmediate(dispatch)
      return
    }
    const running = slot.running.get(message.id)
    if (!running) return
    slot.running.delete(message.id)
    if (slot.running.size === 0) slot.worker.hold(false)
    if (message.type === 'done') running.answered(message.value)
    else running.failed(failureError(message.failure))
    dispatch()
  }

  function stopped(slot: Slot, how: string): void {
    slots.splice(slots.indexOf(slot), 1)
    for (const over of slot.turns.values()) over()
    if (slot.running.size > 0) {
      const error = slot.error ?? new Error(`a photo worker stopped (${how})`)
      options.onWorkerLost?.(error)
      for (const running of slot.running.values()) running.failed(new PhotoWorkerStopped())
    }
    dispatch()
  }

  function submit<T>(job: PhotoJob, answer: z.ZodType<T>): Promise<T> {
    if (closed) return Promise.reject(new Error('the photo workers are closed'))
    return new Promise<T>((resolve, reject) => {
      // Read here, where a wrong answer fails its job, not the listener that heard it.
      const answered = (value: unknown) => {
        const read = answer.safeParse(value)
        if (read.success) resolve(read.data)
        else reject(new Error(`a photo worker answered what its job does not: ${read.error.message}`))
      }
      waiting.push({ job, answered, failed: reject })
      dispatch()
    })
  }

  return {
    async prepareImage(path, kind, fileName, { keepMetadata }) {
      const job: PhotoJob = { kind: 'prepare', path, fileKind: kind, fileName, keepMetadata }
      try {
        return await submit(job, JobAnswer.prepare)
      } catch (error) {
        // A worker that stopped removed none of the files it made beside the upload.
        if (error instanceof PhotoWorkerStopped)
          await Promise.all(stagedBeside(path).map((file) => rm(file, { force: true })))
        throw error
      }
    },
    async makeRendition(source, size, target) {
      await submit({ kind: 'rendition', source, size, target }, JobAnswer.rendition)
    },
    likenessOfStored: (bytes) => submit({ kind: 'likeness', bytes }, JobAnswer.likeness),
    async close() {
      closed = true
      for (const job of waiting.splice(0)) job.failed(new Error('the photo workers are closed'))
      // A job stopped midway would fail its upload; jobs take seconds at most.
      await Promise.all(slots.flatMap((slot) => [...slot.running.values()].map((running) => running.ended)))
      await Promise.all(slots.map((slot) => (slot.worker.stop(), slot.gone)))
    },
  }
}

/** The worker with the fewest jobs, if one may take another. */
function leastBusy(slots: Slot[]): Slot | null {
  const slot = slots.reduce<Slot | null>(
    (least, candidate) => (!least || candidate.running.size < least.running.size ? candidate : least),
    null,
  )
  return slot && slot.running.size < PHOTO_JOBS_PER_WORKER ? slot : null
}

/** A job's failure as the caller answers it: RefusedImage is a 400, anything else keeps its code. */
function failureError(failure: JobFailure): Error {
  if (failure.kind === 'refused') return new RefusedImage(failure.message, failure.notSaved)
  return Object.assign(new Error(failure.message), failure.code ? { code: failure.code } : {})
}

/**
 * photo-worker's script: beside this file when run from source; built (electron-vite), an entry of its own in
 * out/main, where this file's code is in an entry or in a chunk of out/main/chunks.
 */
function workerScript(): URL {
  if (import.meta.url.endsWith('.ts')) return new URL('./photo-worker.ts', import.meta.url)
  const candidates = ['./photo-worker.js', '../photo-worker.js'].map((name) => new URL(name, import.meta.url))
  return candidates.find((url) => existsSync(fileURLToPath(url))) ?? candidates[0]
}

/** From source (vitest, tsx): the worker's TypeScript is loaded through tsx, found from the working folder. */
const FROM_SOURCE = ['--import', 'tsx']

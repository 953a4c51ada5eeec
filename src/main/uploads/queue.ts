import { randomUUID } from 'node:crypto'
import { stat } from 'node:fs/promises'
import { basename } from 'node:path'
import { contract } from '../../shared/contract'
import type { Failure, FailureReason } from '../../shared/contract/define'
import {
  CAPTIONS_TEXT,
  GALLERY_CAPTIONS,
  galleryAddAnswerText,
  GALLERY_PHOTO_FAILED,
} from '../../shared/rules/gallery'
import { UNLESS_KNOWN_HEADER } from '../../shared/rules/duplicates'
import { UPLOAD_RULES } from '../../shared/rules/uploads'
import {
  inJobGroup,
  type EnqueueRequest,
  type JobStatus,
  type JobView,
  type QueueView,
} from '../../shared/uploads-queue'
import type { Send } from '../api/client'
import { checkFileOnDisk } from '../files/check'
import { JOB_MOVES, type JobEffect, type JobEvent } from './moves'
import { createJsonFile } from './store'

// The bulk-upload queue (gallery): every file becomes a record, then its photo, exactly once.
// - The state is saved after every step; on the next start it resumes where it was.
// - The record is created with an Idempotency-Key, so a repeated create answers the first record.
// - A photo that fails after its record exists is retried alone, against the saved entry_id.
// - Network failures and 5xx answers wait and retry with backoff; a refusal (4xx, or a photo main finds
//   damaged) fails the file with its reason and removes the record made for it; the other files go on.
// - A file changed on disk after it was queued is not uploaded silently: it is marked for the user.
// - A restart changes nothing the user chose (issue 45): the gallery was asked about each file when it was
//   picked, in front of the user, and is not asked again. Asked after the restart, it would hold the photos
//   this batch sent before it, and a burst of one scene would find its own look-alikes there.
// - While the server cannot be reached at all the queue holds by itself (`setOnline`), apart from the
//   user's own pause: a file whose call found no server goes back to the queue as it was, no attempt
//   counted and nothing marked failed, and the queue goes on when the connection monitor says it is back.
// Every change of a file's state is a move of the table in moves.ts; the steps below say when.

interface Job {
  id: string
  batchId: string
  path: string
  name: string
  title: string
  /** Its alternative text (issue 27), kept with the job so a restart still sends it. */
  alt?: string
  size: number
  modifiedMs: number
  input: Omit<EnqueueRequest, 'files'>
  idempotencyKey: string
  entryId: number | null
  status: JobStatus
  message: string | null
  attempts: number
  /** Sent even when the gallery holds its bytes: the user chose Upload anyway, or retried it. */
  uploadKnown?: boolean
  /** Its SHA-256 when the page knew it (issue 28): the same file picked again meanwhile is marked as queued. */
  sha256?: string
  /** A video's captions (issue 27): the file, sent once the video is in. */
  captions?: { path: string; name: string }
  /** The video (or photo) of the record is in: a retry sends only what is left, the captions. */
  fileSent?: boolean
}

interface Saved {
  paused: boolean
  jobs: Job[]
}

export interface QueueOptions {
  send: Send
  /** Where the queue is kept between runs. */
  file: string
  concurrency(): number
  onChange(view: QueueView): void
  /** Backoff before attempt n (1-based) after a passing failure. */
  backoffMs?: (attempt: number) => number
  /**
   * Asked after a call got no answer: is the server there at all (the connection monitor's probe)? When it
   * is not, the file waits for the connection instead of using up a retry. Absent: every failure retries.
   */
  serverReachable?: () => Promise<boolean>
}

/** Failures that may mean the server is gone rather than that it refused or failed this call. */
const NO_ANSWER: readonly FailureReason[] = ['network', 'timeout']
const RETRYABLE: readonly FailureReason[] = [
  'network',
  'timeout',
  'server',
  'rate-limited',
  'unauthorized',
  'bad-answer',
]
/**
 * The server still holds this file's create as running: after a crash, until it takes the key over. Not a
 * refusal: waiting and sending it again ends with the one record it made.
 */
const STILL_RUNNING = 409
const defaultBackoff = (attempt: number) =>
  Math.min(30_000, 1000 * 2 ** (attempt - 1)) * (0.75 + Math.random() / 2)
const CHANGED = 'The file changed on disk after it was queued. Retry to upload the file as it is now.'
const waitingText = (failure: Failure) =>
  failure.reason === 'unauthorized'
    ? 'Waiting for you to sign in again…'
    : 'Waiting for the server… it will retry by itself.'

export async function createUploadQueue(options: QueueOptions) {
  const store = createJsonFile<Saved>(options.file)
  const saved = await store.read()
  const jobs: Job[] = saved?.jobs ?? []
  let paused = saved?.paused ?? false
  // The server cannot be reached: held by the connection, not by the user (so not saved).
  let offline = false
  const sent = new Map<string, number>()
  const running = new Map<string, AbortController>()
  const timers = new Map<string, NodeJS.Timeout>()
  let closed = false
  const backoff = options.backoffMs ?? defaultBackoff
  // Records are made one after another in the order the files were picked, whatever order their checks
  // end in: the record's EntryID is what the gallery list orders by, so a batch lists as it was picked
  // (issue 47). Only the small create waits its turn; the files' bytes still go several at a time.
  let lastTurn: Promise<void> = Promise.resolve()
  function takeTurn() {
    let done = () => {}
    const mine = new Promise<void>((resolve) => (done = resolve))
    const wait = lastTurn
    lastTurn = mine
    return { wait, done }
  }

  const effects: Record<JobEffect, (job: Job, was: JobStatus) => Promise<void> | void> = {
    stop: stopJob,
    'back-off'(job) {
      job.attempts++
      const timer = setTimeout(() => {
        timers.delete(job.id)
        void move(job, 'backoff-over').then((moved) => moved && pump())
      }, backoff(job.attempts))
      timers.set(job.id, timer)
    },
    'remove-record': removeRecord,
    async 'start-afresh'(job, was) {
      job.attempts = 0
      job.uploadKnown = true
      if (was !== 'changed') return
      // The user has seen the change and asks for the file as it is now.
      job.fileSent = false
      const info = await stat(job.path).catch(() => null)
      job.size = info?.size ?? 0
      job.modifiedMs = info?.mtimeMs ?? 0
    },
  }

  /** Each file's move still doing its effects: the file's next move waits for them. */
  const moving = new Map<string, Promise<unknown>>()

  /**
   * Moves a file by the table, then does the move's effects; false when the event does not apply to the
   * file's state (a file cancelled while its call was under way stays cancelled). A file's moves go one after
   * another: a Retry clicked while the record of a cancelled file is being removed waits for the removal, or it
   * would send the photo to the record going away. With no move under way the state changes before anything
   * is awaited, so the pump never sees a file half-moved.
   */
  function move(job: Job, event: JobEvent, message: string | null = null): Promise<boolean> {
    const before = moving.get(job.id)
    const moved = before ? before.then(() => moveNow(job, event, message)) : moveNow(job, event, message)
    const done = moved.catch(() => undefined)
    moving.set(job.id, done)
    void done.then(() => moving.get(job.id) === done && moving.delete(job.id))
    return moved
  }

  async function moveNow(job: Job, event: JobEvent, message: string | null): Promise<boolean> {
    const { from, to, effects: todo } = JOB_MOVES[event]
    const was = job.status
    if (!from.includes(was)) return false
    job.status = to
    job.message = message
    for (const effect of todo) await effects[effect](job, was)
    return true
  }

  // What was under way when the app stopped starts again; a job with a record only sends its photo.
  for (const job of jobs) await move(job, 'restart')

  const view = (): QueueView => ({
    paused,
    offline,
    jobs: jobs.map((job): JobView => ({
      id: job.id,
      batchId: job.batchId,
      name: job.name,
      title: job.title,
      size: job.size,
      sentBytes: job.status === 'done' ? job.size : (sent.get(job.id) ?? 0),
      status: job.status,
      phase: job.status === 'active' ? (job.entryId ? 'upload' : 'create') : null,
      message: job.message,
      entryId: job.entryId,
      ...(job.captions && { captions: job.captions.name }),
    })),
  })

  let notifyTimer: NodeJS.Timeout | null = null
  const notify = (now = false) => {
    if (now) {
      if (notifyTimer) clearTimeout(notifyTimer)
      notifyTimer = null
      options.onChange(view())
    } else if (!notifyTimer) {
      // Progress comes in many small steps: tell the page at most ten times a second.
      notifyTimer = setTimeout(() => {
        notifyTimer = null
        options.onChange(view())
      }, 100)
    }
  }
  const persist = () => store.write({ paused, jobs })
  const changed = async () => {
    notify(true)
    // A state that could not be written now is written whole by the next change; the queue goes on.
    await persist().catch(() => undefined)
  }

  /** The record of the file: its entry_id (saved with the job), or why there is none. */
  async function createRecord(job: Job, signal: AbortSignal): Promise<number | Failure> {
    const result = await options.send(
      contract.gallery.add,
      {
        ...job.input,
        ImageTitle: job.title,
        ...(job.alt && { ImageAlt: job.alt }),
        image: job.name,
        photo: '',
      },
      { signal, headers: { 'idempotency-key': job.idempotencyKey } },
    )
    if (!result.ok) return result
    const answer = result.data
    if (answer.message === 'success' && answer.entry_id) {
      job.entryId = answer.entry_id
      await persist()
      return answer.entry_id
    }
    return { ok: false, reason: 'invalid', message: galleryAddAnswerText(answer.message) }
  }

  async function sendPhoto(job: Job, entryId: number, signal: AbortSignal): Promise<Failure | null> {
    const result = await options.send(
      contract.gallery.uploadPhoto,
      { entry_id: entryId, filePath: job.path },
      {
        signal,
        onUploadProgress: (bytes) => (sent.set(job.id, bytes), notify()),
        // Refused when the gallery holds these bytes already, also when another editor's copy arrived a
        // moment before this one (issue 28); a file the user chose to send anyway goes.
        ...(!job.uploadKnown && { headers: { [UNLESS_KNOWN_HEADER]: '1' } }),
      },
    )
    if (!result.ok) return result
    if (result.data.message !== 'uploaded')
      return { ok: false, reason: 'invalid', message: GALLERY_PHOTO_FAILED }
    job.fileSent = true
    await persist()
    return null
  }

  /** The video's captions, once the video is in; a refusal says it is about the captions. */
  async function sendCaptions(job: Job, entryId: number, signal: AbortSignal): Promise<Failure | null> {
    if (!job.captions) return null
    const result = await options.send(
      contract.gallery.uploadCaptions,
      { entry_id: entryId, filePath: job.captions.path },
      { signal },
    )
    if (!result.ok)
      return RETRYABLE.includes(result.reason) || result.status === STILL_RUNNING
        ? result
        : { ...result, message: CAPTIONS_TEXT.refused(result.message) }
    return result.data.message === 'uploaded'
      ? null
      : { ok: false, reason: 'invalid', message: CAPTIONS_TEXT.failed }
  }

  async function run(job: Job) {
    const controller = new AbortController()
    running.set(job.id, controller)
    const turn = takeTurn()
    await move(job, 'start')
    sent.set(job.id, 0)
    await changed()
    let failure: Failure | null = null
    try {
      const info = await stat(job.path).catch(() => null)
      if (info && (info.size !== job.size || info.mtimeMs !== job.modifiedMs)) {
        await move(job, 'changed-on-disk', CHANGED)
        return
      }
      const checked = await checkFileOnDisk(job.path, UPLOAD_RULES.galleryAdd)
      if (!checked.ok) {
        await move(job, 'refused', checked.message)
        return
      }
      const captions = job.captions && (await checkFileOnDisk(job.captions.path, GALLERY_CAPTIONS))
      if (captions && !captions.ok) {
        await move(job, 'refused', CAPTIONS_TEXT.refused(captions.message))
        return
      }
      await turn.wait
      const entryId = job.entryId || (await createRecord(job, controller.signal))
      turn.done()
      if (typeof entryId !== 'number') failure = entryId
      else {
        failure = job.fileSent ? null : await sendPhoto(job, entryId, controller.signal)
        failure ??= await sendCaptions(job, entryId, controller.signal)
      }
      if (controller.signal.aborted) return
      if (failure && NO_ANSWER.includes(failure.reason) && !(await reachable())) {
        await move(job, 'no-server')
        return
      }
      if (!failure) await move(job, 'delivered')
      else if (failure.reason === 'known') await move(job, 'known-in-gallery', failure.message)
      // A stale save (issue 25) is a question for the user, never a failure to retry.
      else if (
        RETRYABLE.includes(failure.reason) ||
        (failure.status === STILL_RUNNING && failure.reason !== 'stale')
      )
        await move(job, 'passing-failure', waitingText(failure))
      else await move(job, 'refused', failure.message)
    } finally {
      turn.done()
      running.delete(job.id)
      if (!closed) {
        await changed()
        pump()
      }
    }
  }

  /**
   * A file refused or cancelled leaves nothing: the record made for it, if any, is removed, and a retry
   * starts afresh. When the removal itself fails the record is kept with its entry_id, so a retry sends the
   * photo to it rather than making a second one.
   */
  async function removeRecord(job: Job) {
    if (!job.entryId) return
    const removed = await options.send(contract.gallery.delete, { EntryID: job.entryId })
    if (!removed.ok && removed.reason !== 'not-found') return
    job.entryId = null
    job.fileSent = false
    job.idempotencyKey = randomUUID()
  }

  const reachable = () => options.serverReachable?.().catch(() => true) ?? Promise.resolve(true)

  function pump() {
    if (paused || offline || closed) return
    for (const job of jobs) {
      if (running.size >= options.concurrency()) return
      if (job.status === 'queued' && !running.has(job.id)) void run(job)
    }
  }

  function stopJob(job: Job) {
    running.get(job.id)?.abort()
    clearTimeout(timers.get(job.id))
    timers.delete(job.id)
    sent.delete(job.id)
  }

  const api = {
    view,
    async enqueue(request: EnqueueRequest): Promise<QueueView> {
      const batchId = randomUUID()
      const { files, ...input } = request
      for (const file of files) {
        const info = await stat(file.path).catch(() => null)
        const job: Job = {
          id: randomUUID(),
          batchId,
          path: file.path,
          name: file.name ?? basename(file.path),
          title: file.title,
          ...(file.alt && { alt: file.alt }),
          ...(file.uploadKnown && { uploadKnown: true }),
          ...(file.sha256 && { sha256: file.sha256 }),
          ...(file.captions && {
            captions: { path: file.captions.path, name: file.captions.name ?? basename(file.captions.path) },
          }),
          size: info?.size ?? 0,
          modifiedMs: info?.mtimeMs ?? 0,
          input,
          idempotencyKey: randomUUID(),
          entryId: null,
          status: 'queued',
          message: null,
          attempts: 0,
        }
        jobs.push(job)
      }
      await changed()
      pump()
      return view()
    },
    /** The title of a job with these bytes still to be sent (issue 28: the same file picked again), or null. */
    waitingWith(sha256: string): string | null {
      return jobs.find((job) => job.sha256 === sha256 && inJobGroup('pending', job.status))?.title ?? null
    },
    async pause() {
      paused = true
      // Stop sending now; what was under way starts again on resume (creating a record is idempotent).
      for (const job of jobs) await move(job, 'pause')
      await changed()
    },
    async resume() {
      paused = false
      await changed()
      pump()
    },
    /** The connection monitor's word: offline holds the queue, online lets it go on (unless user-paused). */
    setOnline(online: boolean) {
      if (offline === !online) return
      offline = !online
      notify(true)
      pump()
    },
    async cancel(id: string) {
      const job = jobs.find((j) => j.id === id)
      // A record whose photo will never come is not left behind.
      const text = job?.entryId ? 'Cancelled; its record was removed.' : 'Cancelled.'
      if (!job || !(await move(job, 'cancel', text))) return
      await changed()
      pump()
    },
    async cancelAll() {
      for (const job of jobs) if (inJobGroup('pending', job.status)) await api.cancel(job.id)
    },
    async retry(id: string) {
      const job = jobs.find((j) => j.id === id)
      if (!job || !(await move(job, 'retry'))) return
      await changed()
      pump()
    },
    /** Every file the summary counts as failed, including those changed on disk, goes again. */
    async retryFailed() {
      for (const job of jobs) if (inJobGroup('problem', job.status)) await move(job, 'retry')
      await changed()
      pump()
    },
    /** Forgets finished files (done, failed, cancelled) once the user has read the summary. */
    async clearFinished() {
      const keep = jobs.filter((job) => !inJobGroup('finished', job.status))
      jobs.splice(0, jobs.length, ...keep)
      await changed()
    },
    /** Stops work without changing the saved state: the next start resumes from it. */
    async close() {
      closed = true
      for (const job of jobs) stopJob(job)
      if (notifyTimer) clearTimeout(notifyTimer)
      await store.write({ paused, jobs: jobs.map((job) => ({ ...job })) })
    },
    start: pump,
  }
  return api
}
export type UploadQueue = Awaited<ReturnType<typeof createUploadQueue>>

import { PHOTO_WORKER_NICE } from '../../shared/rules/uploads'
import { likenessOfStored, makeRendition, prepareImage, RefusedImage } from './images'
import { turnThrough } from './one-turn'
import { FromWorker, ToWorker, type JobFailure, type PhotoJob } from './photo-messages'
import { poolChannel } from './photo-process'
import { lowerThisProcess } from './process-priority'

// A photo worker (photo-pool.ts), a process of its own: runs the jobs the server sends (up to
// PHOTO_JOBS_PER_WORKER side by side, as the pool sends them), and asks the server for each turn, so turns go one
// at a time across every worker (one-turn.ts).

// Before any job: the threads libuv and libvips start for the first one take this priority.
lowerThisProcess(PHOTO_WORKER_NICE)

const pool = poolChannel()
const send = (message: FromWorker) => pool.send(message)

const givenTurns = new Map<number, () => void>()
let turns = 0
turnThrough(async (turn) => {
  const asked = ++turns
  await new Promise<void>((given) => {
    givenTurns.set(asked, given)
    send({ type: 'turn-wanted', turn: asked })
  })
  try {
    return await turn()
  } finally {
    send({ type: 'turn-over', turn: asked })
  }
})

pool.onMessage((data) => {
  const message = ToWorker.parse(data)
  if (message.type === 'turn-given') {
    givenTurns.get(message.turn)?.()
    givenTurns.delete(message.turn)
    return
  }
  const { id, job } = message
  run(job).then(
    (value) => send({ type: 'done', id, value }),
    (error: unknown) => send({ type: 'failed', id, failure: failureOf(error) }),
  )
})

async function run(job: PhotoJob): Promise<unknown> {
  switch (job.kind) {
    case 'prepare':
      return prepareImage(job.path, job.fileKind, job.fileName, { keepMetadata: job.keepMetadata })
    case 'rendition':
      await makeRendition(job.source, job.size, job.target)
      return null
    case 'likeness':
      return likenessOfStored(Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength))
  }
}

function failureOf(error: unknown): JobFailure {
  if (error instanceof RefusedImage)
    return { kind: 'refused', message: error.message, notSaved: error.notSaved }
  const code = (error as NodeJS.ErrnoException | null)?.code
  return {
    kind: 'error',
    message: error instanceof Error ? error.message : String(error),
    ...(typeof code === 'string' ? { code } : {}),
  }
}

import { execFile } from 'node:child_process'
import { connect } from 'node:net'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contract } from '../../src/shared/contract'
import { UPLOAD_RULES } from '../../src/shared/rules/uploads'
import { EARLY_ANSWER_DRAIN } from '../../src/server/early-answer'
import { MESSAGES } from '../../src/server/errors'
import { MISDIRECTED_MESSAGE } from '../../src/server/host-check'
import { LAUNCH_SECRET_HEADER, LAUNCH_SECRET_MESSAGE } from '../../src/server/launch-secret'
import { startTestServer, type TestServer, useTestServer } from './helpers'

// A refusal sent before the body is read (no token, a forged one, a size said to be over the limit) reaches
// a client that keeps sending its 20 MB as the answer, never as a reset connection: fetch (undici), node:http
// and main's own sender, each from a process of its own (tests/support/upload-client.mjs), as the console's
// main process and any other client are.

const clientScript = fileURLToPath(new URL('../support/upload-client.mjs', import.meta.url))
const PHOTO_BYTES = 20 * 1024 * 1024
/** Of each kind of refusal, for each client. */
const UPLOADS_OF_EACH = 50

interface Outcome {
  status?: number
  connection?: string | null
  body?: string
  error?: string
}

const server = useTestServer()
let token: string
beforeAll(async () => {
  token = await server.token('admin')
})

/** The answers an early refusal may carry, compared whole: status and JSON body. */
function answersOf(outcomes: Outcome[]) {
  return outcomes.map((outcome) =>
    outcome.error
      ? { error: outcome.error }
      : { status: outcome.status, body: JSON.parse(outcome.body ?? 'null') as unknown },
  )
}

async function sendFromAnotherProcess(
  client: 'fetch' | 'http' | 'main',
  uploads: {
    url: string
    method: string
    token?: string
    headers?: Record<string, string>
    fileBytes: number
  }[],
): Promise<Outcome[]> {
  const job = JSON.stringify({ client, concurrency: 4, uploads })
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', clientScript, job], {
    maxBuffer: 16 * 1024 * 1024,
  })
  return JSON.parse(stdout) as Outcome[]
}

describe('an upload refused before its body is read', () => {
  it.each(['fetch', 'http', 'main'] as const)(
    'answers %s, sending 50 uploads of 20 MB of each kind, every time with its 401 or 413 and message, never a reset',
    async (client) => {
      const gallery = new URL(contract.gallery.uploadPhoto.path, server.url).toString()
      const leadership = new URL(contract.leadership.uploadPhoto.path, server.url).toString()
      const kinds = [
        {
          upload: { url: gallery, method: contract.gallery.uploadPhoto.method },
          answer: { status: 401, body: { message: MESSAGES.signInRequired } },
        },
        {
          upload: { url: leadership, method: contract.leadership.uploadPhoto.method, token: 'forged' },
          answer: { status: 401, body: { message: MESSAGES.sessionEnded } },
        },
        {
          upload: { url: gallery, method: contract.gallery.uploadPhoto.method, token },
          answer: { status: 413, body: { message: UPLOAD_RULES.galleryAdd.sizeMessage } },
        },
      ]
      const planned = Array.from(
        { length: UPLOADS_OF_EACH * kinds.length },
        (_, i) => kinds[i % kinds.length],
      )

      const outcomes = await sendFromAnotherProcess(
        client,
        planned.map(({ upload }) => ({ ...upload, fileBytes: PHOTO_BYTES })),
      )

      expect(answersOf(outcomes)).toEqual(planned.map(({ answer }) => answer))
      // The server closes after such an answer: no client may send another request on the connection.
      if (client !== 'main')
        expect(outcomes.map((outcome) => outcome.connection)).toEqual(planned.map(() => 'close'))
      expect((await server.api('health')).status).toBe(200)
    },
    60_000,
  )

  it('reads the body of a client that never stops sending on to a bound after the answer, then closes', async () => {
    const declared = 200 * 1024 * 1024
    const { origin } = server
    const url = new URL(contract.gallery.uploadPhoto.path, server.url)
    const { answer, sent } = await new Promise<{ answer: string; sent: number }>((resolve) => {
      let sent = 0
      let answer = ''
      // Half-open allowed: the server's end of sending does not end this side's.
      const socket = connect({ port: Number(new URL(origin).port), host: '127.0.0.1', allowHalfOpen: true })
      socket.on('data', (chunk) => (answer += chunk.toString()))
      socket.on('error', () => undefined)
      socket.on('close', () => resolve({ answer, sent }))
      socket.write(
        `${contract.gallery.uploadPhoto.method} ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\n` +
          `Content-Type: multipart/form-data; boundary=b\r\nContent-Length: ${declared}\r\n\r\n`,
      )
      const chunk = Buffer.alloc(64 * 1024, 0x5a)
      // Sends as fast as the server reads, whatever it answers, until the connection is gone.
      const more = () => {
        while (sent < declared && socket.writable) {
          sent += chunk.length
          if (!socket.write(chunk)) return void socket.once('drain', more)
        }
        socket.end()
      }
      more()
    })
    expect(answer).toMatch(/^HTTP\/1\.1 401 /)
    expect(answer.toLowerCase()).toContain('connection: close')
    expect(answer).toContain(JSON.stringify({ message: MESSAGES.signInRequired }))
    // What was sent by the close includes what the sockets' buffers held: at least what the server read.
    expect(sent).toBeGreaterThanOrEqual(EARLY_ANSWER_DRAIN.maxBytes)
    expect(sent).toBeLessThan(declared / 2)
  })
})

describe('every other answer sent before the body is read', () => {
  const secret = 'launch-secret-of-this-test'
  let guarded: TestServer
  beforeAll(async () => {
    guarded = await startTestServer({ launchSecret: secret })
  })
  afterAll(() => guarded?.close())

  it('arrives whole, with Connection: close, while 20 MB are still coming', async () => {
    const api = (path: string) => new URL(path, guarded.url).toString()
    const launch = { [LAUNCH_SECRET_HEADER]: secret }
    const upload = {
      url: api(contract.gallery.uploadPhoto.path),
      method: contract.gallery.uploadPhoto.method,
    }
    const kinds = [
      {
        client: 'fetch',
        upload: { ...upload },
        answer: { status: 403, body: { message: LAUNCH_SECRET_MESSAGE } },
      },
      {
        client: 'http',
        upload: { ...upload, headers: { ...launch, host: 'console.example:80' } },
        answer: { status: 421, body: { message: MISDIRECTED_MESSAGE } },
      },
      {
        client: 'fetch',
        upload: { ...upload, headers: { ...launch, 'content-type': 'application/octet-stream' } },
        answer: { status: 415, body: { message: expect.stringMatching(/media type/i) } },
      },
      {
        client: 'fetch',
        upload: { url: api('no/such/call'), method: 'POST', headers: launch },
        answer: { status: 404, body: { message: MESSAGES.notFound } },
      },
      {
        client: 'fetch',
        upload: {
          url: api(contract.news.add.path),
          method: contract.news.add.method,
          headers: { ...launch, 'content-type': 'application/json' },
        },
        answer: { status: 413, body: { message: expect.stringMatching(/too large/i) } },
      },
    ] as const
    for (const client of ['fetch', 'http'] as const) {
      const planned = Array.from({ length: 10 }, () => kinds.filter((kind) => kind.client === client)).flat()
      const outcomes = await sendFromAnotherProcess(
        client,
        planned.map((kind) => ({ ...kind.upload, fileBytes: PHOTO_BYTES })),
      )
      expect(answersOf(outcomes)).toEqual(planned.map((kind) => kind.answer))
      expect(outcomes.map((outcome) => outcome.connection)).toEqual(planned.map(() => 'close'))
    }
  }, 60_000)
})

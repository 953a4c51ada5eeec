import { request as httpRequest, type ClientRequest } from 'node:http'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import { eq, sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { news } from '../../src/server/db/schema'
import { serverLogger } from '../../src/server/logging'
import { folderStore } from '../../src/server/storage/folder-store'
import { closeGracefully } from '../../src/server/shutdown'
import { SAMPLE_BODIES } from '../support/sample-bodies'
import { makePng, startTestServer, type TestServer } from './helpers'

// What an operator's tooling sees of one instance: readiness, its log lines, and a stop (SIGTERM) that lets
// uploads in flight finish and never leaves a record pointing at a file that is not there.

let server: TestServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

describe('GET /api/ready', () => {
  it('says ready while the database and the uploads folder answer', async () => {
    server = await startTestServer()
    const answer = await server.api('ready')
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ ready: true, database: 'ok', storage: 'ok' })
  })

  it('answers 503 naming the storage when the uploads folder is gone', async () => {
    // The folder store here whatever TEST_STORAGE says: bucket-store.test.ts stops a bucket.
    const gone = await mkdtemp(join(tmpdir(), 'console-gone-'))
    server = await startTestServer({ files: folderStore(gone) })
    await rm(gone, { recursive: true, force: true })
    const answer = await server.api('ready')
    expect(answer.status).toBe(503)
    expect(await answer.json()).toEqual({ ready: false, database: 'ok', storage: 'unreachable' })
  })

  it('answers 503 naming the database when it cannot be reached', async () => {
    server = await startTestServer()
    await server.database.close()
    const answer = await server.api('ready')
    expect(answer.status).toBe(503)
    expect(await answer.json()).toMatchObject({ ready: false, database: 'unreachable' })
    // The test's own close would close the database a second time.
    await server.app.close()
    server = undefined
  })
})

describe('log lines', () => {
  /** The lines a server writes, one string each. */
  function logSink() {
    const lines: string[] = []
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean))
        done()
      },
    })
    return { lines, sink }
  }

  it('are JSON with a request id, and hold no password, token or cookie', async () => {
    const { lines, sink } = logSink()
    server = await startTestServer({ logger: serverLogger('trace', sink) })
    const token = await server.login('admin')
    const listed = await server.api('news/list/all/General', {
      token,
      headers: { cookie: 'console_client=secret-cookie-value', 'x-request-id': 'proxy-given-id-1' },
    })
    expect(listed.status).toBe(200)
    expect(listed.headers.get('x-request-id')).toBe('proxy-given-id-1')
    await server.api('login/logout', { method: 'POST', token })

    expect(lines.length).toBeGreaterThan(0)
    const entries = lines.map((line) => JSON.parse(line) as { reqId?: string })
    expect(entries.filter((entry) => entry.reqId === 'proxy-given-id-1').length).toBeGreaterThan(0)
    const text = lines.join('\n')
    for (const secret of ['demo1234', token, 'secret-cookie-value', 'Bearer'])
      expect(text).not.toContain(secret)
  })

  it('say a request that failed in the database by its query and reason, not by the values it carried', async () => {
    const { lines, sink } = logSink()
    server = await startTestServer({ logger: serverLogger('warn', sink) })
    // A rule the database holds and the server does not know: a save that breaks it fails in the database.
    await server.database.db.execute(
      sql.raw(`ALTER TABLE news ADD CONSTRAINT title_rule CHECK ("Title" NOT LIKE '%4f9c%')`),
    )
    const token = await server.login('admin')
    const words = 'Private words 4f9c of a draft'
    const body = { ...(SAMPLE_BODIES['POST news/add'] as object), title: words }
    const answer = await server.api('news/add', { method: 'POST', token, json: body })
    expect(answer.status).toBe(500)

    const failed = lines.find((line) => line.includes('request failed'))
    expect(failed).toBeDefined()
    expect(failed).toContain('insert into \\"news\\"')
    expect(failed).toContain('title_rule')
    expect(lines.join('\n')).not.toContain('4f9c of a draft')
  })
})

describe('a stop during an upload', () => {
  const pngBytes = makePng(64)

  async function newsRecord(target: TestServer, token: string): Promise<number> {
    const body = { ...(SAMPLE_BODIES['POST news/add'] as object), title: `Stop test ${Math.random()}` }
    const answer = await target.api('news/add', { method: 'POST', token, json: body })
    const { entry_id } = (await answer.json()) as { entry_id: number }
    return entry_id
  }

  /** A multipart photo upload whose file part is sent in two halves, the second when the test says. */
  function slowUpload(target: TestServer, token: string, entryId: number) {
    const boundary = 'stop-test-boundary'
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="entry_id"\r\n\r\n${entryId}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="p.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    )
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
    const half = Math.floor(pngBytes.length / 2)
    const first = Buffer.concat([head, pngBytes.subarray(0, half)])
    const rest = Buffer.concat([pngBytes.subarray(half), tail])
    let req: ClientRequest | undefined
    // In flight: the server has the request and its first half. A fixed wait would not say so on a slow machine.
    const arrived = new Promise<void>((resolve) => target.app.server.once('request', () => resolve()))
    const answer = new Promise<number>((resolve) => {
      req = httpRequest(new URL('news/uploadNewsPhoto', target.url), {
        method: 'PATCH',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(first.length + rest.length),
        },
      })
      req.on('response', (response) => {
        response.resume()
        resolve(response.statusCode ?? 0)
      })
      req.on('error', () => resolve(0))
      req.write(first)
    })
    return { answer, arrived, finish: () => req?.end(rest) }
  }

  const photoOf = async (target: TestServer, entryId: number) =>
    (await target.database.db.select().from(news).where(eq(news.EntryID, entryId)))[0].ImagePath

  it('lets the upload in flight finish, then closes', async () => {
    server = await startTestServer()
    const token = await server.login('admin')
    const entryId = await newsRecord(server, token)
    const upload = slowUpload(server, token, entryId)
    await upload.arrived

    const stopped = closeGracefully(server.app, 10_000)
    await new Promise((resolve) => setTimeout(resolve, 200))
    upload.finish()
    expect(await upload.answer).toBe(200)
    await stopped
    // Its photo workers stopped with it, once the upload's photo was prepared.
    await expect(server.app.services.photos.likenessOfStored(Buffer.alloc(0))).rejects.toThrow(/closed/)

    const path = await photoOf(server, entryId)
    expect(path).toBeTruthy()
    expect(await server.isStored('news_uploads', String(path))).toBe(true)
  })

  it('cuts an upload that outlasts the grace time, leaving the record as it was', async () => {
    server = await startTestServer()
    const token = await server.login('admin')
    const entryId = await newsRecord(server, token)
    const before = await photoOf(server, entryId)
    const upload = slowUpload(server, token, entryId)
    await upload.arrived

    await closeGracefully(server.app, 300)
    // A cut request is one the client can send again: no answer, not a refusal.
    expect(await upload.answer).toBe(0)
    expect(await photoOf(server, entryId)).toBe(before)
  })
})

// Sends uploads from a process of its own, as a real client does: in the test's own process the client and
// the server share one event loop, which orders their reads and writes in a way no real pair does.
//
//   node --import tsx upload-client.mjs '<job as JSON>'   prints each upload's outcome, in order, as JSON
//
// job: { client: 'fetch' | 'http' | 'main', concurrency, uploads: [{ url, method, token?, headers?, fileBytes }] }
// outcome: { status, connection?, body } (the answer) or { error } (the code of a network failure)
//
// fetch (undici) and the node:http client here write the whole body whatever the server answers
// meanwhile; 'main' is the console's own sender (src/main/api/upload-request.ts), which stops at the answer.

import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const job = JSON.parse(process.argv[2])
const boundary = 'upload-client-boundary'

function multipart(fileBytes) {
  return Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="entry_id"\r\n\r\n1\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="photo.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    Buffer.alloc(fileBytes, 0x5a),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
}

const headersOf = (upload) => ({
  'content-type': `multipart/form-data; boundary=${boundary}`,
  ...(upload.token ? { authorization: `Bearer ${upload.token}` } : {}),
  ...upload.headers,
})

const failure = (error) => ({ error: error?.cause?.code ?? error?.code ?? String(error) })

async function viaFetch(upload, body) {
  try {
    const response = await fetch(upload.url, { method: upload.method, headers: headersOf(upload), body })
    return {
      status: response.status,
      connection: response.headers.get('connection'),
      body: await response.text(),
    }
  } catch (error) {
    return failure(error)
  }
}

function viaHttp(upload, body) {
  return new Promise((resolve) => {
    const sending = request(upload.url, {
      method: upload.method,
      headers: { ...headersOf(upload), 'content-length': body.length },
    })
    let answered = false
    sending.on('response', (response) => {
      answered = true
      const chunks = []
      response.on('data', (chunk) => chunks.push(chunk))
      response.on('error', (error) => resolve(failure(error)))
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          connection: response.headers.connection ?? null,
          body: Buffer.concat(chunks).toString(),
        }),
      )
    })
    // After the answer, a failure to send the rest of the body changes nothing.
    sending.on('error', (error) => answered || resolve(failure(error)))
    sending.end(body)
  })
}

const folder = await mkdtemp(join(tmpdir(), 'upload-client-'))
const { sendUpload } = await import('../../src/main/api/upload-request.ts')

const files = new Map()
async function viaMain(upload) {
  const filePath = join(folder, `photo-${upload.fileBytes}.png`)
  if (!files.has(filePath)) files.set(filePath, writeFile(filePath, Buffer.alloc(upload.fileBytes, 0x5a)))
  await files.get(filePath)
  try {
    const answer = await sendUpload({
      url: new URL(upload.url),
      method: upload.method,
      headers: { ...(upload.token ? { authorization: `Bearer ${upload.token}` } : {}), ...upload.headers },
      field: 'photo',
      entryId: 1,
      filePath,
    })
    return { status: answer.status, body: JSON.stringify(answer.body) }
  } catch (error) {
    return failure(error)
  }
}

const send = { fetch: viaFetch, http: viaHttp, main: viaMain }[job.client]
const bodies = new Map()
const outcomes = []
let next = 0
async function worker() {
  while (next < job.uploads.length) {
    const index = next++
    const upload = job.uploads[index]
    if (!bodies.has(upload.fileBytes)) bodies.set(upload.fileBytes, multipart(upload.fileBytes))
    outcomes[index] = await send(upload, bodies.get(upload.fileBytes))
  }
}
await Promise.all(Array.from({ length: job.concurrency }, worker))
await rm(folder, { recursive: true, force: true })
process.stdout.write(JSON.stringify(outcomes))

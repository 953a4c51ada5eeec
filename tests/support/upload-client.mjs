// Sends uploads from a process of its own, as a real client does: in the test's own process the client and
// the server share one event loop, which orders their reads and writes in a way no real pair does.
//
//   node upload-client.mjs '<job as JSON>'   prints the outcome of each upload, in order, as JSON
//
// job: { client: 'fetch' | 'http', concurrency, uploads: [{ url, method, token?, fileBytes }] }
// outcome: { status, connection, body } (the answer) or { error } (the code of a network failure)
//
// Both clients write the whole body whatever the server answers meanwhile: fetch (undici) does, and the
// node:http one here is written to.

import { request } from 'node:http'

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

const send = job.client === 'fetch' ? viaFetch : viaHttp
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
process.stdout.write(JSON.stringify(outcomes))

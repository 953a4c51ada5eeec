// bench/load/editors.ts: 50 simulated editors, each in a loop of list, open (the photo), save and upload a
// 2 MB photo, against the built API server on PostgreSQL: one server with the uploads folder, one with an
// S3-compatible bucket (s3rver on loopback), and two servers on the bucket behind a loopback round-robin
// proxy. autocannon drives the load. Prints requests per second, p50/p95/p99 latency, errors and the servers'
// memory at the end, and writes them to docs/benchmarks.md.
// Run: npx tsx bench/load/editors.ts   (EDITORS, SECONDS override; BENCH_DATABASE_URL uses a running
// PostgreSQL instead of starting one, which needs Debian's postgresql and root for `runuser`; SETUPS=folder
// runs the first setup only, and then leaves docs/benchmarks.md as it is; SERVER_NODE_ARGS passes node options to
// the servers, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`; BASE=<commit> runs the first setup only, this
// checkout's build and BASE's taking turns ROUNDS times (3), and prints the ratio of their median p95s, docs
// untouched; BASE_BUILD names a folder already holding BASE's build)
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import S3rver from 's3rver'
import { makePng } from '../../tests/support/images'
import {
  BENCH_PASSWORD,
  createAdmin,
  freshDatabase,
  type Instance,
  percentile,
  rssMb,
  serverEnv,
  startPostgres,
  startServer,
  stopServer,
} from '../lib/api-server'
import { buildCommit, ensureBuilt, median, writeResults } from '../lib/host'

const EDITORS = Number(process.env.EDITORS ?? 50)
const SECONDS = Number(process.env.SECONDS ?? 20)
/** 'folder': only one server with the uploads folder (the row issue 28 measures), its figures printed. */
const FOLDER_ONLY = process.env.SETUPS === 'folder'
/** A commit to measure beside this checkout in the same run (the folder setup only). */
const BASE = process.env.BASE
const ROUNDS = Number(process.env.ROUNDS ?? 3)
const PHOTO = makePng(64, 64, [120, 60, 30], 2 * 1024 * 1024)
const BOUNDARY = 'bench-boundary'
const work = mkdtempSync(join(tmpdir(), 'console-load-'))
// PostgreSQL runs as its own user, which must reach its folder inside.
chmodSync(work, 0o755)

/** Round-robin over the servers, as the deployment's proxy does. */
function startProxy(targets: string[]): Promise<{ api: string; server: Server }> {
  let next = 0
  const server = createServer((incoming, outgoing) => {
    const target = new URL(targets[next++ % targets.length])
    const forward = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        // A server answers only the hosts it is reached as (host-check.ts; PUBLIC_HOSTS, unset here): the
        // proxy names the server it forwards to, not itself.
        headers: { ...incoming.headers, host: target.host },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(outgoing)
      },
    )
    forward.on('error', () => outgoing.destroy())
    incoming.pipe(forward)
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ api: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`, server }),
    ),
  )
}

async function call(api: string, path: string, token: string | null, method = 'GET', body?: unknown) {
  const answer = await fetch(new URL(path, api), {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  })
  return (await answer.json()) as Record<string, unknown>
}

const multipart = (entryId: number) =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="entry_id"\r\n\r\n${entryId}\r\n` +
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photo"; filename="photo.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    PHOTO,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ])

let save: (id: number) => object = () => ({})

/** One gallery record per editor, each with a first photo, in a category of their own. */
async function prepareRecords(api: string, token: string): Promise<number[]> {
  await call(api, 'gallery/category/add', token, 'POST', { categoryName: 'Load' })
  const categories = (await call(api, 'gallery/category/list', token)) as unknown as { EntryID: number }[]
  const category = categories[0].EntryID
  await call(api, 'gallery/subcategory/add', token, 'POST', {
    categoryName: category,
    subcategoryName: 'Editors',
  })
  const subs = (await call(api, `gallery/subcategory/list/${category}`, token)) as unknown as {
    EntryID: number
  }[]
  const ids: number[] = []
  save = (id: number) => ({
    id,
    ImageTitle: `Editor ${id} saved ${Date.now()}`,
    SubCategoryID: subs[0].EntryID,
    category,
    InsertedBy: 'Load Bench',
  })
  for (let i = 0; i < EDITORS; i++) {
    const added = await call(api, 'gallery/add', token, 'POST', {
      category,
      SubCategoryID: subs[0].EntryID,
      ImageTitle: `Editor ${i}`,
      FacultyCode: 'General',
      InsertedBy: 'Load Bench',
    })
    const id = Number(added.entry_id)
    if (!id) throw new Error(`gallery/add: ${JSON.stringify(added)}`)
    const uploaded = await fetch(new URL('gallery/uploadGalleryPhoto', api), {
      method: 'PATCH',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
      body: multipart(id),
    })
    if (!uploaded.ok) throw new Error(`gallery photo: ${uploaded.status} ${await uploaded.text()}`)
    ids.push(id)
  }
  return ids
}

interface Figures {
  label: string
  rps: number
  p50: number
  p95: number
  p99: number
  errors: number
  requests: number
  memoryMb: number[]
  /** Records naming a photo that cannot be read after the run. */
  missing: number
}

async function drive(label: string, api: string, servers: Instance[]): Promise<Figures> {
  const token = String(
    (await call(api, 'login/staff_login', null, 'POST', { username: 'bench', password: BENCH_PASSWORD }))
      .token,
  )
  const ids = await prepareRecords(api, token)
  const path = (p: string) => new URL(p, api).pathname
  const images = new Map<number, string>()
  const list = (await call(api, 'gallery/list', token)) as unknown as { EntryID: number; ImagePath: string }[]
  for (const row of list) images.set(row.EntryID, row.ImagePath)
  const auth = { authorization: `Bearer ${token}` }

  // Each step once by hand first: a step that fails would only measure error answers.
  const first = ids[0]
  const steps: [string, RequestInit][] = [
    [path('gallery/list'), { headers: auth }],
    [`/public/uploads/gallery/${images.get(first)}`, {}],
    [
      path('gallery/update'),
      {
        method: 'PATCH',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify(save(first)),
      },
    ],
    [
      path('gallery/uploadGalleryPhoto'),
      {
        method: 'PATCH',
        headers: { ...auth, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        body: multipart(first),
      },
    ],
  ]
  for (const [step, init] of steps) {
    const answer = await fetch(new URL(step, api), init)
    if (!answer.ok) throw new Error(`${step}: ${answer.status} ${await answer.text()}`)
  }

  const latencies: number[] = []
  /** Latencies of each step of the loop (list, open, save, upload). */
  const byStep: number[][] = []
  const statuses = new Map<number | string, number>()
  // Each editor (connection) works on a record of its own, in a loop of four steps. autocannon clears a
  // client's context at every loop, so the record is bound to the client's own steps.
  const stepsFor = (id: number): autocannon.Request[] => [
    {
      method: 'GET',
      path: path('gallery/list'),
      headers: auth,
      // An upload replaces a photo (and deletes the old file): open what the list says now.
      onResponse: (_status, body, context) => {
        const rows = JSON.parse(body) as { EntryID: number; ImagePath: string }[]
        ;(context as Record<string, unknown>).image = rows.find((row) => row.EntryID === id)?.ImagePath
      },
    },
    {
      method: 'GET',
      setupRequest: (request, context) => ({
        ...request,
        path: `/public/uploads/gallery/${String((context as Record<string, unknown>).image)}`,
      }),
    },
    {
      method: 'PATCH',
      path: path('gallery/update'),
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify(save(id)),
    },
    {
      method: 'PATCH',
      path: path('gallery/uploadGalleryPhoto'),
      headers: { ...auth, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      body: multipart(id),
    },
  ]
  let editor = 0
  const options: autocannon.Options = {
    url: new URL(api).origin,
    connections: EDITORS,
    duration: SECONDS,
    requests: stepsFor(ids[0]),
    setupClient: (client) => client.setRequests(stepsFor(ids[editor++ % ids.length])),
  }
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, done) => (error ? reject(error) : resolve(done)))
    instance.on('response', (client, status, _bytes, responseTime) => {
      latencies.push(responseTime)
      // Which of the four steps answered: the client's iterator moves on only when it sends the next one.
      const step = (client as unknown as { requestIterator: { currentRequestIndex: number } }).requestIterator
        .currentRequestIndex
      ;(byStep[step] ??= []).push(responseTime)
      if (status >= 400) statuses.set(status, (statuses.get(status) ?? 0) + 1)
    })
    instance.on('reqError', (error) => statuses.set(error.message, (statuses.get(error.message) ?? 0) + 1))
  })
  latencies.sort((a, b) => a - b)
  const stepNames = ['list', 'open the photo', 'save', 'upload']
  for (const [i, times] of byStep.entries()) {
    times.sort((a, b) => a - b)
    console.log(
      `${label}, ${stepNames[i]}: ${times.length} answers, p50 ${percentile(times, 0.5)} / p95 ${percentile(times, 0.95)} ms`,
    )
  }
  // After the run, once the requests the server was still finishing are done: does every record name a
  // photo that is there?
  await new Promise((resolve) => setTimeout(resolve, 5000))
  const after = (await call(api, 'gallery/list', token)) as unknown as { ImagePath: string }[]
  let missing = 0
  for (const row of after)
    if (!(await fetch(new URL(`/public/uploads/gallery/${row.ImagePath}`, api))).ok) missing++
  if (statuses.size > 0) console.log(label, 'failures:', Object.fromEntries(statuses))
  return {
    label,
    rps: Math.round(result.requests.average),
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    errors: result.errors + result.non2xx + result.timeouts,
    requests: result.requests.total,
    memoryMb: servers.map((s) => rssMb(s.child.pid ?? 0)),
    missing,
  }
}

async function scenario(
  label: string,
  database: string,
  bucket: { endpoint: string; name: string } | null,
  count: number,
  /** The checkout whose build serves: BASE's beside this one. */
  cwd = '.',
): Promise<Figures> {
  const env = (i: number) => serverEnv(database, bucket, join(work, `${label.replace(/\W+/g, '-')}-${i}`))
  const servers = await Promise.all(Array.from({ length: count }, (_, i) => startServer(env(i), cwd)))
  createAdmin(env(0), cwd)
  const proxy = count > 1 ? await startProxy(servers.map((s) => s.api)) : null
  try {
    return await drive(label, proxy?.api ?? servers[0].api, servers)
  } finally {
    proxy?.server.close()
    await Promise.all(servers.map(stopServer))
  }
}

async function main() {
  ensureBuilt()
  const postgres = startPostgres(work)
  const s3 = new S3rver({ address: '127.0.0.1', port: 0, directory: join(work, 's3'), silent: true })
  const endpoint = `http://127.0.0.1:${(await s3.run()).port}`
  const { S3Client, CreateBucketCommand } = await import('@aws-sdk/client-s3')
  const client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  })
  try {
    if (BASE) return await againstBase(postgres.url, BASE)
    const figures: Figures[] = []
    figures.push(
      await scenario('one server, uploads folder', await freshDatabase(postgres.url, 'load_folder'), null, 1),
    )
    const bucketSetups = [
      ['one server, bucket', 1],
      ['two servers behind a proxy, bucket', 2],
    ] as const
    for (const [label, count] of FOLDER_ONLY ? [] : bucketSetups) {
      const name = `load-${count}-${Date.now()}`
      await client.send(new CreateBucketCommand({ Bucket: name }))
      figures.push(
        await scenario(
          label,
          await freshDatabase(postgres.url, `load_bucket_${count}`),
          { endpoint, name },
          count,
        ),
      )
    }
    const rows = figures.map(tableRow)
    const table = [
      '## Load: editors against the API server',
      '',
      `bench/load/editors.ts, on PostgreSQL, the built server (out/main/server.js), s3rver as the bucket. ${EDITORS} editors for ${SECONDS} s each, in a loop of list, open (the photo), save and upload a 2 MB photo:`,
      '',
      '| setup | requests/s | latency p50 / p95 / p99 (ms) | errors | records without their photo after | server memory at the end |',
      '| --- | --- | --- | --- | --- | --- |',
      ...rows,
      '',
      'The bucket is s3rver, a test server that writes each object through Koa and fs-extra on this same',
      'two-core machine: its speed, not the API server, bounds the bucket rows (the servers sat mostly idle',
      'waiting on it). Errors and records left without their photo are the figures that must be 0.',
    ].join('\n')
    console.log(table)
    if (!FOLDER_ONLY) await writeResults('load-editors', table)
  } finally {
    client.destroy()
    await s3.close()
    postgres.stop()
    rmSync(work, { recursive: true, force: true })
  }
}

/** The folder setup, BASE's build and this checkout's taking turns: the same hour, the same machine. */
async function againstBase(postgresUrl: string, base: string) {
  const baseDir =
    process.env.BASE_BUILD ?? (console.log(`Building ${base} for the baseline…`), buildCommit(base))
  const runs = { before: [] as Figures[], now: [] as Figures[] }
  for (let round = 1; round <= ROUNDS; round++)
    for (const [name, cwd] of [
      ['before', baseDir],
      ['now', '.'],
    ] as const) {
      const database = await freshDatabase(postgresUrl, `load_${name}`)
      const label = `${name === 'before' ? `before (${base})` : 'now'}, round ${round}`
      const figures = await scenario(label, database, null, 1, cwd)
      runs[name].push(figures)
      console.log(tableRow(figures))
    }
  if (!process.env.BASE_BUILD) rmSync(baseDir, { recursive: true, force: true })
  const p95 = (figures: Figures[]) => median(figures.map((f) => f.p95))
  console.log(
    `median p95: before ${p95(runs.before)} ms, now ${p95(runs.now)} ms; now / before ${(p95(runs.now) / p95(runs.before)).toFixed(2)}`,
  )
}

/** One setup's row of the table in docs/benchmarks.md. */
const tableRow = (f: Figures) =>
  `| ${f.label} | ${f.rps} | ${f.p50} / ${f.p95} / ${f.p99} | ${f.errors} of ${f.requests} | ${f.missing} | ${f.memoryMb.join(' + ')} MB |`

void main()

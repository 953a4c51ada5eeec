import { request as httpRequest } from 'node:http'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { paramNames, pathFor, type UploadSpec } from '../../src/shared/contract/define'
import { wantOf } from '../../src/shared/contract/wire'
import { PUBLIC } from '../../src/shared/rules/permissions'
import { SAMPLE_BODIES } from '../support/sample-bodies'
import { bodyFields, CONTRACT_ENTRIES, hasBody, storedExactly, tableHashes } from './contract-calls'
import { makePng, pngHeaderOfSize, uploadParts, useTestServer } from './helpers'

// Bad input against every write call and every path parameter of the contract, generated from it: the
// server answers each with a 4xx and a message (never a 5xx, never silence), stays up, and a refused
// request changes no row and leaves no file. Text it accepts (SQL, script, quotes) is stored byte for byte.

const writes = CONTRACT_ENTRIES.filter(
  ({ spec }) => spec.access !== PUBLIC && spec.method !== 'GET' && spec.path !== 'login/logout',
)
const withParams = CONTRACT_ENTRIES.filter(
  ({ spec }) => spec.kind === 'call' && !hasBody(spec) && paramNames(spec.path).length > 0,
)

const PATH_ATTACKS = [
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%252F..%252Fetc',
  '%2Fetc%2Fpasswd',
  'C%3A%5CWindows%5Cwin.ini',
  'a%00b',
  '-1',
  '0',
  '99999999999999999999',
  '1e3',
  'abc',
  "1'%20or%20'1'%3D'1",
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  // Beyond PostgreSQL's integer (2^31 - 1) and JavaScript's safe integers (2^53).
  '2147483648',
  '4294967296',
  '9007199254740993',
  '9999999999',
  // A lone UTF-16 surrogate, as UTF-8 would spell it (CESU-8), and a percent-encoded byte that is no UTF-8.
  '%ED%A0%80',
  '%FF',
]

/** Numbers no record id can be: 2^31 and beyond, up to past 2^53; the last as an old client's text. */
const OUT_OF_RANGE_NUMBERS: unknown[] = [2 ** 31, 2 ** 32, 2 ** 53, 2 ** 53 + 2, 1e300, String(2 ** 31)]
/** Text that is not Unicode: lone surrogates, which JSON carries as `\ud800` escapes. */
const LONE_SURROGATES = ['\ud800', 'title \udc00', 'x\udbffy']
/** Text that shows nothing: each invisible character alone, and mixed with white space. */
const INVISIBLE_ONLY = ['\ufeff', '\u200b', '\u200c', '\u200d', '\u2060', ' \u200b\t\ufeff ']

/** The editor's documents that hold no text: an untouched editor, spaces and invisible characters. */
const EMPTY_DOCUMENTS = ['', ' ', ' \u200b\ufeff'].map((text) =>
  JSON.stringify([{ type: 'paragraph', children: [{ text }] }]),
)

/** Rich text `levels` elements deep (block quotes one in another), as the editor's JSON; built as text. */
const nestedRichText = (levels: number) =>
  `[${'{"type":"block-quote","children":['.repeat(levels)}{"text":"deep"}${']}'.repeat(levels)}]`

const HOSTILE_TEXT = `Robert'); DROP TABLE news;-- <script>alert("x")</script> \\ % _ ${'\u00e9\u4e2d'}`

const server = useTestServer()
let token = ''
beforeAll(async () => {
  token = await server.token('admin')
})

/**
 * The tables as the test before left them, when it checked that they had not changed and passed: each test's
 * "before" then costs no second read of every row. Any other test (one that writes, one that failed) leaves
 * none, and the next test reads the tables itself.
 */
let settled: Record<string, string> | null = null
let settledByLastTest = false
beforeEach(() => {
  if (!settledByLastTest) settled = null
  settledByLastTest = false
})
const rowsBefore = async () => settled ?? (await tableHashes(server.database.db))

async function expectNoRowChanged(before: Record<string, string>, name: string) {
  const after = await tableHashes(server.database.db)
  expect(after, `${name} changed a row`).toEqual(before)
  settled = after
  settledByLastTest = true
}

/** A raw request: the body sent as given, so malformed JSON and cut-off bodies reach the server as such. */
function raw(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: Buffer | string,
  cutAfter?: number,
) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const url = new URL(path, server.url)
    const req = httpRequest(
      url,
      { method, headers: { authorization: `Bearer ${token}`, ...headers } },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }))
      },
    )
    req.setTimeout(15_000, () => req.destroy(new Error(`no answer to ${method} ${path} in 15 s`)))
    req.on('error', (error) => (cutAfter === undefined ? reject(error) : resolve({ status: 0, body: '' })))
    if (body !== undefined && cutAfter !== undefined) {
      req.write(Buffer.from(body).subarray(0, cutAfter))
      setTimeout(() => req.destroy(), 200)
      return
    }
    req.end(body)
  })
}

const json = (method: string, path: string, body: unknown) =>
  raw(method, path, { 'content-type': 'application/json' }, JSON.stringify(body))

/**
 * A JSON body with a text of bytes that are not UTF-8 (a surrogate spelled as UTF-8, i.e. CESU-8, and a lone
 * Latin-1 byte) in a field of its own; read leniently they would become U+FFFD.
 */
function notUtf8(body: Record<string, unknown>): Buffer {
  const [before, after] = JSON.stringify({ ...body, note: '=' }).split('"note":"=')
  return Buffer.concat([
    Buffer.from(`${before}"note":"`),
    Buffer.from([0xed, 0xa0, 0x80, 0xe9]),
    Buffer.from(after),
  ])
}

type Leaf = (string | number)[]

/** The path of every text in a body, nested ones included (a media item's title: selectedNews.0.title). */
function textLeaves(value: unknown, path: Leaf = []): Leaf[] {
  if (typeof value === 'string') return [path]
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value).flatMap(([key, item]) =>
    textLeaves(item, [...path, Array.isArray(value) ? Number(key) : key]),
  )
}

/** A copy of `body` with `value` at `path`. */
function withValueAt(body: unknown, path: Leaf, value: unknown): unknown {
  if (path.length === 0) return value
  const [head, ...rest] = path
  const copy = (Array.isArray(body) ? [...body] : { ...(body as object) }) as Record<string | number, unknown>
  copy[head] = withValueAt(copy[head], rest, value)
  return copy
}

function expectRefusedWithMessage(answer: { status: number; body: string }, label: string) {
  expect(answer.status, `${label}: ${answer.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400)
  expect(answer.status, `${label}: ${answer.body.slice(0, 200)}`).toBeLessThan(500)
  const parsed = JSON.parse(answer.body) as { message?: unknown }
  expect(typeof parsed.message, label).toBe('string')
}

async function expectServerUp() {
  const health = await server.api('health')
  expect(health.status).toBe(200)
}

describe('malformed bodies on every write call', () => {
  const bodyCalls = writes.filter(({ spec }) => hasBody(spec))

  it.each(bodyCalls.map((e) => [e.name, e] as const))(
    '%s refuses them and changes nothing',
    async (name, { spec }) => {
      const sample = SAMPLE_BODIES[`${spec.method} ${spec.path}`] as Record<string, unknown>
      const fields = bodyFields(spec)
      const before = await rowsBefore()
      const files = await server.storedFiles()
      const cases: [string, () => Promise<{ status: number; body: string }>][] = [
        [
          'malformed JSON',
          () => raw(spec.method, spec.path, { 'content-type': 'application/json' }, '{"title": '),
        ],
        ['text/plain', () => raw(spec.method, spec.path, { 'content-type': 'text/plain' }, 'title=x')],
        [
          'bytes that are not UTF-8',
          () => raw(spec.method, spec.path, { 'content-type': 'application/json' }, notUtf8(sample)),
        ],
        ['a JSON array', () => json(spec.method, spec.path, [sample])],
        ['a JSON string', () => json(spec.method, spec.path, 'hello')],
      ]
      const required = fields.filter((field) => {
        const { [field]: _, ...without } = sample
        return !(spec.kind === 'call' && spec.wire.safeParse(without).success)
      })
      if (required.length > 0) cases.push(['no fields', () => json(spec.method, spec.path, {})])
      for (const field of fields) {
        cases.push([
          `${field} as an object`,
          () => json(spec.method, spec.path, { ...sample, [field]: { $ne: 1 } }),
        ])
        cases.push([`${field} as a list`, () => json(spec.method, spec.path, { ...sample, [field]: [1, 2] })])
      }
      for (const field of fields.filter((f) => typeof sample[f] === 'string'))
        cases.push([
          `${field} with a NUL`,
          () => json(spec.method, spec.path, { ...sample, [field]: 'a\u0000b' }),
        ])
      for (const field of required) {
        const { [field]: _, ...without } = sample
        cases.push([`${field} missing`, () => json(spec.method, spec.path, without)])
      }
      for (const idField of fields.filter((f) => ['id', 'EntryID', 'StaffID', 'CategoryID'].includes(f)))
        for (const bad of [-1, 0, 1e20, 1.5, 'abc', '../1'])
          cases.push([
            `${idField} ${String(bad)}`,
            () => json(spec.method, spec.path, { ...sample, [idField]: bad }),
          ])

      // The body cut off: its connection is closed a moment after the first bytes, so it goes on beside the
      // other cases rather than before them.
      const cutOff = raw(
        spec.method,
        spec.path,
        { 'content-type': 'application/json', 'content-length': '400' },
        JSON.stringify(sample),
        20,
      )
      for (const [label, send] of cases) {
        const answer = await send()
        // An object or list may be what a field takes (a selection of items); anything it refuses is a 4xx.
        if (answer.status < 400 && / as an? (object|list)$/.test(label)) continue
        expectRefusedWithMessage(answer, `${name} ${label}`)
      }
      const cut = await cutOff
      if (cut.status !== 0) expectRefusedWithMessage(cut, `${name} the body cut off`)
      await expectServerUp()
      await expectNoRowChanged(before, name)
      expect(await server.storedFiles()).toEqual(files)
    },
  )

  it.each(bodyCalls.map((e) => [e.name, e] as const))(
    '%s takes 1 MB strings only where it allows them',
    async (name, { spec }) => {
      const sample = SAMPLE_BODIES[`${spec.method} ${spec.path}`] as Record<string, unknown>
      for (const field of bodyFields(spec).filter((f) => typeof sample[f] === 'string')) {
        const answer = await json(spec.method, spec.path, { ...sample, [field]: 'x'.repeat(1_048_577) })
        expect(answer.status, `${name} ${field}: ${answer.body.slice(0, 200)}`).toBeLessThan(500)
      }
      await expectServerUp()
    },
  )
})

describe('out-of-range ids, broken Unicode, invisible text and deep rich text on every write call', () => {
  const bodyCalls = writes.filter(({ spec }) => hasBody(spec))
  const EDITOR_LIKE = nestedRichText(1)
  const NOT_EDITORS = JSON.stringify([{ type: 'script', children: [{ text: 'x' }] }])

  it.each(bodyCalls.map((e) => [e.name, e] as const))(
    '%s refuses them with 400 naming the field, before anything is written',
    async (name, { spec }) => {
      if (spec.kind !== 'call') return
      const sample = SAMPLE_BODIES[`${spec.method} ${spec.path}`] as Record<string, unknown>
      const shape = (spec.input as unknown as { shape: Record<string, z.ZodType> }).shape
      const before = await rowsBefore()
      const files = await server.storedFiles()
      const cases: [string, string, unknown][] = []
      for (const field of bodyFields(spec).filter((f) => wantOf(shape[f]) === 'number'))
        for (const bad of OUT_OF_RANGE_NUMBERS) cases.push([`${field} ${String(bad)}`, field, bad])
      for (const leaf of textLeaves(sample)) {
        const field = leaf.join('.')
        for (const bad of LONE_SURROGATES) cases.push([`${field} ${JSON.stringify(bad)}`, field, bad])
        // Required text: what the contract refuses as spaces only, it refuses as invisible characters only.
        if (!spec.wire.safeParse(withValueAt(sample, leaf, '   ')).success)
          for (const bad of INVISIBLE_ONLY) cases.push([`${field} ${JSON.stringify(bad)}`, field, bad])
      }
      const richTextFields = Object.keys(shape).filter(
        (f) => shape[f].safeParse(EDITOR_LIKE).success && !shape[f].safeParse(NOT_EDITORS).success,
      )
      for (const field of richTextFields) {
        for (const levels of [11, 500, 5000])
          cases.push([`${field} ${levels} levels deep`, field, nestedRichText(levels)])
        // Required rich text: an editor left empty, or holding only invisible text, is not given.
        if (!shape[field].safeParse('').success)
          for (const bad of EMPTY_DOCUMENTS) cases.push([`${field} ${bad}`, field, bad])
      }

      for (const [label, field, bad] of cases) {
        const path = field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part))
        const answer = await json(spec.method, spec.path, withValueAt(sample, path, bad))
        expectRefusedWithMessage(answer, `${name} ${label}`)
        expect(answer.status, `${name} ${label}: ${answer.body.slice(0, 200)}`).toBe(400)
        expect((JSON.parse(answer.body) as { field?: string }).field, `${name} ${label}`).toBe(field)
      }
      await expectServerUp()
      await expectNoRowChanged(before, name)
      expect(await server.storedFiles()).toEqual(files)
    },
  )
})

describe('hostile text that a call accepts', () => {
  it('is stored byte for byte', async () => {
    const title = `${HOSTILE_TEXT} ${Date.now()}`
    const added = await json('POST', 'news/add', { ...(SAMPLE_BODIES['POST news/add'] as object), title })
    expect(added.status).toBe(200)
    expect(await storedExactly(server.database.db, title)).toBe(true)
    const category = `${HOSTILE_TEXT} category`
    expect((await json('POST', 'gallery/category/add', { categoryName: category })).status).toBe(200)
    expect(await storedExactly(server.database.db, category)).toBe(true)
  })
})

describe('path parameters', () => {
  it.each(withParams.map((e) => [e.name, e] as const))(
    '%s answers hostile values with a 4xx or an empty answer',
    async (name, { spec }) => {
      const before = await rowsBefore()
      const files = await server.storedFiles()
      for (const attack of PATH_ATTACKS) {
        for (const param of paramNames(spec.path)) {
          const values = Object.fromEntries(
            paramNames(spec.path).map((p) => [p, p === param ? 'PLACEHOLDER' : '1']),
          )
          const path = pathFor(spec.path, values).replace('PLACEHOLDER', attack)
          const answer = await raw(spec.method, path, {})
          const label = `${name} ${param}=${attack}: ${answer.status} ${answer.body.slice(0, 120)}`
          expect(answer.status, label).toBeLessThan(500)
          // A read may answer 200 with nothing found (a list of an unknown faculty is empty).
          if (answer.status === 200) expect(spec.method, label).toBe('GET')
          else expectRefusedWithMessage(answer, label)
        }
      }
      await expectServerUp()
      await expectNoRowChanged(before, name)
      expect(await server.storedFiles()).toEqual(files)
    },
  )
})

describe('bad files on every upload', () => {
  const uploads = writes.filter((e) => e.spec.kind === 'upload')

  it.each(uploads.map((e) => [e.name, e] as const))(
    '%s refuses them and keeps nothing',
    async (name, entry) => {
      const spec = entry.spec as UploadSpec
      const before = await rowsBefore()
      const files = await server.storedFiles()
      const send = (fileName: string, bytes: Uint8Array, entryId: string | number = 1) =>
        server.upload(spec.path, token, uploadParts(entryId, fileName, bytes, spec.field), spec.method)
      const cases: [string, () => Promise<Response>][] = [
        ['text named .png', () => send('photo.png', Buffer.from('not an image at all, just words'))],
        ['a PNG named .exe', () => send('photo.exe', makePng())],
        ['an empty file', () => send('photo.png', new Uint8Array(0))],
        ['an oversize file', () => send('photo.png', pngHeaderOfSize(10_485_761))],
        ['entry_id ../1', () => send('photo.png', makePng(), '../1')],
        ['entry_id -1', () => send('photo.png', makePng(), '-1')],
        ['entry_id huge', () => send('photo.png', makePng(), '99999999999999999999')],
        ['entry_id 2^31', () => send('photo.png', makePng(), '2147483648')],
        ['a file name with a path', () => send('../../etc/passwd.png', Buffer.from('x'))],
      ]
      // An upload cut off after its file's first bytes: its connection is closed a moment later, so it goes on
      // beside the other cases.
      const boundary = 'cut-off-boundary'
      const cut = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="entry_id"\r\n\r\n1\r\n--${boundary}\r\nContent-Disposition: form-data; name="${spec.field}"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        makePng(64),
      ])
      const cutOff = raw(
        spec.method,
        spec.path,
        {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(cut.length + 5000),
        },
        cut,
        cut.length,
      )
      for (const [label, request] of cases) {
        const response = await request()
        const text = await response.text()
        expectRefusedWithMessage({ status: response.status, body: text }, `${name} ${label}`)
      }
      const answer = await cutOff
      if (answer.status !== 0) expectRefusedWithMessage(answer, `${name} cut off`)
      await expectServerUp()
      await expectNoRowChanged(before, name)
      await expect.poll(() => server.storedFiles(), { timeout: 5000 }).toEqual(files)
    },
  )
})

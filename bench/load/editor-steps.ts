// What one editor does in bench/load/editors.ts, as the desktop app sends it: list the gallery, open a
// record (its read-one and the preview its update screen shows), save it with the version it was opened
// from, and upload a new photo to it (multipart, a camera-size JPEG made by the bench). Requests go over
// node:http with kept-alive connections: fetch (undici) costs the load generator more processor time, and it
// shares the machine's two cores with the server and PostgreSQL.
import { Agent, type IncomingHttpHeaders, request } from 'node:http'
import sharp from 'sharp'
import { BENCH_PASSWORD } from '../lib/api-server'
import { inParallel } from '../lib/host'
import { renditionName } from '../../src/shared/rules/renditions'
import { VERSION_HEADER } from '../../src/shared/rules/versions'

export const STEPS = ['list', 'open', 'save', 'upload'] as const
export type Step = (typeof STEPS)[number]

/** A request that has not answered in this time counts as an error, so a run always ends. */
const TIMEOUT_MS = 30_000
const BOUNDARY = 'bench-boundary'

export interface Api {
  /** The server's API address, ending in `/api/`. */
  base: string
  token: string
  agent: Agent
  /** The JPEG every upload sends. */
  photo: Buffer
  /** Requests answered so far (any status): the saturation's rate. */
  requests: number
}

/** One editor's own record, and what its last open read of it. */
export interface Editor {
  id: number
  version?: number
  image?: string | null
}

/**
 * A 3000 x 2000 JPEG of about 2 MB (blurred noise on a blue-grey, at a camera's quality): as many pixels as
 * a phone's photo resized for the web, so the server decodes and shrinks real image data, where the
 * closed-loop bench sent a 64 x 64 PNG padded to 2 MB.
 */
export const makePhoto = () =>
  sharp({
    create: {
      width: 3000,
      height: 2000,
      channels: 3,
      background: '#5a7d9a',
      noise: { type: 'gaussian', mean: 120, sigma: 30 },
    },
  })
    .blur(0.6)
    .jpeg({ quality: 88 })
    .toBuffer()

export interface Answer {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
}

/** One request; `parts` are written in turn (the shared photo is never copied into a body of its own). */
export function send(
  api: Api,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  parts: Buffer[] = [],
): Promise<Answer> {
  const url = new URL(path, api.base)
  const length = parts.reduce((sum, part) => sum + part.length, 0)
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method,
        agent: api.agent,
        timeout: TIMEOUT_MS,
        headers: {
          ...(api.token ? { authorization: `Bearer ${api.token}` } : {}),
          ...(parts.length ? { 'content-length': String(length) } : {}),
          ...headers,
        },
      },
      (incoming) => {
        const chunks: Buffer[] = []
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
        incoming.on('end', () => {
          api.requests++
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: Buffer.concat(chunks),
          })
        })
        incoming.on('error', reject)
      },
    )
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer in ${TIMEOUT_MS} ms`)))
    outgoing.on('error', reject)
    for (const part of parts) outgoing.write(part)
    outgoing.end()
  })
}

/** `send`, refusing any answer but 2xx; its body as JSON. */
export async function sendOk(
  api: Api,
  method: string,
  path: string,
  headers?: Record<string, string>,
  parts?: Buffer[],
): Promise<unknown> {
  const answer = await send(api, method, path, headers, parts)
  if (answer.status < 200 || answer.status > 299)
    throw new Error(`${method} ${path}: ${answer.status} ${answer.body.toString().slice(0, 200)}`)
  const text = answer.body.toString()
  return text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text
}

export const jsonBody = (body: unknown): [Record<string, string>, Buffer[]] => [
  { 'content-type': 'application/json' },
  [Buffer.from(JSON.stringify(body))],
]

/** Signs in as the bench's admin (api-server.ts createAdmin): `api` then sends its token. */
export async function signIn(api: Api): Promise<void> {
  const login = (await sendOk(
    api,
    'POST',
    'login/staff_login',
    ...jsonBody({ username: 'bench', password: BENCH_PASSWORD }),
  )) as { token?: string }
  if (!login.token) throw new Error(`login: ${JSON.stringify(login)}`)
  api.token = login.token
}

/** The upload's multipart body around the shared photo. */
export const photoParts = (api: Api, id: number): [Record<string, string>, Buffer[]] => [
  { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  [
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="entry_id"\r\n\r\n${id}\r\n` +
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photo"; filename="photo.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    ),
    api.photo,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ],
]

/** Where the gallery's saves put their records: set by seedGallery. */
let place = { category: 0, subcategory: 0 }

/** The step `step` of `editor`; it throws on any answer but 2xx. */
export async function runStep(api: Api, editor: Editor, step: Step): Promise<void> {
  if (step === 'list') {
    await sendOk(api, 'GET', 'gallery/list')
  } else if (step === 'open') {
    const row = (await sendOk(api, 'GET', `gallery/one/${editor.id}`)) as {
      version?: number
      ImagePath: string | null
    }
    editor.version = row.version
    editor.image = row.ImagePath
    // The update screen's preview: the medium rendition, as the renderer asks for it.
    const preview = row.ImagePath ? renditionName(row.ImagePath, 'md') : null
    if (preview) await sendOk(api, 'GET', `/public/uploads/gallery/${preview}`)
  } else if (step === 'save') {
    const [headers, parts] = jsonBody({
      id: editor.id,
      ImageTitle: `Editor ${editor.id} saved ${Date.now()}`,
      SubCategoryID: place.subcategory,
      category: place.category,
      InsertedBy: 'Load Bench',
    })
    const version: Record<string, string> =
      editor.version === undefined ? {} : { [VERSION_HEADER]: String(editor.version) }
    await sendOk(api, 'PATCH', 'gallery/update', { ...headers, ...version }, parts)
  } else {
    await sendOk(api, 'PATCH', 'gallery/uploadGalleryPhoto', ...photoParts(api, editor.id))
  }
}

/** A category, a subcategory and `count` records in it, each with a first photo: made once per run. */
export async function seedGallery(api: Api, count: number): Promise<Editor[]> {
  await sendOk(api, 'POST', 'gallery/category/add', ...jsonBody({ categoryName: 'Load' }))
  const categories = (await sendOk(api, 'GET', 'gallery/category/list')) as { EntryID: number }[]
  const category = categories[0].EntryID
  await sendOk(
    api,
    'POST',
    'gallery/subcategory/add',
    ...jsonBody({ categoryName: category, subcategoryName: 'Editors' }),
  )
  const subs = (await sendOk(api, 'GET', `gallery/subcategory/list/${category}`)) as { EntryID: number }[]
  place = { category, subcategory: subs[0].EntryID }
  const editors: Editor[] = []
  // A few at a time: seeding 200 photos one by one takes minutes on a loaded machine.
  await inParallel(
    Array.from({ length: count }, (_, i) => i),
    4,
    async (i) => {
      const added = (await sendOk(
        api,
        'POST',
        'gallery/add',
        ...jsonBody({
          category,
          SubCategoryID: place.subcategory,
          ImageTitle: `Editor ${i}`,
          FacultyCode: 'General',
          InsertedBy: 'Load Bench',
        }),
      )) as { entry_id?: number }
      if (!added.entry_id) throw new Error(`gallery/add: ${JSON.stringify(added)}`)
      await sendOk(api, 'PATCH', 'gallery/uploadGalleryPhoto', ...photoParts(api, added.entry_id))
      editors.push({ id: added.entry_id })
    },
  )
  return editors
}

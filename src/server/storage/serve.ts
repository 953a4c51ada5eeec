import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { UPLOAD_FOLDERS, type UploadFolder } from '../../shared/contract/define'
import { contentTypeOf } from './content-type'
import type { FileStore } from './file-store'
import { STORED_NAME } from './uploads'

// `/public/uploads/<folder>/<name>` when files are not a plain folder of this server: streamed from the
// bucket (with ETag, Cache-Control and byte ranges, for video seeking), or a redirect to the configured public
// base address (a CDN or the bucket's website). Either way the address an image has is the same on every
// server of a deployment.

/**
 * One name inside the folder: no separator, no control character, no leading dot. Spaces and brackets stay
 * allowed, since the old system's files ("Old Gate 1.jpg", "IMG_0412 (2).jpg") keep the names they had.
 */
// eslint-disable-next-line no-control-regex
const SAFE_NAME = /^[^./\\\x00-\x1f][^/\\\x00-\x1f]{0,200}$/
const RANGE = /^bytes=(\d+)-(\d*)$/
/**
 * A rendition of a stored name is never rewritten either (shared/rules/renditions.ts). A video's captions
 * are: they take the video's name (.vtt), and a new file replaces them in place.
 */
const IMMUTABLE_NAME = new RegExp(`^${STORED_NAME.source.slice(1, -1)}(\\.(sm|md)\\.webp)?$`)
const isImmutable = (name: string) => IMMUTABLE_NAME.test(name) && !name.endsWith('.vtt')

export function registerStoredFiles(app: FastifyInstance, store: FileStore, publicBase: string | null): void {
  app.get<{ Params: { folder: string; name: string } }>(
    '/public/uploads/:folder/:name',
    async (request, reply) => {
      const { folder, name } = request.params
      if (!isUploadFolder(folder) || !SAFE_NAME.test(name))
        return reply.status(404).send({ message: 'Not found' })
      if (publicBase) return redirectToPublic(reply, publicBase, folder, name)
      return sendStoredFile(request, reply, store, folder, name)
    },
  )
}

export function isUploadFolder(folder: string): folder is UploadFolder {
  return UPLOAD_FOLDERS.includes(folder as UploadFolder)
}

export function redirectToPublic(reply: FastifyReply, publicBase: string, folder: string, name: string) {
  return reply.redirect(new URL(`${folder}/${encodeURIComponent(name)}`, publicBase).href, 302)
}

/** Streams `folder/name` from the store, or a byte range of it; 404 when there is none. */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  store: FileStore,
  folder: string,
  name: string,
) {
  if (await sendIfStored(request, reply, store, folder, name)) return reply
  return reply.status(404).send({ message: 'Not found' })
}

/**
 * As sendStoredFile, but false (and nothing sent) when the store has no such file. It answers true, not the
 * reply: a Fastify reply is a thenable, so an async function returning it would wait for the response to end
 * and then answer undefined, which reads as "not stored" and made callers send a second answer.
 */
export async function sendIfStored(
  request: FastifyRequest,
  reply: FastifyReply,
  store: FileStore,
  folder: string,
  name: string,
) {
  const asked = RANGE.exec(String(request.headers.range ?? ''))
  const range = asked ? { start: Number(asked[1]), end: asked[2] ? Number(asked[2]) : undefined } : undefined
  const file = await store.open(folder, name, range && range.start >= 0 ? range : undefined)
  if (!file) return false

  reply
    .header('content-type', contentTypeOf(name))
    .header('etag', file.etag)
    .header('accept-ranges', 'bytes')
    .header('x-content-type-options', 'nosniff')
    // A stored name is random and its file never rewritten: a browser or CDN may keep it for good.
    .header(
      'cache-control',
      isImmutable(name) ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
    )
  if (request.headers['if-none-match'] === file.etag) {
    file.body.destroy()
    reply.status(304).send()
    return true
  }
  if (file.range) {
    reply
      .status(206)
      .header('content-range', `bytes ${file.range.start}-${file.range.end}/${file.size}`)
      .header('content-length', file.range.end - file.range.start + 1)
  } else reply.header('content-length', file.size)
  reply.send(file.body)
  return true
}

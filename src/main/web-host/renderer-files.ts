import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { extname, join, relative, sep } from 'node:path'
import type { FastifyInstance } from 'fastify'

// The built renderer, read into memory once when the host starts and served from there: its files do not
// change while the host runs (a new build means a new start), and every page load asks for about a hundred of
// them. Served from disk, each request cost a listing of its folder (@fastify/static's check of the path's
// spelling), a stat, an open and a read: a fifth of the host's processor time in the end-to-end suite, on the
// one thread that also answers the bridge.

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.wasm': 'application/wasm',
}

/** Files under assets/ carry a hash of their content in their names: a browser may keep them for good. */
const HASHED = /^\/assets\//
const KEEP_HASHED = 'public, max-age=31536000, immutable'
/** index.html names the hashed files of this build: asked again (a 304 while unchanged) at every load. */
const ASK_AGAIN = 'no-cache'

interface RendererFile {
  body: Buffer
  type: string
  etag: string
  cache: string
}

async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true })
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name))
}

/** Every file of the built renderer, by the address it is asked for ("/" for index.html). */
export async function readRendererFiles(root: string): Promise<Map<string, RendererFile>> {
  const files = new Map<string, RendererFile>()
  for (const path of await filesUnder(root)) {
    const address = `/${relative(root, path).split(sep).join('/')}`
    const body = await readFile(path)
    const file: RendererFile = {
      body,
      type: TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
      cache: HASHED.test(address) ? KEEP_HASHED : ASK_AGAIN,
    }
    files.set(address, file)
    if (address === '/index.html') files.set('/', file)
  }
  return files
}

/** Serves the renderer's files; any other address the routes above did not take is a 404. */
export async function registerRendererFiles(app: FastifyInstance, root: string): Promise<void> {
  const files = await readRendererFiles(root)
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: (request, reply) => {
      const file = files.get(request.url.split('?')[0])
      if (!file) return reply.code(404).send()
      reply.header('content-type', file.type).header('etag', file.etag).header('cache-control', file.cache)
      if (request.headers['if-none-match'] === file.etag) return reply.code(304).send()
      return reply.send(file.body)
    },
  })
}

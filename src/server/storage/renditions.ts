import { randomBytes } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import type { FastifyInstance } from 'fastify'
import { parseRenditionName, type RenditionSize } from '../../shared/rules/renditions'
import type { FileStore } from './file-store'
import type { PhotoPool } from './photo-pool'
import { isUploadFolder, redirectToPublic, sendIfStored, sendStoredFile } from './serve'
import { STORED_NAME } from './uploads'

// `/public/uploads/<folder>/<image>.<size>.webp`: an image's rendition (shared/rules/renditions.ts). New
// uploads are stored with theirs; an image stored before renditions existed gets each one the first time it
// is asked for: made from the original, stored beside it through the store (folder or bucket), then served
// or, with a public base address, redirected to like any stored file.
//
// In a plain uploads folder this route sends the originals the server named itself (STORED_NAME) too: the
// folder's static server compares every path's spelling with a listing of its folder, on every request,
// which with ten thousand photos (and their renditions) in one folder is a read of thirty thousand names per
// photo sent. Such a name has one spelling, so there is nothing to compare. Any other name (one brought over
// from the old system) is still the static server's. One route, since the router takes two patterns in the
// same place for the same route.

const RENDITION = '[A-Za-z0-9_.-]+[.](?:sm|md)[.]webp'
/** STORED_NAME without its capturing group, which the router would take for a parameter. */
const ORIGINAL = STORED_NAME.source.slice(1, -1).replace('(', '(?:')
const route = (originals: boolean) =>
  `/public/uploads/:folder/:name(^(?:${RENDITION}${originals ? `|${ORIGINAL}` : ''})$)`

export interface RenditionOptions {
  /** A local folder for the original's copy and the rendition while it is made (the incoming folder). */
  tempDir: string
  publicBase: string | null
  /** The store is a plain folder: its generated names are sent here, not by the static server. */
  originals: boolean
}

export function registerRenditions(app: FastifyInstance, store: FileStore, options: RenditionOptions): void {
  /** Renditions being made: a list of many rows asks for each once, however many requests arrive. */
  const making = new Map<string, Promise<boolean>>()

  app.get<{ Params: { folder: string; name: string } }>(route(options.originals), async (request, reply) => {
    const { folder, name } = request.params
    if (!isUploadFolder(folder)) return reply.status(404).send({ message: 'Not found' })
    const wanted = parseRenditionName(name)
    if (!wanted)
      return options.originals && STORED_NAME.test(name)
        ? sendStoredFile(request, reply, store, folder, name)
        : reply.status(404).send({ message: 'Not found' })
    const key = `${folder}/${name}`
    // Served at once when it is there (the usual case): one read of the store.
    if (!options.publicBase && !making.has(key)) {
      if (await sendIfStored(request, reply, store, folder, name)) return reply
    }
    let made = making.get(key)
    if (!made) {
      made = ensureRendition(store, app.services.photos, options.tempDir, folder, name, wanted).finally(() =>
        making.delete(key),
      )
      making.set(key, made)
    }
    if (!(await made)) return reply.status(404).send({ message: 'Not found' })
    if (options.publicBase) return redirectToPublic(reply, options.publicBase, folder, name)
    return sendStoredFile(request, reply, store, folder, name)
  })
}

/** Makes and stores the rendition unless it is there; false when its original is missing or no image. */
async function ensureRendition(
  store: FileStore,
  photos: PhotoPool,
  tempDir: string,
  folder: string,
  name: string,
  wanted: { original: string; size: RenditionSize },
): Promise<boolean> {
  const existing = await store.open(folder, name, { start: 0, end: 0 })
  if (existing) {
    existing.body.destroy()
    return true
  }
  const original = await store.open(folder, wanted.original)
  if (!original) return false
  const base = join(tempDir, `${randomBytes(12).toString('hex')}.rendition`)
  try {
    await pipeline(original.body, createWriteStream(base, { flags: 'wx' }))
    const made = await photos.makeRendition(base, wanted.size, `${base}.webp`).then(
      () => true,
      () => false,
    )
    if (made) await store.put(folder, name, `${base}.webp`)
    return made
  } finally {
    await Promise.all([base, `${base}.webp`].map((path) => rm(path, { force: true })))
  }
}

import { createWriteStream } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import { randomUUID } from 'node:crypto'
import { extname, join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { Readable } from 'node:stream'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify'
import { WEB_BRIDGE, type InvokeReply } from '../../shared/web-bridge'
import { UPLOAD_FOLDERS, type UploadFolder } from '../../shared/contract/define'
import { CONTENT_SECURITY_POLICY, isTrustedBridgeRequest } from '../security'
import type { Handler } from '../bridge/handlers'
import { registerHostCheck } from '../../server/host-check'
import { registerSsoReturn } from './sso-return'
import { registerRendererFiles } from './renderer-files'

// Browser mode's host: serves the built renderer and carries the bridge over HTTP on loopback, so the
// whole product runs where no Electron binary exists. The handlers are the desktop app's own.

export interface WebHostOptions {
  rendererDir: string
  /** Where dropped files are kept until uploaded (browser files have no path of their own). */
  filesDir: string
  /** The bridge of one browser profile: each keeps its own session, as each desktop install does. */
  handlersFor(clientId: string): Record<string, Handler>
  /** The handle a profile's page gets for a file it handed over (files/grants.ts); never the path. */
  grantFile(clientId: string, path: string): string
  /** Origin of the API server, for images under /public/uploads/; null while it starts. */
  apiOrigin(): string | null
  /** Largest file the host takes from the page; the upload checks apply their own smaller limits after. */
  maxFileBytes?: number
  /** Most browser profiles (bridges) one run of the host serves. */
  maxClients?: number
  /** Most bytes of dropped files the host takes in one run (the sweep removes old ones at start). */
  maxDroppedBytes?: number
  /**
   * What a client's page must hear first when its event stream opens or reopens: the state that may have
   * changed while it was not listening (the upload queue of a batch that ended meanwhile).
   */
  currentEvents?(clientId: string): Promise<readonly (readonly [event: string, payload: unknown])[]>
}

export interface WebHost {
  app: FastifyInstance
  /** Sends an event to every open page of one client. */
  emit(clientId: string, event: string, payload: unknown): void
  /** Sends an event to every open page (the API server's start, which every client waits for). */
  emitAll(event: string, payload: unknown): void
}

const CLIENT_COOKIE = WEB_BRIDGE.clientCookie
const CLIENT_ID = /^[0-9a-f-]{36}$/

/** The client id a browser profile was given, if its cookie holds a well-formed one. */
export function clientIdFrom(cookieHeader: string | undefined): string | null {
  const match = (cookieHeader ?? '').match(new RegExp(`(?:^|;\\s*)${CLIENT_COOKIE}=([^;]+)`))
  return match && CLIENT_ID.test(match[1]) ? match[1] : null
}

declare module 'fastify' {
  interface FastifyRequest {
    clientId: string
  }
}

const SAFE_EXTENSION = /^\.[a-z0-9]{1,5}$/
const DEFAULT_MAX_CLIENTS = 500
const DEFAULT_MAX_DROPPED_BYTES = 20 * 1024 ** 3
const FILE_TOO_LARGE = 'The file is too large.'
const DROPPED_FULL = 'The console has taken all the dropped files it can keep. Restart it to start afresh.'
const TOO_MANY_CLIENTS = 'This console serves too many browser profiles at once. Restart it to start afresh.'

export async function createWebHost(options: WebHostOptions): Promise<WebHost> {
  await mkdir(options.filesDir, { recursive: true, mode: 0o700 })
  const app = Fastify({ logger: false, bodyLimit: 60 * 1024 * 1024 })
  // A page whose host name was made to point at this machine (DNS rebinding) is not the console's page.
  registerHostCheck(app)
  const maxDropped = options.maxDroppedBytes ?? DEFAULT_MAX_DROPPED_BYTES
  const maxFileBytes = options.maxFileBytes ?? 50 * 1024 * 1024
  let dropped = 0
  const listeners = new Map<string, Set<(event: string, payload: unknown) => void>>()
  const streams = new Set<import('node:http').ServerResponse>()

  app.addHook('onSend', async (_request, reply) => {
    reply.header('content-security-policy', CONTENT_SECURITY_POLICY)
    reply.header('x-content-type-options', 'nosniff')
  })

  // Each browser profile gets its own bridge (and so its own session), named by an HttpOnly cookie.
  app.decorateRequest('clientId', '')
  app.addHook('onRequest', async (request, reply) => {
    let id = clientIdFrom(request.headers.cookie)
    if (!id) {
      id = randomUUID()
      reply.header('set-cookie', `${CLIENT_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Strict`)
    }
    request.clientId = id
  })

  // Only the console's own page drives the bridge: checked on the bridge routes themselves, so whatever
  // spelling of the path reached them (/%62ridge/invoke) was checked, and before any body is read.
  const bridgeClients = new Set<string>()
  const maxClients = options.maxClients ?? DEFAULT_MAX_CLIENTS
  const onlyTheConsolePage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isTrustedBridgeRequest(request.headers, request.headers.host ?? ''))
      return reply.code(403).send({ ok: false, error: 'Not a console page' } satisfies InvokeReply)
    if (!bridgeClients.has(request.clientId)) {
      if (bridgeClients.size >= maxClients)
        return reply.code(503).send({ ok: false, error: TOO_MANY_CLIENTS } satisfies InvokeReply)
      bridgeClients.add(request.clientId)
    }
  }

  app.post<{ Body: { channel?: unknown; arg?: unknown } }>(
    WEB_BRIDGE.invoke,
    { onRequest: onlyTheConsolePage },
    async (request) => {
      const { channel, arg } = request.body ?? {}
      const handlers = options.handlersFor(request.clientId)
      const handler =
        typeof channel === 'string' && Object.hasOwn(handlers, channel) ? handlers[channel] : undefined
      if (!handler) return { ok: false, error: 'Unknown bridge method' } satisfies InvokeReply
      try {
        return { ok: true, value: (await handler(arg)) ?? null } satisfies InvokeReply
      } catch (error) {
        return {
          ok: false,
          error: error instanceof Error ? error.message : 'Bridge call failed',
        } satisfies InvokeReply
      }
    },
  )

  app.get(WEB_BRIDGE.events, (request, reply) => {
    reply.hijack()
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-store',
      connection: 'keep-alive',
    })
    reply.raw.write(': connected\n\n')
    const write = (event: string, payload: unknown) =>
      !reply.raw.writableEnded && reply.raw.write(`event: ${event}\ndata: ${JSON.stringify(payload)}\n\n`)
    // Listening first, then the state now: a change in between is heard twice, never missed. It is held
    // until the state now is written, so the page never ends on the older of the two.
    let held: [string, unknown][] | null = options.currentEvents ? [] : null
    const send = (event: string, payload: unknown) =>
      held ? held.push([event, payload]) : write(event, payload)
    const own = listeners.get(request.clientId) ?? new Set()
    listeners.set(request.clientId, own.add(send))
    streams.add(reply.raw)
    request.raw.on('close', () => {
      own.delete(send)
      streams.delete(reply.raw)
    })
    const release = (now: readonly (readonly [string, unknown])[]) => {
      const later = held ?? []
      held = null
      for (const [event, payload] of [...now, ...later]) write(event, payload)
    }
    void options.currentEvents?.(request.clientId).then(release, () => release([]))
  })
  // Open event streams would keep the host from closing.
  app.addHook('onClose', async () => streams.forEach((stream) => stream.end()))

  // File bytes arrive as a stream and go straight to disk; the page gets back a handle to upload it by.
  app.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, payload))
  app.post<{ Querystring: { name?: string } }>(
    WEB_BRIDGE.files,
    { onRequest: onlyTheConsolePage },
    async (request, reply) => {
      const room = maxDropped - dropped
      const limit = Math.min(maxFileBytes, room)
      const tooLarge = (error: string) => reply.code(413).send({ ok: false, error } satisfies InvokeReply)
      // A size said up front that does not fit is refused before a byte is read.
      const declared = Number(request.headers['content-length'] ?? NaN)
      if (declared > limit) return tooLarge(declared > maxFileBytes ? FILE_TOO_LARGE : DROPPED_FULL)
      const extension = extname(String(request.query.name ?? '')).toLowerCase()
      const path = join(options.filesDir, `${randomUUID()}${SAFE_EXTENSION.test(extension) ? extension : ''}`)
      let received = 0
      const body = request.body as Readable
      body.on('data', (chunk: Buffer) => {
        received += chunk.length
        if (received > limit) body.destroy(new Error('too large'))
      })
      // Counted while it arrives, so files sent side by side cannot pass the cap together.
      const reserved = Number.isFinite(declared) ? declared : 0
      dropped += reserved
      try {
        await pipeline(body, createWriteStream(path, { mode: 0o600 }))
      } catch {
        dropped -= reserved
        await rm(path, { force: true })
        return tooLarge(received > maxFileBytes ? FILE_TOO_LARGE : DROPPED_FULL)
      }
      dropped += received - reserved
      return { ok: true, value: options.grantFile(request.clientId, path) } satisfies InvokeReply
    },
  )

  app.get<{ Params: { folder: string; file: string } }>(
    `${WEB_BRIDGE.media}:folder/:file`,
    async (request, reply) => {
      const { folder, file } = request.params
      if (!UPLOAD_FOLDERS.includes(folder as UploadFolder)) return reply.code(404).send()
      const apiOrigin = options.apiOrigin()
      if (!apiOrigin) return reply.code(503).send()
      const upstream = await fetch(`${apiOrigin}/public/uploads/${folder}/${encodeURIComponent(file)}`).catch(
        () => null,
      )
      if (!upstream?.ok || !upstream.body) return reply.code(upstream?.status ?? 502).send()
      reply.header('content-type', upstream.headers.get('content-type') ?? 'application/octet-stream')
      reply.header('cache-control', 'private, max-age=300')
      return reply.send(Readable.fromWeb(upstream.body as WebReadableStream))
    },
  )

  registerSsoReturn(app)
  await registerRendererFiles(app, options.rendererDir)

  return {
    app,
    emit: (clientId, event, payload) => listeners.get(clientId)?.forEach((send) => send(event, payload)),
    emitAll: (event, payload) => listeners.forEach((own) => own.forEach((send) => send(event, payload))),
  }
}

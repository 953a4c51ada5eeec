import type { IncomingMessage } from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { UPLOAD_RULES } from '../shared/rules/uploads'

// An answer sent before the request's body has all arrived (401 or 403 before an upload is read, 413 by
// its declared size, 415, 421, the launch secret's 403, 404 for an unknown path...) ends the connection:
// the rest of the body is not wanted. Closing at once would leave the body's bytes unread, and a socket
// closed with bytes unread sends a TCP reset, which can reach the client before it has read the answer:
// it then sees a network failure ("Cannot reach the server") instead of 401 or 413. So the close lingers
// (RFC 9112 §9.6): the answer says `Connection: close`, the server ends its side after it, reads and drops
// the rest of the body until it ends or the bound below is reached, and only then closes the socket.

/**
 * The bound of that read. Bytes: 4 times the largest file an upload rule takes (10 MB), so a refused
 * upload, even of a photo a few times too large, is read whole and its client, still sending, meets no
 * reset. Time: the answer left first, so a client slower than this has long read it. Past either, the
 * socket is closed: a refused request costs the server no more than a few uploads would.
 */
export const EARLY_ANSWER_DRAIN = {
  maxBytes: 4 * Math.max(...Object.values(UPLOAD_RULES).map((rule) => rule.maxBytes)),
  maxMs: 10_000,
} as const

/** A body is said to follow (a length, or chunks) and has not all arrived yet. */
function bodyStillComing(request: IncomingMessage): boolean {
  if (request.complete) return false
  const { headers } = request
  return headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0
}

/** Every answer, whichever route, hook or error handler sends it, goes through here. */
export function registerEarlyAnswerClose(app: FastifyInstance): void {
  const lingering = new Set<Socket>()
  app.addHook('onSend', async (request, reply, payload) => {
    // An injected request (app.inject: tests, the CLI) has no socket to linger on.
    if (!bodyStillComing(request.raw) || typeof request.raw.socket?.destroySoon !== 'function') return payload
    reply.header('connection', 'close')
    lingerAfterAnswer(request.raw, lingering)
    return payload
  })
  // A server closing does not wait out the bound.
  app.addHook('preClose', async () => {
    for (const socket of lingering) socket.destroy()
  })
}

/**
 * Node ends a `Connection: close` answer with `socket.destroySoon()`: end, then destroy as soon as the
 * answer is written, the body's bytes still unread. Here it ends at once, and is destroyed once the body
 * has been read to its end or a bound is reached.
 */
function lingerAfterAnswer(request: IncomingMessage, lingering: Set<Socket>): void {
  const socket = request.socket
  const readBefore = socket.bytesRead
  const pastBound = () => socket.bytesRead - readBefore > EARLY_ANSWER_DRAIN.maxBytes
  const destroySoon = socket.destroySoon.bind(socket)
  let timer: NodeJS.Timeout | undefined
  let answered = false
  let closing = false
  const forget = () => {
    clearTimeout(timer)
    lingering.delete(socket)
  }
  // Node's own: destroyed once the answer has been written.
  const close = () => {
    if (closing) return
    closing = true
    forget()
    destroySoon()
  }
  // Whatever was reading the body (the multipart parser of a refused upload) has stopped: it is read and
  // dropped here from now on, while the answer is written.
  request.unpipe()
  request.removeAllListeners('data')
  request.on('data', () => {
    if (answered && pastBound()) close()
  })
  request.resume()
  socket.destroySoon = function lingeringClose() {
    answered = true
    lingering.add(socket)
    timer = setTimeout(close, EARLY_ANSWER_DRAIN.maxMs)
    socket.once('close', forget)
    socket.end()
    if (request.readableEnded || pastBound()) return close()
    request.once('end', close)
    request.once('error', close)
  }
}

import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { FastifyServerOptions } from 'fastify'

// Fastify's own logger (pino): JSON lines, each with the request's id. Credentials never reach a line:
// Fastify's request serializer logs no headers or bodies, and the paths below are censored should a
// handler ever log a request, a reply or a body.

export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-console-launch"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  '*.password',
  '*.token',
  '*.Password',
]

export function serverLogger(
  level: string,
  stream?: NodeJS.WritableStream,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' }, ...(stream ? { stream } : {}) }
}

/** A proxy's X-Request-Id is kept when it is a plain token, so one id follows a request through both. */
const REQUEST_ID = /^[\w.:-]{1,64}$/

export function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id']
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID()
}

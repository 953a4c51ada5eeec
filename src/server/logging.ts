import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { FastifyServerOptions } from 'fastify'

// Fastify's own logger (pino): JSON lines, each with the request's id. Credentials never reach a line:
// Fastify's request serializer logs no headers or bodies, the paths below are censored should a handler
// ever log a request, a reply or a body, and an error is logged by loggedError, which keeps no value a
// failed query carried.

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
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { err: loggedError },
    ...(stream ? { stream } : {}),
  }
}

/**
 * What of an error's own fields a line keeps: what failed and why, never what it was given. A database
 * error's `detail` ('Failing row contains (...)', 'Key (x)=(...)') and a failed query's `params` hold the
 * row's values (a password hash, a record's whole text), so they are left out, and the failed query is said
 * by its SQL, whose values are placeholders.
 */
const KEPT_FIELDS = ['code', 'statusCode', 'severity', 'schema', 'table', 'column', 'dataType', 'constraint']

interface LoggedError {
  type: string
  message: string
  stack: string
  [field: string]: unknown
}

/** An error as a log line holds it: its type, message, stack and kept fields, and its cause likewise. */
export function loggedError(error: Error): LoggedError {
  // A value thrown that is not an Error, logged as one.
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' }
  const fields = error as Error & Record<string, unknown>
  // drizzle's DrizzleQueryError says its params in its message (and so in its stack).
  const query = typeof fields.query === 'string' && 'params' in fields ? fields.query : null
  const message = query === null ? error.message : `Failed query: ${query}`
  const line: LoggedError = {
    type: error.name,
    message,
    stack: (error.stack ?? '').replace(error.message, message),
  }
  for (const key of KEPT_FIELDS) if (fields[key] !== undefined) line[key] = fields[key]
  if (error.cause !== undefined)
    line.cause = error.cause instanceof Error ? loggedError(error.cause) : String(error.cause)
  return line
}

/** A proxy's X-Request-Id is kept when it is a plain token, so one id follows a request through both. */
const REQUEST_ID = /^[\w.:-]{1,64}$/

export function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id']
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID()
}

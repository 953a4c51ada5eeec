import type { IncomingMessage } from 'node:http'
import type { FastifyInstance } from 'fastify'
import { RECORDS_IMPORT, records } from '../../shared/contract/records'
import { IMPORT_LIMITS, IMPORT_MESSAGES, isRecordKind } from '../../shared/rules/records'
import { HttpError } from '../errors'
import { runImport } from '../records/import'
import { authenticate, authorize } from './guards'

// The CSV import of university records: `POST /api/records/import/:kind` (`?apply=1` to commit), the body
// the CSV file itself as text/csv. A CSV is not a stored file, so it is not an upload of the contract: the
// body is streamed into the parser as it arrives (records/csv.ts), never held whole, and never written to
// disk. Authentication and the Super Admin check come before a byte of the body is read, as for uploads.

/** The body as it arrives, refused (413) past the size limit, declared or not. */
async function* cappedBody(body: IncomingMessage): AsyncGenerator<Buffer> {
  let seen = 0
  for await (const chunk of body as AsyncIterable<Buffer>) {
    seen += chunk.length
    if (seen > IMPORT_LIMITS.maxBytes) throw new HttpError(413, IMPORT_MESSAGES.tooLarge)
    yield chunk
  }
}

export function registerRecordsImportRoute(app: FastifyInstance) {
  // Its own scope: the text/csv body is handed to this route unread, and no other route accepts one.
  void app.register(async (scope) => {
    scope.addContentTypeParser(RECORDS_IMPORT.contentType, (_request, payload, done) => done(null, payload))
    scope.post<{ Params: { kind: string }; Querystring: { apply?: string } }>(
      RECORDS_IMPORT.route,
      async (request) => {
        const { db } = app.services
        const session = await authenticate(db, request)
        authorize(session.user, records.list.access)
        const { kind } = request.params
        if (!isRecordKind(kind)) throw new HttpError(404, IMPORT_MESSAGES.unknownKind, 'kind')
        const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase()
        if (type !== RECORDS_IMPORT.contentType) throw new HttpError(415, IMPORT_MESSAGES.notCsv)
        const declared = Number(request.headers['content-length'] ?? NaN)
        if (declared > IMPORT_LIMITS.maxBytes) throw new HttpError(413, IMPORT_MESSAGES.tooLarge)
        return runImport(db, kind, cappedBody(request.body as IncomingMessage), {
          apply: request.query.apply === '1',
          writer: { actor: session.user, ip: request.ip },
        })
      },
    )
  })
}

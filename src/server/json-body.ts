import type { FastifyInstance } from 'fastify'
import { HttpError, MESSAGES } from './errors'

// JSON bodies are read as bytes and decoded strictly. Fastify's own reading turns bytes that are not UTF-8
// (a lone surrogate spelled as UTF-8, a Latin-1 é) into U+FFFD without a word, and the text would be stored
// altered; they are refused instead (400 naming the body), as a lone surrogate escaped in a JSON string is
// (routes/guards.ts). The JSON itself is parsed by Fastify's own parser, with its proto-poisoning checks.

const utf8 = new TextDecoder('utf-8', { fatal: true })

export function readJsonBodiesStrictly(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string
    try {
      text = utf8.decode(body as Buffer)
    } catch {
      done(new HttpError(400, `body: ${MESSAGES.notUtf8}`, 'body'), undefined)
      return
    }
    parseJson(request, text, done)
  })
}

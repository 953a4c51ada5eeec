import { createHash } from 'node:crypto'
import { and, asc, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import {
  PUBLIC_LISTS,
  PublicEventsQuery,
  PublicListQuery,
  PublicRecordQuery,
  PublicSlugParams,
  publicAreasWithin,
  publicListSchema,
  publicRecordSchema,
} from '../../shared/contract/public'
import { PUBLIC_PREFIX, PUBLIC_TEXT, type PublicArea } from '../../shared/rules/public'
import { wallClockOf } from '../../shared/rules/schedule'
import type { Database } from '../db/client'
import { published } from '../db/schema'
import { visibleAt } from './visible'
import { HttpError } from '../errors'
import { readZone } from '../schedule-zone'
import { fold } from '../search/marks'
import { feedRoutes, feedSettingsOf, type FeedSettings } from './feed-routes'
import { matchesIfNoneMatch, publicHttp, type PublicHttpOptions } from './http'
import { viewCounter, viewRoutes } from './views'
import { PREVIEW_HEADERS, previewedRecord } from './preview'
import { previewCopy } from './project'
import { uploadsAt } from './body'
import { openApiDocument, type PublicRouteDoc } from './openapi'
import { AnswerCache, codingFor, encode, type Encoded } from './answer-cache'
import { PUBLIC_HTTP_DEFAULTS } from '../../shared/rules/public-http'

// Issue 46: the public content API, read-only and without a session, under /api/public/v1/. Every answer is
// read from the published projection (project.ts) alone: a list is one indexed query over one area's rows
// visible now, its bodies sent as they were stored; a record by its slug likewise. The routes are declared as
// data (PublicRouteDoc), and the same list gives the OpenAPI document.

/**
 * The public API's settings of a deployment: its HTTP (PUBLIC_* variables, read by publicHttpSettings), and
 * the website its feeds link to (PUBLIC_SITE_URL, PUBLIC_SITE_NAME; read from the environment when not given).
 */
export type PublicApiOptions = PublicHttpOptions & {
  feeds?: FeedSettings
  /**
   * The public base address of uploads (UPLOADS_PUBLIC_URL: a CDN or the bucket's website), which the
   * server's /public/uploads/ addresses redirect to: answers name it directly instead. Unset: the server's.
   */
  uploadsBase?: string | null
}

/**
 * A published answer whose ETag is known before its body is built (a list, a record): sent from the answer
 * cache while that ETag stays, built (with the ETag its rows then give) only when it is not kept.
 */
interface Keepable {
  etag: string
  build(): Promise<{ body: string; etag: string }>
}

interface PublicRoute extends PublicRouteDoc {
  /**
   * The answer's body, a Keepable answer, or NOT_MODIFIED when the route found the reader's copy current
   * itself.
   */
  handle(request: FastifyRequest, reply: FastifyReply): Promise<string | Keepable | typeof NOT_MODIFIED>
  /** The route compresses its answers itself (answer-cache.ts) rather than through @fastify/compress. */
  encodes?: true
}

const NOT_MODIFIED = Symbol('not modified')

/**
 * An ETag header's form of a stored validator. With UPLOADS_PUBLIC_URL the answer's bytes differ from the
 * stored ones (their upload addresses are moved onto it), so its ETag is marked by that address too.
 */
const quoting = (uploadsBase: string | null) => {
  if (!uploadsBase) return (etag: string) => `"${etag}"`
  const mark = createHash('sha256').update(uploadsBase).digest('base64url').slice(0, 8)
  return (etag: string) => `"${etag}.${mark}"`
}

/** A refusal of the public API: `{ error }` with its status (public/http.ts answers it). */
const refuse = (status: number, reason: string) => new HttpError(status, reason)

function parsed<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {})
  if (result.success) return result.data
  const issue = result.error.issues[0]
  throw refuse(400, `${issue?.path.join('.') || 'query'}: ${issue?.message ?? 'not understood'}`)
}

/** The next page's cursor: where this one ended in the list's order. Opaque to readers. */
const cursorOf = (sortKey: string, id: number) =>
  Buffer.from(JSON.stringify([sortKey, id])).toString('base64url')

function readCursor(cursor: string): [string, number] {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      Number.isSafeInteger(value[1]) &&
      (value[1] as number) >= 0
    )
      return [value[0], value[1] as number]
  } catch {
    // not base64url JSON: refused below
  }
  throw refuse(400, PUBLIC_TEXT.badCursor)
}

/** Between the parts of an event's sort key (body.ts): a day's keys all sort before `day + AFTER_DAY`. */
const AFTER_DAY = '\u0002'

/** What decides a list's answer, read without the bodies: each row's place, id and stored validator. */
interface Validated {
  sort_key: string
  record_id: number
  etag: string
  updated_at: string
}

interface Listed extends Validated {
  body: string
}

const VALIDATED = {
  sort_key: published.sort_key,
  record_id: published.record_id,
  etag: published.etag,
  updated_at: published.updated_at,
}

/** The columns read of each copy: a revalidation leaves the body out (an empty text in its place). */
const columnsOf = (withBodies: boolean) => ({
  ...VALIDATED,
  body: withBodies ? published.body : sql<string>`''`,
})

async function listOf(
  db: Database,
  area: PublicArea,
  query: z.output<typeof PublicEventsQuery>,
  now: Date,
  withBodies: boolean,
): Promise<{ rows: Listed[]; next: string | null }> {
  const at = now.toISOString()
  const conditions: (SQL | undefined)[] = [eq(published.area, area.path), visibleAt(at)]
  if (query.faculty) conditions.push(eq(published.faculty, query.faculty))
  for (const word of fold(query.q ?? '')
    .split(/\s+/)
    .filter(Boolean))
    conditions.push(sql`strpos(${published.search_text}, ${word}) > 0`)
  if (query.from) conditions.push(gte(published.sort_key, query.from))
  if (query.to) conditions.push(lt(published.sort_key, `${query.to}${AFTER_DAY}`))
  if (query.upcoming === '1' || query.upcoming === 'true')
    conditions.push(gte(published.sort_key, wallClockOf(now, await readZone(db)).slice(0, 10)))
  const ascending = area.order.direction === 'asc'
  if (query.cursor) {
    const [key, id] = readCursor(query.cursor)
    conditions.push(
      ascending
        ? sql`(${published.sort_key}, ${published.record_id}) > (${key}, ${id})`
        : sql`(${published.sort_key}, ${published.record_id}) < (${key}, ${id})`,
    )
  }
  const by = ascending ? asc : desc
  const rows = await db
    .select(columnsOf(withBodies))
    .from(published)
    .where(and(...conditions))
    .orderBy(by(published.sort_key), by(published.record_id))
    .limit(query.limit + 1)
  const page = rows.slice(0, query.limit)
  const last = page[page.length - 1]
  const next = rows.length > query.limit && last ? cursorOf(last.sort_key, Number(last.record_id)) : null
  return { rows: page, next }
}

/** Every visible record of an area answered whole inside another's list (the gallery's categories). */
async function allOf(db: Database, area: PublicArea, now: Date, withBodies: boolean): Promise<Listed[]> {
  const direction = area.order.direction === 'asc' ? asc : desc
  return db
    .select(columnsOf(withBodies))
    .from(published)
    .where(and(eq(published.area, area.path), visibleAt(now.toISOString())))
    .orderBy(direction(published.sort_key), direction(published.record_id))
}

/**
 * A list's strong validator, from what decides its answer's bytes: the page's records in order with their
 * copies' validators (each the hash of the body it sends), the next page's cursor, and the records of the
 * areas answered inside it. Read at the request's moment, so a record entering or leaving its window at a
 * second, a save, an unpublish or a deletion changes the rows read and so the validator, with no body read.
 */
function listEtag(
  page: readonly Validated[],
  next: string | null,
  inside: readonly (readonly [PublicArea, readonly Validated[]])[],
): string {
  const ids = (rows: readonly Validated[]) => rows.map((row) => [Number(row.record_id), row.etag])
  const basis = JSON.stringify([ids(page), next, inside.map(([area, rows]) => [area.path, ids(rows)])])
  return createHash('sha256').update(basis).digest('base64url').slice(0, 27)
}

/** Last-Modified: the newest change among what the answer holds. */
function lastModified(reply: FastifyReply, rows: readonly { updated_at: string }[]) {
  const newest = rows.reduce((max, row) => (row.updated_at > max ? row.updated_at : max), '')
  if (newest) reply.header('last-modified', new Date(newest).toUTCString())
}

const jsonArray = (rows: readonly { body: string }[]) => `[${rows.map((row) => row.body).join(',')}]`

function routesOf(app: FastifyInstance, quoted: (etag: string) => string): PublicRoute[] {
  const { db } = app.services
  const lists: PublicRoute[] = PUBLIC_LISTS.filter((area) => !area.single).map((area) => {
    const querySchema = area.dated ? PublicEventsQuery : PublicListQuery
    return {
      method: 'GET',
      path: area.path,
      summary: `The published ${area.noun} records, ${area.orderText}.`,
      query: querySchema,
      answer: publicListSchema(area),
      async handle(request, reply) {
        const query: z.output<typeof PublicEventsQuery> = parsed(querySchema, request.query)
        const now = app.services.now()
        const read = async (withBodies: boolean) => {
          const { rows, next } = await listOf(db, area, query, now, withBodies)
          const inside = await Promise.all(
            publicAreasWithin(area).map(
              async (each) => [each, await allOf(db, each, now, withBodies)] as const,
            ),
          )
          const etag = listEtag(rows, next, inside)
          reply.header('etag', quoted(etag))
          lastModified(reply, [...rows, ...inside.flatMap(([, each]) => each)])
          return { rows, next, inside, etag }
        }
        // A revalidation, and the answer cache's look-up, need only the rows' validators: no body read.
        const { etag } = await read(false)
        const ifNoneMatch = request.headers['if-none-match']
        if (ifNoneMatch !== undefined && matchesIfNoneMatch(ifNoneMatch, quoted(etag))) return NOT_MODIFIED
        return {
          etag,
          async build() {
            const { rows, next, inside, etag } = await read(true)
            const extra = inside.map(([each, all]) => `,${JSON.stringify(each.within?.as)}:${jsonArray(all)}`)
            return {
              body: `{"items":${jsonArray(rows)},"next":${JSON.stringify(next)}${extra.join('')}}`,
              etag,
            }
          },
        }
      },
      encodes: true,
    }
  })
  /**
   * One record's answer, its copy's body as stored. Its ETag is the copy's own validator (the same bytes
   * always give the same one), so a revalidation is answered 304 from that column alone, without reading
   * the body or hashing it (bench/public, docs/public-api-http.md).
   */
  const one = (area: PublicArea, where: (now: string) => SQL | undefined): PublicRoute['handle'] =>
    async function handle(request, reply) {
      const matching = where(app.services.now().toISOString())
      const first = asc(published.record_id)
      const [current] = await db
        .select({ etag: published.etag, updated_at: published.updated_at })
        .from(published)
        .where(matching)
        .orderBy(first)
        .limit(1)
      if (!current) throw refuse(404, PUBLIC_TEXT.notFound(area.noun))
      reply.header('etag', quoted(current.etag))
      lastModified(reply, [current])
      const ifNoneMatch = request.headers['if-none-match']
      if (ifNoneMatch !== undefined && matchesIfNoneMatch(ifNoneMatch, quoted(current.etag)))
        return NOT_MODIFIED
      return {
        etag: current.etag,
        async build() {
          const [row] = await db
            .select({ body: published.body, etag: published.etag, updated_at: published.updated_at })
            .from(published)
            .where(matching)
            .orderBy(first)
            .limit(1)
          if (!row) throw refuse(404, PUBLIC_TEXT.notFound(area.noun))
          reply.header('etag', quoted(row.etag))
          lastModified(reply, [row])
          return { body: row.body, etag: row.etag }
        },
      }
    }
  /** Issue 46: a record's newest saved version for a preview link's token (public/preview.ts), never cached. */
  const previewed = async (area: PublicArea, slug: string, token: string, reply: FastifyReply) => {
    const check = await previewedRecord(db, token, { area: area.path, slug }, app.services.now())
    if (!check.ok) throw refuse(403, check.message)
    const body = await previewCopy(db, area, check.id)
    if (body === null) throw refuse(404, PUBLIC_TEXT.notFound(area.noun))
    reply.headers(PREVIEW_HEADERS)
    return body
  }
  const bySlug: PublicRoute[] = PUBLIC_LISTS.filter((area) => area.bySlug).map((area) => ({
    method: 'GET',
    path: `${area.path}/:slug`,
    summary: `One published ${area.noun} by its slug.`,
    params: PublicSlugParams,
    query: PublicRecordQuery,
    answer: publicRecordSchema(area),
    encodes: true,
    handle(request, reply) {
      const { slug } = parsed(PublicSlugParams, request.params)
      const { token } = parsed(PublicRecordQuery, request.query)
      if (token) return previewed(area, slug, token, reply)
      return one(area, (now) => and(eq(published.area, area.path), eq(published.slug, slug), visibleAt(now)))(
        request,
        reply,
      )
    },
  }))
  const home = PUBLIC_LISTS.filter((area) => area.single).map((area): PublicRoute => ({
    method: 'GET',
    path: area.path,
    summary: `The ${area.noun}.`,
    answer: publicRecordSchema(area),
    handle: one(area, (now) => and(eq(published.area, area.path), visibleAt(now))),
    encodes: true,
  }))
  return [...lists, ...home, ...bySlug]
}

/** The public API's routes, in their own scope with the HTTP of the web (public/http.ts). */
export async function registerPublicApi(app: FastifyInstance, options: PublicApiOptions): Promise<void> {
  const views = viewRoutes(
    app,
    viewCounter(app.services.db, () => app.services.now()),
  )
  const uploadsBase = options.uploadsBase ?? null
  /** An answer's text as sent: its upload addresses on UPLOADS_PUBLIC_URL when the deployment sets one. */
  const sent = (text: string) => (uploadsBase ? uploadsAt(text, uploadsBase) : text)
  await app.register(
    async (scope) => {
      await publicHttp(scope, options)
      const feeds = options.feeds ?? feedSettingsOf(process.env)
      const routes = [
        ...routesOf(app, quoting(uploadsBase)),
        ...feedRoutes(app.services.db, feeds, () => app.services.now()),
        ...views,
      ]
      const document = openApiDocument([
        ...routes,
        {
          method: 'GET',
          path: 'openapi.json',
          summary: 'This document (OpenAPI 3.1).',
        },
      ])
      const cache = new AnswerCache(options.answerCacheBytes ?? PUBLIC_HTTP_DEFAULTS.answerCacheBytes)
      for (const route of routes) {
        const encodes = 'encodes' in route && route.encodes === true
        scope.route({
          method: route.method,
          url: `/${route.path}`,
          ...(encodes ? { compress: false as const } : {}),
          async handler(request, reply) {
            const answer = await route.handle(request, reply)
            if (answer === NOT_MODIFIED) return reply.code(304).send()
            const type = route.produces ?? 'application/json; charset=utf-8'
            if (!encodes) {
              if (typeof answer !== 'string')
                throw new Error(`${route.path} keeps answers it cannot compress`)
              if (app.services.checkAnswers && route.answer) checkPublicAnswer(route, answer)
              return reply.type(type).send(answer)
            }
            const coding = codingFor(request.headers['accept-encoding'])
            let encoded: Encoded | undefined
            if (typeof answer === 'string') {
              // A preview: never kept (it is private), compressed for this reader alone.
              if (app.services.checkAnswers && route.answer) checkPublicAnswer(route, answer)
              encoded = await encode(sent(answer), coding, PUBLIC_HTTP_DEFAULTS.compressThresholdBytes)
            } else {
              encoded = cache.get(AnswerCache.keyOf(request.url, answer.etag, coding))
              if (!encoded) {
                const built = await answer.build()
                if (app.services.checkAnswers && route.answer) checkPublicAnswer(route, built.body)
                encoded = await encode(sent(built.body), coding, PUBLIC_HTTP_DEFAULTS.compressThresholdBytes)
                cache.set(AnswerCache.keyOf(request.url, built.etag, coding), encoded)
              }
            }
            varyOnCoding(reply)
            if (encoded.coding !== 'identity') reply.header('content-encoding', encoded.coding)
            return reply.type(type).send(encoded.bytes)
          },
        })
      }
      scope.get('/openapi.json', async () => document)
    },
    { prefix: PUBLIC_PREFIX },
  )
}

/** The answer depends on the request's Accept-Encoding: said beside what Vary already holds (Origin). */
function varyOnCoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary')
  const named = Array.isArray(vary) ? vary.join(', ') : typeof vary === 'string' ? vary : ''
  if (!/(^|,)\s*accept-encoding\s*(,|$)/i.test(named))
    reply.header('vary', named ? `${named}, Accept-Encoding` : 'Accept-Encoding')
}

/** An answer its schema refuses is our bug (a field the rules do not name): 500, logged, never sent. */
function checkPublicAnswer(route: PublicRoute, body: string): void {
  const result = route.answer?.safeParse(JSON.parse(body))
  if (result && !result.success)
    throw new Error(`public answer of ${route.path} breaks its schema: ${result.error.message}`)
}

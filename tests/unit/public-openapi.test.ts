import { z } from 'zod'
import { describe, expect, it } from 'vitest'
import { openApiDocument, type PublicRouteDoc } from '../../src/server/public/openapi'

// The public API's OpenAPI document is read by tools (code generators, the site team's clients): it must be
// OpenAPI 3.1 a tool can follow, every path parameter declared and every reference found.

const Image = z
  .object({
    original: z.url(),
    renditions: z.array(z.object({ url: z.url(), width: z.number().int(), height: z.number().int() })),
    srcset: z.string(),
    alt: z.string().describe('"" when the image is decorative'),
  })
  .meta({ id: 'Image' })
const NewsItem = z
  .object({
    slug: z.string(),
    title: z.string(),
    html: z.string(),
    publishedAt: z.iso.datetime({ offset: true }),
    image: Image.nullable(),
  })
  .meta({ id: 'NewsItem' })
const EventItem = z.object({
  slug: z.string(),
  title: z.string(),
  image: Image.nullable(),
  date: z.iso.date(),
})
const list = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), next: z.string().nullable() })
const listQuery = z.object({
  faculty: z.string().optional().describe('A faculty code, or General'),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().optional(),
  q: z.string().optional(),
})
const slug = z.object({ slug: z.string().min(1) })

const ROUTES: PublicRouteDoc[] = [
  {
    method: 'GET',
    path: 'news',
    summary: 'Published news, newest first',
    query: listQuery,
    answer: list(NewsItem),
  },
  { method: 'GET', path: 'news/:slug', summary: 'One news item', params: slug, answer: NewsItem },
  {
    method: 'GET',
    path: 'events',
    summary: 'Published events',
    query: listQuery.extend({ from: z.iso.date().optional(), upcoming: z.stringbool().optional() }),
    answer: list(EventItem),
  },
  { method: 'GET', path: 'news/feed.rss', summary: 'News as RSS 2.0', produces: 'application/rss+xml' },
  { method: 'GET', path: 'events/calendar.ics', summary: 'Events as iCalendar', produces: 'text/calendar' },
  { method: 'GET', path: 'sitemap.xml', summary: 'Every public page', produces: 'application/xml' },
  { method: 'POST', path: 'news/:slug/view', summary: 'Count a view', params: slug },
  {
    method: 'GET',
    path: 'openapi.json',
    summary: 'This document',
    answer: z.record(z.string(), z.unknown()),
  },
]

type Json = Record<string, unknown>
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']

/** Every value under `value` with the JSON pointer it stands at. */
function* walk(value: unknown, pointer = '#'): Generator<[string, unknown]> {
  yield [pointer, value]
  if (typeof value !== 'object' || value === null) return
  for (const [key, child] of Object.entries(value))
    yield* walk(child, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`)
}

function resolve(document: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Json)[key] : undefined), document)
}

describe('the OpenAPI document', () => {
  const document = JSON.parse(JSON.stringify(openApiDocument(ROUTES))) as Json
  const paths = document.paths as Record<string, Record<string, Json>>
  const operations = Object.entries(paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => HTTP_METHODS.includes(method))
      .map(([method, operation]) => ({ path, method, operation })),
  )

  it('is OpenAPI 3.1 with its required fields, and names every address under the API base', () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/)
    expect(document.info).toMatchObject({ title: expect.any(String) as unknown, version: '1' })
    expect(Object.keys(paths).sort()).toEqual(
      [
        '/api/public/v1/news',
        '/api/public/v1/news/{slug}',
        '/api/public/v1/events',
        '/api/public/v1/news/feed.rss',
        '/api/public/v1/events/calendar.ics',
        '/api/public/v1/sitemap.xml',
        '/api/public/v1/news/{slug}/view',
        '/api/public/v1/openapi.json',
      ].sort(),
    )
    expect(operations).toHaveLength(ROUTES.length)
  })

  it('declares every path parameter, required, and no path parameter the path lacks', () => {
    for (const { path, operation } of operations) {
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()
      const parameters = (operation.parameters ?? []) as Json[]
      const declared = parameters.filter((p) => p.in === 'path')
      expect(declared.map((p) => p.name).sort(), path).toEqual(inPath)
      for (const parameter of declared)
        expect(parameter.required, `${path} ${String(parameter.name)}`).toBe(true)
      for (const parameter of parameters) {
        expect(['path', 'query']).toContain(parameter.in)
        expect(parameter.schema).toBeTypeOf('object')
      }
      const pairs = parameters.map((p) => `${String(p.in)}:${String(p.name)}`)
      expect(new Set(pairs).size, path).toBe(pairs.length)
    }
  })

  it('resolves every $ref inside itself', () => {
    const refs = [...walk(document)].filter(([pointer]) => pointer.endsWith('/$ref'))
    expect(refs.length).toBeGreaterThan(10)
    for (const [pointer, ref] of refs)
      expect(resolve(document, String(ref)), `${pointer} → ${String(ref)}`).toBeDefined()
    const names = Object.keys((document.components as { schemas: Json }).schemas)
    for (const name of names) expect(name).toMatch(/^[a-zA-Z0-9._-]+$/)
  })

  it('names a schema two answers share once, as a component', () => {
    const schemas = (document.components as { schemas: Record<string, Json> }).schemas
    expect(Object.keys(schemas)).toEqual(expect.arrayContaining(['Image', 'NewsItem', 'Error']))
    const one = paths['/api/public/v1/news/{slug}'].get
    expect(one.responses).toMatchObject({
      '200': { content: { 'application/json': { schema: { $ref: '#/components/schemas/NewsItem' } } } },
    })
    expect(JSON.stringify(paths['/api/public/v1/events'].get)).toContain('#/components/schemas/Image')
    expect(JSON.stringify(document)).not.toMatch(/"\$(schema|id)"|\$defs/)
  })

  it('gives each answer its media type, the cache validators, a 304 for GETs and the JSON errors', () => {
    const ids = new Set<unknown>()
    for (const { path, method, operation } of operations) {
      const responses = operation.responses as Record<string, Json>
      expect(
        Object.keys(responses).some((code) => /^2\d\d$/.test(code)),
        path,
      ).toBe(true)
      expect(responses['429'], path).toEqual({ $ref: '#/components/responses/TooManyRequests' })
      expect(responses['500'], path).toEqual({ $ref: '#/components/responses/InternalError' })
      if (method === 'get')
        expect(responses['304'], path).toEqual({ $ref: '#/components/responses/NotModified' })
      if (path.includes('{'))
        expect(responses['404'], path).toEqual({ $ref: '#/components/responses/NotFound' })
      for (const response of Object.values(responses))
        expect(response.description ?? response.$ref).toBeTruthy()
      ids.add(operation.operationId)
    }
    expect(ids.size).toBe(operations.length)
    expect(Object.keys(paths['/api/public/v1/news/feed.rss'].get.responses as Json)).toContain('200')
    expect(paths['/api/public/v1/news/feed.rss'].get.responses).toMatchObject({
      '200': { content: { 'application/rss+xml': { schema: { type: 'string' } } } },
    })
    expect(Object.keys(paths['/api/public/v1/news/{slug}/view'].post.responses as Json)).toContain('204')
  })

  it('reads the query parameters as a client sends them, with their defaults, limits and words', () => {
    const parameters = paths['/api/public/v1/news'].get.parameters as Json[]
    expect(parameters).toEqual([
      {
        name: 'faculty',
        in: 'query',
        required: false,
        schema: { type: 'string' },
        description: 'A faculty code, or General',
      },
      {
        name: 'limit',
        in: 'query',
        required: false,
        schema: expect.objectContaining({
          type: 'integer',
          minimum: 1,
          maximum: 100,
          default: 20,
        }) as unknown,
      },
      { name: 'cursor', in: 'query', required: false, schema: { type: 'string' } },
      { name: 'q', in: 'query', required: false, schema: { type: 'string' } },
    ])
  })

  it('refuses routes whose path and params disagree', () => {
    expect(() => openApiDocument([{ method: 'GET', path: 'news/:slug', summary: 'x' }])).toThrow(/slug/)
    expect(() =>
      openApiDocument([{ method: 'GET', path: 'news', summary: 'x', params: slug, answer: NewsItem }]),
    ).toThrow(/params declare slug/)
  })
})

import { z } from 'zod'
import { PUBLIC_PREFIX } from '../../shared/rules/public'
import { PREVIEW_REFUSALS } from '../../shared/rules/preview'
import { PUBLIC_ERRORS } from '../../shared/rules/public-http'

// Issue 46: every public address, declared as data, is what the routes register and what the OpenAPI
// document (/api/public/v1/openapi.json) describes, from the same zod schemas.

export interface PublicRouteDoc {
  method: 'GET' | 'POST'
  /** Under /api/public/v1/, Fastify style (`news/:slug`). */
  path: string
  summary: string
  params?: z.ZodObject
  query?: z.ZodObject
  /** The JSON answer; absent for an answer that is not JSON (`produces`). */
  answer?: z.ZodType
  /** The media type of a non-JSON answer (a feed, the calendar, the sitemap). */
  produces?: string
  /** Longer words than the summary (CommonMark). */
  description?: string
  /** A JSON request body (POST). */
  body?: z.ZodType
  /** Neither `answer` nor `produces`: the status of the empty answer (204 unless told). */
  emptyStatus?: 200 | 202 | 204
}

export interface OpenApiOptions {
  title?: string
  version?: string
  description?: string
  /** Where the API is served; relative to the document's own address unless absolute. */
  serverUrl?: string
}

export const PUBLIC_API_BASE = `${PUBLIC_PREFIX}/`

type Json = Record<string, unknown>

/** Schemas named (`.meta({ id })`) go to components.schemas; the rest stay where they are used. */
const SCHEMA_REF = '#/components/schemas/'

/**
 * The OpenAPI 3.1 document of the given routes: parameters from their params and query objects, answers
 * and bodies as JSON Schema 2020-12 (zod's toJSONSchema, the dialect OpenAPI 3.1 uses), named schemas as
 * components, the cache validators and the JSON errors every answer may carry. A path parameter the params
 * object does not declare, or the other way round, throws: the document must say what the routes do.
 */
export function openApiDocument(routes: readonly PublicRouteDoc[], options: OpenApiOptions = {}): Json {
  const schemas: Record<string, Json> = { Error: ERROR_SCHEMA }
  const paths: Record<string, Record<string, Json>> = {}
  const operationIds = new Set<string>()
  for (const route of routes) {
    const template = route.path.replace(/^\/+/, '')
    const path = `${PUBLIC_API_BASE}${template.replace(/:(\w+)(\([^)]*\))?/g, '{$1}')}`
    const operation = operationOf(route, template, schemas)
    operation.operationId = uniqueId(`${route.method.toLowerCase()} ${template}`, operationIds)
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation }
  }
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    info: {
      title: options.title ?? 'Public content API',
      version: options.version ?? '1',
      description:
        options.description ??
        "The university's published content, read-only, for its website: lists, records by slug, feeds and the sitemap.",
    },
    servers: [{ url: options.serverUrl ?? '/' }],
    paths,
    components: { schemas, responses: RESPONSES, headers: HEADERS },
  }
}

function operationOf(route: PublicRouteDoc, template: string, schemas: Record<string, Json>): Json {
  const pathNames = [...template.matchAll(/:(\w+)/g)].map((match) => match[1])
  const declared = Object.keys(route.params?.shape ?? {})
  const undeclared = pathNames.filter((name) => !declared.includes(name))
  const extra = declared.filter((name) => !pathNames.includes(name))
  if (undeclared.length > 0 || extra.length > 0)
    throw new Error(
      `${route.method} ${route.path}: path parameters ${pathNames.join(', ') || 'none'}, params declare ${declared.join(', ') || 'none'}`,
    )
  const parameters = [
    ...parametersOf(route.params, 'path', schemas),
    ...parametersOf(route.query, 'query', schemas),
  ]
  const responses: Record<string, Json> = { ...successOf(route, schemas) }
  if (route.method === 'GET') responses['304'] = { $ref: '#/components/responses/NotModified' }
  if (parameters.length > 0 || route.body) responses['400'] = { $ref: '#/components/responses/BadRequest' }
  if (pathNames.length > 0) responses['404'] = { $ref: '#/components/responses/NotFound' }
  if (route.query && 'token' in route.query.shape)
    responses['403'] = { $ref: '#/components/responses/PreviewRefused' }
  responses['429'] = { $ref: '#/components/responses/TooManyRequests' }
  responses['500'] = { $ref: '#/components/responses/InternalError' }
  const operation: Json = { summary: route.summary, tags: [template.split('/')[0]], responses }
  if (route.description) operation.description = route.description
  if (parameters.length > 0) operation.parameters = parameters
  if (route.body)
    operation.requestBody = {
      required: true,
      content: { 'application/json': { schema: jsonSchema(route.body, 'input', schemas) } },
    }
  return operation
}

function successOf(route: PublicRouteDoc, schemas: Record<string, Json>): Record<string, Json> {
  const headers = {
    ETag: { $ref: '#/components/headers/ETag' },
    'Last-Modified': { $ref: '#/components/headers/Last-Modified' },
    'Cache-Control': { $ref: '#/components/headers/Cache-Control' },
  }
  if (route.answer)
    return {
      '200': {
        description: route.summary,
        headers,
        content: { 'application/json': { schema: jsonSchema(route.answer, 'output', schemas) } },
      },
    }
  if (route.produces)
    return {
      '200': {
        description: route.summary,
        headers,
        content: { [route.produces]: { schema: { type: 'string' } } },
      },
    }
  return { [String(route.emptyStatus ?? 204)]: { description: route.summary } }
}

function parametersOf(
  object: z.ZodObject | undefined,
  where: 'path' | 'query',
  schemas: Record<string, Json>,
): Json[] {
  return Object.entries(object?.shape ?? {}).map(([name, field]) => {
    const schema = jsonSchema(field as z.ZodType, 'input', schemas)
    const { description, ...rest } = schema
    const parameter: Json = {
      name,
      in: where,
      required: where === 'path' || !(field as z.ZodType).isOptional(),
      schema: rest,
    }
    if (typeof description === 'string') parameter.description = description
    return parameter
  })
}

/**
 * One zod schema as JSON Schema, its named parts moved to components.schemas (a name used twice for two
 * different schemas throws: a reader would get the wrong one).
 */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output', schemas: Record<string, Json>): Json {
  const converted = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    // A Date or a transform has no JSON form of its own: its answer is described by what it is sent as.
    unrepresentable: 'any',
  }) as Json
  const { $defs, $schema, id, ...root } = converted
  void $schema
  const named = { ...(($defs ?? {}) as Record<string, Json>) }
  // A schema named itself comes back whole with its id: it is a component too.
  let top: Json = root
  if (typeof id === 'string') {
    named[id] = root
    top = { $ref: `${SCHEMA_REF}${id}` }
  }
  for (const [name, definition] of Object.entries(named)) {
    const moved = relink(definition)
    if (name in schemas && JSON.stringify(schemas[name]) !== JSON.stringify(moved))
      throw new Error(`two different schemas are named ${name}`)
    schemas[name] = moved
  }
  return relink(top)
}

/** References into the converted schema's $defs, pointed at components.schemas instead. */
function relink(schema: Json): Json {
  return JSON.parse(JSON.stringify(schema), (key, value: unknown) =>
    key === '$ref' && typeof value === 'string' ? value.replace(/^#\/\$defs\//, SCHEMA_REF) : value,
  ) as Json
}

function uniqueId(words: string, taken: Set<string>): string {
  const base = words
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word, i) => (i === 0 ? word : word[0].toUpperCase() + word.slice(1)))
    .join('')
  let id = base
  for (let n = 2; taken.has(id); n++) id = `${base}${n}`
  taken.add(id)
  return id
}

const ERROR_SCHEMA: Json = {
  type: 'object',
  properties: { error: { type: 'string', description: 'Why the request was not answered.' } },
  required: ['error'],
  additionalProperties: false,
}

const errorResponse = (description: string, example: string, headers?: Json): Json => ({
  description,
  ...(headers ? { headers } : {}),
  content: { 'application/json': { schema: { $ref: `${SCHEMA_REF}Error` }, example: { error: example } } },
})

const RESPONSES: Json = {
  NotModified: {
    description: 'The answer the client holds (its If-None-Match or If-Modified-Since) is still current.',
    headers: {
      ETag: { $ref: '#/components/headers/ETag' },
      'Cache-Control': { $ref: '#/components/headers/Cache-Control' },
    },
  },
  BadRequest: errorResponse(
    'A parameter is not what the address takes.',
    `limit: ${PUBLIC_ERRORS.badRequest}`,
  ),
  NotFound: errorResponse('Nothing published has this address.', PUBLIC_ERRORS.notFound),
  PreviewRefused: errorResponse(
    'The preview token is for another record, has expired or was not made by this deployment.',
    PREVIEW_REFUSALS.expired,
  ),
  TooManyRequests: errorResponse(
    'Too many requests from this client address; try again after Retry-After seconds.',
    PUBLIC_ERRORS.tooManyRequests(30),
    { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer', minimum: 1 } } },
  ),
  InternalError: errorResponse('The server failed; the reason is in its log.', PUBLIC_ERRORS.internal),
}

const HEADERS: Json = {
  ETag: {
    description:
      'A strong validator of the answer; send it back in If-None-Match to get 304 while unchanged.',
    schema: { type: 'string' },
  },
  'Last-Modified': {
    description: 'When the records of the answer last changed, where known; If-Modified-Since takes it.',
    schema: { type: 'string' },
  },
  'Cache-Control': {
    description: 'How long a cache may keep the answer (set per deployment; a preview: private, no-store).',
    schema: { type: 'string' },
  },
}

import type { z } from 'zod'

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
}

/** The OpenAPI 3.1 document of the given routes. A first version: paths and summaries only. */
export function openApiDocument(routes: readonly PublicRouteDoc[]): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const route of routes) {
    const path = `/api/public/v1/${route.path.replace(/:(\w+)/g, '{$1}')}`
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: { summary: route.summary } }
  }
  return { openapi: '3.1.0', info: { title: 'Public content API', version: '1' }, paths }
}

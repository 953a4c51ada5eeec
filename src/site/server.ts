import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Webhook } from 'standardwebhooks'
import type { ZodType } from 'zod'
import { SITE_PAGES } from '../shared/rules/public-feeds'
import { PREVIEW_AREAS, PREVIEW_CACHE_CONTROL, type PreviewArea } from '../shared/rules/preview'
import { ApiUnavailable, publicApi, type Fetched, type PublicApi } from './api'
import { SITE_CSS, VIEW_JS } from './assets'
import type { Html } from './html'
import {
  coursePage,
  eventListPage,
  eventPage,
  facultiesPage,
  facultyPage,
  galleryPage,
  headlinePage,
  homePage,
  messagePage,
  newsListPage,
  newsPage,
  sliderPage,
  type Site,
} from './pages'
import {
  Course,
  EventItem,
  Faculty,
  GalleryPage,
  Headline,
  NewsItem,
  pageOf,
  Partner,
  Slider,
} from './records'
import type { SiteSettings } from './settings'
import { SITE_TEXT as T } from './text'

// The reference site's HTTP server (node:http, no framework): pages drawn from the public API, two static
// files, and the webhook address the console tells of every published change (docs/site.md).

/** Where the console's webhook deliveries are received. */
export const WEBHOOK_PATH = '/hooks/console'
/** A webhook's body is a small JSON event: anything bigger is not one. */
const WEBHOOK_MAX_BYTES = 64 * 1024

interface Reply {
  status: number
  body: string
  type?: string
  headers?: Record<string, string>
}

/** A page's headers: never kept by a shared cache (the site's own cache is the API's), scripts only ours. */
function pageHeaders(apiOrigin: string): Record<string, string> {
  return {
    'content-security-policy': [
      "default-src 'none'",
      "style-src 'self'",
      "script-src 'self'",
      `img-src 'self' ${apiOrigin} https: data:`,
      `media-src ${apiOrigin} https:`,
      `connect-src ${apiOrigin}`,
      "base-uri 'none'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; '),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cache-control': 'no-cache',
  }
}

const page = (status: number, html: Html, headers: Record<string, string> = {}): Reply => ({
  status,
  body: html.text,
  type: 'text/html; charset=utf-8',
  headers,
})

type RecordArea = PreviewArea

const isRecordArea = (area: string): area is RecordArea => (PREVIEW_AREAS as readonly string[]).includes(area)

/** The area whose site page is `kind` (SITE_PAGES: news → news, events → event, faculties → faculty…). */
const areaOfPage = (kind: string): RecordArea | undefined =>
  PREVIEW_AREAS.find((area) => SITE_PAGES[area] === kind)

export function siteRoutes(settings: SiteSettings, api: PublicApi) {
  const site: Site = {
    name: settings.name,
    apiUrl: settings.apiUrl,
    apiOrigin: new URL(settings.apiUrl).origin,
  }
  const webhook = settings.webhookSecret ? new Webhook(settings.webhookSecret) : null
  const notFound = (text: string = T.notFound) => page(404, messagePage(site, T.notFoundTitle, text))

  async function drawn<V>(fetched: Fetched<V>, draw: (value: V) => Html | Promise<Html>, preview: boolean) {
    const headers: Record<string, string> = preview
      ? { 'cache-control': PREVIEW_CACHE_CONTROL, 'x-robots-tag': 'noindex' }
      : {}
    if (fetched.status !== 'ok')
      return fetched.status === 'refused'
        ? page(403, messagePage(site, T.refusedTitle, fetched.reason), headers)
        : { ...notFound(preview ? fetched.reason : T.notFound), headers }
    return page(200, await draw(fetched.value), headers)
  }

  async function recordPage(area: RecordArea, slug: string, token: string | null): Promise<Reply> {
    const preview = token !== null
    // A preview is asked for every time and never kept (PREVIEW_CACHE_CONTROL says so to every cache).
    const options = token === null ? {} : { query: { token }, fresh: true }
    const path = `${area}/${encodeURIComponent(slug)}`
    const shown = { preview, ...(!preview && { beacon: `${site.apiUrl}/${path}/view` }) }
    switch (area) {
      case 'news':
        return drawn(await api.get(path, NewsItem, options), (item) => newsPage(site, item, shown), preview)
      case 'events':
        return drawn(await api.get(path, EventItem, options), (item) => eventPage(site, item, shown), preview)
      case 'headlines':
        return drawn(
          await api.get(path, Headline, options),
          (item) => headlinePage(site, item, { preview }),
          preview,
        )
      case 'sliders':
        return drawn(
          await api.get(path, Slider, options),
          (item) => sliderPage(site, item, { preview }),
          preview,
        )
      case 'courses':
        return drawn(
          await api.get(path, Course, options),
          (item) => coursePage(site, item, { preview }),
          preview,
        )
      case 'faculties':
        return drawn(
          await api.get(path, Faculty, options),
          async (item) => {
            const faculty = { faculty: item.code, limit: '6' }
            const [news, events, courses] = await Promise.all([
              listOf('news', NewsItem, faculty),
              listOf('events', EventItem, { ...faculty, upcoming: '1' }),
              listOf('courses', Course, { faculty: item.code, limit: '100' }),
            ])
            return facultyPage(site, item, { news, events, courses }, { preview })
          },
          preview,
        )
    }
  }

  /** A list's first page (empty when the API refuses its filter). */
  async function listOf<V>(path: string, item: ZodType<V>, query: Record<string, string>) {
    const fetched = await api.get(path, pageOf(item), { query })
    return fetched.status === 'ok' ? fetched.value.items : []
  }

  async function listPage<V>(
    path: string,
    item: ZodType<V>,
    query: Record<string, string>,
    draw: (items: V[], next: string | null) => Html,
  ): Promise<Reply> {
    const fetched = await api.get(path, pageOf(item), { query })
    return fetched.status === 'ok' ? page(200, draw(fetched.value.items, fetched.value.next)) : notFound()
  }

  async function home(): Promise<Reply> {
    const [headlines, sliders, news, events, partners] = await Promise.all([
      listOf('headlines', Headline, { limit: '5' }),
      listOf('sliders', Slider, { limit: '10' }),
      listOf('news', NewsItem, { limit: '6' }),
      listOf('events', EventItem, { upcoming: '1', limit: '6' }),
      listOf('partners', Partner, { limit: '100' }),
    ])
    return page(200, homePage(site, { headlines, sliders, news, events, partners }))
  }

  async function receiveWebhook(request: IncomingMessage): Promise<Reply> {
    const json = (status: number, error?: string): Reply => ({
      status,
      body: error ? JSON.stringify({ error }) : '',
      type: 'application/json',
    })
    if (!webhook) return json(404, T.webhookOff)
    const body = await bodyOf(request)
    if (body === null) return json(413, 'Too large')
    const header = (name: string) => String(request.headers[name] ?? '')
    try {
      // Checks the signature over the bytes as sent, and that the timestamp is within five minutes.
      webhook.verify(body, {
        'webhook-id': header('webhook-id'),
        'webhook-timestamp': header('webhook-timestamp'),
        'webhook-signature': header('webhook-signature'),
      })
    } catch {
      return json(401, T.webhookRefused)
    }
    // Any change may show on several pages (the home page, a list, a faculty's page): all are drawn anew.
    api.drop()
    return json(204)
  }

  return async function route(request: IncomingMessage): Promise<Reply> {
    const url = new URL(request.url ?? '/', 'http://site.invalid')
    const method = request.method ?? 'GET'
    if (url.pathname === WEBHOOK_PATH)
      return method === 'POST'
        ? receiveWebhook(request)
        : { status: 405, body: '', headers: { allow: 'POST' } }
    if (method !== 'GET' && method !== 'HEAD')
      return { status: 405, body: '', headers: { allow: 'GET, HEAD' } }
    let parts: string[]
    try {
      parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent)
    } catch {
      return notFound()
    }
    const cursor = url.searchParams.get('cursor')
    const paged = (query: Record<string, string>) => (cursor ? { ...query, cursor } : query)
    const [first, second, third] = parts
    if (parts.length === 0) return home()
    if (first === 'assets' && parts.length === 2) {
      const file = second === 'site.css' ? SITE_CSS : second === 'view.js' ? VIEW_JS : null
      if (file === null) return notFound()
      const type = second.endsWith('.css') ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8'
      return { status: 200, body: file, type, headers: { 'cache-control': 'public, max-age=3600' } }
    }
    if (parts.length === 1) {
      if (first === 'news')
        return listPage('news', NewsItem, paged({}), (items, next) => newsListPage(site, items, next))
      if (first === 'events')
        return listPage('events', EventItem, paged({ upcoming: '1' }), (items, next) =>
          eventListPage(site, items, next),
        )
      if (first === 'faculties')
        return listPage('faculties', Faculty, { limit: '100' }, (items) => facultiesPage(site, items))
      if (first === 'gallery') {
        const fetched = await api.get('gallery', GalleryPage, { query: paged({ limit: '24' }) })
        return fetched.status === 'ok' ? page(200, galleryPage(site, fetched.value)) : notFound()
      }
    }
    if (first === 'preview' && parts.length === 3 && isRecordArea(second)) {
      const token = url.searchParams.get('token')
      if (!token) return notFound()
      return recordPage(second, third, token)
    }
    if (parts.length === 2) {
      const area = areaOfPage(first)
      if (area) return recordPage(area, second, null)
      // The API's own area names (events/…, faculties/…) lead to the page the console's View links open.
      if (isRecordArea(first))
        return {
          status: 301,
          body: '',
          headers: { location: `/${SITE_PAGES[first]}/${encodeURIComponent(second)}` },
        }
    }
    return notFound()
  }
}

/** The request's body as text, or null past WEBHOOK_MAX_BYTES. */
async function bodyOf(request: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > WEBHOOK_MAX_BYTES) return null
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}

export interface RunningSite {
  /** Scheme, host and port, without a trailing slash. */
  url: string
  api: PublicApi
  close(): Promise<void>
}

export async function startSite(settings: SiteSettings): Promise<RunningSite> {
  const api = publicApi(settings.apiUrl)
  const route = siteRoutes(settings, api)
  const headers = pageHeaders(new URL(settings.apiUrl).origin)
  const server = createServer((request, response: ServerResponse) => {
    route(request)
      .catch((error: unknown) => {
        if (!(error instanceof ApiUnavailable)) console.error(error)
        else console.error(`site: ${error.message}`)
        const site: Site = {
          name: settings.name,
          apiUrl: settings.apiUrl,
          apiOrigin: new URL(settings.apiUrl).origin,
        }
        return page(
          error instanceof ApiUnavailable ? 502 : 500,
          messagePage(site, T.unavailableTitle, T.unavailable),
        )
      })
      .then((reply) => {
        response.writeHead(reply.status, {
          ...(reply.type?.startsWith('text/html') ? headers : { 'x-content-type-options': 'nosniff' }),
          ...(reply.type && { 'content-type': reply.type }),
          ...reply.headers,
        })
        response.end(request.method === 'HEAD' ? undefined : reply.body)
      })
  })
  await new Promise<void>((listening, failed) => {
    server.once('error', failed)
    server.listen(settings.port, settings.host, () => listening())
  })
  const { port } = server.address() as AddressInfo
  const host = settings.host.includes(':') ? `[${settings.host}]` : settings.host
  return {
    url: `http://${host}:${port}`,
    api,
    close: () =>
      new Promise<void>((closed) => {
        server.close(() => closed())
        server.closeAllConnections()
      }),
  }
}

import type { z } from 'zod'

// The site's one way to the content: the public API, read through a small cache of its answers. An answer
// is reused for as long as its Cache-Control's max-age says (the deployment's choice), then asked for again
// with its ETag, which costs a 304 when nothing changed. A signed webhook from the console drops the whole
// cache (drop()), so a publish shows on the next page view. Answers marked no-store or private (a preview,
// an error) are never kept.

/** Answers kept at most; past it the oldest goes. */
const MAX_ENTRIES = 500

interface Entry {
  etag: string | null
  body: string
  freshUntil: number
}

export type Fetched<T> = { status: 'ok'; value: T } | { status: 'missing' | 'refused'; reason: string }

/** The API could not be read (down, or an answer the site does not understand): the page says so, 502. */
export class ApiUnavailable extends Error {}

export interface PublicApi {
  /** The API's address, without a trailing slash. */
  readonly base: string
  get<T>(
    path: string,
    schema: z.ZodType<T>,
    options?: { query?: Record<string, string>; fresh?: boolean },
  ): Promise<Fetched<T>>
  /** Forgets every kept answer, and any answer still on its way (a webhook said the content changed). */
  drop(): void
  /** How many answers are kept (for the tests and the log). */
  readonly size: number
}

const maxAgeOf = (cacheControl: string | null): number | null => {
  const directives = (cacheControl ?? '').toLowerCase()
  if (/\b(no-store|private)\b/.test(directives)) return null
  const maxAge = /\bmax-age=(\d+)/.exec(directives)
  return maxAge ? Number(maxAge[1]) : 0
}

export function publicApi(base: string, now: () => number = Date.now): PublicApi {
  const kept = new Map<string, Entry>()
  // Bumped by drop(): an answer asked for before a drop is not kept after it (it may be the old content).
  let generation = 0

  async function answerOf(url: string, fresh: boolean): Promise<{ status: number; body: string }> {
    const entry = fresh ? undefined : kept.get(url)
    if (entry && entry.freshUntil > now()) return { status: 200, body: entry.body }
    const asked = generation
    let answer: Response
    try {
      answer = await fetch(url, {
        headers: { accept: 'application/json', ...(entry?.etag && { 'if-none-match': entry.etag }) },
      })
    } catch (error) {
      throw new ApiUnavailable(`${url}: ${(error as Error).message}`)
    }
    const maxAge = maxAgeOf(answer.headers.get('cache-control'))
    if (answer.status === 304 && entry) {
      if (maxAge !== null && asked === generation) entry.freshUntil = now() + maxAge * 1000
      return { status: 200, body: entry.body }
    }
    const body = await answer.text()
    if (answer.status === 200 && maxAge !== null && !fresh && asked === generation) {
      kept.delete(url)
      kept.set(url, { etag: answer.headers.get('etag'), body, freshUntil: now() + maxAge * 1000 })
      if (kept.size > MAX_ENTRIES) kept.delete(kept.keys().next().value as string)
    }
    return { status: answer.status, body }
  }

  return {
    base,
    async get(path, schema, options = {}) {
      const query = new URLSearchParams(options.query ?? {})
      const url = `${base}/${path}${query.size ? `?${query}` : ''}`
      const { status, body } = await answerOf(url, options.fresh ?? false)
      let json: unknown
      try {
        json = JSON.parse(body)
      } catch {
        throw new ApiUnavailable(`${url}: ${status}, not JSON`)
      }
      // 400: a page address with a filter the API refuses (a cursor edited by hand) is a page not found.
      if (status === 404 || status === 400 || status === 403) {
        const reason = typeof json === 'object' && json && 'error' in json ? String(json.error) : 'Not found'
        return { status: status === 403 ? 'refused' : 'missing', reason }
      }
      if (status !== 200) throw new ApiUnavailable(`${url}: ${status}`)
      const parsed = schema.safeParse(json)
      if (!parsed.success) throw new ApiUnavailable(`${url}: ${parsed.error.message}`)
      return { status: 'ok', value: parsed.data }
    },
    drop() {
      generation++
      kept.clear()
    },
    get size() {
      return kept.size
    },
  }
}

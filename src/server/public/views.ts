import { createHash, randomBytes } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { PublicSlugParams, publicAreaNamed } from '../../shared/contract/public'
import { PUBLIC_TEXT } from '../../shared/rules/public'
import { isBotAgent, VIEW_COUNTING, VIEWED_AREAS } from '../../shared/rules/public-views'
import type { Database } from '../db/client'
import { event, news, published } from '../db/schema'
import { HttpError } from '../errors'
import { repeatWhileUp } from '../repeating'
import type { FeedRoute } from './feed-routes'
import { visibleAt } from './visible'

// Issue 46 "View counts": POST news/{slug}/view and events/{slug}/view, sent by the website's page. A reader is
// counted once per record and day without an address or a cookie being kept: the server remembers, for the
// day, a hash of the day's salt, the reader's address and user agent, and the record; the salt is random, made
// each day in memory and never written, so yesterday's hashes cannot be matched to anyone. Counts wait in
// memory and are added to the records every VIEW_COUNTING.flushEveryMs, one UPDATE per record, outside any
// editor's transaction. A server that dies loses its last seconds of views, never a save. Each server keeps its
// own day: behind two servers a reader may be counted once by each.

const TABLES = { news, events: event } as const

export interface ViewCounter {
  /** Counts a view of a published record unless this reader was counted for it today; false: not counted. */
  count(area: (typeof VIEWED_AREAS)[number], recordId: number, reader: string): boolean
  /** Adds the waiting counts to the records. */
  flush(): Promise<number>
}

export function viewCounter(db: Database, now: () => Date): ViewCounter {
  let day = ''
  let salt = Buffer.alloc(0)
  let seen = new Set<string>()
  const waiting = new Map<string, number>()
  return {
    count(area, recordId, reader) {
      const today = now().toISOString().slice(0, 10)
      if (today !== day || seen.size >= VIEW_COUNTING.visitorsPerDay) {
        day = today
        salt = randomBytes(32)
        seen = new Set()
      }
      const visitor = createHash('sha256')
        .update(salt)
        .update(`${area}\0${recordId}\0${reader}`)
        .digest('base64url')
      if (seen.has(visitor)) return false
      seen.add(visitor)
      const key = `${area}:${recordId}`
      waiting.set(key, (waiting.get(key) ?? 0) + 1)
      return true
    },
    async flush() {
      const taken = [...waiting]
      waiting.clear()
      for (const [key, views] of taken) {
        const [area, id] = key.split(':') as [keyof typeof TABLES, string]
        const table = TABLES[area]
        await db
          .update(table)
          .set({ ViewCount: sql`${table.ViewCount} + ${views}` })
          .where(eq(table.EntryID, Number(id)))
      }
      return taken.length
    },
  }
}

/** The two view routes, counting into `counter`, which the server flushes while it is up. */
export function viewRoutes(app: FastifyInstance, counter: ViewCounter): FeedRoute[] {
  repeatWhileUp(app, {
    first: VIEW_COUNTING.flushEveryMs,
    everyMs: VIEW_COUNTING.flushEveryMs,
    round: async () => {
      const records = await counter.flush()
      return records > 0 ? { records } : null
    },
    done: 'views counted',
    failed: 'counting views failed',
  })
  app.addHook('onClose', async () => void (await counter.flush()))
  return VIEWED_AREAS.map((name) => {
    const area = publicAreaNamed(name)
    return {
      method: 'POST',
      path: `${name}/:slug/view`,
      summary: `Counts a reader's view of a published ${area.noun}: once per reader and day, robots not counted.`,
      params: PublicSlugParams,
      emptyStatus: 204,
      async handle(request, reply) {
        const { slug } = PublicSlugParams.parse(request.params)
        const at = app.services.now().toISOString()
        const [row] = await app.services.db
          .select({ id: published.record_id })
          .from(published)
          .where(and(eq(published.area, name), eq(published.slug, slug), visibleAt(at)))
          .limit(1)
        if (!row) throw new HttpError(404, PUBLIC_TEXT.notFound(area.noun))
        const agent = request.headers['user-agent']
        if (!isBotAgent(agent))
          counter.count(name, Number(row.id), `${request.clientAddress}\0${agent ?? ''}`)
        reply.code(204).header('cache-control', 'no-store')
        return ''
      },
    }
  })
}

import { and, asc, desc, eq, getTableColumns, isNotNull, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { FastifyInstance } from 'fastify'
import { contract } from '../../shared/contract'
import { schedule, type ScheduledJob } from '../../shared/contract/schedule'
import type { SessionUser } from '../../shared/contract/session'
import { mayAccess, mayAny, type Access } from '../../shared/rules/permissions'
import {
  type ScheduledArea,
  SCHEDULE_LISTED,
  SCHEDULED,
  SCHEDULED_TABLES,
  type ScheduledTable,
} from '../../shared/rules/schedule'
import type { Database } from '../db/client'
import { schedule_job, schedule_zone, university_locale } from '../db/schema'
import { recordTableNamed } from '../db/tables'
import { registerArea } from './define'
import { readLocale, readZoneSetting } from '../schedule-zone'

// Issue 26: what is scheduled, for the dashboard, the lists' badges and the forms (each caller sees the jobs of
// the records they may see: the area's own policy, a Faculty user their faculty's news and events), and the
// university's time zone (a Super Admin's setting, else the server's own).

export function registerScheduleRoutes(app: FastifyInstance) {
  registerArea(app, schedule, {
    pending: ({ actor, db }) => visibleJobs(db, actor, { state: 'pending', by: 'due' }),
    async overview({ actor, db }) {
      const listed = (kind: Listing) => visibleJobs(db, actor, { ...kind, limit: SCHEDULE_LISTED })
      return {
        upcoming: await listed({ state: 'pending', by: 'due' }),
        failed: await listed({ state: 'failed', by: 'ran' }),
        late: await listed({ state: 'done', late: true, by: 'ran' }),
        done: await listed({ state: 'done', by: 'ran' }),
      }
    },
    zone: async ({ db }) => ({
      ...(await readZoneSetting(db)),
      embedded: app.services.embedded,
      locale: await readLocale(db),
    }),
    async setZone({ input, db }) {
      await db
        .insert(schedule_zone)
        .values({ id: 1, zone: input.zone })
        .onConflictDoUpdate({ target: schedule_zone.id, set: { zone: input.zone, updated_at: sql`now()` } })
      return { message: 'success' }
    },
    async setLocale({ input, db }) {
      await db
        .insert(university_locale)
        .values({ id: 1, locale: input.locale })
        .onConflictDoUpdate({
          target: university_locale.id,
          set: { locale: input.locale, updated_at: sql`now()` },
        })
      return { message: 'success' }
    },
  })
}

/** Each scheduled table's policy: its area's update call's (who may change the record may see its schedule). */
const ACCESS_OF = Object.fromEntries(
  SCHEDULED_TABLES.map((name) => [name, contract[SCHEDULED[name].area].update.access]),
) as Record<ScheduledTable, Access>

/** Which jobs a list holds: of one state (the late ones of 'done'), by due time or newest run first. */
interface Listing {
  state: ScheduledJob['state']
  late?: boolean
  by: 'due' | 'ran'
  limit?: number
}

/**
 * The listed jobs of the records the actor may see, at most `limit` (of each table, then of all), each with its
 * record's title and faculty: one small query per scheduled table, as the records live in six tables.
 */
async function visibleJobs(db: Database, actor: SessionUser, listing: Listing): Promise<ScheduledJob[]> {
  const order =
    listing.by === 'due'
      ? [asc(schedule_job.due_at), asc(schedule_job.id)]
      : [desc(schedule_job.ran_at), desc(schedule_job.id)]
  const bound = actor.IsAdmin === 2 || actor.IsAdmin === 3
  const jobs: ScheduledJob[] = []
  for (const name of SCHEDULED_TABLES) {
    const access = ACCESS_OF[name]
    const table = recordTableNamed(name)
    if (!table || !mayAny(actor, access)) continue
    const columns: Record<string, PgColumn | undefined> = getTableColumns(table)
    const faculty = columns.FacultyCode
    const area: ScheduledArea = SCHEDULED[name]
    const title = columns[area.titleColumn]
    const section = area.sectionColumn ? columns[area.sectionColumn] : undefined
    const query = db
      .select({
        job: schedule_job,
        title: title ? sql<string | null>`${title}` : sql<null>`null`,
        FacultyCode: faculty ? sql<string | null>`${faculty}` : sql<null>`null`,
        section: section ? sql<string | null>`${section}` : sql<null>`null`,
      })
      .from(schedule_job)
      .leftJoin(table, eq(columns.EntryID!, schedule_job.EntryID))
      .where(
        and(
          eq(schedule_job.record_table, name),
          eq(schedule_job.state, listing.state),
          listing.late ? isNotNull(schedule_job.late_ms) : undefined,
          // A Faculty or Department user: their faculty's records only (the check below says the same).
          bound && faculty ? eq(faculty, actor.FacultyCode ?? '') : undefined,
        ),
      )
      .orderBy(...order)
    const rows = listing.limit === undefined ? await query : await query.limit(listing.limit)
    for (const { job, title: named, FacultyCode, section: sectionOf } of rows)
      if (mayAccess(actor, access, FacultyCode))
        jobs.push({
          id: job.id,
          table: name,
          EntryID: job.EntryID,
          title: named ?? '',
          FacultyCode,
          section: sectionOf,
          action: job.action,
          dueAt: job.due_at,
          state: job.state,
          setBy: job.set_by_name,
          setAt: job.set_at,
          ranAt: job.ran_at,
          lateMs: job.late_ms,
          reason: job.reason,
        })
  }
  // The tables' lists merged in the same order.
  const key = (job: ScheduledJob) => (listing.by === 'due' ? job.dueAt : (job.ranAt ?? ''))
  const sign = listing.by === 'due' ? 1 : -1
  jobs.sort((a, b) => sign * (key(a).localeCompare(key(b)) || a.id - b.id))
  return jobs.slice(0, listing.limit)
}

import { desc, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { a11y, type A11yReport } from '../../shared/contract/a11y'
import { isCheckedTable, type CheckedTable } from '../../shared/rules/a11y/areas'
import { A11Y_PASS_EVERY_MS } from '../../shared/rules/a11y/dismissals'
import { RULE_IDS, type RuleId } from '../../shared/rules/a11y/registry'
import { isFacultyBound, type Actor } from '../../shared/rules/permissions'
import { countsOf, hasError, openRecords, titlesOf } from '../a11y/report'
import { checkUnchecked, effectiveLevels, readLevels } from '../a11y/store'
import type { Database } from '../db/client'
import { a11y_dismissal, a11y_settings, a11y_trend } from '../db/schema'
import { repeatWhileUp } from '../repeating'
import { registerArea } from './define'
import { readZone } from '../schedule-zone'

// Issue 27: the accessibility calls. Levels: every signed-in user reads them (the forms check with them), a
// Super Admin sets them (audited with what they asked). Dismissals: a Super Admin reviews every one. The
// report and the dashboard's count: published records of the caller's scope with open problems, read now
// (a11y/report.ts); taking the report records today's point of the caller's trend.

const isRuleId = (id: string): id is RuleId => (RULE_IDS as readonly string[]).includes(id)

/**
 * The trend a report adds to, one per scope of records: the whole university's (Super Admin), a faculty-bound
 * user's faculty's, or a level's own (DSSD: what they edit, issue 47).
 */
const trendScope = (actor: Actor): string => {
  if (isFacultyBound(actor.IsAdmin) && actor.FacultyCode) return actor.FacultyCode
  return actor.IsAdmin === 1 ? 'all' : `level ${actor.IsAdmin}`
}

/** Today in the university's time zone (the schedule's), as a date. */
async function today(db: Database, now: Date): Promise<string> {
  const zone = await readZone(db)
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(now)
}

async function report(db: Database, actor: Actor, now: Date): Promise<A11yReport> {
  const { published: records, held } = await openRecords(db, actor, await readLevels(db))
  const scope = trendScope(actor)
  const point = {
    recordsWithErrors: records.filter(hasError).length,
    problems: records.reduce((sum, record) => sum + record.problems.length, 0),
  }
  await db
    .insert(a11y_trend)
    .values({ scope, day: await today(db, now), ...point })
    .onConflictDoUpdate({ target: [a11y_trend.scope, a11y_trend.day], set: point })
  const trend = await db
    .select({
      day: a11y_trend.day,
      recordsWithErrors: a11y_trend.recordsWithErrors,
      problems: a11y_trend.problems,
    })
    .from(a11y_trend)
    .where(eq(a11y_trend.scope, scope))
    .orderBy(a11y_trend.day)
  return { records, held, counts: countsOf(records), trend }
}

export function registerA11yRoutes(app: FastifyInstance) {
  registerArea(app, a11y, {
    levels: async ({ db }) => ({ levels: effectiveLevels(await readLevels(db)) }),
    async setLevels({ db, input }) {
      const levels = { ...(await readLevels(db)), ...input.levels }
      await db
        .insert(a11y_settings)
        .values({ id: 1, levels })
        .onConflictDoUpdate({ target: a11y_settings.id, set: { levels, updated_at: sql`now()` } })
      return { message: 'success' }
    },
    async dismissals({ db }) {
      const rows = await db
        .select()
        .from(a11y_dismissal)
        .orderBy(desc(a11y_dismissal.at), desc(a11y_dismissal.id))
      const titles = await titlesOf(
        db,
        rows.flatMap((row) =>
          isCheckedTable(row.record_table) ? [{ table: row.record_table, EntryID: row.EntryID }] : [],
        ),
      )
      return rows.flatMap((row) =>
        isCheckedTable(row.record_table) && isRuleId(row.rule)
          ? [
              {
                id: row.id,
                table: row.record_table as CheckedTable,
                EntryID: row.EntryID,
                rule: row.rule,
                field: row.field,
                reason: row.reason,
                title: titles.get(`${row.record_table} ${row.EntryID}`) ?? '',
                by: row.by_name,
                at: row.at,
              },
            ]
          : [],
      )
    },
    report: ({ db, actor }) => report(db, actor, app.services.now()),
    async count({ db, actor }) {
      const { published } = await openRecords(db, actor, await readLevels(db))
      return { recordsWithErrors: published.filter(hasError).length }
    },
  })
}

export interface A11yPassOptions {
  everyMs?: number
  batch?: number
}

/**
 * Checks the records no write has checked yet (saved before the checker, imported) once the server is
 * ready, and again every `everyMs` (records a CSV import or a restore wrote meanwhile).
 */
export function startA11yPass(app: FastifyInstance, options: A11yPassOptions = {}): void {
  repeatWhileUp(app, {
    first: 'ready',
    everyMs: options.everyMs ?? A11Y_PASS_EVERY_MS,
    async round() {
      const checked = await checkUnchecked(app.services.db, { batch: options.batch })
      return checked > 0 ? { checked } : null
    },
    done: 'records checked for accessibility',
    failed: 'checking records for accessibility failed',
  })
}

import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { FastifyInstance } from 'fastify'
import type { Retention } from '../shared/contract/versions'
import { RETENTION_DEFAULTS } from '../shared/rules/retention'
import type { Database } from './db/client'
import { rowsOf } from './db/rows'
import { audit_log, released_photo, version_retention } from './db/schema'
import type { FileStore } from './storage/file-store'
import { photoNamed } from './storage/release-photo'
import { removeStoredFile } from './storage/uploads'
import { repeatWhileUp } from './repeating'
import { removeFinishedJobs } from './scheduler'
import { removeOldDeliveries } from './webhooks/deliver'
import { removeExpiredLeases } from './routes/lease'

// Issue 25 "Retention": the pruner. A version beyond the retention (older than the last `keepVersions` of its
// record AND older than `keepDays` days, not pinned) keeps its audit entry (who, when, which call: the audit
// trail) and loses its values (before and after), so it is no longer a version: history does not list it and
// no photo is kept for it. A record's newest entry is its version and is never pruned (keepVersions >= 1).
// Work is done in batches of a few hundred entries, each its own short transaction, on a timer and never in a
// user's save. Two servers on one database: a batch runs under a transaction-level advisory lock that the
// other server's batch skips instead of waiting for, and each update re-checks `pruned_at is null`, so a
// batch repeated changes nothing.

/** How the server prunes: every `everyMs`, the first time `firstAfterMs` after it starts. */
export interface PruningOptions {
  everyMs?: number
  firstAfterMs?: number
  /** Entries per transaction. */
  batchSize?: number
}

export const PRUNING_DEFAULTS = { everyMs: 15 * 60_000, firstAfterMs: 60_000, batchSize: 300 } as const

/** Any fixed number, distinct from the migrations' lock: one pruning batch at a time per database. */
const PRUNE_LOCK = 2525

/** The retention in force: the Super Admin's, else the defaults. */
export async function readRetention(db: Database): Promise<Retention> {
  const [row] = await db.select().from(version_retention).where(eq(version_retention.id, 1))
  return row ? { keepVersions: row.keep_versions, keepDays: row.keep_days } : { ...RETENTION_DEFAULTS }
}

export async function saveRetention(db: Database, retention: Retention): Promise<void> {
  const values = { keep_versions: retention.keepVersions, keep_days: retention.keepDays }
  await db
    .insert(version_retention)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: version_retention.id, set: { ...values, updated_at: sql`now()` } })
}

export interface Pruned {
  /** Versions whose values were removed. */
  versions: number
  /** Stored photos removed because no kept version and no current row named them any more. */
  photos: number
  /** Leases on records whose holders stopped renewing them. */
  leases: number
  /** Scheduled changes done, failed or cancelled longer ago than the retention's days. */
  jobs: number
  /** Webhook deliveries delivered or failed longer ago than the retention's days (issue 46). */
  deliveries: number
}

/** Removes the versions beyond the retention, then the photos only they named. Safe to run anywhere, any time. */
export async function pruneVersions(
  db: Database,
  files: FileStore,
  options: { batchSize?: number } = {},
): Promise<Pruned> {
  const batchSize = options.batchSize ?? PRUNING_DEFAULTS.batchSize
  const { keepVersions, keepDays } = await readRetention(db)
  let versions = 0
  for (;;) {
    const done = await pruneBatch(db, { keepVersions: Math.max(1, keepVersions), keepDays }, batchSize)
    if (done === null) break // another server is pruning: it will finish the job
    versions += done
    if (done < batchSize) break
  }
  const photos = await removeUnnamedPhotos(db, files, batchSize)
  const leases = await removeExpiredLeases(db)
  return {
    versions,
    photos,
    leases,
    jobs: await removeFinishedJobs(db, keepDays),
    deliveries: await removeOldDeliveries(db, keepDays),
  }
}

/** One transaction: up to `batchSize` versions beyond the retention lose their values. Null: locked elsewhere. */
async function pruneBatch(db: Database, retention: Retention, batchSize: number): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [lock] = await rowsOf(
      tx,
      sql`select pg_try_advisory_xact_lock(${PRUNE_LOCK}) as locked`,
      z.object({ locked: z.boolean() }),
    )
    if (!lock?.locked) return null
    // The newest `keepVersions` kept entries of each record are ranked 1..keepVersions and stay.
    const beyond = sql`select id from (
        select ${audit_log.id} as id, ${audit_log.at} as at, ${audit_log.pinned} as pinned,
          row_number() over (partition by ${audit_log.record} order by ${audit_log.id} desc) as rank
        from ${audit_log}
        where ${audit_log.record} is not null and ${audit_log.pruned_at} is null
      ) ranked
      where rank > ${retention.keepVersions} and not pinned
        and at < now() - make_interval(days => ${retention.keepDays})
      order by id
      limit ${batchSize}`
    const pruned = await tx
      .update(audit_log)
      .set({ before: sql`null`, after: sql`null`, pruned_at: sql`now()` })
      // Checked again on the row itself: a pin or another pruner that committed meanwhile wins.
      .where(
        and(sql`${audit_log.id} in (${beyond})`, isNull(audit_log.pruned_at), eq(audit_log.pinned, false)),
      )
      .returning({ id: audit_log.id })
    return pruned.length
  })
}

/**
 * The released photos (release-photo.ts) that nothing names any more are removed: the row is taken in a
 * transaction (one server gets it), the file removed once that has committed.
 */
async function removeUnnamedPhotos(db: Database, files: FileStore, batchSize: number): Promise<number> {
  let removed = 0
  let after: { folder: string; name: string } | null = null
  for (;;) {
    const page: { folder: string; name: string; record: string }[] = await db
      .select({ folder: released_photo.folder, name: released_photo.name, record: released_photo.record })
      .from(released_photo)
      .where(
        after
          ? or(
              gt(released_photo.folder, after.folder),
              and(eq(released_photo.folder, after.folder), gt(released_photo.name, after.name)),
            )
          : undefined,
      )
      .orderBy(asc(released_photo.folder), asc(released_photo.name))
      .limit(batchSize)
    for (const photo of page) {
      const taken = await db.transaction(async (tx) => {
        if (await photoNamed(tx, photo.record, photo.name)) return false
        const rows = await tx
          .delete(released_photo)
          .where(and(eq(released_photo.folder, photo.folder), eq(released_photo.name, photo.name)))
          .returning({ name: released_photo.name })
        return rows.length > 0
      })
      if (!taken) continue
      await removeStoredFile(files, photo.folder, photo.name)
      removed++
    }
    if (page.length < batchSize) return removed
    after = page[page.length - 1]
  }
}

/** Runs the pruner on a timer while the server is up; stopped when it closes. Failures are logged, not fatal. */
export function startVersionPruner(app: FastifyInstance, options: PruningOptions = {}): void {
  const { everyMs, firstAfterMs, batchSize } = { ...PRUNING_DEFAULTS, ...options }
  repeatWhileUp(app, {
    first: firstAfterMs,
    everyMs,
    async round() {
      const { db, files } = app.services
      const pruned = await pruneVersions(db, files, { batchSize })
      return Object.values(pruned).some((count) => count > 0) ? pruned : null
    },
    done: 'old versions pruned',
    failed: 'pruning old versions failed',
  })
}

import { eq, sql } from 'drizzle-orm'
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import type { MigrationProgress } from '../../shared/rules/server-start'
import type { Database } from './client'

// Applies the SQL files drizzle-kit wrote (src/server/db/migrations). Vite bundles them as text, so the
// built server (electron-vite) and the tests (vitest) carry their migrations with them and read no folder.

const files = import.meta.glob<string>('./migrations/*.sql', {
  query: '?raw',
  import: 'default',
  eager: true,
})

export interface Migration {
  name: string
  statements: string[]
}

/** The migrations in the order drizzle-kit numbered them. */
export const MIGRATIONS: readonly Migration[] = Object.entries(files)
  .map(([path, text]) => ({
    name: path.replace(/^.*\//, '').replace(/\.sql$/, ''),
    statements: text
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .filter(Boolean),
  }))
  .sort((a, b) => a.name.localeCompare(b.name))

/** Kept out of schema.ts: drizzle-kit must not write a migration for the table that records migrations. */
const consoleMigrations = pgTable('console_migrations', {
  name: text('name').primaryKey(),
  applied_at: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
})

const CREATE_RECORD = sql`create table if not exists console_migrations (
  name text primary key,
  applied_at timestamp with time zone not null default now()
)`

/** Any fixed number: two servers starting on one Postgres database take turns instead of racing. */
const MIGRATION_LOCK = 5191

/** Told before the first migration to apply and after each; a promise it answers is awaited. */
export type MigrationReport = (progress: MigrationProgress) => void | Promise<void>

/**
 * Runs each migration not yet recorded in `console_migrations`, each in its own transaction, telling
 * `report` how far it is. A migration that fails is named in the error.
 */
export async function migrate(
  db: Database,
  migrations: readonly Migration[] = MIGRATIONS,
  report?: MigrationReport,
): Promise<string[]> {
  const before = new Set(await recordedMigrations(db))
  const pending = migrations.filter((migration) => !before.has(migration.name))
  const progress = { done: 0, total: pending.length, firstRun: before.size === 0 }
  if (pending.length > 0) await report?.({ ...progress })
  const applied: string[] = []
  for (const migration of pending) {
    const ran = await applyOnce(db, migration).catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error)
      throw new Error(`Migration ${migration.name} failed: ${reason}`, { cause: error })
    })
    if (ran) applied.push(migration.name)
    progress.done++
    await report?.({ ...progress })
  }
  return applied
}

/** Applies a migration unless another server did meanwhile (checked again under the lock). */
async function applyOnce(db: Database, migration: Migration): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`)
    await tx.execute(CREATE_RECORD)
    const done = await tx
      .select({ name: consoleMigrations.name })
      .from(consoleMigrations)
      .where(eq(consoleMigrations.name, migration.name))
    if (done.length > 0) return false
    for (const statement of migration.statements) await tx.execute(sql.raw(statement))
    await tx.insert(consoleMigrations).values({ name: migration.name })
    return true
  })
}

/** What the database has run before this start (its record made first, under the lock, if it has none). */
async function recordedMigrations(db: Database): Promise<string[]> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`)
    await tx.execute(CREATE_RECORD)
  })
  return appliedMigrations(db)
}

/** The names of the migrations this database has run, in order. */
export async function appliedMigrations(db: Database): Promise<string[]> {
  const rows = await db
    .select({ name: consoleMigrations.name })
    .from(consoleMigrations)
    .orderBy(consoleMigrations.name)
  return rows.map((row) => row.name)
}

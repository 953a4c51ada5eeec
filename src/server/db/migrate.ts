import { eq, sql } from 'drizzle-orm'
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core'
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

/** Any fixed number: two servers starting on one Postgres database take turns instead of racing. */
const MIGRATION_LOCK = 5191

/** Runs each migration not yet recorded in `console_migrations`, each in its own transaction. */
export async function migrate(
  db: Database,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<string[]> {
  const applied: string[] = []
  for (const migration of migrations) {
    const ran = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`)
      await tx.execute(sql`create table if not exists console_migrations (
        name text primary key,
        applied_at timestamp with time zone not null default now()
      )`)
      const done = await tx
        .select({ name: consoleMigrations.name })
        .from(consoleMigrations)
        .where(eq(consoleMigrations.name, migration.name))
      if (done.length > 0) return false
      for (const statement of migration.statements) await tx.execute(sql.raw(statement))
      await tx.insert(consoleMigrations).values({ name: migration.name })
      return true
    })
    if (ran) applied.push(migration.name)
  }
  return applied
}

/** The names of the migrations this database has run, in order. */
export async function appliedMigrations(db: Database): Promise<string[]> {
  const rows = await db
    .select({ name: consoleMigrations.name })
    .from(consoleMigrations)
    .orderBy(consoleMigrations.name)
  return rows.map((row) => row.name)
}

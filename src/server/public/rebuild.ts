import { createHash } from 'node:crypto'
import { and, eq, isNotNull, notExists, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { FastifyInstance } from 'fastify'
import { PUBLIC_AREAS, type PublicArea } from '../../shared/rules/public'
import { readLevels } from '../a11y/store'
import type { Database } from '../db/client'
import { image_size, published_state } from '../db/schema'
import { recordTableNamed } from '../db/tables'
import { repeatWhileUp } from '../repeating'
import { readZone } from '../schedule-zone'
import type { FileStore } from '../storage/file-store'
import { keepImageSize, measureStored } from './image-size'
import { projectArea } from './project'

// Issue 46: the projection built whole when what every copy depends on changed: the rules of rules/public.ts
// (a new server version), the university's time zone (every date's offset), the accessibility levels (which
// gallery photos are held back). Their fingerprint is kept in published_state; a server finding another one
// (at its start, and every `everyMs` after: a Super Admin's change on any server) rebuilds, measuring first the
// images stored before their sizes were kept. Saves meanwhile write their own copies as always; the rebuild
// holds each batch's records while it writes theirs (project.ts projectArea).

/** Bump when what the projection writes changes without the rules table changing (body.ts). */
const BUILD_VERSION = 1

export interface RebuildOptions {
  /** How often to look for a changed fingerprint. */
  everyMs?: number
}

export const REBUILD_DEFAULTS = { everyMs: 30_000 } as const

async function fingerprint(db: Database): Promise<string> {
  const basis = JSON.stringify([BUILD_VERSION, PUBLIC_AREAS, await readZone(db), await readLevels(db)])
  return createHash('sha256').update(basis).digest('base64url')
}

/**
 * Rebuilds the projection when its fingerprint changed since it was last built; answers how many records it
 * projected, or null when it was current.
 */
export async function rebuildPublished(db: Database, files: FileStore): Promise<{ records: number } | null> {
  const wanted = await fingerprint(db)
  const [state] = await db.select().from(published_state).where(eq(published_state.id, 1))
  if (state?.rules === wanted) return null
  let records = 0
  for (const area of PUBLIC_AREAS as readonly PublicArea[]) {
    await measureImages(db, files, area)
    records += await projectArea(db, area)
  }
  await db
    .insert(published_state)
    .values({ id: 1, rules: wanted })
    .onConflictDoUpdate({ target: published_state.id, set: { rules: wanted, built_at: sql`now()` } })
  return { records }
}

/** The sizes of the area's images that have none kept yet, read from the store. */
async function measureImages(db: Database, files: FileStore, area: PublicArea): Promise<void> {
  for (const field of area.fields) {
    if (field.kind !== 'image' || !field.folder) continue
    const table = recordTableNamed(field.joined && area.joined ? area.joined.table : area.table)
    const column = table && (table as unknown as Record<string, PgColumn | undefined>)[field.column]
    if (!table || !column) continue
    const missing = await db
      .selectDistinct({ name: column })
      .from(table)
      .where(
        and(
          isNotNull(column),
          notExists(
            db
              .select({ one: sql`1` })
              .from(image_size)
              .where(and(eq(image_size.folder, field.folder), eq(image_size.name, column))),
          ),
        ),
      )
    for (const { name } of missing) {
      if (typeof name !== 'string' || !name) continue
      await keepImageSize(db, field.folder, name, await measureStored(files, field.folder, name))
    }
  }
}

export function startPublishedRebuild(app: FastifyInstance, options: RebuildOptions = {}): void {
  const { everyMs } = { ...REBUILD_DEFAULTS, ...options }
  repeatWhileUp(app, {
    first: 'ready',
    everyMs,
    round: () => rebuildPublished(app.services.db, app.services.files),
    done: 'published projection rebuilt',
    failed: 'rebuilding the published projection failed',
  })
}

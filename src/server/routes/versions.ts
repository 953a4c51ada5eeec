import { and, eq, getTableColumns, getTableName, isNotNull, isNull } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { FastifyInstance } from 'fastify'
import type { z } from 'zod'
import { contract } from '../../shared/contract'
import type { Spec } from '../../shared/contract/define'
import { versions, type RestoreBody } from '../../shared/contract/versions'
import {
  ID_TAKEN,
  NO_SUCH_VERSION,
  NOT_A_DELETION,
  NOT_LATEST_DELETION,
  RESTORE_CLASH,
  RESTORE_PARENT_GONE,
} from '../../shared/rules/retention'
import { rowOf, versionOf } from '../audit-log'
import type { Database } from '../db/client'
import { audit_log } from '../db/schema'
import { recordTableNamed } from '../db/tables'
import { HttpError } from '../errors'
import { readRetention, saveRetention } from '../retention'
import { recoverable, uniqueViolation } from './records'
import { recordTableOf, registerArea } from './define'
import { isForeignKeyViolation } from './records-area'

// Issue 25 "Retention", for a Super Admin (ACCESS.versions): the retention setting, pinning a version, and
// restoring a deleted record from its deletion's audit entry. Setting the retention and pinning are audited
// with what they asked for and name no record, so they move no record's version. A restore is a write of the
// record it brings back (`records`: the table its body names), so registerArea audits it as that record's
// newest version, before nothing and after the row, in the restore's transaction.

type Restore = z.output<typeof RestoreBody>

export function registerVersionRoutes(app: FastifyInstance) {
  registerArea(
    app,
    versions,
    {
      retention: ({ db }) => readRetention(db),
      async setRetention({ input, db }) {
        await saveRetention(db, input)
        return { message: 'success' }
      },
      async pin({ input, db }) {
        const pinned = await db
          .update(audit_log)
          .set({ pinned: input.pinned })
          .where(
            and(eq(audit_log.id, input.version), isNotNull(audit_log.record), isNull(audit_log.pruned_at)),
          )
          .returning({ id: audit_log.id })
        if (pinned.length === 0) throw new HttpError(404, NO_SUCH_VERSION, 'version')
        return { message: 'success' }
      },
      async restore({ input, db }) {
        await restoreDeleted(db, input)
        return { message: 'success' }
      },
    },
    { records: { restore: (input) => restorableTable(input.table) } },
  )
}

function restorableTable(name: string): PgTable {
  const table = recordTableNamed(name)
  if (!table) throw new HttpError(400, NOT_A_DELETION, 'version')
  return table
}

/** The contract's calls by how the audit log names them ('DELETE news/delete/:EntryID'). */
const SPECS_BY_CALL = new Map<string, Spec>(
  Object.values(contract).flatMap((area) =>
    Object.values(area as Record<string, Spec>).map((spec) => [`${spec.method} ${spec.path}`, spec] as const),
  ),
)

/** Puts a deleted record back with its old id, from the `before` of the entry that deleted it. */
async function restoreDeleted(db: Database, input: Restore): Promise<void> {
  const table = restorableTable(input.table)
  const record = `${getTableName(table)} ${input.EntryID}`
  const [entry] = await db.select().from(audit_log).where(eq(audit_log.id, input.version))
  const before = entry?.before
  // A deletion: the entry of a registered record write (recordTableOf) that held the row before and nothing after.
  const spec = entry && SPECS_BY_CALL.get(entry.call)
  const isDeletion =
    entry?.record === record &&
    entry.pruned_at === null &&
    entry.after === null &&
    typeof before === 'object' &&
    before !== null &&
    spec !== undefined &&
    recordTableOf(spec) !== undefined
  if (!isDeletion) throw new HttpError(400, NOT_A_DELETION, 'version')
  if ((await versionOf(db, record)) !== input.version) throw new HttpError(409, NOT_LATEST_DELETION)
  if (await rowOf(db, table, input.EntryID, true)) throw new HttpError(409, ID_TAKEN)
  const columns = getTableColumns(table)
  const values = Object.fromEntries(Object.entries(before).filter(([key]) => key in columns))
  try {
    await recoverable(db, () => db.insert(table).values(values))
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new HttpError(409, RESTORE_PARENT_GONE)
    const constraint = uniqueViolation(error)
    if (constraint === null) throw error
    throw new HttpError(409, constraint.endsWith('_pkey') ? ID_TAKEN : RESTORE_CLASH)
  }
}

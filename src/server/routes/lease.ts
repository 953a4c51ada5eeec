import { and, eq, lt, or, sql } from 'drizzle-orm'
import type { LeaseAnswer } from '../../shared/contract/define'
import { LEASE_SECONDS } from '../../shared/rules/versions'
import type { SessionUser } from '../../shared/contract/session'
import type { Database } from '../db/client'
import { record_lease } from '../db/schema'
import { submitterName } from './records'
import type { ByKey, ReadContext, ReadOneHandler } from './read-one'

// Issue 25 "Who else is here": an update screen holds a soft lease on its record while it is open, renewing
// it every LEASE_RENEW_SECONDS. A lease never blocks a save (the version check protects the data); it only
// lets a second editor see who is at work on the record, and take over. One upsert decides who holds it, so
// two servers on one database never both answer "mine".

interface LeaseRequest {
  record: string
  holder: string
  action: 'hold' | 'takeOver' | 'release'
  actor: SessionUser
}

/** A lease not renewed for LEASE_SECONDS is free. */
const expired = lt(record_lease.renewed, sql`now() - make_interval(secs => ${LEASE_SECONDS})`)

/** Leases no one renews any more (screens closed long ago): removed by the periodic housekeeping (retention.ts). */
export async function removeExpiredLeases(db: Database): Promise<number> {
  const removed = await db.delete(record_lease).where(expired).returning({ record: record_lease.record })
  return removed.length
}

export async function holdLease(db: Database, request: LeaseRequest): Promise<LeaseAnswer> {
  const { record, holder, action, actor } = request
  if (action === 'release') {
    await db.delete(record_lease).where(and(eq(record_lease.record, record), eq(record_lease.holder, holder)))
    return { mine: false, heldBy: null }
  }
  const taken = await db
    .insert(record_lease)
    .values({ record, holder, StaffID: actor.StaffID, staff_name: submitterName(actor) })
    .onConflictDoUpdate({
      target: record_lease.record,
      set: {
        holder,
        StaffID: actor.StaffID,
        staff_name: submitterName(actor),
        // A renewal keeps the time its holder took it; a new holder's lease starts now.
        since: sql`case when ${record_lease.holder} = ${holder} then ${record_lease.since} else now() end`,
        renewed: sql`now()`,
      },
      setWhere: action === 'takeOver' ? undefined : or(eq(record_lease.holder, holder), expired),
    })
    .returning({ holder: record_lease.holder })
  if (taken.length > 0) return { mine: true, heldBy: null }
  const [other] = await db.select().from(record_lease).where(eq(record_lease.record, record))
  return other
    ? { mine: false, heldBy: { name: other.staff_name, since: other.since, StaffID: other.StaffID } }
    : { mine: false, heldBy: null }
}

/** The handler of an area's lease call, from its read-one handler (which checks who may reach the record). */
export function leaseOf<Row, K extends string, V extends number | string>(
  readOne: ReadOneHandler<Row, K, V>,
) {
  return async (
    ctx: ReadContext<K, V> & {
      input: ByKey<K, V> & { holder: string; action: LeaseRequest['action'] }
    },
  ): Promise<LeaseAnswer> => {
    const row = await readOne(ctx)
    return holdLease(ctx.db, {
      record: readOne.recordOf(ctx.input, row),
      holder: ctx.input.holder,
      action: ctx.input.action,
      actor: ctx.actor,
    })
  }
}

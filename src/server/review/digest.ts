import { eq, sql } from 'drizzle-orm'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import { z } from 'zod'
import { noticeSentence, REVIEW_DIGEST, REVIEW_NOTICE_TEXT as T } from '../../shared/rules/review-notices'
import { fullWhen } from '../../shared/rules/schedule'
import type { Database } from '../db/client'
import { rowsOf } from '../db/rows'
import { review_notice } from '../db/schema'
import type { SendTextMail } from '../mail'
import { repeatWhileUp } from '../repeating'
import { readZone } from '../schedule-zone'
import { happenedBetween, noticeRounds, noticesOf, type Told } from './notices'
import { readReviewRules } from './store'

// Issue 48: the notifications by e-mail, one digest a person per period, never a mail per save. A round takes
// the people whose digest is due (none sent for a period) with SELECT … FOR UPDATE SKIP LOCKED and leases them
// (review_notice.digest_lease) in one statement, so a second server's round, at once or later, takes none of
// them; it then mails each what they were told since their last digest, outside any transaction (a slow mail
// server holds no save), and writes the digest's time. Nothing new: no mail, and the time stays, so the next
// notification is mailed at the next round. A mail server that fails is logged; the lease is let go and the
// person is due again at the next round, with everything since their last digest that was sent.

export interface DigestOptions {
  send: SendTextMail
  /** At most one mail a person per this many ms (REVIEW_DIGEST_MINUTES). */
  periodMs: number
  /** The server's clock; tests hand in their own. */
  now?: () => Date
  log?: Pick<FastifyBaseLogger, 'error'>
  /** The console's address the staff open (CONSOLE_PUBLIC_URL), said in the mail when set. */
  consoleUrl?: string | null
}

export interface DigestCounts {
  sent: number
  failed: number
}

const Taken = z.object({
  StaffID: z.number().int(),
  /** The last digest's time (the drivers answer a Date or a text). */
  since: z.union([z.date(), z.string()]).transform((value) => new Date(value).toISOString()),
  Email: z.string(),
  name: z.string(),
  IsAdmin: z.number().int(),
  FacultyCode: z.string().nullable(),
})
type Taken = z.infer<typeof Taken>

/** Who may be mailed: an active account of a level that signs in, with an address. */
const MAILABLE = sql`s."Active" and s."Email" is not null and btrim(s."Email") <> '' and s."IsAdmin" between 1 and 4`

/**
 * Leases the digests due at `now` (none sent since `now - periodMs`, and no server holding them), first giving
 * every person who may be mailed their row: a person never mailed is told what happened in the last period.
 */
async function takeDue(db: Database, now: Date, periodMs: number): Promise<Taken[]> {
  const at = now.toISOString()
  const due = new Date(now.getTime() - periodMs).toISOString()
  const lease = new Date(now.getTime() + REVIEW_DIGEST.leaseMs).toISOString()
  await db.execute(
    sql`insert into review_notice ("StaffID") select s."StaffID" from staff s where ${MAILABLE} on conflict ("StaffID") do nothing`,
  )
  return rowsOf(
    db,
    sql`update review_notice n set digest_lease = ${lease}::timestamptz
      from staff s
      where n."StaffID" in (
          select "StaffID" from review_notice
          where (digest_lease is null or digest_lease < ${at}::timestamptz)
            and (digest_at is null or digest_at <= ${due}::timestamptz)
          for update skip locked)
        and s."StaffID" = n."StaffID" and ${MAILABLE}
      returning n."StaffID" as "StaffID",
        coalesce(n.digest_at, ${due}::timestamptz) as since,
        btrim(s."Email") as "Email",
        concat_ws(' ', nullif(btrim(s."FirstName"), ''), nullif(btrim(s."MiddleName"), ''), nullif(btrim(s."Surname"), '')) as name,
        s."IsAdmin" as "IsAdmin", s."FacultyCode" as "FacultyCode"`,
    Taken,
  )
}

/** The digest's text: who it is for, then each notification with when it happened, newest first. */
function digestText(person: Taken, told: readonly Told[], zone: string, consoleUrl: string | null): string {
  return [
    T.digestGreeting(person.name),
    '',
    T.digestIntro,
    '',
    ...told.map((notice) => `- ${fullWhen(new Date(notice.at), zone)}: ${noticeSentence(notice)}`),
    '',
    consoleUrl ? T.digestLink(consoleUrl) : T.digestOutro,
  ].join('\n')
}

/** One round: every digest due at the clock's time is mailed once, by whichever server takes it. */
export async function sendReviewDigests(db: Database, options: DigestOptions): Promise<DigestCounts> {
  const now = (options.now ?? (() => new Date()))()
  const counts: DigestCounts = { sent: 0, failed: 0 }
  const taken = await takeDue(db, now, options.periodMs)
  if (taken.length === 0) return counts
  const earliest = new Date(Math.min(...taken.map((person) => Date.parse(person.since))))
  const rules = await readReviewRules(db)
  const rounds = await noticeRounds(db, earliest)
  const zone = await readZone(db)
  for (const person of taken) {
    const told = noticesOf(rules, person, rounds).filter((notice) =>
      happenedBetween(notice.at, person.since, now),
    )
    const release = { digest_lease: null }
    try {
      if (told.length > 0) {
        await options.send({
          to: person.Email,
          subject: T.digestSubject(told.length),
          text: digestText(person, told, zone, options.consoleUrl ?? null),
        })
        counts.sent++
      }
      await db
        .update(review_notice)
        .set(told.length > 0 ? { ...release, digest_at: now.toISOString() } : release)
        .where(eq(review_notice.StaffID, person.StaffID))
    } catch (error) {
      counts.failed++
      options.log?.error({ err: error }, `the review digest of staff ${person.StaffID} was not sent`)
      await db.update(review_notice).set(release).where(eq(review_notice.StaffID, person.StaffID))
    }
  }
  return counts
}

/** Looks for due digests once the server is ready and then often enough for the period; stopped when it closes. */
export function startReviewDigest(app: FastifyInstance, options: Omit<DigestOptions, 'now' | 'log'>): void {
  repeatWhileUp(app, {
    first: 'ready',
    everyMs: Math.min(options.periodMs, REVIEW_DIGEST.lookEveryMs),
    async round() {
      const counts = await sendReviewDigests(app.services.db, {
        ...options,
        now: app.services.now,
        log: app.log,
      })
      return counts.sent || counts.failed ? counts : null
    },
    done: 'review digests sent',
    failed: 'sending review digests failed',
  })
}

import { randomBytes } from 'node:crypto'
import { and, asc, eq, isNotNull, isNull, ne, type SQL } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { accounts, type PasswordLink } from '../../shared/contract/accounts'
import type { SessionUser } from '../../shared/contract/session'
import {
  ACCOUNT_REFUSALS as REFUSED,
  LINK_INVALID,
  mayManageAccount,
  PASSWORD_LINK_MS,
  passwordLinkUrl,
  type PasswordLinkPurpose,
} from '../../shared/rules/accounts'
import { PERMISSION_REFUSALS } from '../../shared/rules/permission-groups'
import { hashPassword } from '../auth/password'
import { RATE_LIMITED_MESSAGE, type LoginLimiter } from '../auth/rate-limit'
import { hashToken, revokeStaffSessions } from '../auth/sessions'
import type { Database } from '../db/client'
import { faculty, password_links, permission_changes, staff } from '../db/schema'
import { HttpError } from '../errors'
import type { SendLinkMail } from '../mail'
import { registerArea, type HandlerContext } from './define'
import { openedRecordHandlers } from './history'
import { readOne } from './read-one'
import { changeLevel, lockSuperAdmins } from './permission'
import { recoverable, submitterName, uniqueViolation } from './records'
import { lockedStaff, staffName } from './staff'

// Staff accounts (docs/permissions.md "Accounts"). The access policy lets Super Admins and Faculty users in;
// each handler then asks mayManageAccount for the stored account and the account as it would become, so a
// Faculty user reaches only their own faculty's Department editors. A new account gets no password: adding
// it (or resetting it) issues a one-time link whose token is kept only as its sha256 (password_links); the
// person opens it and chooses their own. Deactivating ends the person's sessions at once; findSession reads
// the staff row on every call, so every server sharing the database stops them too.

export interface AccountRouteOptions {
  /** The login throttle, shared so that guessing link codes counts like guessing passwords. */
  limiter: LoginLimiter
  /** The console's public address (CONSOLE_PUBLIC_URL) links are built on; none: the console builds them. */
  publicUrl: () => string | null
  /** E-mails a link to its person (SMTP_URL, MAIL_FROM); null when no mail server is configured. */
  sendLinkMail: SendLinkMail | null
}

/** The throttle's key for link codes tried from one address: never a username (it holds a space). */
const linkKey = (ip: string) => `password link ${ip}`

/** Issues a link for the person and voids their older unused ones; answers it with its token (shown once). */
async function issueLink(
  db: Database,
  StaffID: number,
  purpose: PasswordLinkPurpose,
  by: SessionUser,
  publicUrl: string | null,
  now = new Date(),
): Promise<PasswordLink> {
  await db
    .update(password_links)
    .set({ voided_at: now.toISOString() })
    .where(
      and(
        eq(password_links.StaffID, StaffID),
        isNull(password_links.used_at),
        isNull(password_links.voided_at),
      ),
    )
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(now.getTime() + PASSWORD_LINK_MS).toISOString()
  await db.insert(password_links).values({
    token_hash: hashToken(token),
    StaffID,
    purpose,
    created_at: now.toISOString(),
    expires_at: expiresAt,
    created_by: by.StaffID,
  })
  return { token, url: publicUrl ? passwordLinkUrl(publicUrl, token) : null, purpose, expiresAt }
}

/** Voids every unused link of the person (deactivated: no link of theirs may set a password). */
async function voidLinks(db: Database, StaffID: number) {
  await db
    .update(password_links)
    .set({ voided_at: new Date().toISOString() })
    .where(and(eq(password_links.StaffID, StaffID), isNull(password_links.used_at)))
}

/** The account a call names, locked for the change; 404 unless it is one (a staff member with a username). */
async function lockedAccount(db: Database, StaffID: number) {
  const row = await lockedStaff(db, StaffID, REFUSED.unknownStaff)
  // A staff member without a username has no account to change.
  if (row.username === null) throw new HttpError(404, REFUSED.unknownStaff, 'StaffID')
  return row
}

function requireManage(
  actor: SessionUser,
  ...accountsAsTheyAre: { IsAdmin: number; FacultyCode: string | null }[]
) {
  if (!accountsAsTheyAre.every((account) => mayManageAccount(actor, account)))
    throw new HttpError(403, REFUSED.notYours)
}

/** The username is another staff member's: 409 naming the field. */
async function requireUsernameFree(db: Database, username: string, exceptId?: number) {
  const taken = await db
    .select({ StaffID: staff.StaffID })
    .from(staff)
    .where(
      exceptId
        ? and(eq(staff.username, username), ne(staff.StaffID, exceptId))
        : eq(staff.username, username),
    )
  if (taken.length > 0) throw new HttpError(409, REFUSED.usernameTaken, 'username')
}

/** A write that may still lose the username to a concurrent save: the unique index answers the same 409. */
async function keepingUsernameUnique<T>(db: Database, write: () => Promise<T>): Promise<T> {
  try {
    return await recoverable(db, write)
  } catch (error) {
    if (uniqueViolation(error) === 'staff_username_unique')
      throw new HttpError(409, REFUSED.usernameTaken, 'username')
    throw error
  }
}

/** The link a public call names, if it may still be used: unused, not voided, not expired, its account active. */
async function usableLink(db: Database, token: string, lock: boolean) {
  const query = db
    .select({
      token_hash: password_links.token_hash,
      StaffID: password_links.StaffID,
      expires_at: password_links.expires_at,
      used_at: password_links.used_at,
      voided_at: password_links.voided_at,
      Active: staff.Active,
      username: staff.username,
      name: staffName,
    })
    .from(password_links)
    .innerJoin(staff, eq(staff.StaffID, password_links.StaffID))
    .where(eq(password_links.token_hash, hashToken(token)))
  const [link] = lock ? await query.for('update', { of: password_links }) : await query
  const usable =
    link &&
    link.used_at === null &&
    link.voided_at === null &&
    Date.parse(link.expires_at) > Date.now() &&
    link.Active &&
    link.username !== null
  return usable ? { ...link, username: link.username as string } : null
}

/** The accounts as the list shows them, of the staff `where` admits (SPEC has no password or hash on the wire). */
async function accountRows(db: Database, where: SQL | undefined) {
  const rows = await db
    .select({
      StaffID: staff.StaffID,
      FirstName: staff.FirstName,
      MiddleName: staff.MiddleName,
      Surname: staff.Surname,
      username: staff.username,
      Email: staff.Email,
      designation: staff.designation,
      IsAdmin: staff.IsAdmin,
      FacultyCode: staff.FacultyCode,
      FacultyName: faculty.FacultyName,
      Active: staff.Active,
      PasswordHash: staff.PasswordHash,
      LastSignInAt: staff.LastSignInAt,
    })
    .from(staff)
    .leftJoin(faculty, eq(faculty.FacultyCode, staff.FacultyCode))
    .where(and(isNotNull(staff.username), where))
    .orderBy(asc(staff.Surname), asc(staff.FirstName))
  return rows.map(({ PasswordHash, username, ...row }) => ({
    ...row,
    username: username ?? '',
    passwordSet: PasswordHash !== null,
  }))
}

export function registerAccountRoutes(app: FastifyInstance, options: AccountRouteOptions) {
  const { limiter } = options

  /** Public calls: a throttled address is refused before any code is looked up; a bad code counts. */
  async function throttled<T>(ip: string, look: () => Promise<T | null>): Promise<T> {
    if (!(await limiter.allows(linkKey(ip), ip))) throw new HttpError(429, RATE_LIMITED_MESSAGE)
    const found = await look()
    if (found === null) {
      await limiter.recordFailure(linkKey(ip), ip)
      throw new HttpError(404, LINK_INVALID, 'token')
    }
    return found
  }

  /**
   * Once the link is saved, it is also e-mailed when a mail server is configured, the server knows the
   * console's address and the person has an e-mail address. Sent after the answer's work, in the background;
   * a failure is logged: the issuer has the link.
   */
  function mailLink(ctx: HandlerContext, StaffID: number, link: PasswordLink) {
    const send = options.sendLinkMail
    const { url } = link
    if (!send || !url) return
    ctx.afterCommit(async () => {
      const [person] = await app.services.db
        .select({ Email: staff.Email, username: staff.username, name: staffName })
        .from(staff)
        .where(eq(staff.StaffID, StaffID))
      if (!person?.Email || !person.username) return
      // Not awaited: a slow mail server does not hold the answer.
      void send({ to: person.Email, name: person.name, username: person.username, url }).catch(
        (error: unknown) => ctx.log.error({ err: error }, 'set-password link not e-mailed'),
      )
    })
  }

  /** The active account a link call names, locked, if the caller manages it. */
  async function issuableAccount({ input, actor, db }: HandlerContext<typeof accounts.sendLink>) {
    const target = await lockedAccount(db, input.StaffID)
    requireManage(actor, target)
    if (!target.Active) throw new HttpError(403, REFUSED.inactive)
    return target
  }

  /** Issues the person a new link (their older ones void), mails it, and answers it once. */
  async function sendNewLink(ctx: HandlerContext, StaffID: number, purpose: PasswordLinkPurpose) {
    const link = await issueLink(ctx.db, StaffID, purpose, ctx.actor, options.publicUrl())
    mailLink(ctx, StaffID, link)
    return { message: 'success' as const, link }
  }

  registerArea(
    app,
    accounts,
    {
      list({ actor, db }) {
        const mine: SQL[] =
          actor.IsAdmin === 1 ? [] : [eq(staff.IsAdmin, 3), eq(staff.FacultyCode, actor.FacultyCode ?? '')]
        return accountRows(db, and(...mine))
      },

      // Another faculty's account, or one above the caller, is refused as its update would be.
      // Its history holds every write of the staff row: account changes and permission grants alike.
      ...openedRecordHandlers(
        readOne({
          key: 'StaffID',
          id: staff.StaffID,
          notFound: REFUSED.unknownStaff,
          rows: accountRows,
          check: ({ actor }, row) => requireManage(actor, row),
        }),
      ),

      staffWithoutAccount: ({ actor, db }) =>
        db
          .select({
            StaffID: staff.StaffID,
            FirstName: staff.FirstName,
            MiddleName: staff.MiddleName,
            Surname: staff.Surname,
            designation: staff.designation,
            Email: staff.Email,
            FacultyCode: staff.FacultyCode,
          })
          .from(staff)
          .where(
            and(
              isNull(staff.username),
              eq(staff.Active, true),
              ...(actor.IsAdmin === 1 ? [] : [eq(staff.FacultyCode, actor.FacultyCode ?? '')]),
            ),
          )
          .orderBy(asc(staff.Surname), asc(staff.FirstName)),

      async add(ctx) {
        const { input, actor, db } = ctx
        const { StaffID: existingId, ...fields } = input
        requireManage(actor, fields)
        await requireUsernameFree(db, fields.username)
        let StaffID: number
        if (existingId) {
          const [existing] = await db
            .select({ username: staff.username, FacultyCode: staff.FacultyCode, name: staffName })
            .from(staff)
            .where(eq(staff.StaffID, existingId))
            .for('update')
          if (!existing) throw new HttpError(404, REFUSED.unknownStaff, 'StaffID')
          if (existing.username !== null) throw new HttpError(409, REFUSED.hasAccount, 'StaffID')
          // A Faculty user gives an account only to staff of their own faculty (or of none yet).
          if (
            actor.IsAdmin !== 1 &&
            existing.FacultyCode !== null &&
            existing.FacultyCode !== actor.FacultyCode
          )
            throw new HttpError(403, REFUSED.notYours)
          await keepingUsernameUnique(db, () =>
            db
              .update(staff)
              .set({ ...fields, PasswordHash: null, Active: true })
              .where(eq(staff.StaffID, existingId)),
          )
          StaffID = existingId
        } else {
          const [made] = await keepingUsernameUnique(db, () =>
            db.insert(staff).values(fields).returning({ StaffID: staff.StaffID }),
          )
          StaffID = made.StaffID
        }
        // Being given a group is a grant: recorded where every grant is (docs/permissions.md).
        await db.insert(permission_changes).values({
          ByStaffID: actor.StaffID,
          by_name: submitterName(actor),
          StaffID,
          staff_name: submitterName(fields),
          from_level: 0,
          to_level: fields.IsAdmin,
        })
        const link = await issueLink(db, StaffID, 'set', actor, options.publicUrl())
        mailLink(ctx, StaffID, link)
        return { message: 'success' as const, entry_id: StaffID, link }
      },

      async update({ input, actor, db }) {
        const { StaffID, IsAdmin, ...fields } = input
        // The Super Admins first, then the account, as deactivating locks them: never in a circle.
        await lockSuperAdmins(db)
        const stored = await lockedAccount(db, StaffID)
        requireManage(actor, stored, { IsAdmin, FacultyCode: fields.FacultyCode })
        await requireUsernameFree(db, fields.username, StaffID)
        await keepingUsernameUnique(db, () => db.update(staff).set(fields).where(eq(staff.StaffID, StaffID)))
        // A new group goes through the permission rules: not one's own, never the last Super Admin.
        if (IsAdmin !== stored.IsAdmin) await changeLevel(db, actor, StaffID, IsAdmin)
        // Moved to another faculty: their menu and rights change, so they sign in again.
        else if (fields.FacultyCode !== stored.FacultyCode) await revokeStaffSessions(db, StaffID)
        return { message: 'success' as const }
      },

      async deactivate({ input, actor, db }) {
        if (input.StaffID === actor.StaffID) throw new HttpError(403, REFUSED.self)
        const lastSuperAdmin = await lockSuperAdmins(db)
        const target = await lockedAccount(db, input.StaffID)
        requireManage(actor, target)
        if (target.IsAdmin === 1 && target.Active && lastSuperAdmin(target.StaffID))
          throw new HttpError(403, PERMISSION_REFUSALS.lastSuperAdmin)
        await db.update(staff).set({ Active: false }).where(eq(staff.StaffID, target.StaffID))
        await revokeStaffSessions(db, target.StaffID)
        await voidLinks(db, target.StaffID)
        return { message: 'success' as const }
      },

      async reactivate({ input, actor, db }) {
        const target = await lockedAccount(db, input.StaffID)
        requireManage(actor, target)
        await db.update(staff).set({ Active: true }).where(eq(staff.StaffID, target.StaffID))
        return { message: 'success' as const }
      },

      // An account that may be in the wrong hands: its password and every session end in this transaction.
      // Sessions live only in the database (findSession reads them on every call), so every server stops
      // them at once; a sign-in still checking the old password finds the row changed (routes/session.ts).
      async resetPassword(ctx) {
        const target = await issuableAccount(ctx)
        await ctx.db.update(staff).set({ PasswordHash: null }).where(eq(staff.StaffID, target.StaffID))
        await revokeStaffSessions(ctx.db, target.StaffID)
        return sendNewLink(ctx, target.StaffID, 'reset')
      },

      // Someone who only lost their link: the password, if they have one, and their sessions stay.
      async sendLink(ctx) {
        const target = await issuableAccount(ctx)
        return sendNewLink(ctx, target.StaffID, 'set')
      },

      async checkLink({ input, db, ip }) {
        const link = await throttled(ip, () => usableLink(db, input.token, false))
        return { message: 'valid' as const, name: link.name, username: link.username }
      },

      async setPassword({ input, db, ip }) {
        // Hashed before the transaction: scrypt is slow on purpose, and the row lock should be short.
        const PasswordHash = await hashPassword(input.password)
        const username = await throttled(ip, () =>
          db.transaction(async (tx) => {
            const link = await usableLink(tx, input.token, true)
            if (!link) return null
            const now = new Date().toISOString()
            await tx
              .update(password_links)
              .set({ used_at: now })
              .where(eq(password_links.token_hash, link.token_hash))
            await tx.update(staff).set({ PasswordHash }).where(eq(staff.StaffID, link.StaffID))
            // Whoever was signed in with the old password is signed out.
            await revokeStaffSessions(tx, link.StaffID)
            return link.username
          }),
        )
        await limiter.recordSuccess(linkKey(ip), ip)
        return { message: 'success' as const, username }
      },
    },
    {
      records: {
        add: staff,
        update: staff,
        deactivate: staff,
        reactivate: staff,
        resetPassword: staff,
        sendLink: staff,
      },
    },
  )
}

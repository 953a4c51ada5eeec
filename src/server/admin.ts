import { eq, sql } from 'drizzle-orm'
import { MIN_PASSWORD_LENGTH, USERNAME_PATTERN } from '../shared/rules/setup'
import { hashPassword } from './auth/password'
import type { Database } from './db/client'
import { staff } from './db/schema'

// The first Super Admin: a deployment starts with no accounts at all (no demo seed) and makes it with
// `node out/main/server.js create-admin --username U`; the desktop app's embedded server asks for it on its
// first screen (routes/setup.ts). Nobody gets an account with a published password.

export interface NewAdmin {
  username: string
  password: string
  FirstName?: string
  MiddleName?: string
  Surname?: string
}

/** Whether any staff account exists. */
export async function hasAccounts(db: Database): Promise<boolean> {
  return (await db.$count(staff)) > 0
}

/**
 * Creates a Super Admin (IsAdmin 1) and answers its StaffID; throws when the username is taken. With
 * `onlyFirst`, answers null instead of creating when any account exists (two first runs at once make one).
 */
export async function createSuperAdmin(
  db: Database,
  admin: NewAdmin,
  { onlyFirst = false } = {},
): Promise<number | null> {
  const username = admin.username.trim().toLowerCase()
  if (!USERNAME_PATTERN.test(username))
    throw new Error('the username may hold letters, digits, dots, dashes and underscores')
  if (admin.password.length < MIN_PASSWORD_LENGTH)
    throw new Error(`the password needs at least ${MIN_PASSWORD_LENGTH} characters`)
  // Hashed before the transaction: scrypt is slow on purpose, and the transaction should be short.
  const PasswordHash = await hashPassword(admin.password)
  return db.transaction(async (tx) => {
    // One creator at a time: the check below and the insert are then one step.
    await tx.execute(sql`LOCK TABLE ${staff} IN SHARE ROW EXCLUSIVE MODE`)
    if (onlyFirst && (await tx.$count(staff)) > 0) return null
    const [taken] = await tx
      .select({ StaffID: staff.StaffID })
      .from(staff)
      .where(eq(staff.username, username))
    if (taken) throw new Error(`the username ${username} is taken`)
    const [created] = await tx
      .insert(staff)
      .values({
        username,
        PasswordHash,
        IsAdmin: 1,
        FirstName: admin.FirstName?.trim() || username,
        MiddleName: admin.MiddleName?.trim() ?? '',
        Surname: admin.Surname?.trim() ?? '',
        designation: 'Super Admin',
      })
      .returning({ StaffID: staff.StaffID })
    return created.StaffID
  })
}

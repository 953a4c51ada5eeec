import { eq } from 'drizzle-orm'
import { hashPassword } from './auth/password'
import type { Database } from './db/client'
import { staff } from './db/schema'

// Accounts made from the command line: a deployment starts with no accounts at all (no demo seed), so
// its first Super Admin is created with `node out/main/server.js create-admin --username U`.

export const MIN_PASSWORD_LENGTH = 8

export interface NewAdmin {
  username: string
  password: string
  FirstName?: string
  MiddleName?: string
  Surname?: string
}

/** Creates a Super Admin (IsAdmin 1) and answers its StaffID; throws when the username is taken. */
export async function createSuperAdmin(db: Database, admin: NewAdmin): Promise<number> {
  const username = admin.username.trim().toLowerCase()
  if (!/^[a-z0-9._-]{1,100}$/.test(username))
    throw new Error('the username may hold letters, digits, dots, dashes and underscores')
  if (admin.password.length < MIN_PASSWORD_LENGTH)
    throw new Error(`the password needs at least ${MIN_PASSWORD_LENGTH} characters`)
  const [taken] = await db.select({ StaffID: staff.StaffID }).from(staff).where(eq(staff.username, username))
  if (taken) throw new Error(`the username ${username} is taken`)
  const [created] = await db
    .insert(staff)
    .values({
      username,
      PasswordHash: await hashPassword(admin.password),
      IsAdmin: 1,
      FirstName: admin.FirstName ?? username,
      MiddleName: admin.MiddleName ?? '',
      Surname: admin.Surname ?? '',
      designation: 'Super Admin',
    })
    .returning({ StaffID: staff.StaffID })
  return created.StaffID
}

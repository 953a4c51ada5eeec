import { and, eq } from 'drizzle-orm'
import { hashPassword } from '../auth/password'
import type { Database } from './client'
import { staff } from './schema'
import { DEMO_PASSWORD } from './seed-data'

// A demo staff member in no permission group who has a login, so a newcomer (and the permission tests)
// can grant a group and sign in as them: until a group is granted the console refuses them (SPEC §6).

export const DEMO_UNGROUPED_LOGIN = {
  username: 'lecturer',
  password: DEMO_PASSWORD,
  FirstName: 'Samuel',
  Surname: 'Ajayi',
} as const

export async function seedPermissionLogin(tx: Database): Promise<void> {
  const { username, password, FirstName, Surname } = DEMO_UNGROUPED_LOGIN
  await tx
    .update(staff)
    .set({ username, PasswordHash: await hashPassword(password) })
    .where(and(eq(staff.FirstName, FirstName), eq(staff.Surname, Surname)))
}

import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { permission as permissionCalls } from '../../src/shared/contract/permission'
import { PERMISSION_REFUSALS as REFUSED } from '../../src/shared/rules/permission-groups'
import { staff } from '../../src/server/db/schema'
import { changeLevel } from '../../src/server/routes/permission'
import { DEMO_UNGROUPED_LOGIN as LECTURER } from '../../src/server/db/seed-permissions'
import { useTestServer } from './helpers'

// Permission groups: who may see and change them, the rules the server holds whatever the screen does
// (nobody changes their own group, the last Super Admin stays, only the four groups), every change
// recorded, and a changed user's session ended so their next call brings the new group's menu.

const server = useTestServer()

/** `as`: a demo account's username or a bearer token. Wire bodies: some tests send what the contract refuses. */
const patch = async (path: string, json: unknown, as = 'admin') =>
  server.api(`staff/permission/${path}`, { method: 'PATCH', token: await server.token(as), json })
const grant = (StaffID: number, permission: number, as?: string) => patch('add', { permission, StaffID }, as)
const revoke = (StaffID: number, as?: string) => patch('remove', { permission: 0, StaffID }, as)

const staffList = () => server.ok(permissionCalls.list, {}, { as: 'admin' })
const idOf = async (name: string) => {
  const row = (await staffList()).find((item) => item.staff_name === name)
  if (!row) throw new Error(`no staff ${name}`)
  return row.StaffID
}
const levelOf = async (StaffID: number) =>
  (
    await server.database.db.select({ IsAdmin: staff.IsAdmin }).from(staff).where(eq(staff.StaffID, StaffID))
  )[0].IsAdmin

async function signIn(username: string, password: string) {
  const response = await server.api('login/staff_login', { method: 'POST', json: { username, password } })
  return (await response.json()) as { message: string; token?: string; userData?: { IsAdmin: number }[] }
}

describe('the staff list', () => {
  it('shows every active staff member with their group, to levels 1 and 2 only', async () => {
    const rows = await staffList()
    expect(rows.find((row) => row.staff_name === 'Amina Halima Bello')).toMatchObject({ IsAdmin: 1 })
    expect(rows.find((row) => row.staff_name === 'Samuel Oluwatobi Ajayi')).toMatchObject({
      IsAdmin: 0,
      designation: 'Lecturer I',
    })
    expect(rows.some((row) => row.staff_name === 'Godwin Efosa Omoregie')).toBe(false)
    expect((await server.call(permissionCalls.list, {}, { as: 'faculty' })).status).toBe(200)
    for (const username of ['department', 'dssd'])
      expect((await server.call(permissionCalls.list, {}, { as: username })).status).toBe(403)
    expect((await server.api('staff/permission/list/active')).status).toBe(401)
  })
})

describe('granting and revoking', () => {
  it('grants a group and revokes it, recording who changed whom from what to what', async () => {
    const StaffID = await idOf('Blessing Nkechi Okonkwo')
    expect(await (await grant(StaffID, 2)).json()).toEqual({ message: 'success' })
    expect(await levelOf(StaffID)).toBe(2)
    expect(await (await revoke(StaffID)).json()).toEqual({ message: 'success' })
    expect(await levelOf(StaffID)).toBe(0)

    const [revoked, granted] = await server.ok(permissionCalls.changes, {}, { as: 'admin' })
    expect(granted).toMatchObject({
      by_name: 'Amina Halima Bello',
      StaffID,
      staff_name: 'Blessing Nkechi Okonkwo',
      from_level: 0,
      to_level: 2,
    })
    expect(revoked).toMatchObject({ StaffID, from_level: 2, to_level: 0 })
    expect(Date.parse(revoked.at)).toBeGreaterThan(Date.now() - 60_000)
  })

  it('lets only a Super Admin change groups or read the changes', async () => {
    const StaffID = await idOf('Daniel Ikechukwu Nnamdi')
    for (const username of ['faculty', 'department', 'dssd']) {
      expect((await grant(StaffID, 2, username)).status, username).toBe(403)
      expect((await revoke(StaffID, username)).status, username).toBe(403)
      expect((await server.call(permissionCalls.changes, {}, { as: username })).status).toBe(403)
    }
    expect(
      (await server.api('staff/permission/add', { method: 'PATCH', json: { permission: 2, StaffID } }))
        .status,
    ).toBe(401)
    expect((await server.api('staff/permission/changes')).status).toBe(401)
    expect(await levelOf(StaffID)).toBe(0)
  })

  it('refuses levels outside the four groups, naming the field', async () => {
    const StaffID = await idOf('Daniel Ikechukwu Nnamdi')
    for (const permission of [0, -1, 5, 99, 1.5]) {
      const response = await grant(StaffID, permission)
      expect(response.status, String(permission)).toBe(400)
      expect(((await response.json()) as { message: string }).message).toMatch(/permission/)
    }
    const removeAsGrant = await patch('remove', { permission: 2, StaffID })
    expect(removeAsGrant.status).toBe(400)
    expect(await levelOf(StaffID)).toBe(0)
  })

  it('refuses anyone changing their own group, with the reason', async () => {
    const admin = await idOf('Amina Halima Bello')
    for (const response of [await grant(admin, 4), await revoke(admin)]) {
      expect(response.status).toBe(403)
      expect(await response.json()).toEqual({ message: REFUSED.ownLevel })
    }
    expect(await levelOf(admin)).toBe(1)
  })

  it('never removes the last Super Admin, even when two remove each other at the same time', async () => {
    const admin = await idOf('Amina Halima Bello')
    const second = await idOf('Tunde Olamide Bakare')
    // A second Super Admin who signs in (with the demo admin's password).
    const [{ PasswordHash }] = await server.database.db
      .select({ PasswordHash: staff.PasswordHash })
      .from(staff)
      .where(eq(staff.StaffID, admin))
    await server.database.db
      .update(staff)
      .set({ username: 'tunde', PasswordHash })
      .where(eq(staff.StaffID, second))
    expect((await grant(second, 1)).status).toBe(200)
    const tunde = (await signIn('tunde', 'demo1234')).token

    const answers = await Promise.all([revoke(second, 'admin'), revoke(admin, tunde)])
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses[0]).toBe(200)
    // The later one is refused: its session ended with its group (401) or it would remove the last (403).
    expect([401, 403]).toContain(statuses[1])
    const refused = answers.find((answer) => answer.status === 403)
    if (refused) expect(await refused.json()).toEqual({ message: REFUSED.lastSuperAdmin })
    const superAdmins = await server.database.db.$count(staff, eq(staff.IsAdmin, 1))
    expect(superAdmins).toBe(1)
    // The check itself, for a remover whose own group was taken meanwhile (the race above, either order).
    const remaining = (await levelOf(admin)) === 1 ? admin : second
    const remover = {
      StaffID: remaining === admin ? second : admin,
      FirstName: 'A',
      MiddleName: '',
      Surname: 'B',
    }
    await expect(
      changeLevel(server.database.db, { ...remover, IsAdmin: 1, FacultyCode: null }, remaining, 0),
    ).rejects.toThrow(REFUSED.lastSuperAdmin)

    // Put the demo admin back as the only Super Admin for the other tests.
    await server.database.db.update(staff).set({ IsAdmin: 1 }).where(eq(staff.StaffID, admin))
    await server.database.db
      .update(staff)
      .set({ IsAdmin: 0, username: null })
      .where(eq(staff.StaffID, second))
    await server.renewToken('admin')
  })

  it('refuses a Faculty or Department group for staff without a faculty', async () => {
    const registrar = await idOf('Zainab Hauwa Garba')
    for (const level of [2, 3]) {
      const response = await grant(registrar, level)
      expect(response.status).toBe(403)
      expect(await response.json()).toEqual({ message: REFUSED.noFaculty })
    }
    expect((await grant(registrar, 4)).status).toBe(200)
    expect((await revoke(registrar)).status).toBe(200)
  })

  it('gives a faculty chosen with the grant to staff without one, in the same change (issue 47)', async () => {
    const registrar = await idOf('Zainab Hauwa Garba')
    const listed = async () => (await staffList()).find((row) => row.StaffID === registrar)
    expect((await listed())?.FacultyCode).toBeNull()
    const unknown = await patch('add', { permission: 3, StaffID: registrar, StaffFaculty: 'NOPE' })
    expect(unknown.status).toBe(400)
    expect(await unknown.json()).toMatchObject({ message: REFUSED.unknownFaculty })
    expect(await levelOf(registrar)).toBe(0)

    const granted = await patch('add', { permission: 3, StaffID: registrar, StaffFaculty: 'FCS' })
    expect(await granted.json()).toEqual({ message: 'success' })
    expect(await listed()).toMatchObject({ IsAdmin: 3, FacultyCode: 'FCS' })
    // A faculty they have is kept: one given with a later grant does not move them.
    expect((await patch('add', { permission: 2, StaffID: registrar, StaffFaculty: 'FMSS' })).status).toBe(200)
    expect(await listed()).toMatchObject({ IsAdmin: 2, FacultyCode: 'FCS' })
    // Only a Super Admin grants, faculty or not.
    const byFaculty = await patch(
      'add',
      { permission: 3, StaffID: registrar, StaffFaculty: 'FCS' },
      'faculty',
    )
    expect(byFaculty.status).toBe(403)

    expect((await revoke(registrar)).status).toBe(200)
    await server.database.db.update(staff).set({ FacultyCode: null }).where(eq(staff.StaffID, registrar))
  })

  it('answers 404 for a staff member who does not exist', async () => {
    const response = await grant(99999, 2)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: REFUSED.unknownStaff, field: 'StaffID' })
  })
})

describe('the changed user', () => {
  it('cannot sign in without a group, signs in with the granted one, and is signed out when it changes', async () => {
    expect((await signIn(LECTURER.username, LECTURER.password)).message).toBe('invalid_login')
    const StaffID = await idOf('Samuel Oluwatobi Ajayi')
    expect((await grant(StaffID, 2)).status).toBe(200)
    const signedIn = await signIn(LECTURER.username, LECTURER.password)
    expect(signedIn.userData?.[0].IsAdmin).toBe(2)
    const token = signedIn.token
    expect((await server.api('general/dashboard/count', { token })).status).toBe(200)

    // Moved to DSSD: the old session ends at once; signing in again brings the new level.
    expect((await grant(StaffID, 4)).status).toBe(200)
    expect((await server.api('general/dashboard/count', { token })).status).toBe(401)
    expect((await signIn(LECTURER.username, LECTURER.password)).userData?.[0].IsAdmin).toBe(4)

    expect((await revoke(StaffID)).status).toBe(200)
    expect((await signIn(LECTURER.username, LECTURER.password)).message).toBe('invalid_login')
  })
})

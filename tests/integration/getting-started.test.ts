import { beforeAll, describe, expect, it } from 'vitest'
import { createSuperAdmin } from '../../src/server/admin'
import { PASSWORDS_ONLY } from '../../src/server/auth/sso-config'
import { faculty, staff } from '../../src/server/db/schema'
import { session } from '../../src/shared/contract/session'
import { setup } from '../../src/shared/contract/setup'
import { GETTING_STARTED_IDS } from '../../src/shared/rules/getting-started'
import { startTestServer, useTestServer } from './helpers'

// The dashboard's checklist on a fresh install: every step open after the first Super Admin, each one done
// as the university's data arrives, and only a Super Admin may read it.

const PASSWORD = 'a first admin password'
const server = useTestServer({ empty: true })
/** The first Super Admin's bearer token (not a demo account: this install has none). */
let token: string

async function doneSteps(): Promise<string[]> {
  const body = await server.ok(setup.checklist, {}, { as: token })
  expect(body.steps.map((step) => step.id)).toEqual(GETTING_STARTED_IDS)
  return body.steps.filter((step) => step.done).map((step) => step.id)
}

beforeAll(async () => {
  await createSuperAdmin(server.database.db, {
    username: 'first',
    password: PASSWORD,
    FirstName: 'Ada',
    Surname: 'Obi',
  })
  const answer = await server.ok(session.login, { username: 'first', password: PASSWORD })
  token = answer.token!
})

describe('the getting-started checklist', () => {
  it('has every step open on a fresh install, and each done as its data arrives', async () => {
    expect(await doneSteps()).toEqual([])

    await server.database.db
      .insert(faculty)
      .values({ FacultyCode: 'SCI', FacultyName: 'Faculty of Science', Slug: 'faculty-of-science' })
    expect(await doneSteps()).toEqual(['faculties'])

    await server.database.db
      .insert(staff)
      .values({ FirstName: 'Musa', Surname: 'Bala', StaffNumber: 'S-0001', designation: 'Lecturer' })
    expect(await doneSteps()).toEqual(['faculties', 'staff'])

    // A deactivated account is nobody's sign-in; an active editor is.
    await server.database.db
      .insert(staff)
      .values({ FirstName: 'Old', Surname: 'Editor', username: 'old', IsAdmin: 2, Active: false })
    expect(await doneSteps()).toEqual(['faculties', 'staff'])
    await server.database.db
      .insert(staff)
      .values({ FirstName: 'Ngozi', Surname: 'Eze', username: 'ngozi', IsAdmin: 2, FacultyCode: 'SCI' })
    expect(await doneSteps()).toEqual(['faculties', 'staff', 'editors'])
  })

  it('has its last step done where an identity provider is configured', async () => {
    const oidc = {
      issuer: new URL('https://login.example.edu/'),
      clientId: 'console',
      clientSecret: null,
      displayName: 'Example University',
      scopes: 'openid profile email',
      groupClaim: 'groups',
    }
    const demo = await startTestServer({ sso: { ...PASSWORDS_ONLY, oidc } })
    try {
      const { steps } = await demo.ok(setup.checklist, {}, { as: 'admin' })
      expect(steps.find((step) => step.id === 'identityProvider')?.done).toBe(true)
    } finally {
      await demo.close()
    }
  })

  it('is read by a Super Admin only', async () => {
    const demo = await startTestServer()
    try {
      for (const username of ['faculty', 'department', 'dssd']) {
        const response = await demo.call(setup.checklist, {}, { as: username })
        expect(response.status, username).toBe(403)
      }
      expect((await demo.api('setup/checklist')).status).toBe(401)
    } finally {
      await demo.close()
    }
  })
})

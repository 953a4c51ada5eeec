import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSuperAdmin } from '../../src/server/admin'
import { PASSWORDS_ONLY } from '../../src/server/auth/sso-config'
import { faculty, staff } from '../../src/server/db/schema'
import { GETTING_STARTED_IDS } from '../../src/shared/rules/getting-started'
import { startTestServer, type TestServer } from './helpers'

// The dashboard's checklist on a fresh install: every step open after the first Super Admin, each one done
// as the university's data arrives, and only a Super Admin may read it.

const PASSWORD = 'a first admin password'
let server: TestServer
let token: string

async function doneSteps(): Promise<string[]> {
  const response = await server.api('setup/checklist', { token })
  expect(response.status).toBe(200)
  const body = (await response.json()) as { steps: { id: string; done: boolean }[] }
  expect(body.steps.map((step) => step.id)).toEqual(GETTING_STARTED_IDS)
  return body.steps.filter((step) => step.done).map((step) => step.id)
}

beforeAll(async () => {
  server = await startTestServer({ empty: true })
  await createSuperAdmin(server.database.db, {
    username: 'first',
    password: PASSWORD,
    FirstName: 'Ada',
    Surname: 'Obi',
  })
  const answer = await server.api('login/staff_login', {
    method: 'POST',
    json: { username: 'first', password: PASSWORD },
  })
  token = ((await answer.json()) as { token: string }).token
})
afterAll(() => server.close())

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
      const response = await demo.api('setup/checklist', { token: await demo.login('admin') })
      const { steps } = (await response.json()) as { steps: { id: string; done: boolean }[] }
      expect(steps.find((step) => step.id === 'identityProvider')?.done).toBe(true)
    } finally {
      await demo.close()
    }
  })

  it('is read by a Super Admin only', async () => {
    const demo = await startTestServer()
    try {
      for (const username of ['faculty', 'department', 'dssd']) {
        const response = await demo.api('setup/checklist', { token: await demo.login(username) })
        expect(response.status, username).toBe(403)
      }
      expect((await demo.api('setup/checklist')).status).toBe(401)
    } finally {
      await demo.close()
    }
  })
})

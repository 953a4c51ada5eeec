import { describe, expect, it } from 'vitest'
import { ErrorAnswer } from '../../src/shared/contract/define'
import { session } from '../../src/shared/contract/session'
import { RATE_LIMITED_MESSAGE } from '../../src/server/auth/rate-limit'
import { DEMO_ACCOUNTS } from '../../src/server/db/seed'
import { useTestServer } from './helpers'

// Signing in and out over real HTTP, as the desktop app's main process does.

const server = useTestServer()

const LoginAnswer = session.login.answer
const login = (body: unknown) => server.api('login/staff_login', { method: 'POST', json: body })

describe('login/staff_login', () => {
  it('signs in every demo account with a token and its names and level', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const response = await login({ username: account.username, password: account.password, userIP: {} })
      expect(response.status).toBe(200)
      const body = LoginAnswer.parse(await response.json())
      expect(body.message).toBe('success')
      expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
      expect(body.userData?.[0]).toMatchObject({
        FirstName: account.FirstName,
        MiddleName: account.MiddleName,
        Surname: account.Surname,
        IsAdmin: account.level,
        FacultyCode: account.FacultyCode,
      })
    }
  })

  it('accepts the username in any case', async () => {
    const body = LoginAnswer.parse(await (await login({ username: ' Admin ', password: 'demo1234' })).json())
    expect(body.message).toBe('success')
  })

  it('answers invalid_login for a wrong password or an unknown user, with no token', async () => {
    for (const body of [
      { username: 'dssd', password: 'wrong-password' },
      { username: 'nobody', password: 'demo1234' },
    ]) {
      const response = await login(body)
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ message: 'invalid_login' })
    }
  })

  it('refuses the 6th attempt within a minute after 5 failures with 429, even with the right password', async () => {
    const account = DEMO_ACCOUNTS.find((item) => item.username === 'department')!
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await login({ username: account.username, password: `wrong-${attempt}` })
      expect(await response.json()).toEqual({ message: 'invalid_login' })
    }
    const response = await login({ username: account.username, password: account.password })
    expect(response.status).toBe(429)
    expect(ErrorAnswer.parse(await response.json()).message).toBe(RATE_LIMITED_MESSAGE)
    // Other usernames from the same address are not held back.
    expect(await server.login('faculty')).toBeTruthy()
  })

  it('answers 400 naming the field of a bad body, and keeps serving', async () => {
    const cases: [unknown, string][] = [
      [{ password: 'demo1234' }, 'username'],
      [{ username: 'admin', password: '' }, 'password'],
      [{ username: 'admin', password: 42 }, 'password'],
      [[], 'body'],
    ]
    for (const [body, field] of cases) {
      const response = await login(body)
      expect(response.status).toBe(400)
      const answer = ErrorAnswer.parse(await response.json())
      expect(answer.field).toBe(field)
      expect(answer.message.startsWith(`${field}: `)).toBe(true)
    }
    const malformed = await server.api('login/staff_login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"username": ',
    })
    expect(malformed.status).toBe(400)
    expect(ErrorAnswer.safeParse(await malformed.json()).success).toBe(true)
    const wrongType = await server.api('login/staff_login', { method: 'POST', body: 'username=admin' })
    expect(wrongType.status).toBe(415)

    const health = await server.api('health')
    expect(await health.json()).toEqual({ status: 'ok' })
  })
})

describe('tokens', () => {
  it('are required on signed-in calls: 401 without one or with a bad one', async () => {
    for (const token of [undefined, 'not-a-real-token', 'x'.repeat(43)]) {
      const response = await server.api('general/dashboard/count', { token })
      expect(response.status).toBe(401)
      expect(ErrorAnswer.parse(await response.json()).message).toBeTruthy()
    }
    const malformed = await server.api('general/dashboard/count', { headers: { authorization: 'Basic abc' } })
    expect(malformed.status).toBe(401)
  })

  it('stop working after logout, and only the signed-out one', async () => {
    const token = await server.login('admin')
    const other = await server.login('admin')
    expect((await server.api('general/dashboard/count', { token })).status).toBe(200)

    const logout = await server.api('login/logout', { method: 'POST', token, json: {} })
    expect(await logout.json()).toEqual({ message: 'logged_out' })

    expect((await server.api('general/dashboard/count', { token })).status).toBe(401)
    expect((await server.api('login/logout', { method: 'POST', token })).status).toBe(401)
    expect((await server.api('general/dashboard/count', { token: other })).status).toBe(200)
  })
})

it('answers JSON 404 for unknown paths', async () => {
  const response = await server.api('no/such/call')
  expect(response.status).toBe(404)
  expect(await response.json()).toEqual({ message: 'Not found' })
})

import { SAMPLE_BODIES } from '../support/sample-bodies'
import { request } from 'node:http'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createSession, findSession } from '../../src/server/auth/sessions'
import { staff } from '../../src/server/db/schema'
import { LAUNCH_SECRET_HEADER } from '../../src/server/launch-secret'
import { SESSION_ABSOLUTE_MS } from '../../src/shared/rules/session-limits'
import { RICH_TEXT_INVALID } from '../../src/shared/rules/rich-text'
import { hashPasswordWithCost } from '../support/old-hash'
import { startTestServer, useRealHashCost, useTestServer } from './helpers'

// Issue 13, the API server's half: DNS rebinding, old password hashes, the absolute session lifetime and
// faculty codes that exist.

const server = useTestServer()

/** A raw GET with the Host header given (fetch always sends the URL's own). */
function getWithHost(path: string, host: string, origin = server.origin): Promise<number> {
  const { port } = new URL(origin)
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      res.resume()
      resolve(res.statusCode ?? 0)
    })
    req.on('error', reject)
    req.end()
  })
}

describe('the Host check', () => {
  it('refuses a rebinding host name with 421 and answers its own addresses', async () => {
    const { port } = new URL(server.origin)
    expect(await getWithHost('/api/health', `rebind.evil.example:${port}`)).toBe(421)
    expect(await getWithHost('/api/health', '127.0.0.1:1')).toBe(421)
    expect(await getWithHost('/public/uploads/news/x.png', `rebind.evil.example:${port}`)).toBe(421)
    expect(await getWithHost('/api/health', `127.0.0.1:${port}`)).toBe(200)
    expect(await getWithHost('/api/health', `localhost:${port}`)).toBe(200)
  })

  it('answers the configured hosts of a proxied deployment', async () => {
    const proxied = await startTestServer({ allowedHosts: ['cms.example.edu'] })
    try {
      const statusOf = (host: string) => getWithHost('/api/health', host, proxied.origin)
      expect(await statusOf('cms.example.edu')).toBe(200)
      expect(await statusOf('rebind.evil.example')).toBe(421)
    } finally {
      await proxied.close()
    }
  })
})

describe('password hashes of an older cost', () => {
  // Older than the cost a deployment hashes with, not the suite's low one.
  useRealHashCost()

  it("are replaced by a hash of today's cost at the next successful sign-in", async () => {
    const old = await hashPasswordWithCost('demo1234', 2 ** 14)
    await server.database.db.update(staff).set({ PasswordHash: old }).where(eq(staff.username, 'dssd'))
    await server.login('dssd')
    const [row] = await server.database.db.select().from(staff).where(eq(staff.username, 'dssd'))
    expect(row.PasswordHash).toMatch(/^scrypt\$131072\$/)
    // The new hash still takes the same password.
    await server.login('dssd')
  })
})

describe('the absolute session lifetime', () => {
  it('ends a session used all along once the lifetime has passed since sign-in', async () => {
    const [admin] = await server.database.db.select().from(staff).where(eq(staff.username, 'admin'))
    const start = new Date()
    const token = await createSession(server.database.db, admin.StaffID, '127.0.0.1', start)
    const hour = 60 * 60 * 1000
    // Used every two hours: the idle limit never ends it.
    for (let at = 2 * hour; at < SESSION_ABSOLUTE_MS; at += 2 * hour)
      expect(await findSession(server.database.db, token, new Date(start.getTime() + at))).not.toBeNull()
    expect(
      await findSession(server.database.db, token, new Date(start.getTime() + SESSION_ABSOLUTE_MS)),
    ).toBeNull()
  })
})

describe('faculty codes in a body', () => {
  const news = (FacultyCode: string) => ({
    ...(SAMPLE_BODIES['POST news/add'] as object),
    title: `Faculty check ${FacultyCode}`,
    FacultyCode,
  })

  it('must name a faculty of the faculty table: NOPE is 400 naming the field', async () => {
    const token = await server.login('dssd')
    const refused = await server.api('news/add', { method: 'POST', token, json: news('NOPE') })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({ message: 'FacultyCode: no such faculty', field: 'FacultyCode' })
    const saved = await server.api('news/add', { method: 'POST', token, json: news('FCS') })
    expect(saved.status).toBe(200)
    const general = await server.api('news/add', { method: 'POST', token, json: news('General') })
    expect(general.status).toBe(200)
  })
})

describe('rich text in a body', () => {
  const news = (title: string, content: string) => ({
    ...(SAMPLE_BODIES['POST news/add'] as object),
    title,
    FacultyCode: 'General',
    content,
  })
  const paragraph = (extra: object) =>
    JSON.stringify([{ type: 'paragraph', children: [{ text: 'Hi' }], ...extra }])
  const link = (url: string) =>
    JSON.stringify([{ type: 'paragraph', children: [{ type: 'link', url, children: [{ text: 'x' }] }] }])

  it('is stored only as the editor makes it: markup, unknown attributes and script links are 400', async () => {
    const token = await server.login('admin')
    for (const [name, content] of [
      ['markup', '<img src=x onerror=alert(1)>'],
      ['an unknown attribute', paragraph({ onerror: 'alert(1)' })],
      ['an unknown node type', JSON.stringify([{ type: 'script', children: [{ text: 'alert(1)' }] }])],
      ['a script link', link('javascript:alert(1)')],
      [
        'a mark that is not a flag',
        JSON.stringify([{ type: 'paragraph', children: [{ text: 'x', bold: '<b>' }] }]),
      ],
    ]) {
      const refused = await server.api('news/add', {
        method: 'POST',
        token,
        json: news(`Rich ${name}`, content),
      })
      expect(refused.status, name).toBe(400)
      expect(await refused.json(), name).toEqual({
        message: `content: ${RICH_TEXT_INVALID}`,
        field: 'content',
      })
    }
    for (const [name, content] of [
      ['a paragraph', paragraph({ align: 'center' })],
      ['a link', link('https://www.example.edu/')],
    ]) {
      const saved = await server.api('news/add', {
        method: 'POST',
        token,
        json: news(`Rich ok ${name}`, content),
      })
      expect(saved.status, name).toBe(200)
    }
  })
})

describe('the per-launch secret', () => {
  it('refuses every /api/ call without it and leaves public uploads open', async () => {
    const secret = 'a-random-launch-secret'
    const guarded = await startTestServer({ launchSecret: secret })
    try {
      const login = { username: 'admin', password: 'demo1234' }
      const without = await guarded.api('login/staff_login', { method: 'POST', json: login })
      expect(without.status).toBe(403)
      const wrong = await guarded.api('health', { headers: { [LAUNCH_SECRET_HEADER]: 'guess' } })
      expect(wrong.status).toBe(403)
      expect((await fetch(`${guarded.origin}/%61pi/health`)).status).not.toBe(200)
      const withIt = await guarded.api('login/staff_login', {
        method: 'POST',
        json: login,
        headers: { [LAUNCH_SECRET_HEADER]: secret },
      })
      expect(((await withIt.json()) as { message: string }).message).toBe('success')
      // Not an API call: answered (here 404, no such file) rather than refused.
      expect((await fetch(`${guarded.origin}/public/uploads/news/none.png`)).status).toBe(404)
    } finally {
      await guarded.close()
    }
  })
})

import { AddressInfo } from 'node:net'
import { sql } from 'drizzle-orm'
import { SMTPServer } from 'smtp-server'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { accounts, type AccountAddBody, type PasswordLink } from '../../src/shared/contract/accounts'
import { audit } from '../../src/shared/contract/audit'
import { news as newsCalls } from '../../src/shared/contract/news'
import { ACCOUNT_REFUSALS, LINK_INVALID, PASSWORD_LINK_MS } from '../../src/shared/rules/accounts'
import { auditSentence } from '../../src/shared/rules/audit'
import { PERMISSION_REFUSALS } from '../../src/shared/rules/permission-groups'
import { RATE_LIMITED_MESSAGE } from '../../src/server/auth/rate-limit'
import { SAMPLE_BODIES } from '../support/sample-bodies'
import { storedExactly } from './contract-calls'
import { startSecondServer, startTestServer, useRealHashCost, useTestServer } from './helpers'

// Staff accounts (docs/permissions.md "Accounts"): who may add, edit, deactivate and reactivate which
// account, and the one-time set-password links that are the only way a new account gets a password.

const PUBLIC_URL = 'https://cms.example.edu/console/'
const NEW_PASSWORD = 'a long pass phrase 1'

const server = useTestServer({ consolePublicUrl: PUBLIC_URL })
// The admin's first sign-in (a password hash) before the tests, not inside the first one's time limit.
beforeAll(() => server.token('admin'))
let seq = 0

// The throttle counts failures per address, and every call here comes from 127.0.0.1: each test starts clean.
beforeEach(async () => {
  await server.database.db.execute(sql`delete from login_failures`)
})

/** `as`: a demo account's username or a bearer token; none: no session. Wire bodies, refused ones too. */
const patch = async (path: string, as: string | undefined, json: unknown) =>
  server.api(path, { method: 'PATCH', token: as === undefined ? undefined : await server.token(as), json })
const post = (path: string, json: unknown) => server.api(path, { method: 'POST', json })

function person(overrides: Partial<AccountAddBody> = {}): AccountAddBody {
  seq++
  return {
    FirstName: 'Test',
    MiddleName: '',
    Surname: `Person${seq}`,
    username: `test.person${seq}`,
    Email: `test.person${seq}@example.edu`,
    designation: 'Web Editor',
    IsAdmin: 3,
    FacultyCode: 'FCS',
    ...overrides,
  }
}

const add = (as: string, body: AccountAddBody) => server.ok(accounts.add, body, { as })

async function signIn(username: string, password: string) {
  const response = await post('login/staff_login', { username, password })
  return (await response.json()) as { message: string; token?: string }
}

/** Adds an account, sets its password from its link and signs it in. */
async function activeAccount(body: AccountAddBody) {
  const made = await add('admin', body)
  expect(
    (await post('accounts/password-link/set', { token: made.link.token, password: NEW_PASSWORD })).status,
  ).toBe(200)
  const login = await signIn(body.username, NEW_PASSWORD)
  expect(login.message).toBe('success')
  return { StaffID: made.entry_id, token: login.token!, link: made.link }
}

const list = (as: string) => server.ok(accounts.list, {}, { as })

describe('adding an account', () => {
  it('makes an account at each level; Faculty and Department need a faculty, the others refuse one', async () => {
    for (const [level, code] of [
      [1, null],
      [2, 'FCS'],
      [3, 'FMSS'],
      [4, null],
    ] as const) {
      const body = person({ IsAdmin: level, FacultyCode: code })
      const made = await add('admin', body)
      expect(made.link.url).toBe(`${PUBLIC_URL}#/set-password/${made.link.token}`)
      expect(made.link.purpose).toBe('set')
      const row = (await list('admin')).find((r) => r.StaffID === made.entry_id)
      expect(row).toMatchObject({ IsAdmin: level, FacultyCode: code, Active: true, passwordSet: false })
      // No password until the person sets one: nobody else ever chose it.
      expect((await signIn(body.username, NEW_PASSWORD)).message).toBe('invalid_login')
    }
    for (const [level, code] of [
      [2, null],
      [3, 'General'],
      [1, 'FCS'],
      [4, 'FMSS'],
    ] as const) {
      const response = await patch('accounts/add', 'admin', person({ IsAdmin: level, FacultyCode: code }))
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ field: 'FacultyCode' })
    }
    const unknown = await patch('accounts/add', 'admin', person({ FacultyCode: 'NOPE' }))
    expect(unknown.status).toBe(400)
  })

  it('refuses a username that is taken, in any case', async () => {
    const response = await patch('accounts/add', 'admin', person({ username: 'Faculty' }))
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({ message: ACCOUNT_REFUSALS.usernameTaken, field: 'username' })
  })

  it('gives an account to a staff member imported without one, keeping their record', async () => {
    const { rows } = (await server.database.db.execute(
      sql`insert into staff ("FirstName", "Surname", "FacultyCode", "StaffNumber") values ('Bola', 'Imported', 'FCS', 'SN-1') returning "StaffID"`,
    )) as unknown as { rows: { StaffID: number }[] }
    const StaffID = rows[0].StaffID
    const offered = (await (
      await server.api('accounts/staff-without-account', { token: await server.token('faculty') })
    ).json()) as { StaffID: number }[]
    expect(offered.map((s) => s.StaffID)).toContain(StaffID)
    const made = await add('faculty', { ...person({ FirstName: 'Bola', Surname: 'Imported' }), StaffID })
    expect(made.entry_id).toBe(StaffID)
    const again = await patch('accounts/add', 'admin', { ...person(), StaffID })
    expect(again.status).toBe(409)
    expect((await list('faculty')).map((r) => r.StaffID)).toContain(StaffID)
  })
})

describe('set-password links', () => {
  it('says whose link it is, sets the password once, and is refused after', async () => {
    const body = person({ FirstName: 'Ada', MiddleName: 'K', Surname: 'Linkson' })
    const made = await add('admin', body)
    const check = await post('accounts/password-link/check', { token: made.link.token })
    expect(await check.json()).toEqual({ message: 'valid', name: 'Ada K Linkson', username: body.username })
    const set = await post('accounts/password-link/set', { token: made.link.token, password: NEW_PASSWORD })
    expect(await set.json()).toEqual({ message: 'success', username: body.username })
    expect((await signIn(body.username, NEW_PASSWORD)).message).toBe('success')

    const second = await post('accounts/password-link/set', {
      token: made.link.token,
      password: 'another long one',
    })
    expect(second.status).toBe(404)
    expect(await second.json()).toEqual({ message: LINK_INVALID, field: 'token' })
    expect((await signIn(body.username, NEW_PASSWORD)).message).toBe('success')
    const recheck = await post('accounts/password-link/check', { token: made.link.token })
    expect(await recheck.json()).toEqual({ message: LINK_INVALID, field: 'token' })
  })

  it('keeps only the sha256 of a link: the code is nowhere in the database, the audit log included', async () => {
    const made = await add('admin', person())
    expect(await storedExactly(server.database.db, made.link.token)).toBe(false)
  })

  it('expires after its time, with the same message as any other unusable link', async () => {
    const made = await add('admin', person())
    const { rows } = (await server.database.db.execute(
      sql`select extract(epoch from (expires_at - created_at)) * 1000 as ms from password_links where "StaffID" = ${made.entry_id}`,
    )) as unknown as { rows: { ms: string | number }[] }
    expect(Number(rows[0].ms)).toBe(PASSWORD_LINK_MS)
    await server.database.db.execute(
      sql`update password_links set expires_at = now() - interval '1 second' where "StaffID" = ${made.entry_id}`,
    )
    const set = await post('accounts/password-link/set', { token: made.link.token, password: NEW_PASSWORD })
    expect(set.status).toBe(404)
    expect(await set.json()).toEqual({ message: LINK_INVALID, field: 'token' })
    const unknown = await post('accounts/password-link/check', { token: 'B'.repeat(43) })
    expect(await unknown.json()).toEqual({ message: LINK_INVALID, field: 'token' })
  })

  it('a new link voids the older ones; setting the password ends earlier sessions', async () => {
    const body = person()
    const account = await activeAccount(body)
    const sent = await patch('accounts/send-link', 'admin', { StaffID: account.StaffID })
    expect(sent.status).toBe(200)
    const first = ((await sent.json()) as { link: PasswordLink }).link
    const second = (
      (await (await patch('accounts/send-link', 'admin', { StaffID: account.StaffID })).json()) as {
        link: PasswordLink
      }
    ).link
    expect(second.purpose).toBe('set')
    expect((await post('accounts/password-link/check', { token: first.token })).status).toBe(404)
    // A new link alone keeps the password and the sessions until the link is used.
    expect((await signIn(body.username, NEW_PASSWORD)).message).toBe('success')
    expect((await server.api('accounts/list', { token: account.token })).status).toBe(403)
    const set = await post('accounts/password-link/set', {
      token: second.token,
      password: 'the newest pass phrase',
    })
    expect(set.status).toBe(200)
    expect((await server.api('general/dashboard/count', { token: account.token })).status).toBe(401)
    expect((await signIn(body.username, NEW_PASSWORD)).message).toBe('invalid_login')
    expect((await signIn(body.username, 'the newest pass phrase')).message).toBe('success')
  })

  it('throttles wrong codes from one address like failed sign-ins, then refuses even a good one', async () => {
    const made = await add('admin', person())
    let last = 0
    for (let i = 0; i < 6; i++) {
      last = (await post('accounts/password-link/check', { token: `${i}`.padEnd(43, 'x') })).status
      if (last === 429) break
    }
    expect(last).toBe(429)
    const good = await post('accounts/password-link/check', { token: made.link.token })
    expect(good.status).toBe(429)
    expect(await good.json()).toEqual({ message: RATE_LIMITED_MESSAGE })
  })
})

describe('resetting a password', () => {
  it('ends the old password and every session at once, on a second server sharing the database too', async () => {
    const body = person({ IsAdmin: 2, FacultyCode: 'FCS' })
    const account = await activeAccount(body)
    const second = await startSecondServer(server)
    const on = (url: string, token: string) =>
      fetch(new URL('general/dashboard/count', url), { headers: { authorization: `Bearer ${token}` } })
    const signInOn = async (url: string, password: string) => {
      const response = await fetch(new URL('login/staff_login', url), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: body.username, password }),
      })
      return (await response.json()) as { message: string; token?: string }
    }
    try {
      // A session made on each server, both good on both before the reset.
      const onSecond = (await signInOn(second.url, NEW_PASSWORD)).token!
      for (const token of [account.token, onSecond])
        for (const url of [server.url, second.url]) expect((await on(url, token)).status).toBe(200)

      const reset = await server.ok(accounts.resetPassword, { StaffID: account.StaffID }, { as: 'admin' })
      expect(reset.link.purpose).toBe('reset')

      for (const token of [account.token, onSecond])
        for (const url of [server.url, second.url]) expect((await on(url, token)).status).toBe(401)
      for (const url of [server.url, second.url])
        expect((await signInOn(url, NEW_PASSWORD)).message).toBe('invalid_login')
      const row = (await list('admin')).find((r) => r.StaffID === account.StaffID)
      expect(row).toMatchObject({ Active: true, passwordSet: false })

      // The link sets the new password, which works on either server.
      const fresh = 'a fresh pass phrase'
      expect(
        (await post('accounts/password-link/set', { token: reset.link.token, password: fresh })).status,
      ).toBe(200)
      expect((await signInOn(second.url, fresh)).message).toBe('success')
    } finally {
      await second.close()
    }
  }, 60_000)

  describe('while a password is checked at the real cost', () => {
    // Slow enough for the reset to land during the check, as it does in a deployment.
    useRealHashCost()

    it('gives no session to a sign-in whose password check overlaps the reset', async () => {
      const body = person()
      const account = await activeAccount(body)
      let password = NEW_PASSWORD
      // The password is checked slowly on purpose (scrypt at the real cost): the reset lands meanwhile, over a
      // few tries (each checks two passwords, hence the longer time limit).
      for (const next of ['second pass phrase', 'third pass phrase', 'fourth pass phrase']) {
        const signingIn = signIn(body.username, password)
        const reset = await server.ok(accounts.resetPassword, { StaffID: account.StaffID }, { as: 'admin' })
        const late = await signingIn
        if (late.token)
          expect((await server.api('general/dashboard/count', { token: late.token })).status).toBe(401)
        await post('accounts/password-link/set', { token: reset.link.token, password: next })
        password = next
      }
    }, 60_000)
  })

  it('a new link instead keeps the password and the sessions; both are in the audit log', async () => {
    const body = person({ FirstName: 'Kept', Surname: 'Password' })
    const account = await activeAccount(body)
    const sent = await server.ok(accounts.sendLink, { StaffID: account.StaffID }, { as: 'admin' })
    expect(sent.link.purpose).toBe('set')
    expect((await server.api('general/dashboard/count', { token: account.token })).status).toBe(200)
    expect((await signIn(body.username, NEW_PASSWORD)).message).toBe('success')
    expect((await list('admin')).find((r) => r.StaffID === account.StaffID)?.passwordSet).toBe(true)
    // The link the person lost is void; the new one sets the password.
    expect((await post('accounts/password-link/check', { token: account.link.token })).status).toBe(404)
    expect((await post('accounts/password-link/check', { token: sent.link.token })).status).toBe(200)

    await server.ok(accounts.resetPassword, { StaffID: account.StaffID }, { as: 'admin' })
    const log = await server.ok(audit.list, {}, { as: 'admin' })
    const record = `staff ${account.StaffID}`
    const said = log.filter((e) => e.record === record).map((entry) => auditSentence(entry))
    expect(said).toContain(
      "Amina Halima Bello sent a new set-password link to the staff account 'Kept Password'",
    )
    expect(said).toContain(
      "Amina Halima Bello reset the password of the staff account 'Kept Password' and ended its sessions",
    )
  })

  it('an account waiting for its first password gets a new link; a reset of it is a new link too', async () => {
    const made = await add('admin', person())
    const sent = await server.ok(accounts.sendLink, { StaffID: made.entry_id }, { as: 'admin' })
    expect(sent.link.purpose).toBe('set')
    expect((await post('accounts/password-link/check', { token: made.link.token })).status).toBe(404)
    const reset = await server.ok(accounts.resetPassword, { StaffID: made.entry_id }, { as: 'admin' })
    expect((await post('accounts/password-link/check', { token: sent.link.token })).status).toBe(404)
    expect(
      (await post('accounts/password-link/set', { token: reset.link.token, password: NEW_PASSWORD })).status,
    ).toBe(200)
  })
})

describe('deactivating and reactivating', () => {
  it('ends the sessions at once, on a second server sharing the database too; reactivating lets them back', async () => {
    const body = person({ IsAdmin: 2, FacultyCode: 'FCS' })
    const account = await activeAccount(body)
    const second = await startSecondServer(server)
    try {
      const onSecond = (path: string) =>
        fetch(new URL(path, second.url), { headers: { authorization: `Bearer ${account.token}` } })
      expect((await onSecond('general/dashboard/count')).status).toBe(200)
      expect((await patch('accounts/deactivate', 'admin', { StaffID: account.StaffID })).status).toBe(200)
      expect((await onSecond('general/dashboard/count')).status).toBe(401)
      expect((await server.api('general/dashboard/count', { token: account.token })).status).toBe(401)
    } finally {
      await second.close()
    }
    expect((await signIn(body.username, NEW_PASSWORD)).message).toBe('invalid_login')
    const row = (await list('admin')).find((r) => r.StaffID === account.StaffID)
    expect(row?.Active).toBe(false)
    expect(row?.LastSignInAt).not.toBeNull()
    // A deactivated person's unused link is void too, and no new one is issued.
    for (const call of ['accounts/reset-password', 'accounts/send-link'])
      expect((await patch(call, 'admin', { StaffID: account.StaffID })).status, call).toBe(403)

    expect((await patch('accounts/reactivate', 'admin', { StaffID: account.StaffID })).status).toBe(200)
    expect((await signIn(body.username, NEW_PASSWORD)).message).toBe('success')
  })

  it('keeps a deactivated person’s name in the audit log and on their content', async () => {
    const body = person({ FirstName: 'Remembered', Surname: 'Writer', IsAdmin: 2, FacultyCode: 'FCS' })
    const account = await activeAccount(body)
    const news = await server.api('news/add', {
      method: 'POST',
      token: account.token,
      json: {
        ...(SAMPLE_BODIES['POST news/add'] as object),
        title: `News by ${body.username}`,
        FacultyCode: 'FCS',
      },
    })
    expect(await news.json()).toMatchObject({ message: 'success' })
    expect((await patch('accounts/deactivate', 'admin', { StaffID: account.StaffID })).status).toBe(200)

    const items = await server.ok(newsCalls.list, { facultyCode: 'FCS' }, { as: 'admin' })
    const item = items.find((n) => n.Title === `News by ${body.username}`)
    expect(item?.InsertedBy).toBe('Remembered Writer')
    const log = await server.ok(audit.list, {}, { as: 'admin' })
    expect(log.some((e) => e.staff_name === 'Remembered Writer' && e.call === 'POST news/add')).toBe(true)
  })

  it('refuses deactivating oneself, and never leaves the console without an active Super Admin', async () => {
    const self = await patch('accounts/deactivate', 'admin', {
      StaffID: await staffIdOf('admin'),
    })
    expect(self.status).toBe(403)
    expect(await self.json()).toEqual({ message: ACCOUNT_REFUSALS.self })

    // Exactly two active Super Admins (earlier tests made more), and each tries to deactivate the other at
    // once: one of them stays (on PostgreSQL both calls run side by side; PGlite takes them in turn).
    const adminId = await staffIdOf('admin')
    await server.database.db.execute(
      sql`update staff set "Active" = false where "IsAdmin" = 1 and "StaffID" <> ${adminId}`,
    )
    const other = await activeAccount(person({ IsAdmin: 1, FacultyCode: null }))
    const [a, b] = await Promise.all([
      patch('accounts/deactivate', 'admin', { StaffID: other.StaffID }),
      patch('accounts/deactivate', other.token, { StaffID: adminId }),
    ])
    expect([a.status, b.status].filter((s) => s === 200)).toHaveLength(1)
    const active = (await server.database.db.execute(
      sql`select count(*)::int as n from staff where "IsAdmin" = 1 and "Active"`,
    )) as unknown as { rows: { n: number }[] }
    expect(active.rows[0].n).toBe(1)
    // Put the demo admin back if the other won (the rest of this file signs in as admin).
    if (b.status === 200) {
      await server.database.db.execute(sql`update staff set "Active" = true where "StaffID" = ${adminId}`)
      await server.renewToken('admin')
    }

    // Changing one's own level is refused by the permission rules.
    const own = await patch('accounts/update', 'admin', {
      ...(await editable(adminId)),
      IsAdmin: 4,
    })
    expect(own.status).toBe(403)
    expect(await own.json()).toEqual({ message: PERMISSION_REFUSALS.ownLevel })
  })
})

describe('who may manage which account', () => {
  it('a Faculty user sees and manages only the Department editors of their own faculty', async () => {
    const mine = await add('admin', person({ IsAdmin: 3, FacultyCode: 'FCS' }))
    const theirs = await add('admin', person({ IsAdmin: 3, FacultyCode: 'FMSS' }))
    const peer = await add('admin', person({ IsAdmin: 2, FacultyCode: 'FCS' }))

    const seen = await list('faculty')
    expect(seen.length).toBeGreaterThan(0)
    expect(seen.every((r) => r.IsAdmin === 3 && r.FacultyCode === 'FCS')).toBe(true)
    expect(seen.map((r) => r.StaffID)).toContain(mine.entry_id)
    expect(seen.map((r) => r.StaffID)).not.toContain(theirs.entry_id)

    // Add: only level 3 of FCS.
    expect((await patch('accounts/add', 'faculty', person({ IsAdmin: 3, FacultyCode: 'FCS' }))).status).toBe(
      200,
    )
    for (const body of [
      person({ IsAdmin: 3, FacultyCode: 'FMSS' }),
      person({ IsAdmin: 2, FacultyCode: 'FCS' }),
      person({ IsAdmin: 1, FacultyCode: null }),
      person({ IsAdmin: 4, FacultyCode: null }),
    ])
      expect((await patch('accounts/add', 'faculty', body)).status, JSON.stringify(body)).toBe(403)

    // Per record: their own faculty's Department editor yes, others no.
    for (const call of [
      'accounts/reset-password',
      'accounts/send-link',
      'accounts/deactivate',
      'accounts/reactivate',
    ]) {
      expect((await patch(call, 'faculty', { StaffID: mine.entry_id })).status, call).toBe(200)
      expect((await patch(call, 'faculty', { StaffID: theirs.entry_id })).status, call).toBe(403)
      expect((await patch(call, 'faculty', { StaffID: peer.entry_id })).status, call).toBe(403)
    }
    const edit = await editable(mine.entry_id)
    expect((await patch('accounts/update', 'faculty', { ...edit, designation: 'Lab editor' })).status).toBe(
      200,
    )
    // Neither moved to another faculty nor raised to their own level.
    expect((await patch('accounts/update', 'faculty', { ...edit, FacultyCode: 'FMSS' })).status).toBe(403)
    expect((await patch('accounts/update', 'faculty', { ...edit, IsAdmin: 2 })).status).toBe(403)
    expect(
      (
        await patch('accounts/update', 'faculty', {
          ...(await editable(theirs.entry_id)),
          designation: 'x',
        })
      ).status,
    ).toBe(403)
  })

  it('Department and DSSD users manage no account', async () => {
    const target = await add('admin', person())
    for (const who of ['department', 'dssd']) {
      expect((await server.api('accounts/list', { token: await server.token(who) })).status, who).toBe(403)
      expect((await patch('accounts/add', who, person())).status, who).toBe(403)
      expect((await patch('accounts/deactivate', who, { StaffID: target.entry_id })).status, who).toBe(403)
      for (const call of ['accounts/reset-password', 'accounts/send-link'])
        expect((await patch(call, who, { StaffID: target.entry_id })).status, who).toBe(403)
    }
  })
})

async function staffIdOf(username: string): Promise<number> {
  const row = (await list('admin')).find((r) => r.username === username)
  if (!row) throw new Error(`no account ${username}`)
  return row.StaffID
}

/** The update body of an account as it is stored. */
async function editable(StaffID: number) {
  const { rows } = (await server.database.db.execute(
    sql`select "StaffID", "FirstName", "MiddleName", "Surname", username, "Email", designation, "IsAdmin", "FacultyCode" from staff where "StaffID" = ${StaffID}`,
  )) as unknown as { rows: Record<string, unknown>[] }
  return rows[0]
}

describe('e-mailing the link', () => {
  it('sends the link to the person’s address through the configured mail server, and only there', async () => {
    const received: { to: string[]; text: string }[] = []
    let arrived: () => void = () => undefined
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        let text = ''
        stream.on('data', (chunk: Buffer) => (text += chunk.toString()))
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), text })
          callback()
          arrived()
        })
      },
    })
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
    const port = (smtp.server.address() as AddressInfo).port
    const mailing = await startTestServer({
      consolePublicUrl: PUBLIC_URL,
      mail: { url: `smtp://127.0.0.1:${port}`, from: 'Web Team <web@example.edu>' },
    })
    try {
      const mailed = new Promise<void>((resolve) => (arrived = resolve))
      const body = person({ FirstName: 'Mailed', Surname: 'Person', Email: 'Mailed.Person@Example.edu' })
      const { link } = await mailing.ok(accounts.add, body, { as: 'admin' })
      await mailed
      expect(received).toHaveLength(1)
      expect(received[0].to).toEqual(['mailed.person@example.edu'])
      // Quoted-printable may fold long lines: read the message unfolded.
      expect(received[0].text.replace(/=\r\n/g, '')).toContain(link.url)
      expect(received[0].text).toContain('Dear Mailed Person')

      // Without an address nothing is sent; the link is still in the answer.
      const silent = await mailing.ok(accounts.add, person({ Email: null }), { as: 'admin' })
      expect(silent.link.url).toContain('#/set-password/')
      // The reset of the first account mails again: proof the mail server was still reachable above.
      const again = new Promise<void>((resolve) => (arrived = resolve))
      const StaffID = (await mailing.ok(accounts.list, {}, { as: 'admin' })).find(
        (r) => r.username === body.username,
      )!.StaffID
      await mailing.ok(accounts.resetPassword, { StaffID }, { as: 'admin' })
      await again
      expect(received).toHaveLength(2)
      expect(received.map((mail) => mail.to)).toEqual([
        ['mailed.person@example.edu'],
        ['mailed.person@example.edu'],
      ])
    } finally {
      await mailing.close()
      await new Promise<void>((resolve) => smtp.close(() => resolve()))
    }
  })
})

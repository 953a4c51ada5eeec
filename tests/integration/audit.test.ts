import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { audit, type AuditRow } from '../../src/shared/contract/audit'
import { gallery } from '../../src/shared/contract/gallery'
import { news } from '../../src/shared/contract/news'
import { auditSentence } from '../../src/shared/rules/audit'
import { SAMPLE_BODIES } from '../support/sample-bodies'
import { isAuditedWrite } from '../../src/server/audit-log'
import { CONTRACT_ENTRIES, hasBody } from './contract-calls'
import { makePng, useTestServer } from './helpers'

// The audit log: every write that changed something leaves one entry (who, level, address, call, record,
// before and after); a refused or idle one leaves none; only a Super Admin reads it, and no call writes it.

const server = useTestServer()

const entries = (): Promise<AuditRow[]> => server.ok(audit.list, {}, { as: 'admin' })

const WRITTEN = ['success', 'deleted', 'uploaded']

describe('the audit log', () => {
  it('has one entry for each write that changed something, none for the others, for every write call', async () => {
    let written = 0
    for (const { name, spec } of CONTRACT_ENTRIES.filter((e) => isAuditedWrite(e.spec) && hasBody(e.spec))) {
      const body = SAMPLE_BODIES[`${spec.method} ${spec.path}`]
      const before = (await entries()).length
      const response = await server.api(spec.path, {
        method: spec.method,
        token: await server.token('admin'),
        json: body,
      })
      const answer = (await response.json()) as { message?: string }
      const after = await entries()
      const changed = response.status === 200 && WRITTEN.includes(answer.message ?? 'success')
      expect(after.length - before, `${name} answered ${response.status} ${answer.message}`).toBe(
        changed ? 1 : 0,
      )
      if (changed) {
        written++
        expect(after[0]).toMatchObject({
          call: `${spec.method} ${spec.path}`,
          staff_name: 'Amina Halima Bello',
          level: 1,
        })
        expect(after[0].address).toMatch(/127\.0\.0\.1/)
      }
    }
    expect(written).toBeGreaterThan(3)
  })

  it('keeps a record as it was before and after an update, and the file an upload replaced', async () => {
    const added = await server.api('news/add', {
      method: 'POST',
      token: await server.token('admin'),
      json: { ...(SAMPLE_BODIES['POST news/add'] as object), title: 'Audit me' },
    })
    const { entry_id } = (await added.json()) as { entry_id: number }
    await server.api('news/update', {
      method: 'PATCH',
      token: await server.token('admin'),
      json: { ...(SAMPLE_BODIES['POST news/add'] as object), id: entry_id, title: 'Audited' },
    })
    const [update, add] = await entries()
    expect(add).toMatchObject({ call: 'POST news/add', record: `news ${entry_id}`, before: null })
    expect(update).toMatchObject({
      call: 'PATCH news/update',
      record: `news ${entry_id}`,
      before: { Title: 'Audit me' },
      after: { Title: 'Audited' },
    })

    const uploaded = await server.sendPhoto(news.uploadPhoto, entry_id, 'p.png', makePng())
    expect(uploaded.status).toBe(200)
    const [upload] = await entries()
    expect(upload).toMatchObject({
      call: 'PATCH news/uploadNewsPhoto',
      record: `news ${entry_id}`,
      before: { ImagePath: null },
    })
    expect((upload.after as { ImagePath: string }).ImagePath).toMatch(/^[0-9a-f]{32}\.png$/)
  })

  it('makes one entry of a gallery add and its photo upload, naming the photo, as for every add with a photo', async () => {
    const title = `Audit photo ${randomUUID().slice(0, 8)}`
    const added = await server.api('gallery/add', {
      method: 'POST',
      token: await server.token('admin'),
      json: {
        ...(SAMPLE_BODIES['POST gallery/add'] as object),
        ImageTitle: title,
        idempotencyKey: randomUUID(),
      },
    })
    const { entry_id } = (await added.json()) as { entry_id: number }
    const before = (await entries()).length
    const uploaded = await server.sendPhoto(gallery.uploadPhoto, entry_id, 'p.png', makePng())
    expect(uploaded.status).toBe(200)
    const after = await entries()
    expect(after.length).toBe(before)
    const mine = after.filter((entry) => entry.record === `gallery ${entry_id}`)
    expect(mine).toHaveLength(1)
    expect(mine[0]).toMatchObject({ call: 'POST gallery/add', before: null, after: { ImageTitle: title } })
    expect((mine[0].after as { ImagePath: string }).ImagePath).toMatch(/^[0-9a-f]{32}\.png$/)
    expect(auditSentence(mine[0])).toBe(`Amina Halima Bello added the gallery photo '${title}'`)

    // A news item and its photo alike; a later photo replacing that one is an entry of its own.
    const addedNews = await server.api('news/add', {
      method: 'POST',
      token: await server.token('admin'),
      json: { ...(SAMPLE_BODIES['POST news/add'] as object), title: `Folded ${randomUUID().slice(0, 8)}` },
    })
    const made = ((await addedNews.json()) as { entry_id: number }).entry_id
    for (const name of ['first.png', 'second.png'])
      expect((await server.sendPhoto(news.uploadPhoto, made, name, makePng())).status).toBe(200)
    const newsEntries = (await entries()).filter((entry) => entry.record === `news ${made}`)
    expect(newsEntries.map((entry) => entry.call)).toEqual(['PATCH news/uploadNewsPhoto', 'POST news/add'])
    const [replaced, add] = newsEntries
    expect((add.after as { ImagePath: string }).ImagePath).toBe(
      (replaced.before as { ImagePath: string }).ImagePath,
    )
    expect(auditSentence(add)).toMatch(/^Amina Halima Bello added the news 'Folded \w+' with a photo$/)
    expect(auditSentence(replaced)).toMatch(/^Amina Halima Bello uploaded a photo for the news 'Folded \w+'$/)
  })

  it('records a change of group as the staff row before and after, never its password hash', async () => {
    const staff = (await (
      await server.api('staff/permission/list/active', { token: await server.token('admin') })
    ).json()) as {
      StaffID: number
      IsAdmin: number
    }[]
    const someone = staff.find((member) => member.IsAdmin === 0)!
    const granted = await server.api('staff/permission/add', {
      method: 'PATCH',
      token: await server.token('admin'),
      json: { permission: 4, StaffID: someone.StaffID },
    })
    expect(granted.status).toBe(200)
    const [entry] = await entries()
    expect(entry).toMatchObject({
      call: 'PATCH staff/permission/add',
      record: `staff ${someone.StaffID}`,
      before: { IsAdmin: 0 },
      after: { IsAdmin: 4 },
    })
    expect(JSON.stringify(entry)).not.toMatch(/PasswordHash|scrypt/i)
  })

  it('leaves no entry for a refused write', async () => {
    const before = (await entries()).length
    const refused = await server.api('news/add', {
      method: 'POST',
      token: await server.token('faculty'),
      json: { ...(SAMPLE_BODIES['POST news/add'] as object), FacultyCode: 'FMSS', title: 'Not mine' },
    })
    expect(refused.status).toBe(403)
    expect((await entries()).length).toBe(before)
  })

  it('is read by a Super Admin only, and written by no call', async () => {
    for (const username of ['faculty', 'dssd'])
      expect((await server.api('audit/list', { token: await server.token(username) })).status, username).toBe(
        403,
      )
    expect((await server.api('audit/list')).status).toBe(401)
    for (const method of ['POST', 'PATCH', 'DELETE'])
      expect(
        (await server.api('audit/list', { method, token: await server.token('admin'), json: {} })).status,
        method,
      ).toBe(404)
  })
})

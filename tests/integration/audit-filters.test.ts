import { describe, expect, it } from 'vitest'
import { audit, type AuditFilter, type AuditRow } from '../../src/shared/contract/audit'
import type { InputOf } from '../../src/shared/contract/define'
import { news } from '../../src/shared/contract/news'
import { AUDIT_TEXT } from '../../src/shared/rules/audit'
import { SAMPLE_BODIES } from '../support/sample-bodies'
import { useTestServer } from './helpers'

// Issue 47: the audit log filtered by person, date range, area and action, each alone and together; a
// filter that is no filter is refused with 400 and says which field and why.

const server = useTestServer()

const find = (filter: AuditFilter): Promise<AuditRow[]> => server.ok(audit.find, filter, { as: 'admin' })

const newsBody = (title: string, FacultyCode: string): InputOf<typeof news.add> => ({
  ...(SAMPLE_BODIES['POST news/add'] as InputOf<typeof news.add>),
  title,
  FacultyCode,
})

/** A UTC day this many days from now: yesterday and tomorrow bracket today in every time zone. */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

const calls = (rows: AuditRow[]) => new Set(rows.map((row) => row.call))

describe('the audit log filters', () => {
  it('narrow the log by person, dates, area and action, alone and together', async () => {
    const added = await server.ok(news.add, newsBody('Library opening hours extended', 'General'), {
      as: 'admin',
    })
    await server.ok(news.add, newsBody('Computing lab reopens', 'FCS'), { as: 'faculty' })
    await server.ok(news.delete, { EntryID: added.entry_id! }, { as: 'admin' })
    const people = await server.ok(audit.people, {}, { as: 'admin' })
    const everything = await find({})
    expect(everything.length).toBe((await server.ok(audit.list, {}, { as: 'admin' })).length)
    const adminId = everything.find((row) => row.call === 'DELETE news/delete/:EntryID')!.StaffID!
    expect(people.map((person) => person.StaffID)).toContain(adminId)

    const byPerson = await find({ StaffID: adminId })
    expect(byPerson.length).toBeGreaterThan(0)
    expect(byPerson.every((row) => row.StaffID === adminId)).toBe(true)
    expect(byPerson.length).toBeLessThan(everything.length)

    expect((await find({ from: dayFromNow(-1), to: dayFromNow(1) })).length).toBe(everything.length)
    expect(await find({ from: dayFromNow(2) })).toEqual([])
    expect(await find({ to: dayFromNow(-2) })).toEqual([])

    const inNews = await find({ area: 'news' })
    expect(calls(inNews)).toEqual(new Set(['POST news/add', 'DELETE news/delete/:EntryID']))

    const deletions = await find({ action: 'delete' })
    expect(deletions.map((row) => row.call)).toEqual(['DELETE news/delete/:EntryID'])
    expect(await find({ action: 'delete', area: 'event' })).toEqual([])

    const together = await find({ StaffID: adminId, area: 'news', action: 'add', from: dayFromNow(-1) })
    expect(together).toHaveLength(1)
    expect(together[0]).toMatchObject({ call: 'POST news/add', StaffID: adminId })
    expect(together[0].after).toMatchObject({ Title: 'Library opening hours extended' })
  })

  it('refuses a filter that is no filter, saying which field and why', async () => {
    for (const [filter, field] of [
      [{ area: 'nowhere' }, 'area'],
      [{ action: 'juggled' }, 'action'],
      [{ from: '31/12/2026' }, 'from'],
      [{ to: '2026-02-30' }, 'to'],
      [{ StaffID: 'admin' }, 'StaffID'],
      [{ colour: 'red' }, 'colour'],
    ] as const) {
      const answer = await server.raw('POST', 'audit/find', filter, { as: 'admin' })
      expect(answer.status, JSON.stringify(filter)).toBe(400)
      expect(answer.body, JSON.stringify(filter)).toMatchObject({ field })
    }
    const backwards = await server.raw(
      'POST',
      'audit/find',
      { from: '2026-12-31', to: '2026-12-01' },
      { as: 'admin' },
    )
    expect(backwards.status).toBe(400)
    expect(String(backwards.body.message)).toContain(AUDIT_TEXT.backwards)
  })

  it('is read by a Super Admin only, and leaves no entry of its own', async () => {
    for (const as of ['faculty', 'dssd'] as const) {
      expect((await server.raw('POST', 'audit/find', {}, { as })).status, as).toBe(403)
      expect((await server.raw('GET', 'audit/people', undefined, { as })).status, as).toBe(403)
    }
    expect((await server.raw('POST', 'audit/find', {})).status).toBe(401)
    const before = (await find({})).length
    await find({ area: 'news' })
    expect((await find({})).length).toBe(before)
  })
})

import { describe, expect, it } from 'vitest'
import { isAuditedWrite } from '../../src/server/audit-log'
import { recordTableOf } from '../../src/server/routes/define'
import { audit } from '../../src/shared/contract/audit'
import { records } from '../../src/shared/contract/records'
import { CONTRACT_ENTRIES } from './contract-calls'
import { useTestServer } from './helpers'

// Issue 25: every write that changes a record keeps its version, generated from the contract like the
// permission matrix. A record's versions are its audit entries, and an entry holds the whole record only
// when the area names the table the call writes (registerArea's `records`, an upload's `uploadInto`); a
// write call added without it fails here.

const server = useTestServer()

/** Writes that change no one record, each with why: their entries hold what was asked. */
const NOT_ONE_RECORD: Record<string, string> = {
  'gallery.bulk':
    "changes several photos: each photo's change keeps its own version, as its update or delete would (gallery-bulk.test.ts)",
  'records.saveMapping': 'saves which CSV column each field of a kind reads: a setting, not a record',
  'versions.setRetention': "how long versions are kept: a setting, and it must move no record's version",
  'versions.pin': "marks an entry kept for ever: it must move no record's version",
  'schedule.setZone': "the university's time zone: a setting, and it must move no record's version",
  'schedule.setLocale': "the university's locale: a setting, and it must move no record's version",
  'preview.setSettings': "the site's preview address: a setting, and it must move no record's version",
  'preview.link': "hands out a key to a record's draft, changing nothing of it: it must move no version",
  'a11y.setLevels': "which accessibility rules are errors: a setting, and it must move no record's version",
  'webhooks.add':
    'a webhook endpoint: its entry names its address and never its secret, which a version would keep',
  'webhooks.update': "a webhook endpoint's events: its entry holds what was asked, never the secret",
  'webhooks.delete': 'a webhook endpoint: its entry names its address, never its secret',
  'webhooks.pause': 'stops the deliveries of an endpoint: a state, not a record of content',
  'webhooks.resume': 'restarts the deliveries of an endpoint: a state, not a record of content',
  'webhooks.sendTest': 'sends a test event: changes no record',
  'webhooks.redeliver': 'sends a delivery again: changes no record',
  'review.comment':
    "a comment on a record's change (issue 48): its thread, not the record, and it must move no version a form stands on",
  'review.setSettings': 'who is reviewed before publishing: a setting, and it must move no record’s version',
}

describe('every write keeps a version of the record it changes', () => {
  const writes = CONTRACT_ENTRIES.filter((entry) => isAuditedWrite(entry.spec))

  it('covers the writes of every area', () => {
    expect(server.url).toMatch(/^http/)
    expect(writes.length).toBeGreaterThan(40)
  })

  it.each(writes.map((entry) => [entry.name, entry] as const))('%s', (name, { spec }) => {
    const table = recordTableOf(spec)
    if (name in NOT_ONE_RECORD) expect(table, NOT_ONE_RECORD[name]).toBeUndefined()
    else expect(table, `${spec.method} ${spec.path}`).toBeTruthy()
  })
})

describe('a university record, whose table its kind chooses', () => {
  it('keeps each save as the whole record before and after, under that table', async () => {
    const values = { FacultyCode: 'FVER', FacultyName: 'Faculty of Versions', FacultyDean: 'Prof. Ada Eze' }
    const made = await server.ok(records.add, { kind: 'faculties', values }, { as: 'admin' })
    expect(made.message).toBe('success')
    const EntryID = made.entry_id as number
    const renamed = { ...values, FacultyName: 'Faculty of Kept Versions' }
    await server.ok(records.update, { kind: 'faculties', EntryID, values: renamed }, { as: 'admin' })
    const entries = (await server.ok(audit.list, {}, { as: 'admin' })).filter(
      (entry) => entry.record === `faculty ${EntryID}`,
    )
    expect(entries.map((entry) => entry.call)).toEqual(['PATCH records/update', 'POST records/add'])
    expect(entries[0].before).toMatchObject({ FacultyName: 'Faculty of Versions' })
    expect(entries[0].after).toMatchObject({ FacultyName: 'Faculty of Kept Versions', FacultyCode: 'FVER' })
  })
})

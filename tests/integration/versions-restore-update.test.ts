import { describe, expect, it } from 'vitest'
import { audit } from '../../src/shared/contract/audit'
import type { RecordVersion } from '../../src/shared/contract/define'
import { news } from '../../src/shared/contract/news'
import { STALE_VERSION, VERSION_HEADER } from '../../src/shared/rules/versions'
import { useTestServer, withValues } from './helpers'

// Issue 25 "Restore the whole version or only chosen fields": the History panel restores by sending the
// chosen version's values through the area's own update, with the version the record is at now. A restore
// is therefore a save like any other: a new version and a new audit entry, never a rewrite of the versions
// before it.

const server = useTestServer()

const paragraph = (text: string) => JSON.stringify([{ type: 'paragraph', children: [{ text }] }])

/** The fields of a news version a restore sends back, as the update call names them. */
interface NewsValues {
  Title: string
  Description: string
  Status: 0 | 1
  FacultyCode: string
}
const valuesOf = (version: RecordVersion): NewsValues => version.values as unknown as NewsValues

const update = (id: number, values: NewsValues, version: number) =>
  server.call(
    news.update,
    {
      id,
      title: values.Title,
      content: values.Description,
      status: values.Status,
      FacultyCode: values.FacultyCode,
      submittedBy: 'Test Writer',
    },
    { as: 'admin', headers: { [VERSION_HEADER]: String(version) } },
  )

const historyOf = (EntryID: number) =>
  withValues(server.ok(news.history, { EntryID }, { as: 'admin' }), (version) =>
    server.ok(news.version, { EntryID, version }, { as: 'admin' }),
  )
const auditEntriesOf = async (EntryID: number) =>
  (await server.ok(audit.list, {}, { as: 'admin' })).filter((entry) => entry.record === `news ${EntryID}`)

let seq = 0
/** A news item saved three times: made ('Original title n'), retitled ('Second title n'), its text rewritten. */
async function newsWithThreeVersions(): Promise<{ id: number; original: string; second: string }> {
  seq++
  const original = `Original title ${seq}`
  const made = await server.ok(
    news.add,
    {
      title: original,
      status: 1,
      content: paragraph('Original text'),
      FacultyCode: 'General',
      submittedBy: 'Test Writer',
    },
    { as: 'admin' },
  )
  const id = made.entry_id as number
  const first = valuesOf((await historyOf(id))[0])
  const opened = await server.ok(news.get, { EntryID: id }, { as: 'admin' })
  const second = `Second title ${seq}`
  expect((await update(id, { ...first, Title: second }, opened.version)).status).toBe(200)
  const [retitled] = await historyOf(id)
  const rewritten = { ...valuesOf(retitled), Description: paragraph('Second text') }
  expect((await update(id, rewritten, retitled.version)).status).toBe(200)
  expect(await historyOf(id)).toHaveLength(3)
  return { id, original, second }
}

describe('restoring a version of a news item', () => {
  it('restores a whole version as a new version and a new audit entry, the earlier versions unchanged', async () => {
    const { id, original: originalTitle, second: secondTitle } = await newsWithThreeVersions()
    const before = await historyOf(id)
    const entriesBefore = await auditEntriesOf(id)
    const original = before[before.length - 1]
    const current = before[0]

    expect((await update(id, valuesOf(original), current.version)).status).toBe(200)

    const after = await historyOf(id)
    expect(after).toHaveLength(4)
    expect(after.slice(1)).toEqual(before)
    expect(after[0].version).toBeGreaterThan(current.version)
    expect(after[0].call).toBe('PATCH news/update')
    expect(after[0].changed.sort()).toEqual(['Description', 'Title'])
    expect(after[0].values).toMatchObject({
      Title: originalTitle,
      Description: paragraph('Original text'),
    })
    const record = await server.ok(news.get, { EntryID: id }, { as: 'admin' })
    expect(record).toMatchObject({ Title: originalTitle, Description: paragraph('Original text') })
    expect(record.version).toBe(after[0].version)

    const entries = await auditEntriesOf(id)
    expect(entries).toHaveLength(entriesBefore.length + 1)
    expect(entries.slice(1)).toEqual(entriesBefore)
    expect(entries[0]).toMatchObject({
      call: 'PATCH news/update',
      before: { Title: secondTitle, Description: paragraph('Second text') },
      after: { Title: originalTitle, Description: paragraph('Original text') },
    })
  })

  it('restores one field of a version, keeping the others as they are now', async () => {
    const { id, original: originalTitle, second: secondTitle } = await newsWithThreeVersions()
    const before = await historyOf(id)
    const entriesBefore = await auditEntriesOf(id)
    const [current, retitled] = before
    // Only the title of the first version: the text stays the one saved last.
    const chosen = { ...valuesOf(current), Title: valuesOf(before[2]).Title }

    expect((await update(id, chosen, current.version)).status).toBe(200)

    const after = await historyOf(id)
    expect(after).toHaveLength(4)
    expect(after.slice(1)).toEqual(before)
    expect(after[0].changed).toEqual(['Title'])
    expect(after[0].values).toMatchObject({ Title: originalTitle, Description: paragraph('Second text') })
    expect(valuesOf(retitled).Title).toBe(secondTitle)
    expect(await auditEntriesOf(id)).toHaveLength(entriesBefore.length + 1)

    // A second restore, of the other field of another version, is one more version again.
    expect(
      (await update(id, { ...chosen, Description: valuesOf(retitled).Description }, after[0].version)).status,
    ).toBe(200)
    const again = await historyOf(id)
    expect(again).toHaveLength(5)
    expect(again.slice(1)).toEqual(after)
    expect(again[0].changed).toEqual(['Description'])
    expect(again[0].values).toMatchObject({
      Title: originalTitle,
      Description: paragraph('Original text'),
    })
  })

  it('refuses a restore from a History panel opened before another save, as any stale save', async () => {
    const { id } = await newsWithThreeVersions()
    const before = await historyOf(id)
    const [current, , original] = before
    expect(
      (await update(id, { ...valuesOf(current), Title: 'Saved meanwhile' }, current.version)).status,
    ).toBe(200)
    const stale = await update(id, valuesOf(original), current.version)
    expect(stale).toMatchObject({ status: 409, body: { message: STALE_VERSION } })
    const after = await historyOf(id)
    expect(after).toHaveLength(4)
    expect(after[0].values).toMatchObject({ Title: 'Saved meanwhile' })
  })
})

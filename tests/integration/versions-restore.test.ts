import { describe, expect, it } from 'vitest'
import { news } from '../../src/shared/contract/news'
import { NO_SUCH_VERSION, STALE_VERSION, notRestorable } from '../../src/shared/rules/versions'
import { useTestServer } from './helpers'

// Issue 25 "Restore the whole version or only chosen fields": a restore writes a version's fields back as a
// new version (and a new audit entry); the versions before it stay as they were.

const server = useTestServer()

const paragraph = (text: string) => JSON.stringify([{ type: 'paragraph', children: [{ text }] }])

async function newsWithTwoVersions(title: string) {
  const made = await server.ok(
    news.add,
    { title, status: 1, content: paragraph('First text'), FacultyCode: 'General', submittedBy: 'Writer' },
    { as: 'admin' },
  )
  const EntryID = made.entry_id ?? 0
  const change = { id: EntryID, status: 0 as const, FacultyCode: 'General', submittedBy: 'Writer' }
  await server.ok(
    news.update,
    { ...change, title: `${title} changed`, content: paragraph('Second text') },
    { as: 'admin' },
  )
  return EntryID
}

const historyOf = (EntryID: number) => server.ok(news.history, { EntryID }, { as: 'admin' })
const opened = (EntryID: number) => server.ok(news.get, { EntryID }, { as: 'admin' })

describe('restoring a version', () => {
  it('restores a whole version as a new one, leaving the earlier versions as they were', async () => {
    const EntryID = await newsWithTwoVersions('Restored whole')
    const [changed, first] = await historyOf(EntryID)
    const { version } = await opened(EntryID)
    expect(
      await server.ok(
        news.restore,
        { EntryID, version: first.version, basedOn: version, fields: ['Title', 'Description', 'Status'] },
        { as: 'admin' },
      ),
    ).toEqual({ message: 'success' })
    const now = await opened(EntryID)
    expect([now.Title, now.Description, now.Status]).toEqual(['Restored whole', paragraph('First text'), 1])
    const after = await historyOf(EntryID)
    expect(after).toHaveLength(3)
    expect(after[0].call).toBe('POST news/restore')
    expect([...after[0].changed].sort()).toEqual(['Description', 'Status', 'Title'])
    expect(after.slice(1)).toEqual([changed, first])
    expect(now.version).toBe(after[0].version)
  })

  it('restores one field and leaves the others as they are now', async () => {
    const EntryID = await newsWithTwoVersions('Restored title')
    const first = (await historyOf(EntryID))[1]
    const { version } = await opened(EntryID)
    await server.ok(
      news.restore,
      { EntryID, version: first.version, basedOn: version, fields: ['Title'] },
      { as: 'admin' },
    )
    const now = await opened(EntryID)
    expect([now.Title, now.Description, now.Status]).toEqual(['Restored title', paragraph('Second text'), 0])
    const [restore] = await historyOf(EntryID)
    expect(restore.changed).toEqual(['Title'])
    expect(restore.by).not.toBe('')
  })

  it('refuses a restore from a screen showing an older version, and changes nothing', async () => {
    const EntryID = await newsWithTwoVersions('Restored late')
    const [changed, first] = await historyOf(EntryID)
    const stale = await server.call(
      news.restore,
      { EntryID, version: first.version, basedOn: first.version, fields: ['Title'] },
      { as: 'admin' },
    )
    expect(stale).toEqual({ ok: false, status: 409, body: { message: STALE_VERSION } })
    expect((await opened(EntryID)).version).toBe(changed.version)
  })

  it('refuses a version of another record, a bookkeeping field and an unknown field', async () => {
    const EntryID = await newsWithTwoVersions('Restore refusals')
    const other = await newsWithTwoVersions('Another record')
    const foreign = (await historyOf(other))[0]
    const { version } = await opened(EntryID)
    const own = (await historyOf(EntryID))[1].version
    const restore = (body: { version: number; fields: string[] }) =>
      server.call(news.restore, { EntryID, basedOn: version, ...body }, { as: 'admin' })
    expect(await restore({ version: foreign.version, fields: ['Title'] })).toMatchObject({
      status: 404,
      body: { message: NO_SUCH_VERSION },
    })
    // Bookkeeping, the id, no column at all, and what decides who may reach the record (its faculty).
    for (const field of ['InsertedBy', 'EntryID', 'NoSuchColumn', 'FacultyCode'])
      expect(await restore({ version: own, fields: [field] })).toMatchObject({
        status: 400,
        body: { message: notRestorable(field) },
      })
    expect((await opened(EntryID)).version).toBe(version)
  })
})

describe('one version of a record', () => {
  it('is listed without its values, and read with them by the version call', async () => {
    const EntryID = await newsWithTwoVersions('Read by its version')
    const [changed, first] = await historyOf(EntryID)
    expect(changed).not.toHaveProperty('values')
    const one = await server.ok(news.version, { EntryID, version: first.version }, { as: 'admin' })
    expect(one).toEqual({ ...first, values: expect.objectContaining({ Title: 'Read by its version' }) })
    const other = await newsWithTwoVersions('Not its version')
    expect(
      await server.call(news.version, { EntryID: other, version: first.version }, { as: 'admin' }),
    ).toMatchObject({ status: 404, body: { message: NO_SUCH_VERSION } })
  })
})

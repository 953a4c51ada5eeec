import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { record_lease } from '../../src/server/db/schema'
import { news } from '../../src/shared/contract/news'
import { BAD_VERSION, LEASE_SECONDS, STALE_VERSION, VERSION_HEADER } from '../../src/shared/rules/versions'
import { startSecondServer, useTestServer, withValues } from './helpers'

// Issue 25 "No silent overwrite": a save that sends the version its form was opened from is refused when
// the record changed since, on this server or on another one on the same database; a save without one (the
// old console's client) keeps last-save-wins.

const server = useTestServer()

const paragraph = (text: string) => JSON.stringify([{ type: 'paragraph', children: [{ text }] }])

async function addNews(title: string): Promise<number> {
  const made = await server.ok(
    news.add,
    {
      title,
      status: 1,
      content: paragraph('First text'),
      FacultyCode: 'General',
      submittedBy: 'Test Writer',
    },
    { as: 'admin' },
  )
  if (typeof made.entry_id !== 'number') throw new Error(`no entry_id: ${JSON.stringify(made)}`)
  return made.entry_id
}

const opened = (id: number) => server.ok(news.get, { EntryID: id }, { as: 'admin' })

const body = (id: number, title: string, text = 'First text') => ({
  id,
  title,
  status: 1 as const,
  content: paragraph(text),
  FacultyCode: 'General',
  submittedBy: 'Test Writer',
})

/** A save from a form opened at `version` (none: the old client). */
const save = (id: number, title: string, version?: number | string, text?: string) =>
  server.call(news.update, body(id, title, text), {
    as: 'admin',
    headers: version === undefined ? {} : { [VERSION_HEADER]: String(version) },
  })

describe('versions of a record', () => {
  it('answers a record with its version, which each save moves on', async () => {
    const id = await addNews('Versioned news')
    const first = await opened(id)
    expect(first.version).toBeGreaterThan(0)
    expect((await save(id, 'Versioned news 2', first.version)).status).toBe(200)
    const second = await opened(id)
    expect(second.Title).toBe('Versioned news 2')
    expect(second.version).toBeGreaterThan(first.version)
  })

  it('refuses a save based on an older version, and keeps the newer save', async () => {
    const id = await addNews('Two editors')
    const { version } = await opened(id)
    expect((await save(id, 'Title fixed by the first editor', version)).status).toBe(200)
    const stale = await save(id, 'Two editors', version, 'A paragraph added by the second')
    expect(stale).toEqual({ ok: false, status: 409, body: { message: STALE_VERSION } })
    const now = await opened(id)
    expect(now.Title).toBe('Title fixed by the first editor')
    expect(now.Description).toBe(paragraph('First text'))
  })

  it('lets exactly one of two saves from the same version through', async () => {
    const id = await addNews('Saved twice at once')
    const { version } = await opened(id)
    const answers = await Promise.all([save(id, 'First of two', version), save(id, 'Second of two', version)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    const won = answers[0].status === 200 ? 'First of two' : 'Second of two'
    expect((await opened(id)).Title).toBe(won)
  })

  it('keeps last-save-wins for a save without a version (the old client)', async () => {
    const id = await addNews('Old client')
    const { version } = await opened(id)
    expect((await save(id, 'Changed by the new console', version)).status).toBe(200)
    expect((await save(id, 'Changed by the old client')).status).toBe(200)
    expect((await opened(id)).Title).toBe('Changed by the old client')
  })

  it('refuses a version header that is not a version', async () => {
    const id = await addNews('Bad header')
    for (const sent of ['abc', '-1', '1.5', '99999999999999999999'])
      expect(await save(id, 'Bad header 2', sent)).toEqual({
        ok: false,
        status: 400,
        body: { message: BAD_VERSION },
      })
    expect((await opened(id)).Title).toBe('Bad header')
  })

  it('answers 404 for an unknown record, with or without a version', async () => {
    const missing = await save(2 ** 31 - 2, 'Nobody', 5)
    expect(missing.status).toBe(404)
  })

  it('keeps every save as a version: who, which call, what changed and every value, newest first', async () => {
    const id = await addNews('History of a news item')
    const made = await opened(id)
    expect((await save(id, 'History retitled', made.version)).status).toBe(200)
    const retitled = await opened(id)
    const paragraphAdded = await save(id, 'History retitled', retitled.version, 'A second paragraph')
    expect(paragraphAdded.status).toBe(200)
    const versions = await withValues(server.ok(news.history, { EntryID: id }, { as: 'admin' }), (version) =>
      server.ok(news.version, { EntryID: id, version }, { as: 'admin' }),
    )
    expect(versions.map((v) => [v.call, v.changed])).toEqual([
      ['PATCH news/update', ['Description']],
      ['PATCH news/update', ['Title']],
      ['POST news/add', expect.arrayContaining(['Title', 'Description', 'Status'])],
    ])
    expect(versions[1].version).toBe(retitled.version)
    expect(versions[2].version).toBe(made.version)
    expect(versions[2].values).toMatchObject({
      Title: 'History of a news item',
      Description: paragraph('First text'),
    })
    expect(versions[0].values).toMatchObject({
      Title: 'History retitled',
      Description: paragraph('A second paragraph'),
    })
    expect(new Set(versions.map((v) => v.by))).toEqual(new Set(['Amina Halima Bello']))
    expect(versions[0].version).toBe((await opened(id)).version)
  })

  it('leaves no version and no audit entry for holding a lease', async () => {
    const id = await addNews('Leased but not changed')
    const { version } = await opened(id)
    await server.ok(news.lease, { EntryID: id, holder: 'screen-quiet-1', action: 'hold' }, { as: 'admin' })
    await server.ok(news.lease, { EntryID: id, holder: 'screen-quiet-1', action: 'release' }, { as: 'admin' })
    expect((await opened(id)).version).toBe(version)
    expect(await server.ok(news.history, { EntryID: id }, { as: 'admin' })).toHaveLength(1)
  })

  it('refuses on a second server a save made stale through the first', async () => {
    const second = await startSecondServer(server)
    try {
      const id = await addNews('Across servers')
      const { version } = await opened(id)
      expect((await save(id, 'Saved through A', version)).status).toBe(200)
      const throughB = await fetch(`${second.url}news/update`, {
        method: 'PATCH',
        headers: {
          authorization: `Bearer ${await server.token('admin')}`,
          'content-type': 'application/json',
          [VERSION_HEADER]: String(version),
        },
        body: JSON.stringify(body(id, 'Saved through B')),
      })
      expect(throughB.status).toBe(409)
      expect(await throughB.json()).toEqual({ message: STALE_VERSION })
      expect((await opened(id)).Title).toBe('Saved through A')
      // A lease taken through A is seen through B.
      await server.ok(news.lease, { EntryID: id, holder: 'screen-on-a-1', action: 'hold' }, { as: 'admin' })
      const seen = await fetch(`${second.url}news/lease`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${await server.token('dssd')}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ EntryID: id, holder: 'screen-on-b-1' }),
      })
      expect(await seen.json()).toMatchObject({ mine: false, heldBy: { name: 'Amina Halima Bello' } })
    } finally {
      await second.close()
    }
  })
})

describe('leases: who else is editing', () => {
  const lease = (id: number, as: string, holder: string, action: 'hold' | 'takeOver' | 'release') =>
    server.ok(news.lease, { EntryID: id, holder, action }, { as })
  const amina = { name: 'Amina Halima Bello', StaffID: expect.any(Number), since: expect.any(String) }
  const ibrahim = { ...amina, name: expect.stringContaining('Ibrahim') }

  it('tells a second editor who holds the record, lets them take over, and tells the first', async () => {
    const id = await addNews('Leased news')
    expect(await lease(id, 'admin', 'screen-amina-1', 'hold')).toEqual({ mine: true, heldBy: null })
    // Renewing keeps it; the second editor sees who holds it and since when.
    expect(await lease(id, 'admin', 'screen-amina-1', 'hold')).toEqual({ mine: true, heldBy: null })
    expect(await lease(id, 'dssd', 'screen-ibrahim-1', 'hold')).toEqual({ mine: false, heldBy: amina })
    expect(await lease(id, 'dssd', 'screen-ibrahim-1', 'takeOver')).toEqual({ mine: true, heldBy: null })
    // The first editor's next renewal learns it was taken over.
    expect(await lease(id, 'admin', 'screen-amina-1', 'hold')).toEqual({ mine: false, heldBy: ibrahim })
    // Releasing what one does not hold changes nothing; the holder's release frees it.
    await lease(id, 'admin', 'screen-amina-1', 'release')
    expect(await lease(id, 'admin', 'screen-amina-1', 'hold')).toMatchObject({ mine: false })
    await lease(id, 'dssd', 'screen-ibrahim-1', 'release')
    expect(await lease(id, 'admin', 'screen-amina-1', 'hold')).toEqual({ mine: true, heldBy: null })
  })

  it('frees a lease its holder stopped renewing, and never blocks a save', async () => {
    const id = await addNews('Abandoned lease')
    await lease(id, 'admin', 'screen-gone-1', 'hold')
    const { version } = await opened(id)
    expect((await save(id, 'Saved while leased by another screen', version)).status).toBe(200)
    await server.database.db
      .update(record_lease)
      .set({ renewed: new Date(Date.now() - (LEASE_SECONDS + 5) * 1000).toISOString() })
      .where(eq(record_lease.record, `news ${id}`))
    expect(await lease(id, 'dssd', 'screen-ibrahim-2', 'hold')).toEqual({ mine: true, heldBy: null })
  })

  it('refuses a lease to whom the record is refused', async () => {
    const id = await addNews('Lease refused')
    const refused = await server.call(
      news.lease,
      { EntryID: id, holder: 'screen-dept-1', action: 'hold' },
      { as: 'department' },
    )
    expect(refused.status).toBe(403)
    const missing = await server.call(
      news.lease,
      { EntryID: 2 ** 31 - 2, holder: 'screen-amina-9', action: 'hold' },
      { as: 'admin' },
    )
    expect(missing.status).toBe(404)
  })
})

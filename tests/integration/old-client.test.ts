import { describe, expect, it } from 'vitest'
import { contract } from '../../src/shared/contract'
import type { Spec } from '../../src/shared/contract/define'
import { OLD_CLIENT_BODIES, SAMPLE_BODIES } from '../support/sample-bodies'
import { useTestServer, type TestServer } from './helpers'

// SPEC §4's client sent numbers as text and an empty EntryID in add mode, and SPEC §3's names where ours
// differ (the event fields: OLD_CLIENT_BODIES). Two servers start from the same
// seeded database; one gets every add and update as our client types it, the other as the old console sent
// it, call for call in the same order. Each answer must be the same: status and body. Generated from the
// contract and its sample bodies, so a new call is covered the day it is added.

const bodyCalls = Object.values(contract).flatMap((area) =>
  Object.values(area as Record<string, Spec>).flatMap((spec) =>
    spec.kind === 'call' &&
    (spec.method === 'POST' || spec.method === 'PATCH') &&
    !spec.path.startsWith('login/')
      ? [{ method: spec.method, path: spec.path, shape: Object.keys(shapeOf(spec.input)) }]
      : [],
  ),
)

function shapeOf(schema: unknown): Record<string, unknown> {
  return (schema as { shape?: Record<string, unknown> }).shape ?? {}
}

/** The typed body as SPEC's client sent it: every number as its text, an id not chosen yet as ''. */
function asOldClientSent(body: Record<string, unknown>, fields: readonly string[]) {
  const sent = Object.fromEntries(
    Object.entries(body).map(([key, value]) => [key, typeof value === 'number' ? String(value) : value]),
  )
  for (const idField of ['EntryID', 'id'])
    if (fields.includes(idField) && sent[idField] === undefined) sent[idField] = ''
  return sent
}

const typedServer = useTestServer()
const oldServer = useTestServer()

/**
 * A set-password link (accounts) and a webhook's signing secret are made afresh by each call: compared without
 * their random code and time. A preview link (issue 46) is signed by each deployment's own secret and ends a
 * fixed time after the call (the two calls may fall in different seconds): compared without its signature and
 * with its end as the time between the call and it.
 */
function comparable(answer: { status: number; body: unknown }, calledAt: number) {
  const body = answer.body as { link?: object; secret?: string; url?: unknown; expiresAt?: unknown } | null
  if (typeof body?.url === 'string' && typeof body.expiresAt === 'string')
    return { ...answer, body: previewLinkComparable(body.url, body.expiresAt, calledAt) }
  const secret = typeof body?.secret === 'string' ? { secret: 'random' } : {}
  if (!body?.link) return body ? { ...answer, body: { ...body, ...secret } } : answer
  return {
    ...answer,
    body: { ...body, ...secret, link: { ...body.link, token: 'random', expiresAt: 'time' } },
  }
}

/** The link's end, and the end its token carries, as whole minutes after the call; the signature left out. */
function previewLinkComparable(url: string, expiresAt: string, calledAt: number) {
  const token = new URL(url).searchParams.get('token') ?? ''
  const [version, payload] = token.split('.')
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as { e: number }
  const minutesAfter = (at: number) => Math.round((at - calledAt) / 60_000)
  return {
    page: url.split('?')[0],
    token: { ...claims, version, e: minutesAfter(claims.e * 1000) },
    expiresAt: minutesAfter(Date.parse(expiresAt)),
  }
}

/** As the admin, the body as written: the old client's bodies are what the typed contract would not send. */
const send = (server: TestServer, method: string, path: string, json: unknown) =>
  server.raw<unknown>(method, path, json, { as: 'admin' })

describe('old-client payloads', () => {
  it('answer every add and update as the typed payload does', async () => {
    const compared: string[] = []
    for (const { method, path, shape } of bodyCalls) {
      const body = SAMPLE_BODIES[`${method} ${path}`] as Record<string, unknown> | undefined
      if (!body) continue
      const typedAt = Date.now()
      const typed = await send(typedServer, method, path, body)
      const sent = OLD_CLIENT_BODIES[`${method} ${path}`] ?? asOldClientSent(body, shape)
      const oldAt = Date.now()
      const old = await send(oldServer, method, path, sent)
      expect(comparable(old, oldAt), `${method} ${path}`).toEqual(comparable(typed, typedAt))
      compared.push(`${method} ${path}`)
    }
    expect(compared.length).toBeGreaterThanOrEqual(20)
  })

  it('saves the records of the report from the old wire format', async () => {
    const old = (method: string, path: string, json: unknown) => send(oldServer, method, path, json)
    const category = await old('POST', 'gallery/category/add', { EntryID: '', categoryName: 'Wire days' })
    expect(category).toEqual({ status: 200, body: { message: 'success' } })
    const categories = (await old('GET', 'gallery/category/list', undefined)).body as {
      EntryID: number
      CategoryName: string
    }[]
    const categoryId = String(categories.find((c) => c.CategoryName === 'Wire days')!.EntryID)
    const sub = await old('POST', 'gallery/subcategory/add', {
      EntryID: '',
      CategoryID: '',
      categoryName: categoryId,
      subcategoryName: 'Old forms',
    })
    expect(sub).toEqual({ status: 200, body: { message: 'success' } })
    const news = await old('POST', 'news/add', {
      ...(SAMPLE_BODIES['POST news/add'] as object),
      title: 'Sent as text',
      status: '1',
    })
    expect(news.status).toBe(200)
    expect(news.body).toMatchObject({ message: 'success', entry_id: expect.any(Number) })
  })

  it('saves an event sent with SPEC §3’s field names, and updates it so', async () => {
    const old = (method: string, path: string, json: unknown) => send(oldServer, method, path, json)
    const added = await old('POST', 'event/add', {
      ...OLD_CLIENT_BODIES['POST event/add'],
      Title: 'Wire gala',
    })
    expect(added).toEqual({ status: 200, body: { message: 'success', entry_id: expect.any(Number) } })
    const id = (added.body as { entry_id: number }).entry_id
    const updated = await old('PATCH', 'event/update', {
      ...OLD_CLIENT_BODIES['PATCH event/update'],
      id: String(id),
      Title: 'Wire gala, moved',
      Location: 'Sports hall',
      FacultyCode: 'General',
      Status: '0',
    })
    expect(updated).toEqual({ status: 200, body: { message: 'success' } })
    const events = (await old('GET', 'event/list/all/General', undefined)).body as Record<string, unknown>[]
    expect(events.find((row) => row.EntryID === id)).toMatchObject({
      Title: 'Wire gala, moved',
      EventDate: '2025-11-29',
      StartTime: '10:00',
      EndTime: '14:00',
      Location: 'Sports hall',
      Status: 0,
      Description: OLD_CLIENT_BODIES['PATCH event/update'].Description,
    })
  })

  it('still answers 400 naming the field for text that is not a number', async () => {
    const refused = await send(oldServer, 'POST', 'news/add', {
      ...(SAMPLE_BODIES['POST news/add'] as object),
      title: 'Not a status',
      status: 'published',
    })
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({ field: 'status' })
  })

  it("saves an update that sends no version over a newer save, as SPEC's console did (last save wins)", async () => {
    // Issue 25: our console sends the version its form was opened from and is refused when it is stale; SPEC's
    // client sends none and keeps its behaviour (docs/spec-deviations.md, "Nothing overwritten").
    const { news } = contract
    const body = { status: 1 as const, content: '[]', FacultyCode: 'General', submittedBy: 'Old Client' }
    const made = await typedServer.ok(news.add, { ...body, title: 'Sent without a version' }, { as: 'admin' })
    const id = made.entry_id ?? 0
    const opened = await typedServer.ok(news.get, { EntryID: id }, { as: 'admin' })
    await typedServer.ok(news.update, { ...body, id, title: 'Saved by our console' }, { as: 'admin' })
    const old = await typedServer.call(
      news.update,
      { ...body, id, title: 'Saved by the old console' },
      {
        as: 'admin',
      },
    )
    expect(old.status).toBe(200)
    const now = await typedServer.ok(news.get, { EntryID: id }, { as: 'admin' })
    expect(now.Title).toBe('Saved by the old console')
    expect(now.version).toBeGreaterThan(opened.version)
  })
})

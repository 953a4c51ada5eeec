import { randomBytes } from 'node:crypto'
import { Webhook } from 'standardwebhooks'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { news } from '../../src/shared/contract/news'
import { preview } from '../../src/shared/contract/preview'
import { PREVIEW_CACHE_CONTROL, PREVIEW_REFUSALS } from '../../src/shared/rules/preview'
import { PUBLIC_PREFIX } from '../../src/shared/rules/public'
import { publicApi } from '../../src/site/api'
import { NewsItem, pageOf } from '../../src/site/records'
import { startSite, WEBHOOK_PATH, type RunningSite } from '../../src/site/server'
import { siteSettings } from '../../src/site/settings'
import { SITE_TEXT } from '../../src/site/text'
import { SAMPLE_BODIES } from '../support/sample-bodies'
import { useTestServer } from './helpers'

// Issue 46 item 6: the reference site reads the public API of a real server. It shows what is published, its
// values escaped; it keeps the API's answers until a webhook signed with its secret says the content changed
// (an unsigned or forged one is refused with 401); a preview link shows a draft, never kept.

const server = useTestServer({ publicApi: { origins: [], rateLimit: false } })
const SECRET = `whsec_${randomBytes(24).toString('base64')}`
let site: RunningSite

beforeAll(async () => {
  site = await startSite(
    siteSettings({
      SITE_API_URL: new URL(PUBLIC_PREFIX, server.origin).href,
      SITE_PORT: '0',
      SITE_WEBHOOK_SECRET: SECRET,
      SITE_NAME: 'Northbridge University',
    }),
  )
})
afterAll(() => site.close())

const slate = (text: string) => JSON.stringify([{ type: 'paragraph', children: [{ text }] }])

async function addNews(title: string, status: number) {
  const body = { ...(SAMPLE_BODIES['POST news/add'] as object), title, status, FacultyCode: 'General' }
  const made = await server.ok(news.add, { ...body, content: slate(`About ${title}`) } as never, {
    as: 'admin',
  })
  const rows = await server.ok(news.list, { facultyCode: 'General' }, { as: 'admin' })
  return rows.find((row) => row.EntryID === made.entry_id)!
}

const get = (path: string) => fetch(`${site.url}${path}`)
const text = async (path: string) => (await get(path)).text()
const tag = () => randomBytes(3).toString('hex')

const signed = (body: string, secret = SECRET) => {
  const id = `msg_${tag()}`
  const signature = new Webhook(secret).sign(id, new Date(), body)
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(Date.now() / 1000)),
    'webhook-signature': signature,
  }
}
const deliver = (body: string, headers: Record<string, string>) =>
  fetch(`${site.url}${WEBHOOK_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  })

describe('the reference site', () => {
  it('shows a published news item on the home page and its own page, its title escaped, with the view beacon', async () => {
    const title = `Open day <script>alert(1)</script> & "more" ${tag()}`
    const item = await addNews(title, 1)
    const escaped = `Open day &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;more&quot;`
    const home = await text('/')
    expect(home).toContain(`${escaped} ${title.slice(-6)}`)
    expect(home).not.toContain('<script>alert(1)')
    expect(home).toContain(`href="/news/${item.Slug}"`)

    const answer = await get(`/news/${item.Slug}`)
    expect(answer.status).toBe(200)
    const page = await answer.text()
    expect(page).toContain(`<h1>${escaped} ${title.slice(-6)}</h1>`)
    expect(page).toContain('<p>About Open day &lt;script&gt;alert(1)&lt;/script&gt;')
    expect(page).toContain(`data-view="${new URL(PUBLIC_PREFIX, server.origin).href}/news/${item.Slug}/view"`)
    expect(page).toContain('<script src="/assets/view.js" defer></script>')
    expect((await get('/news/no-such-page')).status).toBe(404)
  })

  it('keeps the API answers until a webhook signed with its secret; unsigned and forged ones get 401', async () => {
    await text('/')
    const title = `Library hours ${tag()}`
    await addNews(title, 1)
    // The API says its lists may be kept a minute: the site shows its kept home page.
    expect(await text('/')).not.toContain(title)

    const event = JSON.stringify({ type: 'news.published', timestamp: new Date().toISOString(), data: {} })
    expect((await deliver(event, {})).status).toBe(401)
    expect((await deliver(event, signed(event, `whsec_${randomBytes(24).toString('base64')}`))).status).toBe(
      401,
    )
    const tampered = signed(event)
    expect((await deliver(event.replace('published', 'deleted'), tampered)).status).toBe(401)
    expect(await text('/')).not.toContain(title)

    expect((await deliver(event, signed(event))).status).toBe(204)
    expect(await text('/')).toContain(title)
  })

  it('shows a draft with its preview token under a Preview banner, never kept; a forged token is refused', async () => {
    const title = `A draft to preview ${tag()}`
    const draft = await addNews(title, 0)
    expect((await get(`/news/${draft.Slug}`)).status).toBe(404)
    const before = await server.ok(preview.settings, {}, { as: 'admin' })
    await server.ok(
      preview.setSettings,
      { template: `${site.url}/preview/{area}/{slug}?token={token}`, minutes: 15 },
      { as: 'admin' },
    )
    try {
      const link = await server.ok(preview.link, { area: 'news', id: draft.EntryID }, { as: 'admin' })
      const address = new URL(link.url!)
      const answer = await get(address.pathname + address.search)
      expect(answer.status).toBe(200)
      expect(answer.headers.get('cache-control')).toBe(PREVIEW_CACHE_CONTROL)
      const page = await answer.text()
      expect(page).toContain(`<h1>${title}</h1>`)
      expect(page).toContain(SITE_TEXT.previewNote)
      expect(page).not.toContain('data-view=')
      expect(await text('/')).not.toContain(title)

      const forged = await get(`/preview/news/${draft.Slug}?token=v1.e30.${'A'.repeat(43)}`)
      expect(forged.status).toBe(403)
      expect(await forged.text()).toContain(PREVIEW_REFUSALS.forged)
    } finally {
      await server.ok(preview.setSettings, before, { as: 'admin' })
    }
  })

  it("reuses an answer for the API's max-age, then asks with its ETag and keeps the copy on a 304", async () => {
    const clock = { at: Date.now() }
    const api = publicApi(new URL(PUBLIC_PREFIX, server.origin).href, () => clock.at)
    const sent = vi.spyOn(globalThis, 'fetch')
    // The site's requests to the public API (the test's own calls to the staff API go through fetch too).
    const statuses = async () =>
      Promise.all(
        sent.mock.calls.flatMap(([url], index) =>
          String(url).includes(PUBLIC_PREFIX)
            ? [sent.mock.results[index].value.then((answer: Response) => answer.status)]
            : [],
        ),
      )
    const titles = async () => {
      const page = await api.get('news', pageOf(NewsItem), { query: { limit: '100' } })
      return page.status === 'ok' ? page.value.items.map((item) => item.title) : []
    }
    try {
      const first = await titles()
      expect(await titles()).toEqual(first)
      expect(await statuses()).toEqual([200])
      clock.at += 61_000
      expect(await titles()).toEqual(first)
      expect(await statuses()).toEqual([200, 304])
      expect(
        sent.mock.calls.filter(([url]) => String(url).includes(PUBLIC_PREFIX))[1][1]?.headers,
      ).toMatchObject({ 'if-none-match': expect.stringMatching(/^"/) })

      const title = `Exam timetable ${tag()}`
      await addNews(title, 1)
      clock.at += 61_000
      expect(await titles()).toContain(title)
      expect(await statuses()).toEqual([200, 304, 200])
    } finally {
      sent.mockRestore()
    }
  })
})

/// <reference lib="dom" />
// bench/review-screen: the Review screen (issue 48) with 1,000 changes waiting, in Chromium against the built
// web host and its API server on PGlite. The Faculty editor adds CHANGES news items through the API (each a
// new record that waits for review); then a Super Admin's page opens the Review screen from the dashboard,
// RUNS times: the time from the address change to two frames after the list's first rows are in the page
// (the list call, its answer read, the grid drawn). The baseline, measured in the same run the same way: the general News List (the demo's news and
// nothing more), an ordinary list screen of the console. Also the review/list call alone, from Node.
// On PostgreSQL when BENCH_DATABASE_URL names a server: a new database there, the demo seeded into it, the built
// API server (out/main/server.js) on it, and the web host talking to that server (CONSOLE_API_URL).
// Run: npx tsx bench/review-screen/run.ts   (CHANGES, RUNS, BENCH_PORT override; builds first if out/ is missing)
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from '@playwright/test'
import { serverCode } from '../lib/server-code'
import { freshDatabase, serverEnv, startServer, stopServer } from '../lib/api-server'
import {
  apiToken,
  ensureBuilt,
  inParallel,
  LAUNCH_HEADERS,
  launchChromium,
  median,
  startHost,
} from '../lib/host'

const CHANGES = Number(process.env.CHANGES ?? 1000)
const RUNS = Number(process.env.RUNS ?? 7)
const PORT = Number(process.env.BENCH_PORT ?? 5620)

const paragraph = (text: string) => JSON.stringify([{ type: 'paragraph', children: [{ text }] }])

// From the hash change that opens the screen to two frames after its list's first rows are in the page.
const OPEN = (address: string) =>
  new Promise<number>((resolve) => {
    const start = performance.now()
    const observer = new MutationObserver(() => {
      if (!document.querySelector('.ag-row')) return
      observer.disconnect()
      requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - start)))
    })
    observer.observe(document.body, { subtree: true, childList: true })
    location.hash = `#${address}`
  })

async function seed(api: string) {
  const token = await apiToken(api, 'faculty')
  const headers = { 'content-type': 'application/json', ...LAUNCH_HEADERS, authorization: `Bearer ${token}` }
  const stamp = Date.now().toString(36)
  await inParallel(
    Array.from({ length: CHANGES }, (_, n) => n),
    4,
    async (n) => {
      const response = await fetch(`${api}news/add`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          title: `Bench ${stamp} notice ${n}`,
          image: '',
          status: 1,
          content: paragraph(`The reading rooms open at eight, notice ${n}.`),
          FacultyCode: 'FCS',
          photo: '',
          ImagePath: '',
          submittedBy: 'Bench',
        }),
      })
      if (!response.ok) throw new Error(`news/add ${n}: ${response.status} ${await response.text()}`)
    },
  )
}

async function signIn(page: Page, url: string) {
  await page.goto(`${url}/#/login`)
  await page.getByLabel('Username').fill('admin')
  await page.getByLabel('Password').fill('demo1234')
  await page.getByRole('button', { name: 'LOGIN' }).click()
  await page.getByRole('navigation', { name: 'Main menu' }).waitFor()
}

/**
 * Opens each screen RUNS times, in turn, in one signed-in page (as a user does from the menu): each time from
 * the dashboard, the screen's code already loaded after its first opening. The times by address.
 */
async function openings(browser: Browser, url: string, addresses: readonly string[]) {
  const times = new Map<string, number[]>(addresses.map((address) => [address, []]))
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  await signIn(page, url)
  for (let run = 0; run < RUNS; run++) {
    for (const address of addresses) {
      await page.evaluate(() => (location.hash = '#/'))
      await page.locator('.count-cards').first().waitFor()
      await page.waitForFunction(() => !document.querySelector('.ag-row'))
      times.get(address)!.push(await page.evaluate(OPEN, address))
    }
  }
  await page.close()
  return times
}

async function listCall(api: string): Promise<number[]> {
  const token = await apiToken(api, 'admin')
  const times: number[] = []
  for (let run = 0; run < 20; run++) {
    const started = performance.now()
    const response = await fetch(`${api}review/list`, {
      headers: { ...LAUNCH_HEADERS, authorization: `Bearer ${token}` },
    })
    const rows = (await response.json()) as unknown[]
    times.push(performance.now() - started)
    if (run === 0) console.log(`review/list answers ${rows.length} changes`)
  }
  return times
}

/** The demo university in a new database on the PostgreSQL at `serverUrl`, the built API server on it. */
async function postgresServer(serverUrl: string) {
  const url = await freshDatabase(serverUrl, 'bench_review_screen')
  const code = await serverCode()
  try {
    const { load } = code
    const { openDatabase } =
      await load<typeof import('../../src/server/db/client')>('/src/server/db/client.ts')
    const { seedDemoData } = await load<typeof import('../../src/server/db/seed')>('/src/server/db/seed.ts')
    const database = await openDatabase({ url })
    await seedDemoData(database.db)
    await database.close()
  } finally {
    await code.close()
  }
  return startServer(serverEnv(url, null, mkdtempSync(join(tmpdir(), 'bench-review-screen-'))))
}

async function main() {
  ensureBuilt()
  const serverUrl = process.env.BENCH_DATABASE_URL
  const remote = serverUrl ? await postgresServer(serverUrl) : null
  if (remote) process.env.CONSOLE_API_URL = remote.api
  const host = await startHost(PORT)
  const api = remote?.api ?? host.api
  console.log(`on ${remote ? 'PostgreSQL, the built API server' : 'PGlite, the embedded API server'}`)
  const browser = await launchChromium()
  try {
    const seeded = performance.now()
    await seed(api)
    console.log(
      `${CHANGES} changes submitted for review in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
    )
    const opened = await openings(browser, host.url, ['/review', '/news/general/news/list'])
    const review = opened.get('/review')!
    const news = opened.get('/news/general/news/list')!
    const call = await listCall(api)
    const ms = (value: number) => `${value.toFixed(0)} ms`
    const line = (name: string, times: number[]) =>
      `${name}: median ${ms(median(times))} (min ${ms(Math.min(...times))}, max ${ms(Math.max(...times))}, ${times.length} runs)`
    console.log(line(`Review screen, ${CHANGES} changes, opened to rows painted`, review))
    console.log(line('News List (baseline), opened to rows painted', news))
    console.log(`ratio Review / News List: ${(median(review) / median(news)).toFixed(2)}`)
    console.log(line(`GET review/list (${CHANGES} changes), from Node`, call))
  } finally {
    await browser.close()
    await host.stop()
    if (remote) await stopServer(remote)
  }
}

void main()

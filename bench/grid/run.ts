/// <reference lib="dom" />
// bench/grid: the news list and the event list, each with 10,000 rows, in Chromium. Prints the time from
// the list's answer to the first painted rows, and from a search keystroke to the filtered rows painted,
// for the console and for AG Grid's own minimal page fed the same rows with the same columns (the
// baseline), measured in the same run.
// Run: npx tsx bench/grid/run.ts   (builds the console first when out/ is missing)
import { createServer, type Server } from 'node:http'
import type { Browser, Page } from '@playwright/test'
import { readFile } from 'node:fs/promises'
import {
  apiToken,
  ensureBuilt,
  inParallel,
  LAUNCH_HEADERS,
  launchChromium,
  median,
  startHost,
  writeResults,
} from '../lib/host'

const ROWS = Number(process.env.ROWS ?? 10_000)
const RUNS = Number(process.env.RUNS ?? 5)
/** The host takes PORT and PORT + 1, the baseline page PORT + 10 (BENCH_PORT overrides). */
const PORT = Number(process.env.BENCH_PORT ?? 5580)

// Installed before any page script: records when responses end and when grid rows are first painted.
const INSTRUMENT = `
  window.__bench = { responseEnd: 0, painted: null, match: null }
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (window.__bench.match && e.name.includes(window.__bench.match) && window.__bench.painted === null)
      window.__bench.responseEnd = Math.max(window.__bench.responseEnd, e.responseEnd)
  }).observe({ type: 'resource', buffered: true })
  let queued = false
  new MutationObserver(() => {
    if (queued || !document.querySelector('.ag-row')) return
    queued = true
    requestAnimationFrame(() => requestAnimationFrame(() => (window.__bench.painted = performance.now())))
  }).observe(document, { subtree: true, childList: true })
  // From the keydown to the second frame after the grid's DOM changed.
  window.__keystroke = () => new Promise((resolve) => {
    let start = 0
    document.addEventListener('keydown', () => (start = performance.now()), { once: true, capture: true })
    const observer = new MutationObserver(() => {
      if (!start) return
      observer.disconnect()
      requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - start)))
    })
    observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true })
  })
`

/** One list of the console: how its rows are made through the API, and where its screen is. */
interface BenchList {
  /** The baseline page's column set (baseline.html `?list=`), and the name in the results. */
  name: 'news' | 'event'
  add: string
  list: string
  screen: string
  search: string
  body(n: number): Record<string, unknown>
}

const paragraph = (text: string) => JSON.stringify([{ type: 'paragraph', children: [{ text }] }])
const padded = (n: number) => String(n).padStart(5, '0')

const LISTS: readonly BenchList[] = [
  {
    name: 'news',
    add: 'news/add',
    list: 'news/list/all/General',
    screen: '/news/general/news/list',
    search: 'Search News',
    body: (n) => ({
      title: `Bench news ${padded(n)}`,
      status: n % 3 ? 1 : 0,
      content: paragraph(`Story ${n}`),
      FacultyCode: 'General',
      submittedBy: 'Bench',
    }),
  },
  {
    name: 'event',
    add: 'event/add',
    list: 'event/list/all/General',
    screen: '/event/general/list',
    search: 'Search Event',
    body: (n) => ({
      title: `Bench event ${padded(n)}`,
      eventDate: `2027-${String((n % 12) + 1).padStart(2, '0')}-${String((n % 28) + 1).padStart(2, '0')}`,
      startTime: `${String(8 + (n % 8)).padStart(2, '0')}:00`,
      endTime: `${String(9 + (n % 8)).padStart(2, '0')}:30`,
      location: `Hall ${n % 40}`,
      status: n % 3 ? 1 : 0,
      content: paragraph(`Event ${n}`),
      FacultyCode: 'General',
      InsertedBy: 'Bench',
    }),
  },
]

async function seed(api: string, { add, list, body }: BenchList): Promise<unknown[]> {
  const token = await apiToken(api)
  const numbers = Array.from({ length: ROWS }, (_, i) => i + 1)
  await inParallel(numbers, 16, async (n: number) => {
    const response = await fetch(`${api}${add}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...LAUNCH_HEADERS, authorization: `Bearer ${token}` },
      body: JSON.stringify(body(n)),
    })
    if (!response.ok) throw new Error(`${add} answered ${response.status}`)
  })
  const rows = await fetch(`${api}${list}`, {
    headers: { ...LAUNCH_HEADERS, authorization: `Bearer ${token}` },
  })
  return (await rows.json()) as unknown[]
}

function serveBaseline(rows: unknown[]): Promise<Server> {
  const files: Record<string, [string, string]> = {
    '/': ['bench/grid/baseline.html', 'text/html'],
    '/ag-grid-community.min.js': [
      'node_modules/ag-grid-community/dist/ag-grid-community.min.js',
      'text/javascript',
    ],
  }
  const json = JSON.stringify(rows)
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://baseline').pathname
    if (path === '/rows.json')
      return response.writeHead(200, { 'content-type': 'application/json' }).end(json)
    const file = files[path]
    if (!file) return response.writeHead(404).end()
    response.writeHead(200, { 'content-type': file[1] }).end(await readFile(file[0]))
  })
  return new Promise((resolve) => server.listen(PORT + 10, '127.0.0.1', () => resolve(server)))
}

interface Target {
  url: string
  match: string
  search: string
  signIn?: (page: Page) => Promise<void>
}

declare global {
  interface Window {
    __bench: { responseEnd: number; painted: number | null }
    __keystroke(): Promise<number>
    __keyResult: number | null
  }
}

async function measure(browser: Browser, { url, match, search: placeholder, signIn }: Target) {
  const first: number[] = []
  const keys: number[] = []
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 1360, height: 900 } })
    await context.addInitScript(`${INSTRUMENT}; window.__bench.match = ${JSON.stringify(match)}`)
    const page = await context.newPage()
    if (signIn) await signIn(page)
    await page.goto(url)
    // A fresh document, so the list loads from its first request with the instruments in place.
    if (signIn) await page.reload()
    await page.waitForFunction(() => window.__bench.painted !== null, null, { timeout: 60_000 })
    first.push(await page.evaluate(() => (window.__bench.painted ?? 0) - window.__bench.responseEnd))
    const search = page.getByPlaceholder(placeholder)
    await search.click()
    // Armed before the key is pressed; the result is read once the rows have repainted.
    await page.evaluate(() => {
      window.__keyResult = null
      void window.__keystroke().then((ms) => (window.__keyResult = ms))
    })
    const pending = page
      .waitForFunction(() => window.__keyResult !== null, null, { timeout: 10_000 })
      .then(() => page.evaluate(() => window.__keyResult ?? Number.NaN))
      .catch(() => Number.NaN)
    // '7' is in few of the newest titles, so the first page changes in both grids.
    await page.keyboard.press('7')
    keys.push(await pending)
    if (Number.isNaN(keys.at(-1))) throw new Error(`no rows repainted after a keystroke on ${url}`)
    await context.close()
  }
  return { first: median(first), key: median(keys) }
}

interface Result {
  list: BenchList
  ours: { first: number; key: number }
  theirs: { first: number; key: number }
}

const fmt = (ms: number) => `${ms.toFixed(1)} ms`
const ratio = (ours: number, theirs: number) => (ours / theirs).toFixed(2)

function table({ list, ours, theirs }: Result) {
  return `### The ${list.name} list (\`${list.screen}\`)

| measure | console | AG Grid page | ratio |
| --- | --- | --- | --- |
| answer to first painted rows | ${fmt(ours.first)} | ${fmt(theirs.first)} | ${ratio(ours.first, theirs.first)} |
| search keystroke to painted rows | ${fmt(ours.key)} | ${fmt(theirs.key)} | ${ratio(ours.key, theirs.key)} |`
}

ensureBuilt()
const host = await startHost(PORT)
const browser = await launchChromium()
const results: Result[] = []
try {
  const signIn = async (page: Page) => {
    await page.goto(`${host.url}/#/login`)
    await page.getByLabel('Username').fill('admin')
    await page.getByLabel('Password').fill('demo1234')
    await page.getByRole('button', { name: 'LOGIN' }).click()
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor()
  }
  for (const list of LISTS) {
    console.log(`Seeding ${ROWS} ${list.name} rows through the API…`)
    const rows = await seed(host.api, list)
    if (rows.length < ROWS)
      throw new Error(`the ${list.name} list holds ${rows.length} rows, expected ${ROWS}`)
    const baseline = await serveBaseline(rows)
    try {
      const ours = await measure(browser, {
        url: `${host.url}/#${list.screen}`,
        match: '/bridge/invoke',
        search: list.search,
        signIn,
      })
      const theirs = await measure(browser, {
        url: `http://127.0.0.1:${PORT + 10}/?list=${list.name}`,
        match: 'rows.json',
        search: list.search,
      })
      results.push({ list, ours, theirs })
      console.log(
        `${list.name}: first rows console ${fmt(ours.first)} / AG Grid ${fmt(theirs.first)}, ` +
          `keystroke console ${fmt(ours.key)} / AG Grid ${fmt(theirs.key)}`,
      )
    } finally {
      baseline.close()
    }
  }

  await writeResults(
    'grid',
    `## bench/grid: the news and event lists with ${ROWS} rows each

Measured ${new Date().toISOString().slice(0, 10)} on this project's machine (2 cores, headless Chromium), medians of ${RUNS} runs; the
baseline is AG Grid's own minimal page fed the same rows, with the same columns, in the same run.
Ratio = console / baseline.

${results.map(table).join('\n\n')}

Run it with \`npx tsx bench/grid/run.ts\` (ROWS, RUNS and BENCH_PORT override the defaults).`,
  )
} finally {
  await browser.close()
  await host.stop()
}

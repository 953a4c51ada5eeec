/// <reference lib="dom" />
// bench/load: how fast the console is from the first click, in Chromium through browser mode (issue 14).
// Prints the JavaScript the login screen downloads (gzipped), the time to the login form painted, from
// sign-in to the dashboard's counts painted, and to the first rows of the gallery list holding 100 photos;
// for this checkout ("after") and for the base commit ("before", `git archive BASE` built in a temp dir with
// this checkout's node_modules), in the same run. Medians of RUNS page loads each.
// Run: npx tsx bench/load/run.ts   (BASE=main by default; RUNS=5; BENCH_PORT=5620)
import { execFileSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { makePng } from '../../tests/support/images'
import {
  apiToken,
  buildCommit,
  LAUNCH_HEADERS,
  launchChromium,
  median,
  startHost,
  writeResults,
} from '../lib/host'

const BASE = process.env.BASE ?? 'main'
const RUNS = Number(process.env.RUNS ?? 5)
const PORT = Number(process.env.BENCH_PORT ?? 5620)
const PHOTOS = 100

// Installed before any page script: the time (ms since navigation) each marker first shows, two frames later.
const INSTRUMENT = `
  window.__seen = {}
  const markers = { login: 'button.login-button, form button[type=submit]', counts: '.count-card', rows: '.ag-row' }
  new MutationObserver(() => {
    for (const [name, selector] of Object.entries(markers))
      if (!(name in window.__seen) && document.querySelector(selector)) {
        window.__seen[name] = -1
        requestAnimationFrame(() => requestAnimationFrame(() => (window.__seen[name] = performance.now())))
      }
  }).observe(document, { subtree: true, childList: true })
`

interface Figures {
  loginKb: number
  loginMs: number
  dashboardMs: number
  galleryMs: number
  /** The same, opened once the page has settled after sign-in (as a person's click comes). */
  gallerySettledMs: number
}

/** 100 gallery photos in the first sub-category, through the API as the queue sends them. */
async function addPhotos(api: string) {
  const token = await apiToken(api)
  const auth = { ...LAUNCH_HEADERS, authorization: `Bearer ${token}` }
  const subs = (await (await fetch(`${api}gallery/subcategory/list`, { headers: auth })).json()) as {
    EntryID: number
    CategoryID: number
  }[]
  for (let i = 0; i < PHOTOS; i++) {
    const created = await fetch(`${api}gallery/add`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        category: subs[0].CategoryID,
        SubCategoryID: subs[0].EntryID,
        ImageTitle: `bench photo ${i}`,
        FacultyCode: 'General',
        InsertedBy: 'bench',
      }),
    })
    const { entry_id } = (await created.json()) as { entry_id: number }
    const form = new FormData()
    form.set('entry_id', String(entry_id))
    form.set(
      'photo',
      new Blob([new Uint8Array(makePng(64, 64, [i * 2, 90, 160]))], { type: 'image/png' }),
      `p${i}.png`,
    )
    const sent = await fetch(`${api}gallery/uploadGalleryPhoto`, {
      method: 'PATCH',
      headers: auth,
      body: form,
    })
    if (!sent.ok) throw new Error(`photo ${i}: ${sent.status}`)
  }
}

async function measure(cwd: string, port: number): Promise<Figures> {
  const host = await startHost(port, cwd)
  const browser = await launchChromium()
  try {
    await addPhotos(host.api)
    /** One fresh page: login, sign-in, then the gallery list, opened at once or after the page settled. */
    async function load(settle: boolean) {
      const context = await browser.newContext()
      await context.addInitScript(INSTRUMENT)
      const page = await context.newPage()
      const scripts: Promise<Buffer>[] = []
      // The login screen's scripts: those that came before it settled. Later ones (the console, fetched as the
      // user starts to sign in) are not read: their bodies may be gone once the page closes.
      let loginScreen = true
      page.on(
        'response',
        (r) => loginScreen && r.request().resourceType() === 'script' && scripts.push(r.body()),
      )
      const seen = (name: string) =>
        page
          .waitForFunction(
            (n) => (window as unknown as { __seen: Record<string, number> }).__seen[n] > 0,
            name,
          )
          .then(() =>
            page.evaluate((n) => (window as unknown as { __seen: Record<string, number> }).__seen[n], name),
          )
      await page.goto(host.url)
      const loginMs = await seen('login')
      await page.waitForLoadState('networkidle')
      loginScreen = false
      const loginKb =
        (await Promise.all(scripts)).reduce((sum, b) => sum + gzipSync(b, { level: 9 }).length, 0) / 1024

      await page.getByLabel('Username').fill('admin')
      await page.getByLabel('Password').fill('demo1234')
      const clicked = await page.evaluate(() => performance.now())
      await page.getByLabel('Password').press('Enter')
      const dashboardMs = (await seen('counts')) - clicked
      if (settle) {
        // A person reads the dashboard for a moment: the page fetches the other screens while it is idle.
        await page.waitForTimeout(2000)
        await page.waitForLoadState('networkidle')
      }

      const navigated = await page.evaluate(() => {
        location.hash = '#/about/gallery/list'
        return performance.now()
      })
      const galleryMs = (await seen('rows')) - navigated
      await context.close()
      return { loginKb, loginMs, dashboardMs, galleryMs }
    }
    const runs: Figures[] = []
    for (let run = 0; run < RUNS; run++) {
      const atOnce = await load(false)
      const settled = await load(true)
      runs.push({ ...atOnce, gallerySettledMs: settled.galleryMs })
    }
    return {
      loginKb: median(runs.map((r) => r.loginKb)),
      loginMs: median(runs.map((r) => r.loginMs)),
      dashboardMs: median(runs.map((r) => r.dashboardMs)),
      galleryMs: median(runs.map((r) => r.galleryMs)),
      gallerySettledMs: median(runs.map((r) => r.gallerySettledMs)),
    }
  } finally {
    await browser.close()
    await host.stop()
    rmSync(host.dataDir, { recursive: true, force: true })
  }
}

process.env.CONSOLE_DEMO = '1' // demo accounts and data, opt-in on the host
execFileSync('npx', ['electron-vite', 'build'], { stdio: 'ignore' })
console.log(`Building ${BASE} for the baseline…`)
const baseDir = buildCommit(BASE)
try {
  const before = await measure(baseDir, PORT)
  const after = await measure('.', PORT + 2)
  const row = (label: string, f: Figures) =>
    `| ${label} | ${f.loginKb.toFixed(0)} KB | ${f.loginMs.toFixed(0)} ms | ${f.dashboardMs.toFixed(0)} ms | ${f.galleryMs.toFixed(0)} ms | ${f.gallerySettledMs.toFixed(0)} ms |`
  const table = [
    '| | login-screen JS (gzipped) | login form painted | sign-in to dashboard painted | gallery list (100 photos) first rows, opened at once | the same, opened after 2 s on the dashboard |',
    '| --- | --- | --- | --- | --- | --- |',
    row(`before (${BASE})`, before),
    row('after', after),
  ].join('\n')
  console.log(table)
  await writeResults(
    'load',
    `## bench/load: from the first click (issue 14)

Measured ${new Date().toISOString().slice(0, 10)} on this project's machine (2 cores, shared) in Chromium through browser
mode; medians of ${RUNS} fresh page loads each. Times are from the navigation (or the click, or the route change)
to two frames after the marker appeared. Before: the base commit built in the same run.

${table}

Target: login-screen JavaScript at most 300 KB gzipped; the gallery list's first rows no later than before
(the first list screen after login; both ways of opening it are measured).
Run it with \`npx tsx bench/load/run.ts\` (BASE, RUNS and BENCH_PORT override).`,
  )
} finally {
  rmSync(baseDir, { recursive: true, force: true })
}

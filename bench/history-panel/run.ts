/// <reference lib="dom" />
// bench/history-panel: how long the History panel takes to open on a record with 1,000 versions, in
// Chromium: from the press of Show history to the second frame after the last row is in the page (the
// list painted). The panel's part only: the history call's answer is in the page already (its server time
// is the bench of the history call, not this). Prints the median of RUNS fresh pages.
// Run: npx tsx bench/history-panel/run.ts   (VERSIONS, RUNS override)
import { build } from 'esbuild'
import { launchChromium, median } from '../lib/host'

const VERSIONS = Number(process.env.VERSIONS ?? 1000)
const RUNS = Number(process.env.RUNS ?? 7)

async function bundle(): Promise<{ js: string; css: string }> {
  const result = await build({
    entryPoints: ['bench/history-panel/page.tsx'],
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    jsx: 'automatic',
    outdir: 'out/bench-history-panel',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  })
  const text = (ending: string) => result.outputFiles.find((file) => file.path.endsWith(ending))?.text ?? ''
  return { js: text('.js'), css: text('.css') }
}

// From the press (capture phase, before React hears it) to two frames after the last row arrived.
const MEASURE = (rows: number) => `
  new Promise((resolve) => {
    let start = 0
    document.addEventListener('click', () => (start = performance.now()), { once: true, capture: true })
    const observer = new MutationObserver(() => {
      if (document.querySelectorAll('.history-list > li').length < ${rows}) return
      observer.disconnect()
      requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - start)))
    })
    observer.observe(document.body, { subtree: true, childList: true })
  })
`

async function main() {
  const { js, css } = await bundle()
  const browser = await launchChromium()
  const times: number[] = []
  try {
    for (let run = 0; run < RUNS; run++) {
      const page = await browser.newPage()
      page.on('pageerror', (error) => console.error(error))
      await page.setContent(`<!doctype html><style>${css}</style><div id="root"></div>`)
      await page.addScriptTag({ content: `window.benchVersions = ${VERSIONS};${js}` })
      await page.getByRole('button', { name: 'Show history' }).waitFor()
      const measured = page.evaluate(MEASURE(VERSIONS)) as Promise<number>
      await page.getByRole('button', { name: 'Show history' }).click()
      times.push(await measured)
      await page.close()
    }
  } finally {
    await browser.close()
  }
  const ms = (value: number) => `${value.toFixed(0)} ms`
  console.log(
    `History panel, ${VERSIONS} versions, press to list painted: median ${ms(median(times))} ` +
      `(min ${ms(Math.min(...times))}, max ${ms(Math.max(...times))}, ${RUNS} runs)`,
  )
}

void main()

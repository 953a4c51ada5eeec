// bench/a11y-checker/chromium.ts: issue 27's figure "the checker on the largest rich-text body the editor
// allows runs in under 20 ms per keystroke pause in Chromium". The checker (src/shared/rules/a11y) and the
// bodies of bodies.ts are bundled with esbuild into one page (no app around it: the checker's own time) and
// run in Chromium (Playwright's, or CHROMIUM_PATH), in a fresh page per round; each round times RUNS checks
// of each body in the page (page.ts). Prints the median and p95 per check, of all rounds together.
// Run: npx tsx bench/a11y-checker/chromium.ts   (RUNS, ROUNDS override)
import { loadavg } from 'node:os'
import { build } from 'esbuild'
import { launchChromium } from '../lib/host'
import { TARGET_MS } from './bodies'
import type { BodyFigures } from './page'

const RUNS = Number(process.env.RUNS ?? 50)
const ROUNDS = Number(process.env.ROUNDS ?? 3)

async function bundle(): Promise<string> {
  const result = await build({
    entryPoints: ['bench/a11y-checker/page.ts'],
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    platform: 'browser',
    outdir: 'out/bench-a11y-checker',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  })
  return result.outputFiles.find((file) => file.path.endsWith('.js'))?.text ?? ''
}

async function main() {
  const js = await bundle()
  const browser = await launchChromium()
  const rounds: BodyFigures[][] = []
  try {
    console.log(
      `Chromium ${browser.version()}, load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}`,
    )
    for (let round = 0; round < ROUNDS; round++) {
      const page = await browser.newPage()
      page.on('pageerror', (error) => console.error(error))
      await page.setContent('<!doctype html><title>a11y checker bench</title>')
      await page.addScriptTag({ content: js })
      rounds.push(
        await page.evaluate(
          (runs) => (window as unknown as { benchRun(runs: number): BodyFigures[] }).benchRun(runs),
          RUNS,
        ),
      )
      await page.close()
    }
  } finally {
    await browser.close()
  }
  const ms = (n: number) => `${n.toFixed(1)} ms`
  // Per body: the rounds' medians and p95s, and the worst of them (a round is a fresh page).
  for (const [index, first] of rounds[0].entries()) {
    const of = rounds.map((round) => round[index])
    const line = (as: 'editor' | 'stored') => {
      const medians = of.map((figures) => figures[as].median)
      const p95s = of.map((figures) => figures[as].p95)
      return (
        `median ${medians.map(ms).join(' / ')}, p95 ${p95s.map(ms).join(' / ')}` +
        ` (worst p95 ${ms(Math.max(...p95s))}${Math.max(...p95s) < TARGET_MS ? '' : ', OVER TARGET'})`
      )
    }
    console.log(
      `${first.name}, ${first.chars.toLocaleString('en')} chars, ${first.blocks} blocks, ${first.problems} problems, ` +
        `${ROUNDS} pages x ${RUNS} checks:\n  editor value: ${line('editor')}\n  stored JSON:  ${line('stored')}`,
    )
  }
  console.log(`target < ${TARGET_MS} ms per check of the editor's value`)
}

void main()

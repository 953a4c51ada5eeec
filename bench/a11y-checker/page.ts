/// <reference lib="dom" />
// bench/a11y-checker/page.ts: bundled by chromium.ts and run in a Chromium page. Builds each body of
// bodies.ts in the page and times checkContent on it RUNS times, as the editor holds it (its value, the
// form's check on a keystroke pause) and as stored JSON (parsed first, the server's way), after warm-up
// runs that let the JIT settle. The page's own clock (performance.now): no round trip is in the figures.
import { checkContent } from '../../src/shared/rules/a11y'
import type { RichNode } from '../../src/shared/rules/rich-text'
import { BODIES, largest, median, p95 } from './bodies'

export interface BodyFigures {
  name: string
  chars: number
  blocks: number
  problems: number
  editor: { median: number; p95: number; max: number }
  stored: { median: number; p95: number; max: number }
}

const WARM_UP = 5

function time(runs: number, run: () => unknown[]) {
  let problems = 0
  for (let i = 0; i < WARM_UP; i++) problems = run().length
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    run()
    times.push(performance.now() - start)
  }
  return { problems, figures: { median: median(times), p95: p95(times), max: Math.max(...times) } }
}

const check = (value: string | readonly RichNode[]) =>
  checkContent({ fields: [{ role: 'rich-text', field: 'content', value }] })

function benchRun(runs: number): BodyFigures[] {
  return BODIES.map(([name, unit]) => {
    const nodes = largest(unit)
    const stored = JSON.stringify(nodes)
    const editor = time(runs, () => check(nodes))
    return {
      name,
      chars: stored.length,
      blocks: nodes.length,
      problems: editor.problems,
      editor: editor.figures,
      stored: time(runs, () => check(stored)).figures,
    }
  })
}

;(window as unknown as { benchRun: typeof benchRun }).benchRun = benchRun

// bench/a11y-checker/run.ts: issue 27's figure "the checker on the largest rich-text body the editor allows
// runs in under 20 ms". The largest body the server takes is 1,000,000 characters of Slate JSON
// (contract/fields.ts); three such bodies are checked: a page of dense editor content (headings, paragraphs
// with links, bold and underline, lists, justified text) written with about two problems a block, the same
// page written well (no problem), and many one-letter pieces. Each is timed as the server checks it (stored
// JSON, parsed) and as the editor does (its value, already parsed), in wall time and in the process's CPU
// time (what a busy machine's wall time hides). Node, one core; prints the figures. The same bodies in
// Chromium, as the editor runs the checker: chromium.ts.
// Run: npx tsx bench/a11y-checker/run.ts   (RUNS overrides)
import { loadavg } from 'node:os'
import { performance } from 'node:perf_hooks'
import { checkContent } from '../../src/shared/rules/a11y'
import { richTextProblem } from '../../src/shared/rules/rich-text'
import { BODIES, largest, median, p95, TARGET_MS } from './bodies'

const RUNS = Number(process.env.RUNS ?? 50)

function time(run: () => unknown[]) {
  let problems = 0
  for (let i = 0; i < 5; i++) problems = run().length
  const wall: number[] = []
  const cpu: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const [start, startCpu] = [performance.now(), process.cpuUsage()]
    run()
    wall.push(performance.now() - start)
    const used = process.cpuUsage(startCpu)
    cpu.push((used.user + used.system) / 1000)
  }
  return { wall: median(wall), wallP95: p95(wall), cpu: median(cpu), cpuP95: p95(cpu), problems }
}

console.log(
  `load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}, ${RUNS} runs each`,
)
for (const [name, unit] of BODIES) {
  const nodes = largest(unit)
  const stored = JSON.stringify(nodes)
  if (richTextProblem(stored) !== null) throw new Error(`${name}: not a body the server takes`)
  for (const [as, value] of [
    ['stored JSON (server)', stored],
    ['editor value', nodes],
  ] as const) {
    const figures = time(() => checkContent({ fields: [{ role: 'rich-text', field: 'content', value }] }))
    const ms = (n: number) => `${n.toFixed(1)} ms`
    console.log(
      `${name}, ${stored.length.toLocaleString('en')} chars, ${nodes.length} blocks, as ${as}: ` +
        `CPU median ${ms(figures.cpu)} (p95 ${ms(figures.cpuP95)}), wall median ${ms(figures.wall)} ` +
        `(p95 ${ms(figures.wallP95)}); ${figures.problems} problems; target < ${TARGET_MS} ms`,
    )
  }
}

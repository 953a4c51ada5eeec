// bench/a11y-checker/run.ts: issue 27's figure "the checker on the largest rich-text body the editor allows
// runs in under 20 ms". The largest body the server takes is 1,000,000 characters of Slate JSON
// (contract/fields.ts); three such bodies are checked: a page of dense editor content (headings, paragraphs
// with links, bold and underline, lists, justified text) written with about two problems a block, the same
// page written well (no problem), and many one-letter pieces. Each is timed as the server checks it (stored
// JSON, parsed) and as the editor does (its value, already parsed), in wall time and in the process's CPU
// time (what a busy machine's wall time hides). Node, one core; prints the figures.
// Run: npx tsx bench/a11y-checker/run.ts   (RUNS overrides)
import { loadavg } from 'node:os'
import { performance } from 'node:perf_hooks'
import { checkContent } from '../../src/shared/rules/a11y'
import { richTextProblem, type RichNode } from '../../src/shared/rules/rich-text'

const MAX_CHARS = 1_000_000
const RUNS = Number(process.env.RUNS ?? 50)
const TARGET_MS = 20

/** Repeats `unit(i)` while the serialized document stays within MAX_CHARS. */
function largest(unit: (i: number) => RichNode[]): RichNode[] {
  const nodes: RichNode[] = []
  let length = 2
  for (let i = 0; ; i++) {
    const next = unit(i)
    const added = JSON.stringify(next).length - 1
    if (length + added > MAX_CHARS) return nodes
    nodes.push(...next)
    length += added
  }
}

const dense = (i: number): RichNode[] => [
  {
    type: i % 5 === 0 ? 'heading-one' : 'heading-two',
    children: [{ text: `Section ${i}: admissions and fees` }],
  },
  {
    type: 'paragraph',
    children: [
      { text: 'Applicants should read the ' },
      { type: 'link', url: `https://uni.edu/guide/${i}.pdf`, children: [{ text: 'guide' }] },
      { text: ' and the ', bold: true },
      { type: 'link', url: `https://uni.edu/fees/${i % 7}`, children: [{ text: 'fees page' }] },
      { text: ' before they apply; ', underline: true },
      { type: 'link', url: 'https://uni.edu/apply', children: [{ text: 'click here' }] },
      { text: ' to start.' },
    ],
  },
  {
    type: 'bulleted-list',
    children: ['Transcript', 'Two references', 'PERSONAL STATEMENT OF 500 WORDS'].map((text) => ({
      type: 'list-item' as const,
      children: [{ text }],
    })),
  },
  { type: 'paragraph', align: 'justify', children: [{ text: 'Entry requirements', bold: true }] },
]

/** The same page, written to pass: links that say where they lead, no capitals, no underline. */
const clean = (i: number): RichNode[] => [
  {
    type: i % 5 === 0 ? 'heading-one' : 'heading-two',
    children: [{ text: `Section ${i}: admissions and fees` }],
  },
  {
    type: 'paragraph',
    children: [
      { text: 'Applicants should read the ' },
      {
        type: 'link',
        url: `https://uni.edu/guide/${i}.pdf`,
        children: [{ text: `admissions guide ${i} (PDF)` }],
      },
      { text: ' and the ', bold: true },
      { type: 'link', url: `https://uni.edu/fees/${i}`, children: [{ text: `fees for course ${i}` }] },
      { text: ' before they apply; ', italic: true },
      { type: 'link', url: 'https://uni.edu/apply', children: [{ text: 'Apply online' }] },
      { text: ' to start.' },
    ],
  },
  {
    type: 'bulleted-list',
    children: ['Transcript', 'Two references', 'A personal statement of 500 words'].map((text) => ({
      type: 'list-item' as const,
      children: [{ text }],
    })),
  },
  { type: 'paragraph', children: [{ text: 'Entry requirements are set by each faculty.' }] },
]

const tiny = (i: number): RichNode[] => [
  {
    type: 'paragraph',
    children: Array.from({ length: 40 }, (_, j) => ({ text: 'a', bold: (i + j) % 2 === 0 })),
  },
]

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)]

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
for (const [name, unit] of [
  ['dense content, ~2 problems a block', dense],
  ['dense content, no problem', clean],
  ['one-letter pieces', tiny],
] as const) {
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

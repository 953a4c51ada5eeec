// The figures of bench/load/editors.ts: each step's p50 / p95 over a run's actions, and the rows of its table.
import { type Cores, percentile } from '../lib/api-server'
import { NOT_SENT, type Sample } from './loops'
import { STEPS } from './editor-steps'

export interface Run {
  label: string
  samples: Sample[]
  /** Processor time over the run (the bench's own load runs on the same two cores). */
  cores: Cores
}

export interface Spread {
  count: number
  p50: number
  p95: number
  p99: number
}

/** `decimals`: the places the percentiles keep (whole ms by default). */
export function spreadOf(latencies: number[], decimals = 0): Spread {
  const sorted = [...latencies].sort((a, b) => a - b)
  return {
    count: sorted.length,
    p50: percentile(sorted, 0.5, decimals),
    p95: percentile(sorted, 0.95, decimals),
    p99: percentile(sorted, 0.99, decimals),
  }
}

/** Every action's spread. */
export const allOf = (samples: Sample[]) => spreadOf(samples.map((sample) => sample.latency))
/** One step's spread. */
export const stepOf = (samples: Sample[], step: string) =>
  spreadOf(samples.filter((sample) => sample.step === step).map((sample) => sample.latency))

/** How many actions failed, by message. */
export function failuresOf(samples: Sample[]): Record<string, number> {
  const failures: Record<string, number> = {}
  for (const { error } of samples) if (error) failures[error] = (failures[error] ?? 0) + 1
  return failures
}

export const TABLE_HEAD = [
  `| editors | actions (errors) | ${STEPS.map((step) => `${step} p50 / p95`).join(' | ')} | all p50 / p95 / p99 | bench's own delay p95 | CPU: server's main thread / server / bench |`,
  `| --- | --- | ${STEPS.map(() => '---').join(' | ')} | --- | --- | --- |`,
]

const percent = (cores: number) => `${Math.round(cores * 100)}%`

export function tableRow(run: Run): string {
  const all = allOf(run.samples)
  const steps = STEPS.map((step) => {
    const spread = stepOf(run.samples, step)
    return `${spread.p50} / ${spread.p95}`
  })
  const errors = run.samples.filter((sample) => sample.error).length
  const notSent = run.samples.filter((sample) => sample.error === NOT_SENT).length
  // Actions left unsent count only up to the level's cut-off: the true spread is at least this.
  const atLeast = notSent ? 'at least ' : ''
  const late = spreadOf(run.samples.map((sample) => sample.late)).p95
  const count = `${all.count} (${errors}${notSent ? `, ${notSent} of them not sent` : ''})`
  return `| ${run.label} | ${count} | ${steps.join(' | ')} | ${atLeast}${all.p50} / ${all.p95} / ${all.p99} | ${late} | ${percent(run.cores.mainThread)} / ${percent(run.cores.process)} / ${percent(run.cores.bench)} |`
}

/**
 * Each step's mean processor time on the server, from a run that measured it (closedLoop with a pid).
 * /proc counts in ticks of 10 ms, and the process and its main thread are read one after the other, so a
 * cheap step's two means are right only to a few ms (its main thread's may even read above its process's).
 */
export function cpuPerStep(samples: Sample[]): string {
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / (values.length || 1)
  return STEPS.map((step) => {
    const cpus = samples.filter((sample) => sample.step === step && sample.cpu).map((sample) => sample.cpu!)
    const all = mean(cpus.map((cpu) => cpu.process)).toFixed(0)
    const main = mean(cpus.map((cpu) => cpu.mainThread)).toFixed(0)
    return `${step} ${all} ms (${main} on the main thread)`
  }).join(', ')
}

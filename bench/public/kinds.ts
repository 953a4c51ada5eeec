// One kind of the site's requests measured alone, as bench/public reports it (run.ts for our server, peer.ts for
// ours beside a peer's): first in an open loop at a fixed rate (p50 / p95 / p99), then in a closed loop (the rate
// the server sustains, and the processor time its process and PostgreSQL used over it).
import { performance } from 'node:perf_hooks'
import { type Cores, measured, type Postgres } from '../lib/api-server'
import type { Api } from '../load/editor-steps'
import { type Spread, spreadOf } from '../load/report'
import { atRate, closedLoop, type SiteRequest, type Timed } from './traffic'

export interface KindFigures {
  kind: string
  atRate: Spread & { errors: number }
  closed: { perSecond: number; p95: number; errors: number; cores: Cores; postgres: number | null }
}

export interface Loops {
  /** The open loop's rate, and its length in seconds. */
  latencyRate: number
  rateSeconds: number
  /** The closed loop's connections, and its length in seconds. */
  connections: number
  seconds: number
}

export const errorsOf = (samples: Timed[]) => samples.filter((sample) => sample.error).length

/** `requests` (all of one kind) against the server of process `pid` at `site`, on `postgres`. */
export async function measureKind(
  site: Api,
  pid: number,
  postgres: Postgres,
  kind: string,
  requests: SiteRequest[],
  loops: Loops,
): Promise<KindFigures> {
  const timed = await atRate(site, requests, loops.latencyRate, loops.rateSeconds)
  const pgBefore = postgres.cpuSeconds()
  const start = performance.now()
  const [closed, cores] = await measured(pid, () =>
    closedLoop(site, requests, loops.connections, loops.seconds),
  )
  const pgAfter = postgres.cpuSeconds()
  const seconds = (performance.now() - start) / 1000
  const failures = timed.filter((sample) => sample.error)
  if (failures.length) console.log(`${kind}: failures, e.g.`, failures[0].error)
  return {
    kind,
    atRate: {
      ...spreadOf(
        timed.map((sample) => sample.latency),
        1,
      ),
      errors: failures.length,
    },
    closed: {
      perSecond: closed.samples.length / closed.seconds,
      p95: spreadOf(
        closed.samples.map((sample) => sample.latency),
        1,
      ).p95,
      errors: errorsOf(closed.samples),
      cores,
      postgres: pgBefore === null || pgAfter === null ? null : (pgAfter - pgBefore) / seconds,
    },
  }
}

/** Requests per CPU-second of the server process over the closed loop. */
export const perCore = (figures: KindFigures) => figures.closed.perSecond / figures.closed.cores.process

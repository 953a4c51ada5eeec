// The public website's requests in bench/public, sent over node:http with kept-alive connections as
// bench/load's editors are (editor-steps.ts send): a closed loop (connections each sending its next request as
// soon as the last is answered: the rate the server sustains), and an open loop at a fixed rate (each
// request's time counted from its scheduled moment, so a server falling behind shows in the times).
import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { type Api, send } from '../load/editor-steps'

/** One request the site sends, and the status it must answer. */
export interface SiteRequest {
  kind: string
  path: string
  headers: Record<string, string>
  status: number
}

export interface Timed {
  kind: string
  /** ms from sent (closed loop) or scheduled (open loop) to the whole answer read. */
  latency: number
  error?: string
}

/** What a site's server-side fetch sends (undici): compressed answers are accepted. */
export const SITE_HEADERS = { 'accept-encoding': 'br, gzip, deflate' }

async function timed(api: Api, request: SiteRequest, from: number): Promise<Timed> {
  try {
    const answer = await send(api, 'GET', request.path, { ...SITE_HEADERS, ...request.headers })
    const latency = performance.now() - from
    return answer.status === request.status
      ? { kind: request.kind, latency }
      : { kind: request.kind, latency, error: `${request.path}: ${answer.status}` }
  } catch (failure) {
    return { kind: request.kind, latency: performance.now() - from, error: (failure as Error).message }
  }
}

/** `connections` loops over `requests` in turn, with no pause, for `seconds`. */
export async function closedLoop(
  api: Api,
  requests: readonly SiteRequest[],
  connections: number,
  seconds: number,
): Promise<{ samples: Timed[]; seconds: number }> {
  const samples: Timed[] = []
  const start = performance.now()
  const end = start + seconds * 1000
  let next = 0
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const request = requests[next++ % requests.length]
        samples.push(await timed(api, request, performance.now()))
      }
    }),
  )
  return { samples, seconds: (performance.now() - start) / 1000 }
}

/**
 * `requests` in turn at `perSecond` for `seconds`, whatever the server answers: each is sent at its moment
 * (the bench checks every millisecond or so what is due) on a free connection or a new one.
 */
export async function atRate(
  api: Api,
  requests: readonly SiteRequest[],
  perSecond: number,
  seconds: number,
): Promise<Timed[]> {
  const pending: Promise<Timed>[] = []
  const total = Math.round(perSecond * seconds)
  const start = performance.now()
  for (let sent = 0; sent < total;) {
    const now = performance.now()
    for (; sent < total && start + (sent * 1000) / perSecond <= now; sent++)
      pending.push(timed(api, requests[sent % requests.length], start + (sent * 1000) / perSecond))
    await sleep(1)
  }
  return Promise.all(pending)
}

// The two ways bench/load/editors.ts drives the server.
// - openLoop: editors at an editor's pace. Each editor's actions are scheduled ahead of time, one every
//   `paceMs` on average, whatever the server answers; an action's time is counted from when it was
//   scheduled, not from when it went out. An editor does one thing at a time (its next action waits for
//   the one before, as a person waits for the screen), so when the server falls behind the wait shows in
//   the next action's time instead of vanishing (coordinated omission, as wrk2 corrects for it).
// - closedLoop: a few editors with no pause at all, to find the requests per second the server serves at
//   saturation. Its answer times only say the queue is full, so it reports a rate, never a latency.
import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { cpuSeconds } from '../lib/api-server'
import { type Api, type Editor, runStep, type Step, STEPS } from './editor-steps'

export interface Sample {
  step: Step
  /** ms from scheduled to answered: what the editor waited. */
  latency: number
  /** ms the action went out after it could have (its time and its editor's previous answer): the bench's own delay. */
  late: number
  error?: string
  /** The server's processor ms over the action (closedLoop with a pid): the whole process, and its main thread. */
  cpu?: { process: number; mainThread: number }
}

/**
 * A level starts from what its editors' screens show now: a version read in the level before (and moved
 * since by that level's upload, or by a request the bench stopped waiting for) would make a save stale.
 */
const forgetVersions = (editors: Editor[]) => editors.forEach((editor) => (editor.version = undefined))

/** A seeded generator (mulberry32), so every run schedules the same actions. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** An action not sent by then is not sent: its time counts to this moment, and it counts as an error. */
const DRAIN_SECONDS = 20
export const NOT_SENT = `not sent: the server was still behind ${DRAIN_SECONDS} s after the level's end`

/**
 * `editors` at one action every `paceMs` on average for `seconds`: each starts at a random moment of its
 * first `paceMs` and at a random step of its loop (list, open, save, upload), and each gap between its
 * actions is `paceMs` times 0.5 to 1.5, so editors never fire in lockstep. Only actions scheduled inside
 * `seconds` are sent, and none after DRAIN_SECONDS more: a server that cannot keep up ends the level then
 * (what it left unsent counts as errors, their times up to that moment, so the p95 is then a lower bound).
 */
export async function openLoop(
  api: Api,
  editors: Editor[],
  seconds: number,
  paceMs: number,
  random: () => number,
): Promise<Sample[]> {
  forgetVersions(editors)
  const samples: Sample[] = []
  const start = performance.now()
  const end = start + seconds * 1000
  const deadline = end + DRAIN_SECONDS * 1000
  await Promise.all(
    editors.map(async (editor) => {
      let at = start + random() * paceMs
      let step = Math.floor(random() * STEPS.length)
      let previousAnswer = start
      for (; at < end; step = (step + 1) % STEPS.length, at += paceMs * (0.5 + random())) {
        const wait = at - performance.now()
        if (wait > 0) await sleep(wait)
        const sent = performance.now()
        if (sent > deadline) {
          samples.push({ step: STEPS[step], latency: deadline - at, late: 0, error: NOT_SENT })
          continue
        }
        let error: string | undefined
        try {
          await runStep(api, editor, STEPS[step])
        } catch (failure) {
          error = (failure as Error).message
        }
        const answered = performance.now()
        samples.push({
          step: STEPS[step],
          latency: answered - at,
          late: sent - Math.max(at, previousAnswer),
          error,
        })
        previousAnswer = answered
      }
    }),
  )
  return samples
}

export interface Saturation {
  /** HTTP requests answered per second (an open is two: the record and its preview). */
  requestsPerSecond: number
  actionsPerSecond: number
  errors: number
  seconds: number
  /** Each action's time from when it went out (no schedule here): with one editor, what an action costs alone. */
  samples: Sample[]
}

/**
 * `editors` each in its loop with no pause for `seconds`; the server's rate at saturation. With `serverPid`
 * (one editor only: the server then does nothing else), each action's processor time on the server too.
 */
export async function closedLoop(
  api: Api,
  editors: Editor[],
  seconds: number,
  serverPid?: number,
): Promise<Saturation> {
  forgetVersions(editors)
  const requestsBefore = api.requests
  const samples: Sample[] = []
  const start = performance.now()
  const end = start + seconds * 1000
  await Promise.all(
    editors.map(async (editor) => {
      for (let step = 0; performance.now() < end; step = (step + 1) % STEPS.length) {
        const cpuBefore = serverPid ? cpuSeconds(serverPid) : undefined
        const sent = performance.now()
        let error: string | undefined
        try {
          await runStep(api, editor, STEPS[step])
        } catch (failure) {
          error = (failure as Error).message
        }
        const latency = performance.now() - sent
        const cpuAfter = serverPid ? cpuSeconds(serverPid) : undefined
        const cpu = cpuBefore &&
          cpuAfter && {
            process: (cpuAfter.process - cpuBefore.process) * 1000,
            mainThread: (cpuAfter.mainThread - cpuBefore.mainThread) * 1000,
          }
        samples.push({ step: STEPS[step], latency, late: 0, error, cpu })
      }
    }),
  )
  const elapsed = (performance.now() - start) / 1000
  return {
    requestsPerSecond: (api.requests - requestsBefore) / elapsed,
    actionsPerSecond: samples.length / elapsed,
    errors: samples.filter((sample) => sample.error).length,
    seconds: elapsed,
    samples,
  }
}

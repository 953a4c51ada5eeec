// Photos are turned upright one at a time, however they are turned: by moving their coded blocks
// (jpeg-turn.ts), or decoded and encoded again by libvips (images.ts). Each holds its whole picture while it
// turns (about 5 bytes a pixel, 10 for libvips), so turns side by side would add up to more memory than any
// one photo takes. The turns run in the photo workers (photo-pool.ts): a worker asks the server's thread for
// its turn (workerTurns), so the bound holds across all of them.

/** Runs `turn` once every turn asked for before it has ended. */
export type TurnGate = <T>(turn: () => Promise<T>) => Promise<T>

let last: Promise<unknown> = Promise.resolve()
/** Turns asked for in this thread and not yet ended (running or waiting). */
let asked = 0

/** The turns asked for in this thread, in the order asked. */
export const turnsInThisThread: TurnGate = (turn) => {
  asked++
  const done = last.then(turn)
  last = done.catch(() => undefined).finally(() => asked--)
  return done
}

/**
 * Whether a photo is being turned, or waits to be: on the server's thread, whose gate gives every worker its
 * turns, anywhere (photo-pool.ts then sends no worker a second job).
 */
export const turning = () => asked > 0

let gate: TurnGate = turnsInThisThread

/** Runs `turn` once every turn asked for before it, in this thread or (from a photo worker) any, has ended. */
export function oneTurnAtATime<T>(turn: () => Promise<T>): Promise<T> {
  return gate(turn)
}

/** A photo worker's turns wait for `workerGate` (its turn given by the server's thread). */
export function turnThrough(workerGate: TurnGate): void {
  gate = workerGate
}

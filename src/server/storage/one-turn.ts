// Photos are turned upright one at a time, however they are turned: by moving their coded blocks on the
// server's thread (jpeg-turn.ts), or decoded and encoded again by libvips (images.ts). Each holds its whole
// picture while it turns (about 5 bytes a pixel, 10 for libvips), so turns side by side would add up to more
// memory than any one photo takes, and on the server's one thread they would end no sooner.

let last: Promise<unknown> = Promise.resolve()

/** Runs `turn` once every turn asked for before it has ended. */
export function oneTurnAtATime<T>(turn: () => Promise<T>): Promise<T> {
  const done = last.then(turn)
  last = done.catch(() => undefined)
  return done
}

import { spawn, type ChildProcess } from 'node:child_process'

// The suite's own server processes, beside the shared web server of playwright.config.ts: a spec that needs
// a server to itself (stopped mid-test, or an empty database) starts one of the built entry points.

/**
 * How long a hook that starts one of these may take (its `test.setTimeout`): a server migrates and may seed the
 * demo university first. As long as the suite's own web server is given (playwright.config.ts); on a busy
 * machine it is well over a test's minute.
 */
export const START_TIMEOUT_MS = 120_000

/** Starts `node <args>` with `env` added, once its output says `ready`. */
export function startProcess(
  args: string[],
  env: Record<string, string>,
  ready: string,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  return new Promise((resolve, reject) => {
    let out = ''
    child.stdout!.on('data', (chunk) => {
      out += chunk
      if (out.includes(ready)) resolve(child)
    })
    child.on('exit', (code) => reject(new Error(`${args[0]} exited with ${code}: ${out}`)))
  })
}

/** Stops a started process (SIGTERM) and waits for it to end. */
export const stopProcess = (child: ChildProcess | null) =>
  new Promise<void>((resolve) => {
    if (!child || child.exitCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })

import { spawn, type ChildProcess } from 'node:child_process'

// The suite's server processes: the shared web server (global-setup.ts), and those of a spec that needs a
// server to itself (stopped mid-test, or an empty database), each one of the built entry points.

/**
 * How long a hook that starts one of these may take (its `test.setTimeout`): a server on a new database
 * migrates and may seed the demo university first; on a busy machine that is well over a test's minute.
 */
export const START_TIMEOUT_MS = 120_000

/**
 * Starts `node <args>` with `env` added, once its output says `ready`. Its output is kept for the error of a
 * start that fails, and with `echo` also written to the run's own as it comes.
 */
export function startProcess(
  args: string[],
  env: Record<string, string>,
  ready: string,
  { echo = false } = {},
): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  return new Promise((resolve, reject) => {
    let out = ''
    let started = false
    child.stdout!.on('data', (chunk) => {
      if (echo) process.stdout.write(chunk)
      if (started) return
      out += chunk
      started = out.includes(ready)
      if (started) resolve(child)
    })
    // Read, so a server that writes much there never waits for a full pipe.
    let errors = ''
    child.stderr!.on('data', (chunk) => {
      if (echo) process.stderr.write(chunk)
      if (!started) errors += chunk
    })
    child.on('exit', (code) => reject(new Error(`${args[0]} exited with ${code}: ${out}${errors}`)))
  })
}

/** Stops a started process (SIGTERM) and waits for it to end. */
export const stopProcess = (child: ChildProcess | null) =>
  new Promise<void>((resolve) => {
    if (!child || child.exitCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })

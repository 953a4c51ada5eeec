import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { copyPrepared, prepareDemo, prepareMigrated, PREPARED_ENV } from './prepared-data'
import { startProcess, stopProcess } from './processes'

// The suite's shared web server (the console every spec uses unless it starts its own): the built web host
// with its embedded API server and the demo university, on a copy of the run's migrated database
// (prepared-data.ts), on the port, data folder and launch secret playwright.config.ts chose. Its output is the
// run's, as it comes. The run's prepared folders are made here, before any spec starts.

/** As long as a server's start may take on a busy machine, the preparing of the data included. */
const READY_WITHIN_MS = 180_000

export default async function globalSetup(): Promise<() => Promise<void>> {
  const env = (name: string) => {
    const value = process.env[name]
    if (!value) throw new Error(`${name} is not set: playwright.config.ts sets it`)
    return value
  }
  const port = Number(env('E2E_PORT'))
  const prepared = env(PREPARED_ENV)
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`The web server was not ready in ${READY_WITHIN_MS} ms`)),
      READY_WITHIN_MS,
    )
  })
  const startServer = () =>
    startProcess(
      ['out/main/web.js'],
      {
        PORT: String(port),
        API_PORT: String(port + 1),
        CONSOLE_DATA_DIR: env('E2E_DATA_DIR'),
        CONSOLE_LAUNCH_SECRET: env('CONSOLE_LAUNCH_SECRET'),
        // The suite works on the demo university and signs in with its accounts.
        CONSOLE_DEMO: '1',
        // The webhook test's receiver listens on loopback, which a deployment's endpoints may not use unless
        // allowed.
        WEBHOOK_ALLOW_PRIVATE: '1',
        // The reference site's spec (site.spec.ts) reads the public content API, which the embedded server
        // serves only so.
        PUBLIC_API: '1',
      },
      'Console ready',
      { echo: true },
    )
  const start = async () => {
    await prepareMigrated(prepared)
    // The shared server seeds its copy itself while the demo folder is made: one on each core.
    copyPrepared('migrated', join(env('E2E_DATA_DIR'), 'server'))
    const [server] = await Promise.all([startServer(), prepareDemo(prepared)])
    return server
  }
  const server = await Promise.race([start(), late]).finally(() => clearTimeout(timer))
  return async () => {
    await stopProcess(server)
    await rm(prepared, { recursive: true, force: true })
  }
}

import type { ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PROBE_TEST_ENV } from '../../src/shared/rules/connection'
import { freePortPair } from '../support/free-port'
import { preparedServerDir } from './prepared-data'
import { startProcess, stopProcess } from './processes'

// A console whose API server is a separate process the test stops and starts again (a remote server
// restarting, a lost connection), for the specs about the server going away. The web host and the API
// take free ports, so two runs on one machine do not collide.

/** Main's probe interval on these consoles (a second: the test waits a few, not 5 to 15 s a round). */
const PROBE_EVERY_MS = 1_000

export function separateApi(name: string) {
  const hostPort = freePortPair()
  const apiPort = hostPort + 1
  // The demo university as the run prepared it (prepared-data.ts), copied at the first start (the run's
  // global setup has made it by then) and kept across the API's restarts.
  let apiData: string | null = null
  let api: ChildProcess | null = null
  let host: ChildProcess | null = null

  const startApi = async () => {
    apiData ??= preparedServerDir('demo', name)
    api = await startProcess(
      ['out/main/server.js'],
      { PORT: String(apiPort), DATA_DIR: apiData, CONSOLE_DEMO: '1' },
      'API at',
    )
  }
  return {
    baseURL: `http://127.0.0.1:${hostPort}`,
    startApi,
    stopApi: () => stopProcess(api),
    /** The API server, then the web host talking to it. */
    async startAll() {
      await startApi()
      host = await startProcess(
        ['out/main/web.js'],
        {
          PORT: String(hostPort),
          CONSOLE_API_URL: `http://127.0.0.1:${apiPort}/api/`,
          CONSOLE_DATA_DIR: mkdtempSync(join(tmpdir(), `console-${name}-host-`)),
          // Main notices the server going and coming back as it would, without waiting out its probe rounds.
          [PROBE_TEST_ENV]: String(PROBE_EVERY_MS),
        },
        'Console ready',
      )
    },
    async stopAll() {
      await stopProcess(host)
      await stopProcess(api)
    },
  }
}

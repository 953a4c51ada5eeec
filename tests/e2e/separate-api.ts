import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePortPair } from '../support/free-port'

// A console whose API server is a separate process the test can stop and start again (a remote server
// restarting, a lost connection), for the specs about the server going away. The web host and the API
// take free ports, so two runs on one machine do not collide.

function start(args: string[], env: Record<string, string>, ready: string): Promise<ChildProcess> {
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

function stop(child: ChildProcess | null): Promise<void> {
  return new Promise<void>((resolve) => {
    if (!child || child.exitCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

export function separateApi(name: string) {
  const hostPort = freePortPair()
  const apiPort = hostPort + 1
  const apiData = mkdtempSync(join(tmpdir(), `console-${name}-api-`))
  let api: ChildProcess | null = null
  let host: ChildProcess | null = null

  const startApi = async () => {
    api = await start(
      ['out/main/server.js'],
      { PORT: String(apiPort), DATA_DIR: apiData, CONSOLE_DEMO: '1' },
      'API at',
    )
  }
  return {
    baseURL: `http://127.0.0.1:${hostPort}`,
    startApi,
    stopApi: () => stop(api),
    /** The API server, then the web host talking to it. */
    async startAll() {
      await startApi()
      host = await start(
        ['out/main/web.js'],
        {
          PORT: String(hostPort),
          CONSOLE_API_URL: `http://127.0.0.1:${apiPort}/api/`,
          CONSOLE_DATA_DIR: mkdtempSync(join(tmpdir(), `console-${name}-host-`)),
        },
        'Console ready',
      )
    },
    async stopAll() {
      await stop(host)
      await stop(api)
    },
  }
}

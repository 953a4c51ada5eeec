// Shared by the benchmarks: start the console's browser-mode host with a fresh embedded server, sign in
// to its API, and a Chromium launcher with the flags this machine needs.
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, resolveBrowser } from '../../tests/support/chromium'

/** The browser-mode host's API answers only callers with its per-launch secret: the benches name it. */
export const LAUNCH_SECRET = randomBytes(24).toString('hex')
export const LAUNCH_HEADERS = { 'x-console-launch': LAUNCH_SECRET }

export function ensureBuilt() {
  if (existsSync('out/main/web.js')) return
  build()
}

/** Builds this checkout (electron-vite), whatever out/ holds: a bench of the server measures the code as it is. */
export function build() {
  const built = spawnSync('npx', ['electron-vite', 'build'], { stdio: 'inherit' })
  if (built.status !== 0) throw new Error('build failed')
}

/** Commit `ref`'s files (`git archive`) in a temp dir, sharing this checkout's node_modules. */
/** The commit just before `path` was added: the baseline a bench measures a change against. */
export const commitBefore = (path: string) =>
  `${execFileSync('git', ['log', '--diff-filter=A', '--format=%H', '--', path]).toString().trim().split('\n').pop()}^`

/** A baseline as a table names it: a short commit id. */
export const shortId = (ref: string) => execFileSync('git', ['rev-parse', '--short', ref]).toString().trim()

export function checkoutCommit(ref: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'console-bench-base-'))
  execFileSync('sh', ['-c', `git archive ${ref} | tar -x -C ${dir}`])
  symlinkSync(resolve('node_modules'), join(dir, 'node_modules'))
  return dir
}

/** Builds commit `ref` into a temp dir beside this checkout (checkoutCommit). */
export function buildCommit(ref: string): string {
  const dir = checkoutCommit(ref)
  execFileSync('npx', ['electron-vite', 'build'], { cwd: dir, stdio: 'ignore' })
  return dir
}

/**
 * `cwd`: the checkout whose build to run (bench/load runs the base commit's build beside this one); `dataDir`:
 * the host's data, a fresh folder unless a bench brings its own (bench/search/paint.ts, a large database).
 */
export async function startHost(
  port: number,
  cwd = '.',
  dataDir = mkdtempSync(join(tmpdir(), 'console-bench-')),
) {
  const child = spawn(process.execPath, ['out/main/web.js'], {
    env: {
      ...process.env,
      // The demo university and its accounts, which the bench signs in with.
      CONSOLE_DEMO: '1',
      PORT: String(port),
      API_PORT: String(port + 1),
      CONSOLE_DATA_DIR: dataDir,
      CONSOLE_LAUNCH_SECRET: LAUNCH_SECRET,
    },
    cwd,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((resolve, reject) => {
    let seen = ''
    child.stdout.on('data', (chunk: Buffer) => {
      seen += chunk
      if (seen.includes('API at')) resolve()
    })
    child.on('exit', (code) => reject(new Error(`host exited with ${code}`)))
  })
  return {
    url: `http://127.0.0.1:${port}`,
    api: `http://127.0.0.1:${port + 1}/api/`,
    dataDir,
    stop: () => new Promise<void>((resolve) => (child.on('exit', () => resolve()), child.kill('SIGTERM'))),
  }
}

/** The built API server alone on `port`, on the demo university in `dataDir`, once it says it listens. */
export async function startDemoServer(port: number, dataDir: string) {
  const child = spawn(process.execPath, ['out/main/server.js'], {
    env: { ...process.env, CONSOLE_DEMO: '1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'error' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('API at') && resolve())
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)))
  })
  return {
    pid: child.pid!,
    stop: () => new Promise<void>((resolve) => (child.once('exit', () => resolve()), child.kill('SIGTERM'))),
  }
}

export async function apiToken(api: string, username = 'admin', password = 'demo1234'): Promise<string> {
  const response = await fetch(`${api}login/staff_login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...LAUNCH_HEADERS },
    body: JSON.stringify({ username, password }),
  })
  const answer = (await response.json()) as { token?: string }
  if (!answer.token) throw new Error(`login failed: ${JSON.stringify(answer)}`)
  return answer.token
}

export const launchChromium = () =>
  chromium.launch({
    executablePath: resolveBrowser(),
    args: CHROMIUM_ARGS,
  })

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** Runs `task` over `items` with at most `limit` at a time. */
export async function inParallel<T>(
  items: T[],
  limit: number,
  task: (item: T, index: number) => Promise<void>,
) {
  let next = 0
  const workers = Array.from({ length: limit }, async () => {
    while (next < items.length) {
      const index = next++
      await task(items[index], index)
    }
  })
  await Promise.all(workers)
}

/**
 * Replaces the section between `<!-- name:start -->` and `<!-- name:end -->` of docs/benchmarks.md, up to a line
 * `<!-- name:kept -->` where the section has one: what follows it (earlier runs, read by hand) stays.
 */
export async function writeResults(name: string, markdown: string) {
  const { readFile, writeFile } = await import('node:fs/promises')
  const path = 'docs/benchmarks.md'
  const start = `<!-- ${name}:start -->`
  const kept = `<!-- ${name}:kept -->`
  const end = `<!-- ${name}:end -->`
  let text = existsSync(path) ? await readFile(path, 'utf8') : '# Benchmarks\n'
  const block = `${start}\n${markdown.trim()}\n`
  if (!text.includes(start)) text = `${text.trimEnd()}\n\n${block}${end}\n`
  else {
    const from = text.indexOf(start)
    const to = text.indexOf(end, from)
    const keptAt = text.indexOf(kept, from)
    const rest = keptAt !== -1 && keptAt < to ? `\n${text.slice(keptAt, to)}` : ''
    text = text.slice(0, from) + block + rest + text.slice(to)
  }
  await writeFile(path, text)
}

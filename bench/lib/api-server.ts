// Shared by the benches that drive the built API server (out/main/server.js) on PostgreSQL: a PostgreSQL to
// run on, a fresh database per run, the server started on it (this checkout's build or another commit's),
// its first admin, and the figures they report.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import pg from 'pg'

export const BENCH_PASSWORD = 'bench password 1234'

export interface Instance {
  api: string
  child: ChildProcess
}

export interface Postgres {
  url: string
  stop(): void
  /** Processor seconds the cluster's processes used so far; null for a PostgreSQL the bench did not start. */
  cpuSeconds(): number | null
}

/**
 * BENCH_DATABASE_URL names a running PostgreSQL; without it one is made in `work` and started on `port`
 * (55510 by default), which needs Debian's postgresql and root (for `runuser`: PostgreSQL refuses to run as
 * root).
 */
export function startPostgres(work: string, port = 55510): Postgres {
  if (process.env.BENCH_DATABASE_URL)
    return { url: process.env.BENCH_DATABASE_URL, stop: () => undefined, cpuSeconds: () => null }
  const bin = readdirSync('/usr/lib/postgresql').sort().pop()
  const pgbin = `/usr/lib/postgresql/${bin}/bin`
  const dir = join(work, 'pg')
  execFileSync('mkdir', ['-p', dir])
  execFileSync('chown', ['postgres', dir])
  const as = (program: string, ...args: string[]) =>
    execFileSync('runuser', ['-u', 'postgres', '--', `${pgbin}/${program}`, ...args], { stdio: 'ignore' })
  as('initdb', '-D', `${dir}/data`, '--auth=trust', '-U', 'postgres')
  as(
    'pg_ctl',
    '-D',
    `${dir}/data`,
    '-l',
    `${dir}/log`,
    '-o',
    `-c listen_addresses=127.0.0.1 -p ${port} -k /tmp`,
    '-w',
    'start',
  )
  const postmaster = Number(readFileSync(`${dir}/data/postmaster.pid`, 'utf8').split('\n')[0])
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => as('pg_ctl', '-D', `${dir}/data`, '-m', 'fast', '-w', 'stop'),
    cpuSeconds: () => treeCpuSeconds(postmaster),
  }
}

/** An empty database `name` on the PostgreSQL at `serverUrl` (dropped first if there), and its address. */
export async function freshDatabase(serverUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  await client.query(`drop database if exists ${name} with (force)`)
  await client.query(`create database ${name}`)
  await client.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

export function serverEnv(
  databaseUrl: string,
  bucket: { endpoint: string; name: string } | null,
  dataDir: string,
): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOST: '127.0.0.1',
    PORT: '0',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    NODE_ENV: 'production',
    ...(bucket
      ? {
          S3_BUCKET: bucket.name,
          S3_ENDPOINT: bucket.endpoint,
          S3_FORCE_PATH_STYLE: '1',
          AWS_ACCESS_KEY_ID: 'S3RVER',
          AWS_SECRET_ACCESS_KEY: 'S3RVER',
        }
      : {}),
  }
}

/** `cwd`: the checkout whose build to run (a bench may run an older commit's build, `buildCommit`, beside this one). */
export function startServer(env: NodeJS.ProcessEnv, cwd = '.'): Promise<Instance> {
  // SERVER_NODE_ARGS, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`: where a server's time goes under a bench's load.
  const nodeArgs = process.env.SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []
  const child = spawn(process.execPath, [...nodeArgs, 'out/main/server.js'], {
    env,
    cwd,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    let seen = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      seen += chunk
      const address = /API at (\S+)/.exec(seen)
      if (address) resolve({ api: address[1], child })
    })
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)))
  })
}

export const stopServer = (server: Instance) =>
  new Promise((resolve) => (server.child.once('exit', resolve), server.child.kill('SIGTERM')))

/** The first admin, `bench` with BENCH_PASSWORD, made with the server's own command. */
export function createAdmin(env: NodeJS.ProcessEnv, cwd = '.') {
  execFileSync(process.execPath, ['out/main/server.js', 'create-admin', '--username', 'bench'], {
    env,
    cwd,
    input: `${BENCH_PASSWORD}\n`,
    stdio: ['pipe', 'ignore', 'inherit'],
  })
}

/** The value at fraction `p` of ascending `sorted`, rounded to `decimals` places (whole ms by default). */
export const percentile = (sorted: number[], p: number, decimals = 0): number => {
  const scale = 10 ** decimals
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] * scale) / scale
}

export const rssMb = (pid: number) =>
  Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024)

/**
 * Processor seconds server `pid` has used: all its threads (libuv's pool too) and its photo workers, processes
 * of their own (running, or ended), and its main thread alone, the one that runs its JavaScript and so bounds a
 * Node server. From /proc, in Linux's ticks of 1/100 s (USER_HZ is 100 on every architecture Node runs on).
 */
export function cpuSeconds(pid: number): { process: number; mainThread: number } {
  return { process: treeCpuSeconds(pid), mainThread: ticksOf(`/proc/${pid}/task/${pid}/stat`) }
}

/** utime and stime of a /proc stat file, in seconds; with `reaped`, its ended children's too. */
function ticksOf(path: string, reaped = false): number {
  const stat = readFileSync(path, 'utf8')
  // After the command's name in parentheses (which may hold spaces): the state (field 3), then the parent
  // (4), utime and stime (fields 14 and 15), and the ended children's (16 and 17).
  const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ')
  const own = Number(fields[11]) + Number(fields[12])
  return (reaped ? own + Number(fields[13]) + Number(fields[14]) : own) / 100
}

/** A process's processor seconds with its children's, running or ended (a PostgreSQL cluster, a server's photo workers). */
function treeCpuSeconds(parentPid: number): number {
  return childPids(parentPid).reduce(
    (total, child) => {
      try {
        return total + ticksOf(`/proc/${child}/stat`)
      } catch {
        return total // ended meanwhile (its time is the parent's reaped children's from now)
      }
    },
    ticksOf(`/proc/${parentPid}/stat`, true),
  )
}

/**
 * Processor ms this process has used so far, with its photo workers' (photo-pool.ts runs them as child
 * processes): its own from Node, theirs from each of their threads' nanosecond counters (Linux; a worker's
 * threads live as long as it does).
 */
export function cpuMsWithWorkers(): number {
  const own = process.cpuUsage()
  let workersNs = 0
  for (const child of childPids('self')) {
    try {
      for (const task of readdirSync(`/proc/${child}/task`))
        workersNs += Number(readFileSync(`/proc/${child}/task/${task}/schedstat`, 'utf8').split(' ')[0])
    } catch {
      // ended while read
    }
  }
  return (own.user + own.system) / 1000 + workersNs / 1e6
}

/** The processes a process has started and that still run (Linux: each of its threads names its own). */
function childPids(pid: number | 'self'): number[] {
  return readdirSync(`/proc/${pid}/task`).flatMap((thread) => {
    try {
      return readFileSync(`/proc/${pid}/task/${thread}/children`, 'utf8')
        .split(' ')
        .filter(Boolean)
        .map(Number)
    } catch {
      return [] // the thread ended meanwhile
    }
  })
}

/** Processor time over a stretch, in cores (seconds per second): a server's main thread and whole process, the bench's own. */
export interface Cores {
  mainThread: number
  process: number
  bench: number
}

/** `task`, and the processor time of server `pid` and of the bench over it, in cores. */
export async function measured<T>(pid: number, task: () => Promise<T>): Promise<[T, Cores]> {
  const before = cpuSeconds(pid)
  const benchBefore = process.cpuUsage()
  const start = performance.now()
  const result = await task()
  const seconds = (performance.now() - start) / 1000
  const after = cpuSeconds(pid)
  const bench = process.cpuUsage(benchBefore)
  return [
    result,
    {
      mainThread: (after.mainThread - before.mainThread) / seconds,
      process: (after.process - before.process) / seconds,
      bench: (bench.user + bench.system) / 1e6 / seconds,
    },
  ]
}

import { fork } from 'node:child_process'
import type { FromWorker, ToWorker } from './photo-messages'

// A photo worker is a process of its own (photo-pool.ts), not a worker thread of the server's: a native crash in
// libvips ends the worker and fails its job, not the server (nor the desktop app's main process); libvips's
// decodes and encodes run on the worker's own libuv pool, where with threads the server's file work queued
// behind them; and the whole process, every thread of it, runs at PHOTO_WORKER_NICE on every system, where a
// thread could be lowered on Linux alone. Node's fork starts it under the standalone server and browser mode;
// the desktop app starts it as Electron's utility process, since its fuses forbid running the app as Node
// (src/main/desktop/photo-process.ts).

/** A started photo worker, as the pool drives it. */
export interface PhotoProcess {
  send(message: ToWorker): void
  onMessage(listener: (data: unknown) => void): void
  /** Told once, when the process has ended or could not start: how ("exit code 70", "signal SIGKILL"). */
  onExit(listener: (how: string) => void): void
  /** Whether it keeps the server's process alive: while it has jobs. */
  hold(busy: boolean): void
  /** Ends it, holding the server's process until it has; onExit's listener is told then. */
  stop(): void
}

/** Starts the worker script at `path`, with `execArgv` (tsx's loader, from source) for its runtime. */
export type StartPhotoProcess = (path: string, execArgv: string[]) => PhotoProcess

/** A photo worker started with Node's fork: its messages as V8 serializes them (a likeness's bytes whole). */
export const forkPhotoProcess: StartPhotoProcess = (path, execArgv) => {
  const child = fork(path, [], {
    execArgv,
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const hold = (busy: boolean) => {
    if (busy) {
      child.ref()
      child.channel?.ref()
    } else {
      child.unref()
      child.channel?.unref()
    }
  }
  const exit = exitOnce()
  child.on('exit', (code, signal) => exit.end(signal ? `signal ${signal}` : `exit code ${code}`))
  // Not started (no exit follows), or a message that could not be sent: either way it is lost to the pool.
  child.on('error', (error) => {
    if (child.pid === undefined) exit.end(`not started: ${error.message}`)
    else child.kill()
  })
  return {
    send: (message) => {
      if (child.connected) child.send(message)
    },
    onMessage: (listener) => void child.on('message', listener),
    onExit: exit.listen,
    hold,
    stop: () => {
      // A caller awaiting the end (the pool's close) may have nothing else keeping its process alive.
      hold(true)
      child.kill()
    },
  }
}

/** A worker's end, told once to its listener, whether it came before the listener or after. */
export function exitOnce() {
  let how: string | null = null
  let listener: ((how: string) => void) | null = null
  return {
    end(text: string): void {
      if (how !== null) return
      how = text
      listener?.(text)
    },
    ended: () => how !== null,
    listen(told: (how: string) => void): void {
      listener = told
      if (how !== null) told(how)
    },
  }
}

/** The pool, as a photo worker hears and answers it. */
export interface PoolChannel {
  send(message: FromWorker): void
  onMessage(listener: (data: unknown) => void): void
}

/** Electron's end of a utility process's channel (process.parentPort), as far as a worker uses it. */
interface ParentPort {
  on(event: 'message', listener: (event: { data: unknown }) => void): void
  postMessage(message: unknown): void
}

const isParentPort = (value: unknown): value is ParentPort =>
  typeof value === 'object' &&
  value !== null &&
  typeof Reflect.get(value, 'on') === 'function' &&
  typeof Reflect.get(value, 'postMessage') === 'function'

/** This process's channel to the pool that started it: Electron's parentPort, else Node's IPC. */
export function poolChannel(): PoolChannel {
  const port: unknown = Reflect.get(process, 'parentPort')
  if (isParentPort(port))
    return {
      send: (message) => port.postMessage(message),
      onMessage: (listener) => port.on('message', (event) => listener(event.data)),
    }
  if (!process.send) throw new Error('a photo worker runs as a process its pool starts (photo-pool.ts)')
  // The pool's process gone (stopped or crashed), its workers go too.
  process.once('disconnect', () => process.exit(0))
  return {
    send: (message) => void process.send?.(message),
    onMessage: (listener) => void process.on('message', listener),
  }
}

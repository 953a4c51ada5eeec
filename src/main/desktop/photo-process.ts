import { exitOnce, type PhotoProcess, type StartPhotoProcess } from '../../server/storage/photo-process'

// The embedded server's photo workers in the desktop app (photo-process.ts in the server says why they are
// processes). Electron's main process cannot fork itself as Node (the app's fuses turn that off), so a worker is
// a utility process: Electron's Node child, with the same script. index.ts hands in Electron's fork; this maps
// its events to what the pool expects.

/** What the pool uses of one of Electron's UtilityProcess. */
export interface UtilityProcessLike {
  postMessage(message: unknown): void
  on(event: 'message', listener: (message: unknown) => void): unknown
  on(event: 'exit', listener: (code: number) => void): unknown
  kill(): boolean
}

/** Electron's utilityProcess.fork, as far as the pool uses it. */
export type UtilityFork = (
  modulePath: string,
  args: string[],
  options: { execArgv: string[]; serviceName: string; stdio: 'inherit' },
) => UtilityProcessLike

/** Photo workers started as Electron's utility processes, by `fork`. */
export function utilityPhotoProcesses(fork: UtilityFork): StartPhotoProcess {
  return (path, execArgv): PhotoProcess => {
    const child = fork(path, [], { execArgv, serviceName: 'Photo worker', stdio: 'inherit' })
    const exit = exitOnce()
    child.on('exit', (code) => exit.end(`exit code ${code}`))
    return {
      send: (message) => {
        if (!exit.ended()) child.postMessage(message)
      },
      onMessage: (listener) => void child.on('message', listener),
      onExit: exit.listen,
      // The app's life is its windows', not its children's: nothing to hold.
      hold: () => {},
      stop: () => void child.kill(),
    }
  }
}

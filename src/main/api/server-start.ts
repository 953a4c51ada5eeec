import type { MigrationProgress, ServerStart } from '../../shared/rules/server-start'

// The API server starts in the background (issue 45): the window opens at once and follows its status,
// starting, then updating the data one migration at a time, then ready or failed, instead of waiting the
// minutes an update's migration can take.

export interface Closable {
  close(): Promise<void>
}

export interface BackgroundStart<S extends Closable> {
  status(): ServerStart
  /** The server once it is ready; null before, and for good after a failed start. */
  server(): S | null
  /** Settles when the start does; rejects with its error. */
  ready: Promise<S>
  onChange(listener: (status: ServerStart) => void): () => void
  /** Closes the server once its start is over: a migration is never cut off halfway. */
  close(): Promise<void>
}

export interface StartReporting {
  /** Where the start's error is written, as the failure screen names it (a file, or the terminal). */
  logPlace: string
  logError(error: unknown): void
}

/** Starts the server without waiting for it; the status says how far it is. */
export function startInBackground<S extends Closable>(
  start: (onMigration: (progress: MigrationProgress) => void) => Promise<S>,
  reporting: StartReporting,
): BackgroundStart<S> {
  let status: ServerStart = { state: 'starting' }
  let server: S | null = null
  const listeners = new Set<(status: ServerStart) => void>()
  const change = (next: ServerStart) => {
    status = next
    listeners.forEach((listener) => listener(next))
  }
  const ready = Promise.resolve().then(() =>
    start((progress) => {
      if (status.state === 'starting' || status.state === 'updating')
        change({ state: 'updating', ...progress })
    }),
  )
  ready.then(
    (started) => {
      server = started
      change({ state: 'ready' })
    },
    (error: unknown) => {
      reporting.logError(error)
      change({ state: 'failed', error: messageOf(error), log: reporting.logPlace })
    },
  )
  return {
    status: () => status,
    server: () => server,
    ready,
    onChange(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    close: () =>
      ready.then(
        (started) => started.close(),
        () => undefined,
      ),
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

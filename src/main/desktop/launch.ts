import type { MigrationProgress, ServerStart } from '../../shared/rules/server-start'
import {
  startInBackground,
  type BackgroundStart,
  type Closable,
  type StartReporting,
} from '../api/server-start'
import type { Handler } from '../bridge/register'
import { bridgeWhileStarting } from '../bridge/while-starting'

// The desktop app's launch, in the order that lets the window open at once (issue 45): the server starts
// in the background, the bridge is registered with every channel, the window opens; the page shows the
// server's status until it is ready. Nothing here waits for the server.

export interface LaunchSteps<S extends Closable> extends StartReporting {
  startServer(onMigration: (progress: MigrationProgress) => void): Promise<S>
  /** The bridge's handlers for the ready server. */
  createHandlers(server: S): Record<string, Handler>
  registerBridge(handlers: Record<string, Handler>): void
  /** Sends the start's status to the page. */
  sendStatus(status: ServerStart): void
  openWindow(): void
}

export function launchConsole<S extends Closable>(steps: LaunchSteps<S>): BackgroundStart<S> {
  const start = startInBackground(steps.startServer, steps)
  start.onChange(steps.sendStatus)
  steps.registerBridge(bridgeWhileStarting(start.status, start.ready.then(steps.createHandlers)))
  steps.openWindow()
  return start
}

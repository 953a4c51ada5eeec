import { SERVER_START_TEXT, type ServerStart } from '../../shared/rules/server-start'
import { failure } from '../api/failure'
import { bridgeChannels } from './handlers'
import type { Handler } from './register'

// The bridge while the API server starts (issue 45): every channel is there at once, so the window needs
// nothing to open. `startup.status` answers now; every other call waits for the handlers the ready server
// gets, and answers the one Failure if the start failed.

const STATUS = 'startup.status'

export function bridgeWhileStarting(
  status: () => ServerStart,
  ready: Promise<Record<string, Handler>>,
): Record<string, Handler> {
  const settled = ready.catch(() => null)
  const handlers: Record<string, Handler> = {}
  for (const name of bridgeChannels()) {
    handlers[name] =
      name === STATUS
        ? async () => status()
        : async (arg) => {
            const real = await settled
            return real ? real[name](arg) : failure('server', SERVER_START_TEXT.notStarted)
          }
  }
  return handlers
}

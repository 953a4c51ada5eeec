import type { Bridge } from '../../../shared/bridge-table'
import { apiByName } from '../../../shared/bridge-build'
import type { CallResult, Failure } from '../../../shared/contract/define'

type AnyCall = (input: unknown) => Promise<CallResult<unknown>>

function asFailure(error: unknown): Failure {
  return { ok: false, reason: 'network', message: error instanceof Error ? error.message : String(error) }
}

/**
 * The bridge as screens use it. Two things every call needs, done once here rather than in each screen:
 * a transport that throws (browser mode with its host gone) becomes a 'network' failure, so a screen only
 * ever handles a `CallResult`; and an 'unauthorized' answer tells the session its time is up.
 */
export function watchBridge(bridge: Bridge, onUnauthorized: () => void): Bridge {
  async function settle<T>(call: () => Promise<CallResult<T>>): Promise<CallResult<T>> {
    const result = await Promise.resolve().then(call).catch(asFailure)
    if (!result.ok && result.reason === 'unauthorized') onUnauthorized()
    return result
  }

  // Asked for by name: the page has no copy of the contract (its schemas stay out of the first script).
  const calls = bridge.api as unknown as Record<string, Record<string, AnyCall>>
  const api = apiByName((area, name) => (input) => settle(() => calls[area][name](input)))

  return {
    ...bridge,
    api,
    session: { ...bridge.session, login: (input) => settle(() => bridge.session.login(input)) },
    records: {
      saveWithPhoto: (request) => settle(() => bridge.records.saveWithPhoto(request)),
      importCsv: (input) => settle(() => bridge.records.importCsv(input)),
    },
  }
}

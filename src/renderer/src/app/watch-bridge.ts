import type { ApiBridge } from '../../../shared/bridge'
import type { Bridge } from '../../../shared/bridge-table'
import { apiByName } from '../../../shared/bridge-build'
import type { Failure } from '../../../shared/contract/define'

function asFailure(error: unknown): Failure {
  return { ok: false, reason: 'network', message: error instanceof Error ? error.message : String(error) }
}

/** A call's answer that says the session is over (a `Failure` of reason 'unauthorized'). */
function isUnauthorized(result: unknown): boolean {
  return (
    typeof result === 'object' && result !== null && 'reason' in result && result.reason === 'unauthorized'
  )
}

/**
 * The bridge's contract call `area.name`, looked up by its names as the page knows them (it has no contract to
 * walk). A name the bridge does not have is a rejected promise, which `settle` turns into a failure.
 */
async function callByName(api: ApiBridge, area: string, name: string, input: unknown): Promise<unknown> {
  const calls: unknown = Reflect.get(api, area)
  const method: unknown = typeof calls === 'object' && calls !== null ? Reflect.get(calls, name) : undefined
  if (typeof method !== 'function') throw new Error(`No bridge call ${area}.${name}`)
  return method.call(calls, input)
}

/**
 * The bridge as screens use it. Two things every call needs, done once here rather than in each screen:
 * a transport that throws (browser mode with its host gone) becomes a 'network' failure, so a screen only
 * ever handles a `CallResult`; and an 'unauthorized' answer tells the session its time is up.
 */
export function watchBridge(bridge: Bridge, onUnauthorized: () => void): Bridge {
  async function settle<T>(call: () => Promise<T>): Promise<T | Failure> {
    const result = await Promise.resolve().then(call).catch(asFailure)
    if (isUnauthorized(result)) onUnauthorized()
    return result
  }

  // Asked for by name: the page has no copy of the contract (its schemas stay out of the first script).
  const api = apiByName((area, name) => (input) => settle(() => callByName(bridge.api, area, name, input)))

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

import { BRIDGED_AREAS, type ApiBridge, type Bridge } from '../../../shared/bridge'
import { contract } from '../../../shared/contract'
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

  const api = Object.fromEntries(
    BRIDGED_AREAS.map((area) => {
      const calls = bridge.api[area] as Record<string, AnyCall>
      const names = Object.keys(contract[area])
      return [
        area,
        Object.fromEntries(names.map((name) => [name, (input: unknown) => settle(() => calls[name](input))])),
      ]
    }),
  ) as unknown as ApiBridge

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

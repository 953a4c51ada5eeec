import { contract } from '../../shared/contract'
import { AREA_NAMES } from '../../shared/contract-calls'
import { changesContent, type Spec } from '../../shared/contract/define'
import { tellsWindows, type DataChange } from '../../shared/rules/refresh'
import type { Send } from '../api/client'

// Issue 45: every REST call of every window passes through main, so main is where a write is seen once and
// told to all of them (`data.onChange`): the page's saves, the two-step save with a photo, the upload queue.

/** Each write of the contract that changes content (or what its caller is shown: TOLD_BY_CALL), by its spec. */
const WRITES = new Map<Spec, DataChange>(
  AREA_NAMES.flatMap((area) =>
    Object.entries(contract[area] as Readonly<Record<string, Spec>>)
      .filter(([call, spec]) => tellsWindows(changesContent(spec), area, call))
      .map(([call, spec]): [Spec, DataChange] => [spec, { area, call }]),
  ),
)

/** `send`, telling `changed` after each write the server answered (one it refused, 'news exist', costs a read). */
export function sendTellingChanges(send: Send, changed: (change: DataChange) => void): Send {
  return async (spec, input, options) => {
    const result = await send(spec, input, options)
    const change = WRITES.get(spec)
    if (result.ok && change) changed(change)
    return result
  }
}

import { useEffect, useState } from 'react'
import type { Bridge } from '../../../../shared/bridge'
import type { A11yLevels } from '../../../../shared/rules/a11y'
import { useBridge } from '../../app/BridgeProvider'

// The Super Admin's rule levels (issue 27), read once per bridge and shared by every form opened after: a
// form checks as the editor types, and should not ask the server each time it opens. A failed read is not
// kept (the next form asks again); until it answers, each rule has its default level.

const known = new WeakMap<Bridge, Promise<A11yLevels>>()

function levelsOf(bridge: Bridge): Promise<A11yLevels> {
  const cached = known.get(bridge)
  if (cached) return cached
  const read = bridge.api.a11y
    .levels({})
    .then((answer) => {
      if (answer.ok) return answer.data.levels
      known.delete(bridge)
      return {}
    })
    .catch(() => {
      known.delete(bridge)
      return {}
    })
  known.set(bridge, read)
  return read
}

/** After the Super Admin saves new levels: the next form reads them. */
export const forgetLevels = (bridge: Bridge): void => void known.delete(bridge)

/** The levels as read so far (each rule's default until the server answers), and the read itself. */
export function useA11yLevels(): { levels: A11yLevels; read(): Promise<A11yLevels> } {
  const bridge = useBridge()
  const [levels, setLevels] = useState<A11yLevels>({})
  useEffect(() => {
    let live = true
    void levelsOf(bridge).then((read) => live && setLevels(read))
    return () => {
      live = false
    }
  }, [bridge])
  return { levels, read: () => levelsOf(bridge) }
}

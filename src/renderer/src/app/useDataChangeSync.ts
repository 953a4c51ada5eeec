import { useEffect } from 'react'
import type { Bridge } from '../../../shared/bridge'
import { useDataChanges } from '../state/data-changes'

/** Feeds the data-changes store from main: every write of this window and the user's others (issue 45). */
export function useDataChangeSync(bridge: Bridge): void {
  useEffect(() => bridge.data.onChange(useDataChanges.getState().changed), [bridge])
}

import { create } from 'zustand'
import type { AreaName } from '../../../shared/contract'
import { areasChanging, type DataChange, type RefreshedRead } from '../../../shared/rules/refresh'

// Issue 45: the writes main has told this window of (its own and the user's other windows'), counted by area.
// A kept list reads itself again when a count it is made from moves (useLoad's `refreshedBy`).

interface DataChangesStore {
  counts: Partial<Record<AreaName, number>>
  changed(change: DataChange): void
}

export const useDataChanges = create<DataChangesStore>()((set) => ({
  counts: {},
  changed: ({ area }) =>
    set((state) => ({ counts: { ...state.counts, [area]: (state.counts[area] ?? 0) + 1 } })),
}))

/** How many writes have changed what `read` loads since this window opened (0 when no read is named). */
export function useChangesOf(read: RefreshedRead | undefined): number {
  return useDataChanges((state) =>
    read ? areasChanging(read).reduce((sum, area) => sum + (state.counts[area] ?? 0), 0) : 0,
  )
}

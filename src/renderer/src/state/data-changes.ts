import { create } from 'zustand'
import { changeNames, changing, type DataChange, type RefreshedRead } from '../../../shared/rules/refresh'

// Issue 45: the writes main has told this window of (its own and the user's other windows'), counted by area
// and by call. A kept list reads itself again when a count it is made from moves (useLoad's `refreshedBy`).

interface DataChangesStore {
  counts: Readonly<Record<string, number>>
  changed(change: DataChange): void
}

export const useDataChanges = create<DataChangesStore>()((set) => ({
  counts: {},
  changed: (change) =>
    set(({ counts }) => ({
      counts: { ...counts, ...Object.fromEntries(changeNames(change).map((n) => [n, (counts[n] ?? 0) + 1])) },
    })),
}))

/** How many writes have changed what `read` loads since this window opened (0 when no read is named). */
export function useChangesOf(read: RefreshedRead | undefined): number {
  return useDataChanges((state) =>
    read ? changing(read).reduce((sum, name) => sum + (state.counts[name] ?? 0), 0) : 0,
  )
}

import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import type { z } from 'zod'

// SPEC §1 and §3 `generalDetails`: an Edit button copies its row here, then the edit screen is prefilled
// from it. Persisted, so the edit screen survives a reload or a restart.

interface SelectedRowStore {
  /** Which list the row came from ('news'), so an edit screen never reads another area's row. */
  area: string | null
  row: unknown
  select(area: string, row: unknown): void
  clear(): void
}

export const SELECTED_ROW_STORAGE_KEY = 'console.generalDetails'

export const useSelectedRow = create<SelectedRowStore>()(
  persist(
    (set) => ({
      area: null,
      row: null,
      select: (area, row) => set({ area, row }),
      clear: () => set({ area: null, row: null }),
    }),
    {
      name: SELECTED_ROW_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ area, row }) => ({ area, row }),
    },
  ),
)

/** The row chosen in `area`'s list, read with its contract schema (stored data may be old); or null. */
export function useSelectedRowOf<T>(area: string, schema: z.ZodType<T>): T | null {
  const stored = useSelectedRow((state) => (state.area === area ? state.row : null))
  if (stored === null) return null
  const parsed = schema.safeParse(stored)
  return parsed.success ? parsed.data : null
}

import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import type { FacultyMenuItem } from '../../../shared/contract/academics'

// The faculty chosen in the side menu (SPEC §2.2 "Clicking an entry stores that faculty's details"),
// persisted so the faculty screens survive a reload.

interface FacultyStore {
  faculty: FacultyMenuItem | null
  choose(faculty: FacultyMenuItem): void
  /** The chosen faculty as `list` (read just now) has it: renamed on University Records, the header follows. */
  renew(list: readonly FacultyMenuItem[]): void
  clear(): void
}

export const FACULTY_STORAGE_KEY = 'console.faculty'

export const useFaculty = create<FacultyStore>()(
  persist(
    (set) => ({
      faculty: null,
      choose: (faculty) => set({ faculty }),
      renew: (list) =>
        set(({ faculty }) => {
          const now = faculty && list.find((item) => item.FacultyCode === faculty.FacultyCode)
          return now && (now.FacultyName !== faculty.FacultyName || now.Slug !== faculty.Slug)
            ? { faculty: now }
            : {}
        }),
      clear: () => set({ faculty: null }),
    }),
    {
      name: FACULTY_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ faculty }) => ({ faculty }),
    },
  ),
)

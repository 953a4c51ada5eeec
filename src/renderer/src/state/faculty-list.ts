import { create } from 'zustand'

// The Faculty menu reads the faculty list once; a screen that changes the faculties (the university
// records, issue 22) says so here, and the menu reads it again at once.

interface FacultyListStore {
  /** Counts changes: the menu's load depends on it. */
  version: number
  changed(): void
}

export const useFacultyList = create<FacultyListStore>()((set) => ({
  version: 0,
  changed: () => set((state) => ({ version: state.version + 1 })),
}))

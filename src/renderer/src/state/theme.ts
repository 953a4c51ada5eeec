import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'

// Light or dark, remembered in localStorage (a preference of this machine, kept across sign-outs).

export type Theme = 'light' | 'dark'

interface ThemeStore {
  theme: Theme
  setDark(dark: boolean): void
}

const systemPrefersDark = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches

export const THEME_STORAGE_KEY = 'console.theme'

export const useTheme = create<ThemeStore>()(
  persist(
    (set) => ({
      theme: systemPrefersDark() ? 'dark' : 'light',
      setDark: (dark) => set({ theme: dark ? 'dark' : 'light' }),
    }),
    {
      name: THEME_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ theme }) => ({ theme }),
    },
  ),
)

/** The CSS themes hang on html[data-theme] (styles/theme.css). */
export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme
}

// Applied from the store itself, so every change reaches the page whichever component made it.
applyTheme(useTheme.getState().theme)
useTheme.subscribe((state) => applyTheme(state.theme))

import { useEffect } from 'react'
import { create } from 'zustand'

// A screen the menus do not lead to (an update screen) names itself for the header: ['News', 'Update News'].

const useDeclared = create<{ trail: readonly string[] | null }>(() => ({ trail: null }))

const SEPARATOR = '\u0000'

export function useScreenTrail(trail: readonly string[]): void {
  const joined = trail.join(SEPARATOR)
  useEffect(() => {
    useDeclared.setState({ trail: joined.split(SEPARATOR) })
    return () => useDeclared.setState({ trail: null })
  }, [joined])
}

export const useDeclaredTrail = (): readonly string[] | null => useDeclared((state) => state.trail)

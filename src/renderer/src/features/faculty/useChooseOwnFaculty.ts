import { useCallback, useEffect } from 'react'
import { useBridge } from '../../app/BridgeProvider'
import { useLoad } from '../../components/useLoad'
import { useFaculty } from '../../state/faculty'

/**
 * A Faculty or Department user's own faculty, chosen as the side menu chooses it once the faculty list names
 * it: the screens and the faculty bar then have its name and slug, however the page was opened.
 */
export function useChooseOwnFaculty(code: string) {
  const bridge = useBridge()
  const choose = useFaculty((state) => state.choose)
  const faculties = useLoad(
    useCallback(() => bridge.api.academics.facultyList({}), [bridge]),
    'academics.facultyList',
  )
  const own =
    faculties.status === 'ready' ? faculties.data.find((item) => item.FacultyCode === code) : undefined
  useEffect(() => {
    if (own) choose(own)
  }, [own, choose])
  return { faculties, own }
}

/** Chooses the user's own faculty, drawing nothing (the faculty bar, opened on any faculty screen). */
export function ChooseOwnFaculty({ code }: { code: string }) {
  useChooseOwnFaculty(code)
  return null
}

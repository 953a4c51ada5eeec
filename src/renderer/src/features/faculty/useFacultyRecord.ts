import { useCallback } from 'react'
import { useBridge } from '../../app/BridgeProvider'
import { useLoad } from '../../components/useLoad'

/** The stored record of one faculty (`academics/details/{facultyCode}`): an array of none or one. */
export function useFacultyRecord(facultyCode: string) {
  const bridge = useBridge()
  return useLoad(
    useCallback(() => bridge.api.academics.facultyDetails({ facultyCode }), [bridge, facultyCode]),
  )
}

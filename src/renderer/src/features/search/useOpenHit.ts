import { useNavigate } from 'react-router-dom'
import type { SearchHit } from '../../../../shared/contract/search'
import { GENERAL_CODE } from '../../../../shared/rules/permissions'
import { useBridge } from '../../app/BridgeProvider'
import { useFaculty } from '../../state/faculty'

/**
 * Opens a hit's update screen. A faculty's record opens in faculty mode, whose screens work on the faculty
 * chosen in the side menu: that faculty is chosen first, as a click in the side menu would.
 */
export function useOpenHit(): (hit: SearchHit) => Promise<void> {
  const bridge = useBridge()
  const navigate = useNavigate()
  const choose = useFaculty((state) => state.choose)
  const chosen = useFaculty((state) => state.faculty)
  return async (hit) => {
    if (hit.faculty && hit.faculty !== GENERAL_CODE && chosen?.FacultyCode !== hit.faculty) {
      const list = await bridge.api.academics.facultyList({})
      const faculty = list.ok ? list.data.find((f) => f.FacultyCode === hit.faculty) : undefined
      if (faculty) choose(faculty)
    }
    navigate(hit.open)
  }
}

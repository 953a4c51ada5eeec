import { useCallback } from 'react'
import { useNavigate } from 'react-router-dom'
import { useSelectedRow } from '../state/selected-row'

/**
 * SPEC §1 `generalDetails`: a row button (Edit, Enrol, Add Feedback) copies its row to the selected-row
 * store under the list's area, then opens the screen that reads it. `to` is the screen's path, or the
 * row's own address (an update screen's `/…/update/:id`).
 */
export function useCarryRow() {
  const navigate = useNavigate()
  const select = useSelectedRow((state) => state.select)
  return useCallback(
    <Row>(area: string, to: string | ((row: Row) => string)) =>
      (row: Row) => {
        select(area, row)
        navigate(typeof to === 'string' ? to : to(row))
      },
    [navigate, select],
  )
}

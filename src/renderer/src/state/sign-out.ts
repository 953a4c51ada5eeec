import { useFaculty } from './faculty'
import { useSelectedRow } from './selected-row'
import { useSession } from './session'

/**
 * Forgets everything that belongs to the signed-in user. The theme is the machine's, and stays; so do
 * form drafts, which carry their owner and are offered back only to them.
 */
export function clearSignedInState(): void {
  useSession.getState().clear()
  useFaculty.getState().clear()
  useSelectedRow.getState().clear()
}

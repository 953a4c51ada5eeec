import { useFaculty } from './faculty'
import { useSession } from './session'

/** Forgets everything that belongs to the signed-in user. The theme is the machine's, and stays. */
export function clearSignedInState(): void {
  useSession.getState().clear()
  useFaculty.getState().clear()
}

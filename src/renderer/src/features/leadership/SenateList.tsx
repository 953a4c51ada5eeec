import { StaffEnrolList } from './StaffEnrolList'

/** SPEC §2.6 Senate List (`/leadership/senatelist`). */
export function SenateList() {
  return <StaffEnrolList category="Senate" />
}

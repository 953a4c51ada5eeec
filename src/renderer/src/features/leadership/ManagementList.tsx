import { StaffEnrolList } from './StaffEnrolList'

/** SPEC §2.6 Management List (`/leadership/managementlist`). */
export function ManagementList() {
  return <StaffEnrolList category="Management" />
}

import { addPermissionTitle } from '../../../../shared/rules/permission-groups'
import { StaffPermissionList } from './StaffPermissionList'

/** SPEC §2.12 `/permission/add`: every active staff member, checked when in the chosen group. */
export function AddPermission() {
  return <StaffPermissionList title={addPermissionTitle} membersOnly={false} />
}

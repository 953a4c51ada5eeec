import { membersTitle } from '../../../../shared/rules/permission-groups'
import { PermissionChanges } from './PermissionChanges'
import { StaffPermissionList } from './StaffPermissionList'

/** SPEC §2.12 `/permission/group/members`: the staff whose IsAdmin is the group, and (ours) its changes. */
export function GroupMembers() {
  return (
    <StaffPermissionList
      title={membersTitle}
      membersOnly
      footer={(group) => <PermissionChanges group={group} />}
    />
  )
}

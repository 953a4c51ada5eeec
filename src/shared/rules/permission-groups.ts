import { errorAlert, ALERT_TITLES, type AnswerAlerts } from './alerts'
import { GROUPS } from './permissions'

// The permission screens (SPEC §2.12, §4, §8): the fixed groups' list, the add-permission and members
// screens, their alerts, and the reasons the server refuses a change (docs/permissions.md).

export const PERMISSION_PATHS = {
  groups: '/permission',
  add: '/permission/add',
  members: '/permission/group/members',
} as const

export type Group = (typeof GROUPS)[number]

export const groupName = (level: number): string =>
  GROUPS.find((g) => g.GroupID === level)?.GroupName ?? PERMISSION_TEXT.noGroup

/** What each group's members may do, in the list of groups (docs/permissions.md "Levels", ACCESS). */
export const GROUP_DOES: Record<Group['GroupID'], string> = {
  1: 'Everything: all content, the home page, the university records, accounts and permissions.',
  2: 'Their own faculty’s news, events, courses and faculty page, and its Department editors’ accounts; they see who has which permission.',
  3: 'Their own faculty’s courses.',
  4: 'Gallery, leadership, alumni, news and events of the university and of every faculty, and every faculty’s courses and page.',
}

/** SPEC §2.12: the group name followed by PERMISSION or MEMBERS. */
export const addPermissionTitle = (group: Group) => `${group.GroupName.toUpperCase()} PERMISSION`
export const membersTitle = (group: Group) => `${group.GroupName.toUpperCase()} MEMBERS`

/** SPEC §8 "Permission"; the list reloads after OK (SPEC §4), so the alerts lead nowhere. */
export const permissionAddAnswers: AnswerAlerts<'success'> = {
  answers: { success: { title: ALERT_TITLES.success, text: 'PERMISSION ADDED SUCCESSFULLY' } },
  other: errorAlert('Failed to add permission!'),
}
export const permissionRemoveAnswers: AnswerAlerts<'success'> = {
  answers: { success: { title: ALERT_TITLES.success, text: 'PERMISSION REMOVED SUCCESSFULLY' } },
  other: errorAlert('Failed to remove permission!'),
}

/** Why the server refuses a change (403), shown after SPEC's failure text. */
export const PERMISSION_REFUSALS = {
  ownLevel: 'Nobody may change their own permission group.',
  lastSuperAdmin: 'The last Super Admin cannot be removed; make another Super Admin first.',
  noFaculty: 'Faculty and Department users are bound to a faculty, and this staff member has none.',
  unknownFaculty: 'There is no faculty with this code.',
  inactive: 'This staff member is no longer active.',
  unknownStaff: 'No such staff member.',
} as const

export const PERMISSION_TEXT = {
  area: 'Permission',
  groups: 'Permission Groups',
  groupName: 'Group',
  /** Issue 47: what a group may do, where SPEC's list showed its Group ID (1 to 4). */
  groupDoes: 'What its members may do',
  searchGroup: 'Search group',
  searchStaff: 'Search Staff',
  addPermission: 'Add Permission',
  members: 'Members',
  staffName: 'Staff Name',
  designation: 'Designation',
  currentGroup: 'Group',
  permission: 'Permission',
  noGroup: 'None',
  whatStaff: 'the staff',
  whatGroups: 'the groups',
  readOnly: 'Only a Super Admin may change permissions; you can see them here.',
  chooseGroup: 'Choose a group in the permission list first.',
  goToGroups: 'Go to the permission groups',
  changes: 'Changes to this group',
  whatChanges: 'the changes',
  /** The lists' records, for 'No changes yet' (issue 23); members join a group from Add Permission. */
  things: { groups: 'groups', staff: 'staff', changes: 'changes' },
  staffEmptyHint: 'Staff come from the university records.',
  searchChanges: 'Search changes',
  when: 'When',
  by: 'Changed by',
  whom: 'Staff member',
  from: 'From',
  to: 'To',
  /** Issue 47: a group bound to a faculty, ticked for staff without one, asks for theirs first. */
  chooseFacultyTitle: (staffName: string) => `Choose ${staffName}’s faculty`,
  chooseFacultyText: (groupName: string) =>
    `${groupName} users are bound to a faculty, and this staff member has none yet. Choose theirs: it is saved with the group.`,
  faculty: 'Faculty',
  chooseFacultyNone: 'Choose a faculty',
  chooseFacultyOk: 'Add to the group',
  cancel: 'Cancel',
  /** Each box's accessible name: which group it gives, to whom. */
  boxLabel: (groupName: string, staffName: string) => `${groupName} group: ${staffName}`,
  undo: 'Undo',
  /**
   * Issue 25: a grant or revoke is a change of the staff record, checked against the version the list showed;
   * someone changed the record since (its group, or another of its fields).
   */
  changedSince: (staffName: string) =>
    `${staffName}'s record was changed by someone else after this list was loaded, so nothing was changed. The list now shows it as it is: tick again to change it.`,
} as const

/** How long a change's toast, and its Undo, stays (longer than a plain toast: there is a choice to make). */
export const PERMISSION_UNDO_MS = 10_000

/**
 * What a grant or revoke did, said in the toast that replaces SPEC §8's success alert
 * (docs/spec-deviations.md): `to` is the level the staff member now has, `from` the one they had.
 */
export function permissionChangeText(staffName: string, from: number, to: number): string {
  return to === 0
    ? `${staffName} removed from the ${groupName(from)} group`
    : `${staffName} added to the ${groupName(to)} group`
}

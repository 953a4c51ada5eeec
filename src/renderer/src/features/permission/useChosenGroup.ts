import { z } from 'zod'
import { GROUPS } from '../../../../shared/rules/permissions'
import type { Group } from '../../../../shared/rules/permission-groups'
import { useSelectedRowOf } from '../../state/selected-row'

/** SPEC §3 `permissionData`: the group whose row button was pressed, kept for the next screen. */
export const GROUP_AREA = 'permissionGroup'

const ChosenGroup = z.object({ GroupID: z.number(), GroupName: z.string() })

/** The group chosen in the group list, as the fixed list has it; null when none was chosen. */
export function useChosenGroup(): Group | null {
  const chosen = useSelectedRowOf(GROUP_AREA, ChosenGroup)
  return GROUPS.find((group) => group.GroupID === chosen?.GroupID) ?? null
}

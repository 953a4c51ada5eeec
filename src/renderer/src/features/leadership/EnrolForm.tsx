import { LeadershipRow } from '../../../../shared/contract/leadership'
import { ActiveStaffRow } from '../../../../shared/contract/staff'
import {
  LEADERSHIP_PATHS,
  LEADERSHIP_TEXT as T,
  NEW_LEADERSHIP,
  type EnrolCategory,
} from '../../../../shared/rules/leadership'
import { NothingSelected } from '../../components/notices'
import { useSelectedRowOf } from '../../state/selected-row'
import { LeadershipForm, leadershipValuesOf } from './LeadershipForm'

const SCREENS: Record<EnrolCategory, { title: string; list: string; goToList: string }> = {
  Senate: { title: T.enrolSenate, list: LEADERSHIP_PATHS.senateList, goToList: T.goToSenateList },
  Management: {
    title: T.enrolManagement,
    list: LEADERSHIP_PATHS.managementList,
    goToList: T.goToManagementList,
  },
}

/**
 * SPEC §2.6 Enrol Senate and Enrol Management: a staff member chosen in the category's staff list (a new
 * record, or the person's existing one: the server decides), or a record of the category chosen in the
 * leadership list for editing.
 */
export function EnrolForm({ category }: { category: EnrolCategory }) {
  const record = useSelectedRowOf('leadership', LeadershipRow)
  const person = useSelectedRowOf('staff', ActiveStaffRow)
  const screen = SCREENS[category]

  // The record chosen for editing, else a new enrolment of the chosen staff member.
  const start =
    record && record.Category === category
      ? {
          draftKey: `leadership.enrol.${category}.${record.EntryID}`,
          initial: leadershipValuesOf(record),
          row: record,
        }
      : person && {
          draftKey: `leadership.enrol.${category}.staff.${person.StaffID}`,
          initial: { ...NEW_LEADERSHIP, fullname: person.staff_name, designation: person.designation },
          staffId: person.StaffID,
        }
  if (start) return <LeadershipForm key={start.draftKey} title={screen.title} kind={category} {...start} />
  return <NothingSelected listPath={screen.list} listLabel={screen.goToList} />
}

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

  if (record && record.Category === category) {
    const draftKey = `leadership.enrol.${category}.${record.EntryID}`
    return (
      <LeadershipForm
        key={draftKey}
        title={screen.title}
        kind={category}
        draftKey={draftKey}
        initial={leadershipValuesOf(record)}
        row={record}
      />
    )
  }
  if (person) {
    const draftKey = `leadership.enrol.${category}.staff.${person.StaffID}`
    return (
      <LeadershipForm
        key={draftKey}
        title={screen.title}
        kind={category}
        draftKey={draftKey}
        initial={{ ...NEW_LEADERSHIP, fullname: person.staff_name, designation: person.designation }}
        staffId={person.StaffID}
      />
    )
  }
  return <NothingSelected listPath={screen.list} listLabel={screen.goToList} />
}

import type { ComponentProps } from 'react'
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

type Start = Pick<ComponentProps<typeof LeadershipForm>, 'draftKey' | 'initial' | 'row' | 'staffId'>

/**
 * What the form starts from: a record of the category chosen in the leadership list for editing, else a
 * staff member chosen in the category's staff list (a new record, or the person's existing one: the server
 * decides); null when neither is chosen. Each has its own draft.
 */
function startOf(
  category: EnrolCategory,
  record: LeadershipRow | null,
  person: ActiveStaffRow | null,
): Start | null {
  const draftKey = `leadership.enrol.${category}`
  if (record && record.Category === category)
    return { draftKey: `${draftKey}.${record.EntryID}`, initial: leadershipValuesOf(record), row: record }
  if (!person) return null
  const initial = { ...NEW_LEADERSHIP, fullname: person.staff_name, designation: person.designation }
  return { draftKey: `${draftKey}.staff.${person.StaffID}`, initial, staffId: person.StaffID }
}

/** SPEC §2.6 Enrol Senate and Enrol Management. */
export function EnrolForm({ category }: { category: EnrolCategory }) {
  const screen = SCREENS[category]
  const record = useSelectedRowOf('leadership', LeadershipRow)
  const person = useSelectedRowOf('staff', ActiveStaffRow)
  const start = startOf(category, record, person)
  if (!start) return <NothingSelected listPath={screen.list} listLabel={screen.goToList} />
  return <LeadershipForm key={start.draftKey} title={screen.title} kind={category} {...start} />
}

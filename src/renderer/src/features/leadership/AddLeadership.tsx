import { LEADERSHIP_TEXT, NEW_LEADERSHIP } from '../../../../shared/rules/leadership'
import { addForm } from '../../components/record-form'
import { LeadershipForm } from './LeadershipForm'

/** SPEC §2.6 Add Leadership (Board), `/leadership/addleadership`: levels 1 and 4 (the route guard). */
export function AddLeadership() {
  return <LeadershipForm {...addForm('leadership', LEADERSHIP_TEXT.add, NEW_LEADERSHIP)} kind="add" />
}

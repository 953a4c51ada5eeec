import { LEADERSHIP_TEXT, NEW_LEADERSHIP } from '../../../../shared/rules/leadership'
import { LeadershipForm } from './LeadershipForm'

/** SPEC §2.6 Add Leadership (Board), `/leadership/addleadership`: levels 1 and 4 (the route guard). */
export function AddLeadership() {
  return (
    <LeadershipForm
      title={LEADERSHIP_TEXT.add}
      kind="add"
      draftKey="leadership.add"
      initial={NEW_LEADERSHIP}
    />
  )
}

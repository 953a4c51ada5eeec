import { EnrolForm } from './EnrolForm'

/** SPEC §2.6 Enrol Senate (`/leadership/enrolsenate`). */
export function EnrolSenate() {
  return <EnrolForm category="Senate" />
}

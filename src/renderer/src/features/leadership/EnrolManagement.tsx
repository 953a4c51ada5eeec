import { EnrolForm } from './EnrolForm'

/** SPEC §2.6 Enrol Management (`/leadership/enrolmanagement`). */
export function EnrolManagement() {
  return <EnrolForm category="Management" />
}

import { AlumniStudentRow } from '../../../../shared/contract/alumni'
import { ALUMNI_TEXT } from '../../../../shared/rules/alumni'
import { useSelectedRowOf } from '../../state/selected-row'
import { AlumniFeedbackForm } from './AlumniFeedbackForm'

/**
 * SPEC §2.10 Add Alumni Feedback (`/alumni/feedback/add`), prefilled with the student whose 'Add Feedback'
 * button in the alumni list led here; empty otherwise.
 */
export function AddAlumniFeedback() {
  const student = useSelectedRowOf('alumniStudent', AlumniStudentRow)
  const draftKey = `alumni.feedback.add.${student?.StudentID ?? ''}`
  return (
    <AlumniFeedbackForm
      key={draftKey}
      title={ALUMNI_TEXT.add}
      draftKey={draftKey}
      initial={{
        StudentID: student?.StudentID ?? '',
        StudentName: student?.StudentName ?? '',
        Title: '',
        Description: '',
      }}
    />
  )
}

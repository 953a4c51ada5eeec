import { AlumniStudentRow } from '../../../../shared/contract/alumni'
import { ALUMNI_TEXT } from '../../../../shared/rules/alumni'
import { useSelectedRowOf } from '../../state/selected-row'
import { addForm } from '../../components/record-form'
import { AlumniFeedbackForm } from './AlumniFeedbackForm'
import { altValuesOf } from '../../../../shared/rules/a11y/alt-text'

/**
 * SPEC §2.10 Add Alumni Feedback (`/alumni/feedback/add`), prefilled with the student whose 'Add Feedback'
 * button in the alumni list led here; empty otherwise.
 */
export function AddAlumniFeedback() {
  const student = useSelectedRowOf('alumniStudent', AlumniStudentRow)
  const form = addForm(
    'alumni.feedback',
    ALUMNI_TEXT.add,
    {
      StudentID: student?.StudentID ?? '',
      StudentName: student?.StudentName ?? '',
      Title: '',
      Description: '',
      ...altValuesOf('alumni_feedback'),
    },
    student?.StudentID ?? '',
  )
  return <AlumniFeedbackForm key={form.draftKey} {...form} />
}

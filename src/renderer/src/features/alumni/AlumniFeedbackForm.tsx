import type { AlumniFeedbackRow } from '../../../../shared/contract/alumni'
import {
  ALUMNI_FEEDBACK_ADD_CHECKS,
  ALUMNI_FEEDBACK_EDIT_CHECKS,
  ALUMNI_IMAGE,
  ALUMNI_RECORD_NAME,
  ALUMNI_TEXT as T,
  alumniFeedbackAddAnswers,
  alumniFeedbackEditAnswers,
  type AlumniFeedbackValues,
  ALUMNI_PATHS,
} from '../../../../shared/rules/alumni'
import { bind, RichTextField, TextField } from '../../components/fields'
import { FormShell } from '../../components/FormShell'
import { DraftImageField } from '../../components/DraftImageField'
import { useDraft } from '../../components/useDraft'
import { photoFields, useSubmitter, type RecordFormProps } from '../../components/record-form'
import { useSaveForm } from '../../components/useSaveForm'
import { altValuesOf } from '../../../../shared/rules/a11y/alt-text'
import { CHECKED_AREAS } from '../../../../shared/rules/a11y/areas'

/** The edit form starts from the feedback chosen in the list. */
export const feedbackValuesOf = (row: AlumniFeedbackRow): AlumniFeedbackValues => ({
  StudentID: row.StudentID,
  StudentName: row.StudentName,
  Title: row.Title,
  Description: row.Description,
  ...altValuesOf('alumni_feedback', row),
})

type AlumniFeedbackFormProps = RecordFormProps<AlumniFeedbackValues, AlumniFeedbackRow>

/**
 * SPEC §2.10 Add Alumni Feedback and its edit: StudentID, Student Name, Title, image, Feedback. Both save
 * through the add call (an id says which feedback an edit changes); an edit needs no new image.
 */
export function AlumniFeedbackForm({ title, draftKey, initial, row, opened }: AlumniFeedbackFormProps) {
  const submitter = useSubmitter()
  const draft = useDraft(draftKey, initial, opened?.version)
  const form = useSaveForm(draft, {
    a11y: { table: 'alumni_feedback' },
    review: { area: 'alumniFeedback', id: row?.EntryID },
    opened,
    target: { area: 'alumni', save: 'feedbackAdd', upload: 'uploadPhoto' },
    takenAt: ALUMNI_PATHS.feedbackUpdate,
    recordName: ALUMNI_RECORD_NAME,
    checks: row ? ALUMNI_FEEDBACK_EDIT_CHECKS : ALUMNI_FEEDBACK_ADD_CHECKS,
    answers: row ? alumniFeedbackEditAnswers : alumniFeedbackAddAnswers,
    rule: ALUMNI_IMAGE.rule,
    body: (values, file) => ({
      ...values,
      ...photoFields(file, row),
      submittedBy: submitter,
      ...(row ? { id: row.EntryID } : {}),
    }),
  })

  return (
    <FormShell title={title} trail={[T.area]} draft={draft} form={form}>
      <TextField label={T.studentId} {...bind(draft, 'StudentID')} />
      <TextField label={T.studentName} {...bind(draft, 'StudentName')} />
      <TextField label={T.title} {...bind(draft, 'Title')} />
      <DraftImageField
        label={T.image}
        image={ALUMNI_IMAGE}
        draft={draft}
        existing={row?.ImagePath}
        described={CHECKED_AREAS.alumni_feedback.images[0]}
      />
      <RichTextField label={T.feedback} {...bind(draft, 'Description')} />
    </FormShell>
  )
}

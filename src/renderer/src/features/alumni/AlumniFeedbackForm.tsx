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
} from '../../../../shared/rules/alumni'
import { fullName } from '../../../../shared/rules/login'
import { bind, RichTextField, TextField } from '../../components/fields'
import { FormShell } from '../../components/FormShell'
import { ImageField } from '../../components/ImageField'
import { useDraft } from '../../components/useDraft'
import { useSaveForm } from '../../components/useSaveForm'
import { useSession } from '../../state/session'

/** The edit form starts from the feedback chosen in the list. */
export const feedbackValuesOf = (row: AlumniFeedbackRow): AlumniFeedbackValues => ({
  StudentID: row.StudentID,
  StudentName: row.StudentName,
  Title: row.Title,
  Description: row.Description,
})

interface AlumniFeedbackFormProps {
  title: string
  draftKey: string
  initial: AlumniFeedbackValues
  /** The feedback being edited; absent when adding. */
  row?: AlumniFeedbackRow
}

/**
 * SPEC §2.10 Add Alumni Feedback and its edit: StudentID, Student Name, Title, image, Feedback. Both save
 * through the add call (an id says which feedback an edit changes); an edit needs no new image.
 */
export function AlumniFeedbackForm({ title, draftKey, initial, row }: AlumniFeedbackFormProps) {
  const user = useSession((state) => state.user)
  const draft = useDraft(draftKey, initial)
  const form = useSaveForm(draft, {
    target: { area: 'alumni', save: 'feedbackAdd', upload: 'uploadPhoto' },
    recordName: ALUMNI_RECORD_NAME,
    checks: row ? ALUMNI_FEEDBACK_EDIT_CHECKS : ALUMNI_FEEDBACK_ADD_CHECKS,
    answers: row ? alumniFeedbackEditAnswers : alumniFeedbackAddAnswers,
    rule: ALUMNI_IMAGE.rule,
    body: (values, file) => ({
      ...values,
      image: file?.name ?? '',
      photo: '',
      ImagePath: row?.ImagePath ?? '',
      submittedBy: user ? fullName(user) : '',
      ...(row ? { id: row.EntryID } : {}),
    }),
  })

  return (
    <FormShell title={title} trail={[T.area]} draft={draft} form={form}>
      <TextField label={T.studentId} {...bind(draft, 'StudentID')} />
      <TextField label={T.studentName} {...bind(draft, 'StudentName')} />
      <TextField label={T.title} {...bind(draft, 'Title')} />
      <ImageField
        label={T.image}
        rule={ALUMNI_IMAGE.rule}
        folder={ALUMNI_IMAGE.folder}
        existing={row?.ImagePath}
        file={draft.file}
        onChange={draft.setFile}
        extraHint={ALUMNI_IMAGE.hint}
      />
      <RichTextField label={T.feedback} {...bind(draft, 'Description')} />
    </FormShell>
  )
}

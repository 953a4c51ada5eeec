import { AlumniFeedbackRow } from '../../../../shared/contract/alumni'
import { ALUMNI_PATHS, ALUMNI_TEXT } from '../../../../shared/rules/alumni'
import { updateForm } from '../../components/record-form'
import { byEntryId, useRecordToEdit } from '../../components/useRecordToEdit'
import { AlumniFeedbackForm, feedbackValuesOf } from './AlumniFeedbackForm'

/** Where the update screen finds its feedback (issue 23: by the address's `?id=` too). */
const RECORD = byEntryId({
  photoFolder: 'alumni',
  area: 'alumniFeedback',
  schema: AlumniFeedbackRow,
  what: 'feedback',
  get: (bridge, EntryID) => bridge.api.alumni.feedbackGet({ EntryID }),
  calls: ({ api }) => ({
    history: api.alumni.feedbackHistory,
    version: api.alumni.feedbackVersion,
    lease: api.alumni.feedbackLease,
    restore: api.alumni.feedbackRestore,
  }),
})

/** SPEC §2.10 edit of a feedback (`/alumni/feedback/update`): the same form, prefilled. */
export function UpdateAlumniFeedback() {
  const record = useRecordToEdit(RECORD, {
    path: ALUMNI_PATHS.feedbackList,
    label: ALUMNI_TEXT.goToFeedbackList,
  })
  if (!record.row) return record.screen
  const form = updateForm('alumni.feedback', ALUMNI_TEXT.update, record, feedbackValuesOf)
  return <AlumniFeedbackForm key={form.formKey} {...form} />
}

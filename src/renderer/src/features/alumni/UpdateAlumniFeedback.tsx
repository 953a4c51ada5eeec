import { AlumniFeedbackRow } from '../../../../shared/contract/alumni'
import { ALUMNI_PATHS, ALUMNI_TEXT } from '../../../../shared/rules/alumni'
import { NothingSelected } from '../../components/notices'
import { useSelectedRowOf } from '../../state/selected-row'
import { AlumniFeedbackForm, feedbackValuesOf } from './AlumniFeedbackForm'

/** SPEC §2.10 edit of a feedback (`/alumni/feedback/update`): the same form, prefilled. */
export function UpdateAlumniFeedback() {
  const row = useSelectedRowOf('alumniFeedback', AlumniFeedbackRow)
  if (!row)
    return <NothingSelected listPath={ALUMNI_PATHS.feedbackList} listLabel={ALUMNI_TEXT.goToFeedbackList} />
  const draftKey = `alumni.feedback.update.${row.EntryID}`
  return (
    <AlumniFeedbackForm
      key={draftKey}
      title={ALUMNI_TEXT.update}
      draftKey={draftKey}
      initial={feedbackValuesOf(row)}
      row={row}
    />
  )
}

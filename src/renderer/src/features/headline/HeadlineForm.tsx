import type { HeadlineColour, HeadlineRow } from '../../../../shared/contract/headline'
import {
  HEADLINE_CHECKS,
  HEADLINE_COLOUR_CHOICES,
  HEADLINE_PATHS,
  HEADLINE_TEXT,
  headlineAddAnswers,
  headlineUpdateAnswers,
  type HeadlineValues,
} from '../../../../shared/rules/headline'
import { PUBLISH_STATUS_CHOICES, publishStatusOf } from '../../../../shared/rules/names'
import { bind, RichTextField, SelectField, TextField } from '../../components/fields'
import { FormShell } from '../../components/FormShell'
import { useDraft } from '../../components/useDraft'
import { useSubmitter, type RecordFormProps } from '../../components/record-form'
import { useSaveForm } from '../../components/useSaveForm'

/** The add form starts empty, with no colour chosen, published. */
export const NEW_HEADLINE: HeadlineValues = {
  linkTitle: '',
  linkPath: '',
  bgColour: '',
  messageMsg: '',
  status: 1,
}

/** The update form starts from the row chosen in the list; a colour not of SPEC's four is chosen again. */
export const headlineValuesOf = (row: HeadlineRow): HeadlineValues => ({
  linkTitle: row.LinkTitle,
  linkPath: row.LinkPath,
  bgColour: HEADLINE_COLOUR_CHOICES.find((choice) => choice.value === row.BGColour)?.value ?? '',
  messageMsg: row.Message,
  status: publishStatusOf(row.Status),
})

type HeadlineFormProps = RecordFormProps<HeadlineValues, HeadlineRow>

/** SPEC §2.9: link title, link path, background colour and rich-text message; no image, one-step save. */
export function HeadlineForm({ title, draftKey, initial, row, opened }: HeadlineFormProps) {
  const submitter = useSubmitter()
  const draft = useDraft(draftKey, initial, opened?.version)
  const form = useSaveForm(draft, {
    a11y: { table: 'headline' },
    review: { area: 'headlines', id: row?.EntryID },
    preview: { area: 'headlines', id: row?.EntryID },
    opened,
    schedule: { table: 'headline', status: 'status', id: row?.EntryID },
    target: { area: 'headline', save: row ? 'update' : 'add' },
    takenAt: HEADLINE_PATHS.update,
    recordName: 'headline',
    checks: HEADLINE_CHECKS,
    answers: row ? headlineUpdateAnswers(HEADLINE_PATHS) : headlineAddAnswers(HEADLINE_PATHS),
    body: (values) => ({
      linkTitle: values.linkTitle,
      linkPath: values.linkPath.trim(),
      // The checks have refused an empty colour before any body is made.
      bgColour: values.bgColour as HeadlineColour,
      messageMsg: values.messageMsg,
      status: values.status,
      submittedBy: submitter,
      ...(row ? { id: row.EntryID } : {}),
    }),
  })

  return (
    <FormShell title={title} trail={[HEADLINE_TEXT.area, HEADLINE_TEXT.section]} draft={draft} form={form}>
      <TextField label={HEADLINE_TEXT.linkTitle} {...bind(draft, 'linkTitle')} />
      <TextField label={HEADLINE_TEXT.linkPath} type="url" {...bind(draft, 'linkPath')} />
      <SelectField
        label={HEADLINE_TEXT.bgColour}
        choices={HEADLINE_COLOUR_CHOICES}
        {...bind(draft, 'bgColour')}
      />
      <SelectField label={HEADLINE_TEXT.status} choices={PUBLISH_STATUS_CHOICES} {...bind(draft, 'status')} />
      <RichTextField label={HEADLINE_TEXT.message} {...bind(draft, 'messageMsg')} />
    </FormShell>
  )
}

import { HeadlineRow } from '../../../../shared/contract/headline'
import { HEADLINE_PATHS, HEADLINE_TEXT } from '../../../../shared/rules/headline'
import { updateForm } from '../../components/record-form'
import { byEntryId, useRecordToEdit } from '../../components/useRecordToEdit'
import { HeadlineForm, headlineValuesOf } from './HeadlineForm'

/** Where the update screen finds its headline (issue 23: by the address's `?id=` too). */
const RECORD = byEntryId({
  area: 'headline',
  schema: HeadlineRow,
  what: 'headline',
  get: (bridge, EntryID) => bridge.api.headline.get({ EntryID }),
  calls: (bridge) => bridge.api.headline,
})

/** SPEC §2.9 Update Headline (`/general/headline/update`), prefilled from the row whose Edit led here. */
export function UpdateHeadline() {
  const record = useRecordToEdit(RECORD, {
    path: HEADLINE_PATHS.list,
    label: HEADLINE_TEXT.goToList,
  })
  if (!record.row) return record.screen
  const form = updateForm('headline', HEADLINE_TEXT.update, record, headlineValuesOf)
  return <HeadlineForm key={form.formKey} {...form} />
}

import { PartnerRow } from '../../../../shared/contract/partners'
import { PARTNER_PATHS, PARTNER_TEXT } from '../../../../shared/rules/partners'
import { updateForm } from '../../components/record-form'
import { byEntryId, useRecordToEdit } from '../../components/useRecordToEdit'
import { PartnerForm, partnerValuesOf } from './PartnerForm'

/** Where the update screen finds its partner (issue 23: by the address's `?id=` too). */
const RECORD = byEntryId({
  photoFolder: 'partners_uploads',
  area: 'partners',
  schema: PartnerRow,
  what: 'partner',
  get: (bridge, EntryID) => bridge.api.partners.get({ EntryID }),
  calls: (bridge) => bridge.api.partners,
})

/** SPEC §2.9 Update Partner (`/general/partners/update`), prefilled from the selected partner. */
export function UpdatePartner() {
  const record = useRecordToEdit(RECORD, { path: PARTNER_PATHS.list, label: PARTNER_TEXT.goToList })
  if (!record.row) return record.screen
  const form = updateForm('partners', PARTNER_TEXT.update, record, partnerValuesOf)
  return <PartnerForm key={form.formKey} {...form} />
}

import { PartnerRow } from '../../../../shared/contract/partners'
import { PARTNER_PATHS, PARTNER_TEXT } from '../../../../shared/rules/partners'
import { NothingSelected } from '../../components/notices'
import { useSelectedRowOf } from '../../state/selected-row'
import { PartnerForm, partnerValuesOf } from './PartnerForm'

/** SPEC §2.9 Update Partner (`/general/partners/update`), prefilled from the selected partner. */
export function UpdatePartner() {
  const row = useSelectedRowOf('partners', PartnerRow)
  if (!row) return <NothingSelected listPath={PARTNER_PATHS.list} listLabel={PARTNER_TEXT.goToList} />
  const draftKey = `partners.update.${row.EntryID}`
  return <PartnerForm key={draftKey} draftKey={draftKey} initial={partnerValuesOf(row)} row={row} />
}

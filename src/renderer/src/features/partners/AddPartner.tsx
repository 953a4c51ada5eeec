import { NEW_PARTNER, PARTNER_TEXT } from '../../../../shared/rules/partners'
import { addForm } from '../../components/record-form'
import { PartnerForm } from './PartnerForm'

/** SPEC §2.9 Add Partner (`/general/partners/add`; SPEC's link `/general/Partners/add` opens it too). */
export function AddPartner() {
  return <PartnerForm {...addForm('partners', PARTNER_TEXT.add, NEW_PARTNER)} />
}

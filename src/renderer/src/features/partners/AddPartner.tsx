import { NEW_PARTNER } from '../../../../shared/rules/partners'
import { PartnerForm } from './PartnerForm'

/** SPEC §2.9 Add Partner (`/general/partners/add`; SPEC's link `/general/Partners/add` opens it too). */
export function AddPartner() {
  return <PartnerForm draftKey="partners.add" initial={NEW_PARTNER} />
}

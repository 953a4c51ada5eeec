import { HEADLINE_TEXT } from '../../../../shared/rules/headline'
import { addForm } from '../../components/record-form'
import { HeadlineForm, NEW_HEADLINE } from './HeadlineForm'

/** SPEC §2.9 Add Headline (`/general/headline/addheadline`). */
export function AddHeadline() {
  return <HeadlineForm {...addForm('headline', HEADLINE_TEXT.add, NEW_HEADLINE)} />
}

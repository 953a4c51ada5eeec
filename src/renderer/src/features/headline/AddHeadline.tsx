import { HEADLINE_TEXT } from '../../../../shared/rules/headline'
import { HeadlineForm, NEW_HEADLINE } from './HeadlineForm'

/** SPEC §2.9 Add Headline (`/general/headline/addheadline`). */
export function AddHeadline() {
  return <HeadlineForm title={HEADLINE_TEXT.add} draftKey="headline.add" initial={NEW_HEADLINE} />
}

import { HeadlineRow } from '../../../../shared/contract/headline'
import { HEADLINE_PATHS, HEADLINE_TEXT } from '../../../../shared/rules/headline'
import { NothingSelected } from '../../components/notices'
import { useSelectedRowOf } from '../../state/selected-row'
import { HeadlineForm, headlineValuesOf } from './HeadlineForm'

/** SPEC §2.9 Update Headline (`/general/headline/update`), prefilled from the row whose Edit led here. */
export function UpdateHeadline() {
  const row = useSelectedRowOf('headline', HeadlineRow)
  if (!row) return <NothingSelected listPath={HEADLINE_PATHS.list} listLabel={HEADLINE_TEXT.goToList} />
  const draftKey = `headline.update.${row.EntryID}`
  return (
    <HeadlineForm
      key={draftKey}
      title={HEADLINE_TEXT.update}
      draftKey={draftKey}
      initial={headlineValuesOf(row)}
      row={row}
    />
  )
}

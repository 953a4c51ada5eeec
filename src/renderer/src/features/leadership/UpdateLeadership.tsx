import { LeadershipRow } from '../../../../shared/contract/leadership'
import { LEADERSHIP_PATHS, LEADERSHIP_TEXT } from '../../../../shared/rules/leadership'
import { NothingSelected } from '../../components/notices'
import { useSelectedRowOf } from '../../state/selected-row'
import { LeadershipForm, leadershipValuesOf } from './LeadershipForm'

/** SPEC §2.6 Update Leadership (`/leadership/update`), 'UPDATE BOARD', prefilled from the chosen row. */
export function UpdateLeadership() {
  const row = useSelectedRowOf('leadership', LeadershipRow)
  if (!row || row.Category !== 'Board')
    return <NothingSelected listPath={LEADERSHIP_PATHS.boardList} listLabel={LEADERSHIP_TEXT.goToList} />
  const draftKey = `leadership.update.${row.EntryID}`
  return (
    <LeadershipForm
      key={draftKey}
      title={LEADERSHIP_TEXT.update}
      kind="update"
      draftKey={draftKey}
      initial={leadershipValuesOf(row)}
      row={row}
    />
  )
}

import { LeadershipRow } from '../../../../shared/contract/leadership'
import { LEADERSHIP_PATHS, LEADERSHIP_TEXT } from '../../../../shared/rules/leadership'
import { updateForm } from '../../components/record-form'
import { byEntryId, useRecordToEdit } from '../../components/useRecordToEdit'
import { LeadershipForm, leadershipValuesOf } from './LeadershipForm'

/** Where the update screen finds its board member (issue 23: by the address's `?id=` too). */
const RECORD = byEntryId({
  photoFolder: 'leaderships_uploads',
  area: 'leadership',
  schema: LeadershipRow,
  what: 'board member',
  get: (bridge, EntryID) => bridge.api.leadership.get({ EntryID }),
  calls: (bridge) => bridge.api.leadership,
  accepts: (row) => row.Category === 'Board',
})

/** SPEC §2.6 Update Leadership (`/leadership/update`), 'UPDATE BOARD', prefilled from the chosen row. */
export function UpdateLeadership() {
  const record = useRecordToEdit(RECORD, {
    path: LEADERSHIP_PATHS.boardList,
    label: LEADERSHIP_TEXT.goToList,
  })
  if (!record.row) return record.screen
  const form = updateForm('leadership', LEADERSHIP_TEXT.update, record, leadershipValuesOf)
  return <LeadershipForm key={form.formKey} {...form} kind="update" />
}

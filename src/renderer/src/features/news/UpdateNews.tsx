import { NewsRow } from '../../../../shared/contract/news'
import { NEWS_PATHS, NEWS_TEXT } from '../../../../shared/rules/news'
import { useContentMode } from '../../state/content-mode'
import { updateForm } from '../../components/record-form'
import { byEntryId, useRecordToEdit } from '../../components/useRecordToEdit'
import { NewsForm, newsValuesOf } from './NewsForm'

/** Where the update screen finds its news (issue 23: by the address's `?id=` too). */
const RECORD = byEntryId({
  area: 'news',
  schema: NewsRow,
  what: 'news',
  get: (bridge, EntryID) => bridge.api.news.get({ EntryID }),
})

/** SPEC §2.7 Update News, prefilled from the row whose Edit button led here. */
export function UpdateNews() {
  const mode = useContentMode(NEWS_PATHS)
  const { row, screen } = useRecordToEdit(RECORD, { path: mode.paths.list, label: NEWS_TEXT.goToList })
  if (!row) return screen
  const form = updateForm('news', NEWS_TEXT.update, row, newsValuesOf)
  return <NewsForm key={form.draftKey} {...form} mode={mode} facultyCode={row.FacultyCode} />
}

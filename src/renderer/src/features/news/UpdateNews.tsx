import { NewsRow } from '../../../../shared/contract/news'
import { NEWS_PATHS, NEWS_TEXT } from '../../../../shared/rules/news'
import { useContentMode } from '../../state/content-mode'
import { updateForm } from '../../components/record-form'
import { byEntryId, useRecordToEdit } from '../../components/useRecordToEdit'
import { NewsForm, newsValuesOf } from './NewsForm'

/** Where the update screen finds its news (issue 23: by the address's `?id=` too). */
const RECORD = byEntryId({
  photoFolder: 'news_uploads',
  area: 'news',
  schema: NewsRow,
  what: 'news',
  get: (bridge, EntryID) => bridge.api.news.get({ EntryID }),
  calls: (bridge) => bridge.api.news,
})

/** SPEC §2.7 Update News, prefilled from the row whose Edit button led here. */
export function UpdateNews() {
  const mode = useContentMode(NEWS_PATHS)
  const record = useRecordToEdit(RECORD, { path: mode.paths.list, label: NEWS_TEXT.goToList })
  if (!record.row) return record.screen
  const form = updateForm('news', NEWS_TEXT.update, record, newsValuesOf)
  return <NewsForm key={form.formKey} {...form} mode={mode} facultyCode={record.row.FacultyCode} />
}

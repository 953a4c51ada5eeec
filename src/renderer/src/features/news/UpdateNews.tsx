import { NewsRow } from '../../../../shared/contract/news'
import { NEWS_PATHS, NEWS_TEXT } from '../../../../shared/rules/news'
import { NothingSelected } from '../../components/notices'
import { useContentMode } from '../../state/content-mode'
import { useSelectedRowOf } from '../../state/selected-row'
import { NewsForm, newsValuesOf } from './NewsForm'

/** SPEC §2.7 Update News, prefilled from the row whose Edit button led here. */
export function UpdateNews() {
  const mode = useContentMode(NEWS_PATHS)
  const row = useSelectedRowOf('news', NewsRow)
  if (!row) return <NothingSelected listPath={mode.paths.list} listLabel={NEWS_TEXT.goToList} />
  const draftKey = `news.update.${row.EntryID}`
  return (
    <NewsForm
      key={draftKey}
      title={NEWS_TEXT.update}
      mode={mode}
      facultyCode={row.FacultyCode}
      draftKey={draftKey}
      initial={newsValuesOf(row)}
      row={row}
    />
  )
}

import { NEWS_PATHS, NEWS_TEXT } from '../../../../shared/rules/news'
import { FacultyRequired } from '../../components/notices'
import { addForm } from '../../components/record-form'
import { useContentMode } from '../../state/content-mode'
import { NEW_NEWS, NewsForm } from './NewsForm'

/** SPEC §2.7 Add News, general (`/news/general/add`) or for one faculty (`/faculty/news/add`). */
export function AddNews() {
  const mode = useContentMode(NEWS_PATHS)
  if (mode.facultyCode === null) return <FacultyRequired />
  const form = addForm('news', NEWS_TEXT.add, NEW_NEWS, mode.facultyCode)
  return <NewsForm key={form.draftKey} {...form} mode={mode} facultyCode={mode.facultyCode} />
}

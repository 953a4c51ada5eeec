import type { NewsRow } from '../../../../shared/contract/news'
import { fullName } from '../../../../shared/rules/login'
import {
  NEWS_CHECKS,
  NEWS_IMAGE,
  NEWS_RECORD_NAME,
  NEWS_STATUS_CHOICES,
  NEWS_TEXT,
  newsAddAnswers,
  newsUpdateAnswers,
  type NewsValues,
} from '../../../../shared/rules/news'
import { bind, RichTextField, SelectField, TextField } from '../../components/fields'
import { FormShell } from '../../components/FormShell'
import { ImageField } from '../../components/ImageField'
import { useDraft } from '../../components/useDraft'
import { useSaveForm } from '../../components/useSaveForm'
import type { ContentMode } from '../../state/content-mode'
import { useSession } from '../../state/session'

/** The add form starts empty, published. */
export const NEW_NEWS: NewsValues = { title: '', status: 1, content: '' }

/** The update form starts from the row chosen in the list. */
export const newsValuesOf = (row: NewsRow): NewsValues => ({
  title: row.Title,
  status: row.Status === 1 ? 1 : 0,
  content: row.Description,
})

interface NewsFormProps {
  title: string
  mode: ContentMode
  /** `General` or the faculty the news belongs to. */
  facultyCode: string
  draftKey: string
  initial: NewsValues
  /** The news being updated; absent when adding. */
  row?: NewsRow
}

/** SPEC §2.7: title, image, status and rich-text content, in that order; the same form adds and updates. */
export function NewsForm({ title, mode, facultyCode, draftKey, initial, row }: NewsFormProps) {
  const user = useSession((state) => state.user)
  const draft = useDraft(draftKey, initial)
  const form = useSaveForm(draft, {
    target: { area: 'news', save: row ? 'update' : 'add', upload: 'uploadPhoto' },
    recordName: NEWS_RECORD_NAME,
    checks: NEWS_CHECKS,
    answers: row ? newsUpdateAnswers(mode.paths) : newsAddAnswers(mode.paths),
    rule: NEWS_IMAGE.rule,
    body: (values, file) => ({
      title: values.title,
      image: file?.name ?? '',
      status: values.status,
      content: values.content,
      FacultyCode: facultyCode,
      photo: '',
      ImagePath: row?.ImagePath ?? '',
      submittedBy: user ? fullName(user) : '',
      ...(row ? { id: row.EntryID } : {}),
    }),
  })

  return (
    <FormShell
      title={title}
      trail={[NEWS_TEXT.area]}
      context={(mode.facultyCode === facultyCode && mode.facultyName) || facultyCode}
      draft={draft}
      form={form}
    >
      <TextField label={NEWS_TEXT.title} {...bind(draft, 'title')} />
      <ImageField
        label={NEWS_TEXT.image}
        rule={NEWS_IMAGE.rule}
        folder={NEWS_IMAGE.folder}
        existing={row?.ImagePath}
        file={draft.file}
        onChange={draft.setFile}
      />
      <SelectField label={NEWS_TEXT.status} choices={NEWS_STATUS_CHOICES} {...bind(draft, 'status')} />
      <RichTextField label={NEWS_TEXT.content} {...bind(draft, 'content')} />
    </FormShell>
  )
}

import type { NewsRow } from '../../../../shared/contract/news'
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
import { DraftImageField } from '../../components/DraftImageField'
import { useDraft } from '../../components/useDraft'
import {
  contentContext,
  photoFields,
  useSubmitter,
  type ContentFormProps,
} from '../../components/record-form'
import { useSaveForm } from '../../components/useSaveForm'
import { altValuesOf } from '../../../../shared/rules/a11y/alt-text'
import { CHECKED_AREAS } from '../../../../shared/rules/a11y/areas'

/** The add form starts empty, published. */
export const NEW_NEWS: NewsValues = { title: '', status: 1, content: '', ...altValuesOf('news') }

/** The update form starts from the row chosen in the list. */
export const newsValuesOf = (row: NewsRow): NewsValues => ({
  title: row.Title,
  status: row.Status === 1 ? 1 : 0,
  content: row.Description,
  ...altValuesOf('news', row),
})

type NewsFormProps = ContentFormProps<NewsValues, NewsRow>

/** SPEC §2.7: title, image, status and rich-text content, in that order; the same form adds and updates. */
export function NewsForm({ title, mode, facultyCode, draftKey, initial, row, opened }: NewsFormProps) {
  const submitter = useSubmitter()
  const draft = useDraft(draftKey, initial, opened?.version)
  const form = useSaveForm(draft, {
    a11y: { table: 'news' },
    preview: { area: 'news', id: row?.EntryID },
    review: { area: 'news', id: row?.EntryID },
    opened,
    schedule: { table: 'news', status: 'status', id: row?.EntryID },
    target: { area: 'news', save: row ? 'update' : 'add', upload: 'uploadPhoto' },
    takenAt: mode.paths.update,
    recordName: NEWS_RECORD_NAME,
    checks: NEWS_CHECKS,
    answers: row ? newsUpdateAnswers(mode.paths) : newsAddAnswers(mode.paths),
    rule: NEWS_IMAGE.rule,
    body: (values, file) => ({
      title: values.title,
      status: values.status,
      content: values.content,
      FacultyCode: facultyCode,
      ...photoFields(file, row),
      submittedBy: submitter,
      ...(row ? { id: row.EntryID } : {}),
    }),
  })

  return (
    <FormShell
      title={title}
      trail={[NEWS_TEXT.area]}
      context={contentContext(mode, facultyCode)}
      draft={draft}
      form={form}
    >
      <TextField label={NEWS_TEXT.title} {...bind(draft, 'title')} />
      <DraftImageField
        label={NEWS_TEXT.image}
        image={NEWS_IMAGE}
        draft={draft}
        existing={row?.ImagePath}
        described={CHECKED_AREAS.news.images[0]}
      />
      <SelectField label={NEWS_TEXT.status} choices={NEWS_STATUS_CHOICES} {...bind(draft, 'status')} />
      <RichTextField label={NEWS_TEXT.content} {...bind(draft, 'content')} />
    </FormShell>
  )
}

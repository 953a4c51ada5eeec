import { Faculty } from '../../../../shared/contract/academics'
import { useBridge } from '../../app/BridgeProvider'
import {
  digitsOnly,
  FACULTY_CONTENT_CHECKS,
  FACULTY_IMAGE,
  FACULTY_TEXT,
  facultyContentAnswers,
  type FacultyContentValues,
} from '../../../../shared/rules/faculty'
import { bind, RichTextField, TextField } from '../../components/fields'
import { FormShell } from '../../components/FormShell'
import { DraftImageField } from '../../components/DraftImageField'
import { FacultyRequired } from '../../components/notices'
import { Spinner } from '../../components/Spinner'
import { useDraft } from '../../components/useDraft'
import { openedForm, openRecord, type OpenedForm } from '../../components/opened-record'
import { useSubmitter } from '../../components/record-form'
import { useSaveForm } from '../../components/useSaveForm'
import { useCurrentFaculty } from '../../state/content-mode'
import { FacultyLoadFailure, FacultyNotice } from './FacultyNotice'
import { useFacultyRecord } from './useFacultyRecord'
import './faculty.css'
import { altValuesOf } from '../../../../shared/rules/a11y/alt-text'
import { CHECKED_AREAS } from '../../../../shared/rules/a11y/areas'

/** SPEC §2.11 faculty content (`/faculty/content`): the current faculty's page, loaded as saved. */
export function FacultyContent() {
  const current = useCurrentFaculty()
  if (!current) return <FacultyRequired />
  return <LoadFacultyContent key={current.code} facultyCode={current.code} />
}

function LoadFacultyContent({ facultyCode }: { facultyCode: string }) {
  const record = useFacultyRecord(facultyCode)
  if (record.status === 'loading') return <Spinner label="Loading the faculty…" />
  if (record.status === 'failed')
    return <FacultyLoadFailure what="the faculty" failure={record.failure} retry={record.retry} />
  const [faculty] = record.data
  if (!faculty) return <FacultyNotice text={FACULTY_TEXT.noSuchFaculty} />
  return <OpenedFacultyContent faculty={faculty} reload={record.retry} />
}

const facultyValuesOf = (faculty: Faculty): FacultyContentValues => ({
  FacultyColor: faculty.FacultyColor || '#1f4e79',
  FacultyEmail: faculty.FacultyEmail ?? '',
  FacultyPhone: faculty.FacultyPhone ?? '',
  FacultyDetail: faculty.FacultyDetail ?? '',
  ...altValuesOf('faculty', faculty),
})

/** Issue 25: a faculty's page is a record with a version, a history and a lease, named by its code. */
function OpenedFacultyContent({ faculty, reload }: { faculty: Faculty; reload(): void }) {
  const { api } = useBridge()
  const FacultyCode = faculty.FacultyCode
  const record = openRecord({
    answer: faculty,
    id: faculty.EntryID,
    schema: Faculty,
    get: () => api.academics.facultyGet({ FacultyCode }),
    reload,
    photoFolder: FACULTY_IMAGE.folder,
    calls: {
      history: () => api.academics.facultyHistory({ FacultyCode }),
      version: ({ version }) => api.academics.facultyVersion({ FacultyCode, version }),
      lease: ({ EntryID: _, ...lease }) => api.academics.facultyLease({ FacultyCode, ...lease }),
      restore: ({ EntryID: _, ...restore }) => api.academics.facultyRestore({ FacultyCode, ...restore }),
    },
  })
  const opened = record ? openedForm(record, facultyValuesOf) : undefined
  return <FacultyContentForm key={opened?.version ?? ''} faculty={faculty} opened={opened} />
}

function FacultyContentForm({
  faculty,
  opened,
}: {
  faculty: Faculty
  opened?: OpenedForm<FacultyContentValues>
}) {
  const submitter = useSubmitter()
  const draft = useDraft(`faculty.content.${faculty.FacultyCode}`, facultyValuesOf(faculty), opened?.version)
  const form = useSaveForm(draft, {
    a11y: { table: 'faculty' },
    preview: { area: 'faculties', id: faculty.EntryID },
    review: { area: 'faculties', id: faculty.EntryID },
    opened,
    target: { area: 'academics', save: 'facultyDetailsAdd', upload: 'uploadFacultyPhoto' },
    recordName: 'faculty content',
    checks: FACULTY_CONTENT_CHECKS,
    answers: facultyContentAnswers(faculty.Slug),
    rule: FACULTY_IMAGE.rule,
    body: (values) => ({
      id: faculty.EntryID,
      FacultyName: faculty.FacultyName,
      FacultyDetail: values.FacultyDetail,
      FacultyColor: values.FacultyColor,
      Slug: faculty.Slug,
      FacultyCode: faculty.FacultyCode,
      FacultyImage: faculty.FacultyImage ?? '',
      FacultyEmail: values.FacultyEmail.trim(),
      FacultyPhone: values.FacultyPhone,
      InsertedBy: submitter,
    }),
  })
  const noChange = () => undefined
  const phone = bind(draft, 'FacultyPhone')
  return (
    <FormShell
      title={FACULTY_TEXT.facultyContent}
      trail={[]}
      context={faculty.FacultyName}
      draft={draft}
      form={form}
    >
      <DraftImageField
        label={FACULTY_TEXT.facultyImage}
        image={FACULTY_IMAGE}
        draft={draft}
        existing={faculty.FacultyImage}
        described={CHECKED_AREAS.faculty.images[0]}
      />
      <TextField label={FACULTY_TEXT.facultyName} value={faculty.FacultyName} onChange={noChange} readOnly />
      <TextField label={FACULTY_TEXT.facultyCode} value={faculty.FacultyCode} onChange={noChange} readOnly />
      <div className="field">
        <label htmlFor="faculty-colour">{FACULTY_TEXT.colour}</label>
        <input
          id="faculty-colour"
          className="input color-input"
          type="color"
          value={draft.values.FacultyColor}
          onChange={(event) => draft.set('FacultyColor', event.target.value)}
        />
      </div>
      <TextField label={FACULTY_TEXT.email} type="email" inputMode="email" {...bind(draft, 'FacultyEmail')} />
      <TextField
        label={FACULTY_TEXT.phone}
        type="tel"
        inputMode="numeric"
        value={phone.value}
        onChange={(value) => phone.onChange(digitsOnly(value))}
      />
      <RichTextField label={FACULTY_TEXT.content} {...bind(draft, 'FacultyDetail')} />
    </FormShell>
  )
}

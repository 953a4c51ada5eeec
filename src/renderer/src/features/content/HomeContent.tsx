import { useCallback, useState } from 'react'
import { HomeContent as HomeContentRow } from '../../../../shared/contract/content'
import {
  HOME_CONTENT_ANSWERS,
  HOME_CONTENT_CHECKS,
  HOME_CONTENT_TEXT,
  HOME_IMAGE,
  HOME_IMAGES,
  HOME_TEXTS,
  type HomeContentValues,
  type HomeImageUpload,
} from '../../../../shared/rules/content'
import { fullName } from '../../../../shared/rules/login'
import { useBridge } from '../../app/BridgeProvider'
import { bind, RichTextField } from '../../components/fields'
import { FormShell } from '../../components/FormShell'
import { ImageField } from '../../components/ImageField'
import { LoadFailure } from '../../components/LoadFailure'
import { Spinner } from '../../components/Spinner'
import { useDraft } from '../../components/useDraft'
import { openedForm, openRecord, type OpenedForm } from '../../components/opened-record'
import { useLoad } from '../../components/useLoad'
import { useSaveForm } from '../../components/useSaveForm'
import { useSession } from '../../state/session'
import { altValuesOf } from '../../../../shared/rules/a11y/alt-text'
import { CHECKED_AREAS, type CheckedImage } from '../../../../shared/rules/a11y/areas'
import { draftAlt } from '../../components/DraftImageField'

/** SPEC §2.12 website home content (`/content`), loaded as saved (the dashboard answer carries it). */
export function HomeContent() {
  const bridge = useBridge()
  const saved = useLoad(useCallback(() => bridge.api.general.dashboardCount({}), [bridge]))
  if (saved.status === 'loading') return <Spinner label="Loading the home content…" />
  if (saved.status === 'failed')
    return <LoadFailure what="the home content" failure={saved.failure} retry={saved.retry} />
  const row = saved.data.HomeContent
  // Issue 25: once saved, the home content is a record with a version, a history and a lease.
  const record =
    row &&
    openRecord({
      answer: row,
      id: row.EntryID,
      schema: HomeContentRow,
      get: () => bridge.api.content.get({ EntryID: row.EntryID }),
      reload: saved.retry,
      calls: bridge.api.content,
      photoFolder: HOME_IMAGE.folder,
    })
  const opened = record ? openedForm(record, valuesOf) : undefined
  return <HomeContentForm key={opened?.version ?? 'new'} saved={row} opened={opened} />
}

const valuesOf = (saved: HomeContentRow | null): HomeContentValues => ({
  DiscoverContent: saved?.DiscoverContent ?? '',
  AboutContent: saved?.AboutContent ?? '',
  CampusContent: saved?.CampusContent ?? '',
  CampusContent2: saved?.CampusContent2 ?? '',
  EducationContent: saved?.EducationContent ?? '',
  RegistryContent: saved?.RegistryContent ?? '',
  ...altValuesOf('home_content', saved),
})

/** Each home image's alternative text, as CHECKED_AREAS names it by the image's column. */
const describedBy = (column: string): CheckedImage => {
  const image = CHECKED_AREAS.home_content.images.find((described) => described.column === column)
  if (!image) throw new Error(`No alternative text for ${column}`)
  return image
}

function HomeContentForm({
  saved,
  opened,
}: {
  saved: HomeContentRow | null
  opened?: OpenedForm<HomeContentValues>
}) {
  const user = useSession((state) => state.user)
  const draft = useDraft('home.content', valuesOf(saved), opened?.version)
  // The Discover image is the record's main photo (draft.file); the campus images ride along.
  const [campus, setCampus] = useState<Partial<Record<HomeImageUpload, File | null>>>({})
  const [discover, ...campusImages] = HOME_IMAGES
  const form = useSaveForm(draft, {
    a11y: { table: 'home_content', stored: saved },
    review: { area: 'homeContent', id: saved?.EntryID },
    opened,
    target: { area: 'content', save: 'add', upload: discover.upload },
    recordName: HOME_CONTENT_TEXT.recordName,
    checks: HOME_CONTENT_CHECKS,
    answers: HOME_CONTENT_ANSWERS,
    rule: HOME_IMAGE.rule,
    body: (values) => ({
      ...(saved ? { id: saved.EntryID } : {}),
      ...values,
      InsertedBy: user ? fullName(user) : '',
    }),
    morePhotos: () =>
      campusImages.map(({ upload, label }) => ({ upload, label, file: campus[upload] ?? null })),
  })
  return (
    <FormShell title={HOME_CONTENT_TEXT.title} trail={[HOME_CONTENT_TEXT.area]} draft={draft} form={form}>
      <ImageField
        label={discover.label}
        rule={HOME_IMAGE.rule}
        folder={HOME_IMAGE.folder}
        existing={saved?.[discover.column]}
        file={draft.file}
        onChange={draft.setFile}
        alt={draftAlt(draft, describedBy(discover.column))}
      />
      {campusImages.map(({ upload, label, column }) => (
        <ImageField
          key={upload}
          label={label}
          rule={HOME_IMAGE.rule}
          folder={HOME_IMAGE.folder}
          existing={saved?.[column]}
          file={campus[upload] ?? null}
          onChange={(file) => setCampus((chosen) => ({ ...chosen, [upload]: file }))}
          alt={draftAlt(draft, describedBy(column))}
        />
      ))}
      {HOME_TEXTS.map(({ field, label }) => (
        <RichTextField key={field} label={label} {...bind(draft, field)} />
      ))}
    </FormShell>
  )
}

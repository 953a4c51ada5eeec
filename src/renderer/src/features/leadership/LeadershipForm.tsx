import type { Contract } from '../../../../shared/contract'
import type { AnswerOf, InputOf } from '../../../../shared/contract/define'
import type { LeadershipRow } from '../../../../shared/contract/leadership'
import type { AnswerAlerts } from '../../../../shared/rules/alerts'
import type { Check } from '../../../../shared/rules/forms'
import {
  enrolAnswers,
  LEADERSHIP_ADD_CHECKS,
  LEADERSHIP_IMAGE,
  LEADERSHIP_POSITION_CHOICES,
  LEADERSHIP_RECORD_NAME,
  LEADERSHIP_STATUS_CHOICES,
  LEADERSHIP_TEXT as T,
  LEADERSHIP_UPDATE_CHECKS,
  leadershipAddAnswers,
  leadershipUpdateAnswers,
  MANAGEMENT_ENROL_CHECKS,
  SENATE_ENROL_CHECKS,
  titleChoices,
  type LeadershipValues,
} from '../../../../shared/rules/leadership'
import { bind, RichTextField, SelectField, TextField } from '../../components/fields'
import { FormShell } from '../../components/FormShell'
import { DraftImageField } from '../../components/DraftImageField'
import { useDraft } from '../../components/useDraft'
import { photoFields, useSubmitter, type RecordFormProps } from '../../components/record-form'
import { useSaveForm } from '../../components/useSaveForm'
import { altValuesOf } from '../../../../shared/rules/a11y/alt-text'
import { CHECKED_AREAS } from '../../../../shared/rules/a11y/areas'

/** Which form: Board add or update (SPEC §2.6), or an enrolment in Senate or Management. */
export type LeadershipFormKind = 'add' | 'update' | 'Senate' | 'Management'

type SaveBody = InputOf<Contract['leadership'][KindRules['save']]>
type SaveAnswer = AnswerOf<Contract['leadership'][KindRules['save']]>
/** SPEC §4: whether an enrolment made a new record or updated the one there (the enrol calls answer it). */
const enrolTypeOf = (answer: SaveAnswer) => ('type' in answer ? answer.type : undefined)

interface KindRules {
  save: 'add' | 'update' | 'senateEnrol' | 'managementEnrol'
  upload: 'uploadPhoto' | 'updatePhoto' | 'enrolPhoto'
  checks: readonly Check<LeadershipValues>[]
  answers: AnswerAlerts<string> | ((answer: SaveAnswer) => AnswerAlerts<string>)
  category: 'Board' | 'Senate' | 'Management'
}

const KINDS: Record<LeadershipFormKind, KindRules> = {
  add: {
    save: 'add',
    upload: 'uploadPhoto',
    checks: LEADERSHIP_ADD_CHECKS,
    answers: leadershipAddAnswers,
    category: 'Board',
  },
  update: {
    save: 'update',
    upload: 'updatePhoto',
    checks: LEADERSHIP_UPDATE_CHECKS,
    answers: leadershipUpdateAnswers,
    category: 'Board',
  },
  Senate: {
    save: 'senateEnrol',
    upload: 'enrolPhoto',
    checks: SENATE_ENROL_CHECKS,
    answers: (answer) => enrolAnswers('Senate', enrolTypeOf(answer)),
    category: 'Senate',
  },
  Management: {
    save: 'managementEnrol',
    upload: 'enrolPhoto',
    checks: MANAGEMENT_ENROL_CHECKS,
    answers: (answer) => enrolAnswers('Management', enrolTypeOf(answer)),
    category: 'Management',
  },
}

/** The form starts from a stored record (update, or an enrolment being edited). */
export const leadershipValuesOf = (row: LeadershipRow): LeadershipValues => ({
  title: row.Title,
  fullname: row.FullName,
  designation: row.Designation,
  position: String(row.Position),
  status: row.Status === 1 ? '1' : '0',
  description: row.Description ?? '',
  ...altValuesOf('leadership', row),
})

/** The record being changed (`row`) is absent when adding or enrolling someone new. */
interface LeadershipFormProps extends RecordFormProps<LeadershipValues, LeadershipRow> {
  kind: LeadershipFormKind
  /** The staff member being enrolled from the Senate or Management list. */
  staffId?: number
}

/**
 * SPEC §2.6, §3: title, full name, designation, position, image, status and rich-text description; one
 * form adds and updates Board members and enrols Senate and Management members.
 */
export function LeadershipForm({
  title,
  kind,
  draftKey,
  initial,
  row,
  opened,
  staffId,
}: LeadershipFormProps) {
  const submitter = useSubmitter()
  const draft = useDraft(draftKey, initial, opened?.version)
  const rules = KINDS[kind]
  const enrolling = kind === 'Senate' || kind === 'Management'
  // SPEC §4: an enrolment takes a photo only when it makes a new record.
  const takesPhoto = !(enrolling && row)
  const form = useSaveForm(draft, {
    a11y: { table: 'leadership' },
    review: { area: 'leadership', id: row?.EntryID },
    opened,
    schedule: { table: 'leadership', status: 'status', id: row?.EntryID },
    target: { area: 'leadership', save: rules.save, upload: rules.upload },
    recordName: LEADERSHIP_RECORD_NAME,
    checks: rules.checks,
    answers: rules.answers,
    rule: LEADERSHIP_IMAGE.rule,
    // One object for four calls: KINDS pairs each call with its category, which TypeScript cannot follow.
    body: (values, file) =>
      ({
        title: values.title,
        fullname: values.fullname,
        designation: values.designation,
        // The checks have made sure both are chosen.
        position: Number(values.position),
        status: values.status === '1' ? (1 as const) : (0 as const),
        description: values.description,
        ...photoFields(file, row),
        submittedBy: submitter,
        category: rules.category,
        ...(row ? { id: row.EntryID } : {}),
        ...(staffId === undefined ? {} : { StaffID: staffId }),
      }) as SaveBody,
  })

  return (
    <FormShell title={title} trail={[T.area]} draft={draft} form={form}>
      <SelectField label={T.title} choices={titleChoices(draft.values.title)} {...bind(draft, 'title')} />
      <TextField label={T.fullName} {...bind(draft, 'fullname')} />
      <TextField label={T.designation} {...bind(draft, 'designation')} />
      <SelectField label={T.position} choices={LEADERSHIP_POSITION_CHOICES} {...bind(draft, 'position')} />
      {takesPhoto && (
        <DraftImageField
          label={T.image}
          image={LEADERSHIP_IMAGE}
          draft={draft}
          existing={row?.ImagePath}
          described={CHECKED_AREAS.leadership.images[0]}
        />
      )}
      <SelectField label={T.status} choices={LEADERSHIP_STATUS_CHOICES} {...bind(draft, 'status')} />
      <RichTextField label={T.description} {...bind(draft, 'description')} />
    </FormShell>
  )
}

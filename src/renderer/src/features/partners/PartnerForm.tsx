import type { PartnerRow } from '../../../../shared/contract/partners'
import { fullName } from '../../../../shared/rules/login'
import {
  PARTNER_ADD_ANSWERS,
  PARTNER_ADD_CHECKS,
  PARTNER_IMAGE,
  PARTNER_RECORD_NAME,
  PARTNER_STATUS_CHOICES,
  PARTNER_STATUS_PLACEHOLDER,
  PARTNER_TEXT as T,
  PARTNER_UPDATE_ANSWERS,
  PARTNER_UPDATE_CHECKS,
  type PartnerValues,
} from '../../../../shared/rules/partners'
import { bind, SelectField, TextField } from '../../components/fields'
import { FormShell } from '../../components/FormShell'
import { ImageField } from '../../components/ImageField'
import { useDraft } from '../../components/useDraft'
import { useSaveForm } from '../../components/useSaveForm'
import { useSession } from '../../state/session'

/** The update form starts from the row chosen in the list; a status other than '1'/'0' is asked for. */
export const partnerValuesOf = (row: PartnerRow): PartnerValues => ({
  PartnerName: row.PartnerName,
  Status: row.Status === '1' || row.Status === '0' ? row.Status : '',
})

interface PartnerFormProps {
  draftKey: string
  initial: PartnerValues
  /** The partner being updated; absent when adding. */
  row?: PartnerRow
}

/**
 * SPEC §2.9: Partner Name, Image and Status, one form for add and update. The photo is sent only when one
 * was chosen and the save succeeded (SPEC §4, §7), to the one upload partners have.
 */
export function PartnerForm({ draftKey, initial, row }: PartnerFormProps) {
  const user = useSession((state) => state.user)
  const draft = useDraft(draftKey, initial)
  const submitter = user ? fullName(user) : ''
  const form = useSaveForm(draft, {
    target: { area: 'partners', save: row ? 'update' : 'add', upload: 'uploadPhoto' },
    recordName: PARTNER_RECORD_NAME,
    checks: row ? PARTNER_UPDATE_CHECKS : PARTNER_ADD_CHECKS,
    answers: row ? PARTNER_UPDATE_ANSWERS : PARTNER_ADD_ANSWERS,
    rule: PARTNER_IMAGE.rule,
    body: (values, file) => {
      // The checks have passed: an update has a status; an add always has one.
      const Status = values.Status || '1'
      const common = {
        PartnerName: values.PartnerName,
        ImagePath: row?.ImagePath ?? '',
        image: file?.name ?? '',
        Status,
        photo: '',
      }
      return row
        ? { ...common, id: row.EntryID, submittedBy: submitter }
        : { ...common, InsertedBy: submitter }
    },
  })

  return (
    <FormShell
      title={row ? T.update : T.add}
      trail={row ? T.updateTrail : T.trail}
      card={row ? T.updateCard : undefined}
      draft={draft}
      form={form}
    >
      <TextField label={T.partnerName} {...bind(draft, 'PartnerName')} />
      <ImageField
        label={T.image}
        rule={PARTNER_IMAGE.rule}
        folder={PARTNER_IMAGE.folder}
        existing={row?.ImagePath}
        file={draft.file}
        onChange={draft.setFile}
      />
      <SelectField
        label={T.status}
        choices={row ? [PARTNER_STATUS_PLACEHOLDER, ...PARTNER_STATUS_CHOICES] : PARTNER_STATUS_CHOICES}
        {...bind(draft, 'Status')}
      />
    </FormShell>
  )
}

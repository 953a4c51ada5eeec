import type { PartnerRow } from '../../../../shared/contract/partners'
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
  PARTNER_PATHS,
} from '../../../../shared/rules/partners'
import { bind, SelectField, TextField } from '../../components/fields'
import { FormShell } from '../../components/FormShell'
import { DraftImageField } from '../../components/DraftImageField'
import { useDraft } from '../../components/useDraft'
import { photoFields, useSubmitter, type RecordFormProps } from '../../components/record-form'
import { useSaveForm } from '../../components/useSaveForm'
import { altValuesOf } from '../../../../shared/rules/a11y/alt-text'
import { CHECKED_AREAS } from '../../../../shared/rules/a11y/areas'

/** The update form starts from the row chosen in the list; a status other than '1'/'0' is asked for. */
export const partnerValuesOf = (row: PartnerRow): PartnerValues => ({
  PartnerName: row.PartnerName,
  Status: row.Status === '1' || row.Status === '0' ? row.Status : '',
  ...altValuesOf('partner', row),
})

type PartnerFormProps = RecordFormProps<PartnerValues, PartnerRow>

/**
 * SPEC §2.9: Partner Name, Image and Status, one form for add and update. The photo is sent only when one
 * was chosen and the save succeeded (SPEC §4, §7), to the one upload partners have.
 */
export function PartnerForm({ title, draftKey, initial, row, opened }: PartnerFormProps) {
  const submitter = useSubmitter()
  const draft = useDraft(draftKey, initial, opened?.version)
  const form = useSaveForm(draft, {
    a11y: { table: 'partner' },
    review: { area: 'partners', id: row?.EntryID },
    opened,
    schedule: { table: 'partner', status: 'Status', id: row?.EntryID },
    target: { area: 'partners', save: row ? 'update' : 'add', upload: 'uploadPhoto' },
    takenAt: PARTNER_PATHS.update,
    recordName: PARTNER_RECORD_NAME,
    checks: row ? PARTNER_UPDATE_CHECKS : PARTNER_ADD_CHECKS,
    answers: row ? PARTNER_UPDATE_ANSWERS : PARTNER_ADD_ANSWERS,
    rule: PARTNER_IMAGE.rule,
    body: (values, file) => {
      // The checks have passed: an update has a status; an add always has one.
      const Status = values.Status || '1'
      const common = {
        PartnerName: values.PartnerName,
        Status,
        ...photoFields(file, row),
      }
      return row
        ? { ...common, id: row.EntryID, submittedBy: submitter }
        : { ...common, InsertedBy: submitter }
    },
  })

  return (
    <FormShell
      title={title}
      trail={row ? T.updateTrail : T.trail}
      card={row ? T.updateCard : undefined}
      draft={draft}
      form={form}
    >
      <TextField label={T.partnerName} {...bind(draft, 'PartnerName')} />
      <DraftImageField
        label={T.image}
        image={PARTNER_IMAGE}
        draft={draft}
        existing={row?.ImagePath}
        described={CHECKED_AREAS.partner.images[0]}
      />
      <SelectField
        label={T.status}
        choices={row ? [PARTNER_STATUS_PLACEHOLDER, ...PARTNER_STATUS_CHOICES] : PARTNER_STATUS_CHOICES}
        {...bind(draft, 'Status')}
      />
    </FormShell>
  )
}

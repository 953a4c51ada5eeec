import { z } from 'zod'
import { ACCESS } from '../rules/permissions'
import { answer, type Area, call, none, upload, added, deleteOne, readAll, openedRecord } from './define'
import { fileName, id, requiredText, submitter } from './fields'
import { scheduleFields } from './schedule'
import { a11yFieldsOf, altColumnsOfRow } from './a11y'

// Partners (SPEC §2.9, §3, §7). Their status is the text '1' (Publish) or '0' (Draft), SPEC §9.

const partnerStatus = z.enum(['1', '0'])

export const PartnerRow = z.object({
  EntryID: z.number().int(),
  PartnerName: z.string(),
  ImagePath: z.string().nullable(),
  ...altColumnsOfRow('partner'),
  /** '1' Published, otherwise Drafted. */
  Status: z.string(),
  InsertedBy: z.string(),
})
export type PartnerRow = z.infer<typeof PartnerRow>

export const PartnerAddBody = z.object({
  PartnerName: requiredText(300),
  ImagePath: fileName,
  image: fileName,
  /** New partners default to '1' (SPEC §4). */
  Status: partnerStatus.default('1'),
  photo: fileName,
  InsertedBy: submitter,
  ...scheduleFields,
  ...a11yFieldsOf('partner'),
})

export const PartnerUpdateBody = z.object({
  id,
  PartnerName: requiredText(300),
  ImagePath: fileName,
  image: fileName,
  Status: partnerStatus,
  photo: fileName,
  submittedBy: submitter,
  ...scheduleFields,
  ...a11yFieldsOf('partner'),
})

const access = ACCESS.siteAdmin

export const partners = {
  add: call('POST', 'general/partner/add', PartnerAddBody, added('exist'), access),
  uploadPhoto: upload('PATCH', 'general/partners_upload', { folder: 'partners_uploads', access }),
  list: readAll('general/partner/list', none, PartnerRow, access),
  ...openedRecord('general/partner', PartnerRow, access),
  update: call('PATCH', 'general/partner/update', PartnerUpdateBody, answer(['success']), access),
  /** Ours (issue 23): a list's Delete; the record's photo goes with it. */
  delete: deleteOne('general/partner/delete/:EntryID', access),
} satisfies Area

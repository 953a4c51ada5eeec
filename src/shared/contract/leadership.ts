import { z } from 'zod'
import { ACCESS } from '../rules/permissions'
import {
  answer,
  type Area,
  call,
  entryId,
  none,
  upload,
  added,
  deleteOne,
  readAll,
  openedRecord,
} from './define'
import { fileName, id, requiredRichText, requiredText, richText, submitter } from './fields'
import { scheduleFields } from './schedule'
import { a11yFieldsOf, altColumnsOfRow } from './a11y'

// Leadership (SPEC §2.6, §3, §7): Board members added here, Senate and Management enrolled from the
// active staff list. One record shape, three categories.

export const LEADERSHIP_CATEGORIES = ['Board', 'Senate', 'Management'] as const
export type LeadershipCategory = (typeof LEADERSHIP_CATEGORIES)[number]

export const LeadershipRow = z.object({
  EntryID: z.number().int(),
  /** The salutation. */
  Title: z.string(),
  FullName: z.string(),
  Position: z.number().int(),
  Designation: z.string(),
  Category: z.enum(LEADERSHIP_CATEGORIES),
  /** 1 Active, otherwise Draft. */
  Status: z.number().int(),
  ImagePath: z.string().nullable(),
  ...altColumnsOfRow('leadership'),
  /** Serialized rich text. */
  Description: z.string().nullable(),
})
export type LeadershipRow = z.infer<typeof LeadershipRow>

/** The shared leadership form (SPEC §3: lowercase names), without its category. */
const LeadershipFields = z.object({
  title: requiredText(50),
  fullname: requiredText(300),
  designation: requiredText(300),
  position: z.number().int().min(1).max(20),
  /** 1 Active, 0 Draft (SPEC §9). */
  status: z.union([z.literal(0), z.literal(1)]),
  /** Required on Board add and Management enrol (SPEC §5), optional elsewhere. */
  description: richText.default(''),
  image: fileName,
  photo: fileName,
  ImagePath: fileName,
  submittedBy: submitter,
  ...scheduleFields,
  ...a11yFieldsOf('leadership'),
})
const withDescription = { description: requiredRichText }

export const LeadershipAddBody = LeadershipFields.extend({ ...withDescription, category: z.literal('Board') })
export const LeadershipUpdateBody = LeadershipFields.extend({ id, category: z.literal('Board') })
/**
 * Enrol updates the record given by `id`, or else the category's record of that person (the staff member
 * `StaffID` enrolled from the active staff list, or failing one the same title and full name), or else
 * creates one; the answer's `type` says which. StaffID is ours: SPEC's payload names nobody.
 */
const enrolling = { id: id.optional(), StaffID: id.optional() }
export const SenateEnrolBody = LeadershipFields.extend({ ...enrolling, category: z.literal('Senate') })
export const ManagementEnrolBody = LeadershipFields.extend({
  ...withDescription,
  ...enrolling,
  category: z.literal('Management'),
})

const EnrolAnswer = answer(['success', 'name exist', 'failed'], {
  type: z.enum(['new', 'update']).optional(),
  ...entryId,
})

const access = ACCESS.generalContent

export const leadership = {
  list: readAll('leadership/list', none, LeadershipRow, access),
  boardList: readAll('leadership/board/list', none, LeadershipRow, access),
  ...openedRecord('leadership', LeadershipRow, access),
  add: call('POST', 'leadership/add', LeadershipAddBody, added('name exist'), access),
  uploadPhoto: upload('POST', 'leadership/uploadLeadershipsPhoto', { folder: 'leaderships_uploads', access }),
  update: call('PATCH', 'leadership/update', LeadershipUpdateBody, answer(['success']), access),
  updatePhoto: upload('PATCH', 'leadership/updateLeadershipsPhoto', {
    folder: 'leaderships_uploads',
    access,
  }),
  delete: deleteOne('leadership/delete/:EntryID', access),
  senateEnrol: call('POST', 'leadership/senate/enrol', SenateEnrolBody, EnrolAnswer, access),
  managementEnrol: call('POST', 'leadership/management/enrol', ManagementEnrolBody, EnrolAnswer, access),
  /**
   * The photo of a newly enrolled Senate or Management record. SPEC's answer "may carry lastID"; the
   * client already holds the entry_id, so the upload answer stays `{ message }`.
   */
  enrolPhoto: upload('POST', 'leadership/uploadPhoto', { folder: 'leaderships_uploads', access }),
} satisfies Area

import { z } from 'zod'
import { isWebAddress } from '../rules/forms'
import { HEADLINE_COLOURS } from '../rules/headline-colours'
import { ACCESS } from '../rules/permissions'
import { answer, type Area, call, none, deleteOne, readAll, openedRecord, entryId } from './define'
import { id, requiredRichText, requiredText, submitter } from './fields'
import { scheduleFields } from './schedule'
import { a11yFieldsOf } from './a11y'

// Website headlines, the banner messages (SPEC §2.9, §3, §7).

export { HEADLINE_COLOURS }
export const HeadlineColour = z.enum(HEADLINE_COLOURS.map((c) => c.value))
export type HeadlineColour = z.infer<typeof HeadlineColour>

export const HeadlineRow = z.object({
  EntryID: z.number().int(),
  LinkTitle: z.string(),
  LinkPath: z.string(),
  BGColour: z.string(),
  /** Serialized rich text. */
  Message: z.string(),
  MessageDate: z.string(),
  Slug: z.string(),
  /** 1 Published, otherwise Draft. */
  Status: z.number().int(),
})
export type HeadlineRow = z.infer<typeof HeadlineRow>

export const HeadlineAddBody = z.object({
  linkTitle: requiredText(300),
  /** The headline's link on the public site: only an http(s) address (a `javascript:` link would run). */
  linkPath: requiredText(2000).refine(isWebAddress, 'must be an http:// or https:// address'),
  bgColour: HeadlineColour,
  messageMsg: requiredRichText,
  /**
   * Ours (issue 23): 1 Publish, 0 Draft. SPEC's client sends none and its headlines were always live, so a
   * missing one publishes.
   */
  status: z.union([z.literal(0), z.literal(1)]).default(1),
  submittedBy: submitter,
  ...scheduleFields,
  ...a11yFieldsOf('headline'),
})
/** An update with no status (SPEC's client) keeps the stored one: a draft is not published by it. */
export const HeadlineUpdateBody = HeadlineAddBody.extend({
  id,
  status: z.union([z.literal(0), z.literal(1)]).optional(),
})

const access = ACCESS.siteAdmin

export const headline = {
  add: call(
    'POST',
    'news/add_headline',
    HeadlineAddBody,
    // Ours: the new headline's id too (issue 26: its schedule and first version name it), as `added` answers.
    answer(['success', 'Headline exist', 'failed'], entryId),
    access,
  ),
  list: readAll('news/headline_list/all', none, HeadlineRow, access),
  ...openedRecord('news/headline', HeadlineRow, access),
  update: call('PATCH', 'news/headline/update', HeadlineUpdateBody, answer(['success']), access),
  /** Ours (issue 23): a list's Delete. */
  delete: deleteOne('news/headline/delete/:EntryID', access),
} satisfies Area

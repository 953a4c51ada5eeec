import { z } from 'zod'
import { ACCESS } from '../rules/permissions'
import { answer, type Area, call, none, upload, added, deleteOne, readAll, openedRecord } from './define'
import { fileName, id, requiredText, submitter } from './fields'
import { scheduleFields } from './schedule'
import { a11yFieldsOf, altColumnsOfRow } from './a11y'

// Home sliders (SPEC §2.9, §3, §7).

export const SliderRow = z.object({
  EntryID: z.number().int(),
  Title: z.string(),
  Caption: z.string(),
  ImagePath: z.string().nullable(),
  ...altColumnsOfRow('slider'),
  ImagePosition: z.number().int(),
  BtnName: z.string(),
  BtnLink: z.string(),
  Slug: z.string(),
  /** 1 Published, otherwise Draft. */
  Status: z.number().int(),
})
export type SliderRow = z.infer<typeof SliderRow>

export const SliderAddBody = z.object({
  title: requiredText(300),
  caption: requiredText(1000),
  image: fileName,
  imagePosition: z.number().int().min(1).max(12),
  btnName: requiredText(100),
  btnLink: requiredText(2000),
  /**
   * Ours (issue 23): 1 Publish, 0 Draft. SPEC's client sends none and its sliders were always live, so a
   * missing one publishes.
   */
  status: z.union([z.literal(0), z.literal(1)]).default(1),
  photo: fileName,
  ImagePath: fileName,
  submittedBy: submitter,
  ...scheduleFields,
  ...a11yFieldsOf('slider'),
})
/** An update with no status (SPEC's client) keeps the stored one: a draft is not published by it. */
export const SliderUpdateBody = SliderAddBody.extend({
  id,
  status: z.union([z.literal(0), z.literal(1)]).optional(),
})

const access = ACCESS.siteAdmin

export const slider = {
  /** SPEC's slider add answers `news exist` for a duplicate title, as written. */
  add: call('POST', 'slider/add', SliderAddBody, added('news exist'), access),
  uploadPhoto: upload('POST', 'slider/uploadSlidersPhoto', { folder: 'sliders_uploads', access }),
  list: readAll('slider/homepage', none, SliderRow, access),
  ...openedRecord('slider', SliderRow, access),
  update: call('PATCH', 'slider/update', SliderUpdateBody, answer(['success']), access),
  updatePhoto: upload('PATCH', 'slider/updateSlidersPhoto', { folder: 'sliders_uploads', access }),
  /** Ours (issue 23): a list's Delete; the record's photo goes with it. */
  delete: deleteOne('slider/delete/:EntryID', access),
} satisfies Area

import { z } from 'zod'
import { ACCESS } from '../rules/permissions'
import { answer, type Area, call, upload, added, deleteOne, readAll, openedRecord } from './define'
import { facultyCode, fileName, id, requiredRichText, requiredText, submitter } from './fields'
import { scheduleFields } from './schedule'
import { a11yFieldsOf, altColumnsOfRow } from './a11y'

// News (SPEC §2.7, §3, §7): general news (FacultyCode `General`) and each faculty's own, one set of calls.

export const NewsRow = z.object({
  EntryID: z.number().int(),
  Title: z.string(),
  /** Serialized rich text. */
  Description: z.string(),
  ImagePath: z.string().nullable(),
  ...altColumnsOfRow('news'),
  /** 1 Published, otherwise Draft. */
  Status: z.number().int(),
  FacultyCode: z.string(),
  InsertedBy: z.string(),
  InsertedDate: z.string(),
  ViewCount: z.number().int(),
  Slug: z.string(),
})
export type NewsRow = z.infer<typeof NewsRow>

export const NewsAddBody = z.object({
  title: requiredText(300),
  image: fileName,
  /** 1 Publish, 0 Draft (SPEC §9); SPEC's form does not check it, so a missing one saves a draft. */
  status: z.union([z.literal(0), z.literal(1)]).default(0),
  content: requiredRichText,
  /** `General` or the faculty's code; it decides who may save (docs/permissions.md). */
  FacultyCode: facultyCode,
  photo: fileName,
  ImagePath: fileName,
  submittedBy: submitter,
  ...scheduleFields,
  ...a11yFieldsOf('news'),
})
export const NewsUpdateBody = NewsAddBody.extend({ id })

const access = ACCESS.newsAndEvents

export const news = {
  add: call('POST', 'news/add', NewsAddBody, added('news exist'), access),
  uploadPhoto: upload('PATCH', 'news/uploadNewsPhoto', { folder: 'news_uploads', access }),
  list: readAll('news/list/all/:facultyCode', z.object({ facultyCode }), NewsRow, access),
  ...openedRecord('news', NewsRow, access),
  update: call('PATCH', 'news/update', NewsUpdateBody, answer(['success']), access),
  /** Ours (issue 23): a list's Delete; the record's photo goes with it. */
  delete: deleteOne('news/delete/:EntryID', access),
} satisfies Area

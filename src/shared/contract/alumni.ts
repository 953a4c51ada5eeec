import { z } from 'zod'
import { ACCESS } from '../rules/permissions'
import { answer, type Area, call, none, upload, added, readAll, openedRecord } from './define'
import { fileName, id, pathId, requiredRichText, requiredText } from './fields'
import { a11yFieldsOf, altColumnsOfRow } from './a11y'

// Alumni (SPEC §2.10, §3, §7): the alumni student list and their feedback (testimonials).

export const AlumniFeedbackRow = z.object({
  EntryID: z.number().int(),
  StudentID: z.string(),
  StudentName: z.string(),
  Title: z.string(),
  ImagePath: z.string().nullable(),
  ...altColumnsOfRow('alumni_feedback'),
  /** Serialized rich text. */
  Description: z.string(),
})
export type AlumniFeedbackRow = z.infer<typeof AlumniFeedbackRow>

export const AlumniStudentRow = z.object({
  StudentID: z.string(),
  StudentName: z.string(),
  Gender: z.string(),
  CourseName: z.string(),
})
export type AlumniStudentRow = z.infer<typeof AlumniStudentRow>

/**
 * SPEC gives the feedback form's fields by their entity names. Add and edit share this call: with an `id`
 * it updates that feedback (SPEC §2.10 "its calls go to the add endpoint").
 */
export const AlumniFeedbackBody = z.object({
  id: id.optional(),
  StudentID: requiredText(50),
  StudentName: requiredText(300),
  Title: requiredText(300),
  Description: requiredRichText,
  image: fileName,
  photo: fileName,
  ImagePath: fileName,
  /** SPEC §1 records every submitter; its feedback form names none, so this one is optional. */
  submittedBy: z.string().max(300).optional(),
  ...a11yFieldsOf('alumni_feedback'),
})

const access = ACCESS.generalContent

/** A feedback as its update screen opens it (issue 25). */
const feedback = openedRecord('student/alumni/feedback', AlumniFeedbackRow, access)

export const alumni = {
  feedbackList: readAll('student/alumni/feedback', none, AlumniFeedbackRow, access),
  feedbackGet: feedback.get,
  feedbackHistory: feedback.history,
  feedbackVersion: feedback.version,
  feedbackLease: feedback.lease,
  feedbackRestore: feedback.restore,
  studentList: readAll('student/alumni/list/all', none, AlumniStudentRow, access),
  feedbackAdd: call(
    'POST',
    'student/alumni/feedback/add',
    AlumniFeedbackBody,
    added('feedback exist'),
    access,
  ),
  uploadPhoto: upload('PATCH', 'student/alumni/upload', { folder: 'alumni', access }),
  /**
   * Spelled `alumin` as SPEC has it. The ImagePath segment is carried for the old path's sake: the server
   * deletes the file the record names, never a path taken from the request. A feedback without a stored
   * image sends `none`.
   */
  feedbackDelete: call(
    'DELETE',
    'student/alumin/feedback/delete/:ImagePath/:EntryID',
    z.object({ ImagePath: z.string().min(1).max(500), EntryID: pathId }),
    answer(['deleted']),
    access,
  ),
} satisfies Area

import { and, asc, desc, eq, isNull } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { alumni, AlumniFeedbackRow, AlumniStudentRow } from '../../shared/contract/alumni'
import { FEEDBACK_NOT_FOUND, IMAGE_MISMATCH, NO_IMAGE_SEGMENT } from '../../shared/rules/alumni'
import { columnsFor } from '../db/columns'
import { alumni_feedback as feedbackTable, alumni_student as studentTable } from '../db/schema'
import { HttpError } from '../errors'
import { releasePhoto } from '../storage/release-photo'
import { recordName } from '../audit-log'
import { submitterName } from './records'
import { addTitled, updatedBy, updateTitled, type TitledRecord } from './titled-record'
import { NameTaken } from './unique-name'
import { registerArea, uploadInto } from './define'
import { historyOf, keptVersionOf, restoreOf } from './history'
import { leaseOf } from './lease'
import { readOneFrom } from './read-one'
import { altColumns } from './alt-text'

// Alumni (SPEC §2.10, §3, §7): the alumni students and their feedback. General content: the level check
// of registerArea is the whole policy. ImagePath is written only by the upload.

/** A feedback's title is unique (trimmed, any case) across all feedback, by the index of schema.ts. */
const FEEDBACK: TitledRecord = {
  table: feedbackTable,
  id: feedbackTable.EntryID,
  title: feedbackTable.Title,
  titleConstraint: 'alumni_feedback_title_unique',
  notFound: FEEDBACK_NOT_FOUND,
}

/** A feedback as its update screen opens it, and its history (issue 25). */
const feedbackOne = readOneFrom(feedbackTable, AlumniFeedbackRow, FEEDBACK_NOT_FOUND)

/**
 * SPEC §7 sends the image's name in the delete path. It is only compared with the name the record holds
 * (`none` for a record without one), never used as a path: '../', encoded slashes, absolute paths, NUL
 * bytes or another record's name simply do not match.
 */
export const isRecordsImage = (segment: string, stored: string | null): boolean =>
  segment === (stored || NO_IMAGE_SEGMENT)

export function registerAlumniRoutes(app: FastifyInstance) {
  const uploadsFolder = alumni.uploadPhoto.folder

  registerArea(
    app,
    alumni,
    {
      feedbackGet: feedbackOne,
      feedbackHistory: historyOf(feedbackOne),
      feedbackVersion: keptVersionOf(feedbackOne),
      feedbackLease: leaseOf(feedbackOne),
      feedbackRestore: restoreOf(feedbackOne),

      feedbackList: ({ db }) =>
        db
          .select(columnsFor(feedbackTable, AlumniFeedbackRow))
          .from(feedbackTable)
          .orderBy(desc(feedbackTable.EntryID)),

      studentList: ({ db }) =>
        db
          .select(columnsFor(studentTable, AlumniStudentRow))
          .from(studentTable)
          .orderBy(asc(studentTable.StudentName)),

      async feedbackAdd(ctx) {
        const { input, actor, db } = ctx
        const fields = {
          StudentID: input.StudentID,
          StudentName: input.StudentName,
          Title: input.Title,
          Description: input.Description,
          ...altColumns('alumni_feedback', input),
        }
        const change = { title: input.Title }
        // SPEC §2.10: edit goes to the add endpoint; an id says which feedback it changes.
        if (input.id !== undefined) {
          const id = input.id
          const updated = await updateTitled(ctx, FEEDBACK, { ...change, id }, () =>
            db
              .update(feedbackTable)
              .set({ ...fields, ...updatedBy(actor) })
              .where(eq(feedbackTable.EntryID, id)),
          )
          return updated ? updated.answer('feedback exist') : { message: 'success', entry_id: id }
        }
        const added = await addTitled(db, FEEDBACK, change, async () => {
          const [saved] = await db
            .insert(feedbackTable)
            .values({ ...fields, InsertedBy: submitterName(actor) })
            .returning({ EntryID: feedbackTable.EntryID })
          return saved.EntryID
        })
        return added instanceof NameTaken
          ? added.answer('feedback exist')
          : { message: 'success', entry_id: added }
      },

      uploadPhoto: uploadInto(feedbackTable),

      async feedbackDelete({ input, db, afterCommit }) {
        const [record] = await db
          .select({ ImagePath: feedbackTable.ImagePath })
          .from(feedbackTable)
          .where(eq(feedbackTable.EntryID, input.EntryID))
        if (!record) throw new HttpError(404, FEEDBACK_NOT_FOUND, 'EntryID')
        if (!isRecordsImage(input.ImagePath, record.ImagePath))
          throw new HttpError(400, IMAGE_MISMATCH, 'ImagePath')
        // Deleted only while it still holds that image (a photo replaced meanwhile makes it a mismatch).
        const sameImage =
          record.ImagePath === null
            ? isNull(feedbackTable.ImagePath)
            : eq(feedbackTable.ImagePath, record.ImagePath)
        const removed = await db
          .delete(feedbackTable)
          .where(and(eq(feedbackTable.EntryID, input.EntryID), sameImage))
          .returning({ ImagePath: feedbackTable.ImagePath })
        if (removed.length === 0) throw new HttpError(409, IMAGE_MISMATCH, 'ImagePath')
        // Only a name this server generated is deleted, and only inside the alumni folder.
        afterCommit(() =>
          releasePhoto(app.services, {
            folder: uploadsFolder,
            name: record.ImagePath,
            record: recordName(feedbackTable, input.EntryID),
          }),
        )
        return { message: 'deleted' }
      },
    },
    { records: { feedbackAdd: feedbackTable, feedbackDelete: feedbackTable } },
  )
}

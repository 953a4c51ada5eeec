import { and, desc, eq, ne, sql, type SQL } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { z } from 'zod'
import {
  leadership,
  type LeadershipCategory,
  LeadershipRow,
  ManagementEnrolBody,
  SenateEnrolBody,
} from '../../shared/contract/leadership'
import { LEADERSHIP_EXIST_TEXT } from '../../shared/rules/leadership'
import { columnsFor } from '../db/columns'
import type { Database } from '../db/client'
import { leadership as leadershipTable } from '../db/schema'
import { HttpError } from '../errors'
import { releasePhoto } from '../storage/release-photo'
import { recordName } from '../audit-log'
import { recoverable, submitterName, uniqueViolation } from './records'
import { registerArea, uploadInto } from './define'
import { openedRecordHandlers } from './history'
import { readOne } from './read-one'
import { altColumns } from './alt-text'

// Leadership (SPEC §2.6, §3, §4, §7): Board members added and updated, Senate and Management enrolled
// from the active staff list. General content: the level check of registerArea is the whole policy.
// ImagePath is written only by the uploads; the bodies' image, photo and ImagePath are not stored.

export const LEADERSHIP_NOT_FOUND = 'No leadership record with this id'

/** The unique indexes of schema.ts: one record per staff member, and one title and name, per category. */
const STAFF_CONSTRAINT = 'leadership_category_staff_unique'
const NAME_CONSTRAINT = 'leadership_category_name_unique'

type EnrolBody = z.output<typeof SenateEnrolBody> | z.output<typeof ManagementEnrolBody>
type Fields = Pick<
  EnrolBody,
  | 'title'
  | 'fullname'
  | 'designation'
  | 'position'
  | 'status'
  | 'description'
  | 'ImageAlt'
  | 'ImageDecorative'
>

/** The columns the form writes, from its lowercase names (SPEC §3). */
const columnsOf = (input: Fields) => ({
  Title: input.title,
  FullName: input.fullname,
  Designation: input.designation,
  Position: input.position,
  Status: input.status,
  Description: input.description,
  ...altColumns('leadership', input),
})

const rows = (db: Database, where?: SQL) =>
  db
    .select(columnsFor(leadershipTable, LeadershipRow))
    .from(leadershipTable)
    .where(where)
    .orderBy(desc(leadershipTable.EntryID))

/** The category's record with this title and full name (trimmed, any case), other than `exceptId`. */
async function sameName(db: Database, category: LeadershipCategory, input: Fields, exceptId?: number) {
  const same = and(
    eq(leadershipTable.Category, category),
    sql`lower(btrim(${leadershipTable.Title})) = lower(btrim(${input.title}))`,
    sql`lower(btrim(${leadershipTable.FullName})) = lower(btrim(${input.fullname}))`,
  )
  const [found] = await db
    .select({ EntryID: leadershipTable.EntryID })
    .from(leadershipTable)
    .where(exceptId === undefined ? same : and(same, ne(leadershipTable.EntryID, exceptId)))
    .limit(1)
  return found?.EntryID
}

async function categoryOf(db: Database, id: number) {
  const [found] = await db
    .select({ Category: leadershipTable.Category })
    .from(leadershipTable)
    .where(eq(leadershipTable.EntryID, id))
  return found?.Category
}

/** The record enrol updates when no id is given: the person's, by staff member or else by name. */
async function enrolledRecord(db: Database, input: EnrolBody): Promise<number | undefined> {
  if (input.StaffID !== undefined) {
    const [found] = await db
      .select({ EntryID: leadershipTable.EntryID })
      .from(leadershipTable)
      .where(and(eq(leadershipTable.Category, input.category), eq(leadershipTable.StaffID, input.StaffID)))
    if (found) return found.EntryID
  }
  return sameName(db, input.category, input)
}

type EnrolAnswer = { message: 'success' | 'name exist'; type?: 'new' | 'update'; entry_id?: number }

/**
 * SPEC §4 enrol: update the record given (or the person's own), or create one. A second enrol of the same
 * person racing this one is refused by a unique index; the enrol then runs again and finds the record.
 */
async function enrol(db: Database, input: EnrolBody, by: string): Promise<EnrolAnswer> {
  for (let attempt = 1; ; attempt++) {
    try {
      // Enrols of one person take turns (a lock on the person's name for the transaction), so the second
      // finds the record the first made instead of racing it to the unique index.
      return await db.transaction(async (tx) => {
        const person = `leadership enrol\n${input.category}\n${input.fullname.trim().toLowerCase()}`
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${person}))`)
        return enrolOnce(tx, input, by)
      })
    } catch (error) {
      const broken = uniqueViolation(error)
      if (broken === NAME_CONSTRAINT && attempt > 1) return { message: 'name exist' }
      if ((broken !== STAFF_CONSTRAINT && broken !== NAME_CONSTRAINT) || attempt >= 3) throw error
    }
  }
}

async function enrolOnce(db: Database, input: EnrolBody, by: string): Promise<EnrolAnswer> {
  let id = input.id
  if (id !== undefined) {
    if ((await categoryOf(db, id)) !== input.category) throw new HttpError(404, LEADERSHIP_NOT_FOUND, 'id')
  } else id = await enrolledRecord(db, input)

  if ((await sameName(db, input.category, input, id)) !== undefined) return { message: 'name exist' }
  if (id !== undefined) {
    await db
      .update(leadershipTable)
      .set({ ...columnsOf(input), UpdatedBy: by, UpdatedDate: sql`now()` })
      .where(eq(leadershipTable.EntryID, id))
    return { message: 'success', type: 'update', entry_id: id }
  }
  const [saved] = await db
    .insert(leadershipTable)
    .values({ ...columnsOf(input), Category: input.category, StaffID: input.StaffID, InsertedBy: by })
    .returning({ EntryID: leadershipTable.EntryID })
  return { message: 'success', type: 'new', entry_id: saved.EntryID }
}

export function registerLeadershipRoutes(app: FastifyInstance) {
  const uploadsFolder = leadership.uploadPhoto.folder
  const photos = uploadInto(leadershipTable, { madeBy: leadership.add })

  registerArea(
    app,
    leadership,
    {
      ...openedRecordHandlers(readOne({ rows, id: leadershipTable.EntryID, notFound: LEADERSHIP_NOT_FOUND })),
      list: ({ db }) => rows(db),
      boardList: ({ db }) => rows(db, eq(leadershipTable.Category, 'Board')),

      async add({ input, actor, db }) {
        if ((await sameName(db, 'Board', input)) !== undefined) return { message: 'name exist' }
        try {
          const [saved] = await recoverable(db, () =>
            db
              .insert(leadershipTable)
              .values({ ...columnsOf(input), Category: 'Board', InsertedBy: submitterName(actor) })
              .returning({ EntryID: leadershipTable.EntryID }),
          )
          return { message: 'success', entry_id: saved.EntryID }
        } catch (error) {
          // The same person added by someone else since the check above.
          if (uniqueViolation(error) === NAME_CONSTRAINT) return { message: 'name exist' }
          throw error
        }
      },

      async update({ input, actor, db }) {
        if ((await categoryOf(db, input.id)) !== 'Board') throw new HttpError(404, LEADERSHIP_NOT_FOUND, 'id')
        // The contract answers update with 'success' only: a clash is a 409 with SPEC's text (as news does).
        const clash = new HttpError(409, LEADERSHIP_EXIST_TEXT, 'fullname')
        if ((await sameName(db, 'Board', input, input.id)) !== undefined) throw clash
        try {
          await recoverable(db, () =>
            db
              .update(leadershipTable)
              .set({ ...columnsOf(input), UpdatedBy: submitterName(actor), UpdatedDate: sql`now()` })
              .where(eq(leadershipTable.EntryID, input.id)),
          )
        } catch (error) {
          if (uniqueViolation(error) === NAME_CONSTRAINT) throw clash
          throw error
        }
        return { message: 'success' }
      },

      async delete({ input, db, afterCommit }) {
        const [removed] = await db
          .delete(leadershipTable)
          .where(eq(leadershipTable.EntryID, input.EntryID))
          .returning({ ImagePath: leadershipTable.ImagePath })
        if (!removed) throw new HttpError(404, LEADERSHIP_NOT_FOUND, 'EntryID')
        afterCommit(() =>
          releasePhoto(app.services, {
            folder: uploadsFolder,
            name: removed.ImagePath,
            record: recordName(leadershipTable, input.EntryID),
          }),
        )
        return { message: 'deleted' }
      },

      senateEnrol: ({ input, actor, db }) => enrol(db, input, submitterName(actor)),
      managementEnrol: ({ input, actor, db }) => enrol(db, input, submitterName(actor)),

      uploadPhoto: photos,
      updatePhoto: photos,
      enrolPhoto: photos,
    },
    {
      records: {
        add: leadershipTable,
        update: leadershipTable,
        delete: leadershipTable,
        senateEnrol: leadershipTable,
        managementEnrol: leadershipTable,
      },
    },
  )
}

import { asc, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { content, HomeContent } from '../../shared/contract/content'
import { HOME_CONTENT_NOT_FOUND } from '../../shared/rules/content'
import { home_content } from '../db/schema'
import { submitterName } from './records'
import { registerArea, uploadInto } from './define'
import { openedRecordHandlers } from './history'
import { readOneFrom } from './read-one'
import { altColumns } from './alt-text'

// The website home content (SPEC §2.12): one record for the whole site. Saving adds it the first time
// and updates that same record afterwards (the body's id is not needed); its three images come by upload.
// Its save is checked against the version of that one record (issue 25), whatever id the body names.

/** The one home content record: the first, as the save updates it. */
const theHomeContent = () =>
  sql`${home_content.EntryID} = (select min(${home_content.EntryID}) from ${home_content})`

export function registerContentRoutes(app: FastifyInstance) {
  registerArea(
    app,
    content,
    {
      ...openedRecordHandlers(readOneFrom(home_content, HomeContent, HOME_CONTENT_NOT_FOUND)),
      add: ({ input, actor, db }) =>
        db.transaction(async (tx) => {
          // One writer at a time, so two first saves cannot make two records.
          await tx.execute(sql`lock table ${home_content} in share row exclusive mode`)
          const by = submitterName(actor)
          const fields = {
            DiscoverContent: input.DiscoverContent,
            AboutContent: input.AboutContent,
            CampusContent: input.CampusContent,
            CampusContent2: input.CampusContent2,
            EducationContent: input.EducationContent,
            RegistryContent: input.RegistryContent,
            ...altColumns('home_content', input),
          }
          const [current] = await tx
            .select({ EntryID: home_content.EntryID })
            .from(home_content)
            .orderBy(asc(home_content.EntryID))
            .limit(1)
          if (current) {
            await tx
              .update(home_content)
              .set({ ...fields, UpdatedBy: by, UpdatedDate: sql`now()` })
              .where(eq(home_content.EntryID, current.EntryID))
            return { message: 'success' as const, entry_id: current.EntryID }
          }
          const [saved] = await tx
            .insert(home_content)
            .values({ ...fields, InsertedBy: by })
            .returning({ EntryID: home_content.EntryID })
          return { message: 'success' as const, entry_id: saved.EntryID }
        }),
      uploadPhoto: uploadInto(home_content),
      campusPhoto: uploadInto(home_content),
      campusPhoto2: uploadInto(home_content),
    },
    { records: { add: home_content }, recordWhere: { add: theHomeContent } },
  )
}

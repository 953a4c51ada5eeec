import { and, desc, eq, inArray, isNotNull, ne, sql, type SQL } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { gallery, type GalleryKnownPhoto } from '../../shared/contract/gallery'
import { bitsSet, LIKENESS_MAX_DISTANCE, likenessWords, NO_LIKENESS } from '../../shared/rules/duplicates'
import { GALLERY_REFUSALS } from '../../shared/rules/gallery'
import type { Database } from '../db/client'
import {
  gallery as galleryTable,
  gallery_category as categoryTable,
  gallery_subcategory as subCategoryTable,
} from '../db/schema'
import { HttpError } from '../errors'
import { releasePhoto } from '../storage/release-photo'
import { recordName } from '../audit-log'
import { idempotencyKeyOf } from './idempotency'
import { submitterName } from './records'
import { registerArea, uploadInto } from './define'
import { openedRecordHandlers } from './history'
import { readOne } from './read-one'
import { captionsTarget } from './gallery-captions'
import { altColumns } from './alt-text'
import { withHeldBack } from '../a11y/held'
import { bulkGallery } from './gallery-bulk'

// Gallery (SPEC §2.5, §3, §7): categories, their sub-categories, and photos or videos filed under both.
// Gallery content belongs to the general site: the level check of registerArea is the whole policy.

const TEXT = GALLERY_REFUSALS

/** Same text, trimmed, any case. */
const sameText = (column: PgColumn, value: string) => sql`lower(btrim(${column})) = lower(btrim(${value}))`

async function recordWithKey(db: Database, RequestKey: string): Promise<number | undefined> {
  const [found] = await db
    .select({ EntryID: galleryTable.EntryID })
    .from(galleryTable)
    .where(eq(galleryTable.RequestKey, RequestKey))
  return found?.EntryID
}

async function exists(
  db: Database,
  table: typeof categoryTable | typeof subCategoryTable | typeof galleryTable,
  where: SQL | undefined,
) {
  const [found] = await db.select({ id: table.EntryID }).from(table).where(where).limit(1)
  return found !== undefined
}

const subCategoryRows = (db: Database) =>
  db
    .select({
      EntryID: subCategoryTable.EntryID,
      CategoryID: subCategoryTable.CategoryID,
      CategoryName: categoryTable.CategoryName,
      SubCategoryName: subCategoryTable.SubCategoryName,
    })
    .from(subCategoryTable)
    .innerJoin(categoryTable, eq(categoryTable.EntryID, subCategoryTable.CategoryID))

/**
 * The photos holding the bytes of these hashes, one per hash (the newest), and the photos that look like these
 * likenesses, one per likeness (the closest, then the newest): a resized or re-saved copy (issue 28). Gallery
 * content is general: who may list the gallery may know what it holds, so the call's level check is the whole
 * filter, as for the list.
 */
async function knownPhotos(
  db: Database,
  hashes: readonly string[],
  likenesses: readonly string[],
  /** A photo not to answer: the one an upload is replacing. */
  exceptEntryId?: number,
): Promise<GalleryKnownPhoto[]> {
  const named = (where: SQL) =>
    db
      .select({
        EntryID: galleryTable.EntryID,
        ContentHash: galleryTable.ContentHash,
        ImageTitle: galleryTable.ImageTitle,
        CategoryName: categoryTable.CategoryName,
        SubCategoryName: subCategoryTable.SubCategoryName,
      })
      .from(galleryTable)
      .innerJoin(categoryTable, eq(categoryTable.EntryID, galleryTable.CategoryID))
      .innerJoin(subCategoryTable, eq(subCategoryTable.EntryID, galleryTable.SubCategoryID))
      .where(where)
      .orderBy(desc(galleryTable.EntryID))
  const found = new Map<string, GalleryKnownPhoto>()
  const others = exceptEntryId === undefined ? undefined : ne(galleryTable.EntryID, exceptEntryId)
  for (const { ContentHash, ...photo } of await named(
    and(inArray(galleryTable.ContentHash, [...new Set(hashes)]), others)!,
  ))
    if (ContentHash && !found.has(ContentHash)) found.set(ContentHash, { hash: ContentHash, ...photo })
  const alike = await closestAlike(db, likenesses)
  if (alike.size === 0) return [...found.values()]
  const photos = new Map(
    (await named(inArray(galleryTable.EntryID, [...new Set(alike.values())]))).map((row) => [
      row.EntryID,
      row,
    ]),
  )
  for (const [likeness, entryId] of alike) {
    const { ContentHash: _hash, ...photo } = photos.get(entryId)!
    found.set(likeness, { hash: likeness, alike: true, ...photo })
  }
  return [...found.values()]
}

/**
 * Each likeness's closest photo within LIKENESS_MAX_DISTANCE (the newest of equals), by EntryID. Compared here
 * rather than in SQL: a likeness is 16 characters, so a gallery of 100,000 photos is read in one small answer
 * and compared with 500 likenesses in a few milliseconds, where no index of the database finds near bit strings.
 */
async function closestAlike(db: Database, likenesses: readonly string[]): Promise<Map<string, number>> {
  const asked = [...new Set(likenesses)]
  if (asked.length === 0) return new Map()
  const stored = await db
    .select({ EntryID: galleryTable.EntryID, likeness: galleryTable.LikenessHash })
    .from(galleryTable)
    .where(and(isNotNull(galleryTable.LikenessHash), ne(galleryTable.LikenessHash, NO_LIKENESS)))
    .orderBy(desc(galleryTable.EntryID))
  const wanted = asked.map(likenessWords)
  const closest = new Map<string, { entryId: number; distance: number }>()
  for (const { EntryID, likeness } of stored) {
    const [high, low] = likenessWords(likeness!)
    for (const [i, [wantedHigh, wantedLow]] of wanted.entries()) {
      const distance = bitsSet(high ^ wantedHigh) + bitsSet(low ^ wantedLow)
      // Newest first: a later photo as close as the one kept does not replace it.
      if (distance <= LIKENESS_MAX_DISTANCE && distance < (closest.get(asked[i]!)?.distance ?? Infinity))
        closest.set(asked[i]!, { entryId: EntryID, distance })
    }
  }
  return new Map([...closest].map(([likeness, { entryId }]) => [likeness, entryId]))
}

function notFound(text: string, field: string): never {
  throw new HttpError(404, text, field)
}

/**
 * A category or a sub-category: a name unique (trimmed, any case) within its parent when it has one. Both
 * add and rename the same way: add answers 'name exist' for a taken name, rename 'failed' (SPEC §3), and a
 * rename of an unknown id is a 404.
 */
interface NamedLevel {
  table: typeof categoryTable | typeof subCategoryTable
  name: PgColumn
  notFound: string
}

const nameClash = (level: NamedLevel, name: string, parent?: SQL, exceptId?: number) =>
  and(
    parent,
    sameText(level.name, name),
    exceptId === undefined ? undefined : ne(level.table.EntryID, exceptId),
  )

async function addNamed(
  db: Database,
  level: NamedLevel,
  name: string,
  parent: SQL | undefined,
  insert: () => Promise<unknown>,
) {
  if (await exists(db, level.table, nameClash(level, name, parent))) return { message: 'name exist' as const }
  await insert()
  return { message: 'success' as const }
}

async function renameNamed(
  db: Database,
  level: NamedLevel,
  change: { id: number; name: string; parent?: SQL },
  write: () => Promise<unknown[]>,
) {
  if (await exists(db, level.table, nameClash(level, change.name, change.parent, change.id)))
    return { message: 'failed' as const }
  if ((await write()).length === 0) notFound(level.notFound, 'EntryID')
  return { message: 'success' as const }
}

const CATEGORY: NamedLevel = {
  table: categoryTable,
  name: categoryTable.CategoryName,
  notFound: TEXT.categoryNotFound,
}
const SUB_CATEGORY: NamedLevel = {
  table: subCategoryTable,
  name: subCategoryTable.SubCategoryName,
  notFound: TEXT.subCategoryNotFound,
}

/** The gallery's photos as its list shows them, with their category names, of those `where` admits. */
const galleryRows = (db: Database, where?: SQL) =>
  db
    .select({
      EntryID: galleryTable.EntryID,
      ImageTitle: galleryTable.ImageTitle,
      ImagePath: galleryTable.ImagePath,
      CaptionsPath: galleryTable.CaptionsPath,
      ImageAlt: galleryTable.ImageAlt,
      ImageDecorative: galleryTable.ImageDecorative,
      CategoryID: galleryTable.CategoryID,
      CategoryName: categoryTable.CategoryName,
      SubCategoryID: galleryTable.SubCategoryID,
      SubCategoryName: subCategoryTable.SubCategoryName,
      InsertedBy: galleryTable.InsertedBy,
    })
    .from(galleryTable)
    .innerJoin(categoryTable, eq(categoryTable.EntryID, galleryTable.CategoryID))
    .innerJoin(subCategoryTable, eq(subCategoryTable.EntryID, galleryTable.SubCategoryID))
    .where(where)
    .orderBy(desc(galleryTable.EntryID))

/** The list's rows, each saying whether it is held back from readers (issue 45, a11y/held.ts). */
const listedRows = async (db: Database, where?: SQL) =>
  withHeldBack(db, 'gallery', await galleryRows(db, where))

export function registerGalleryRoutes(app: FastifyInstance) {
  const uploadsFolder = gallery.uploadPhoto.folder

  async function deletePhoto(
    db: Database,
    EntryID: number,
    afterCommit: (task: () => Promise<void>) => void,
  ) {
    const [removed] = await db
      .delete(galleryTable)
      .where(eq(galleryTable.EntryID, EntryID))
      .returning({ ImagePath: galleryTable.ImagePath, CaptionsPath: galleryTable.CaptionsPath })
    if (!removed) notFound(TEXT.itemNotFound, 'EntryID')
    // A video's captions go with it (kept, as it is, while a kept version names them).
    const record = recordName(galleryTable, EntryID)
    afterCommit(async () => {
      for (const name of [removed.ImagePath, removed.CaptionsPath])
        await releasePhoto(app.services, { folder: uploadsFolder, name, record })
    })
    return { message: 'deleted' as const }
  }

  registerArea(
    app,
    gallery,
    {
      categoryList: ({ db }) =>
        db
          .select({ EntryID: categoryTable.EntryID, CategoryName: categoryTable.CategoryName })
          .from(categoryTable)
          .orderBy(desc(categoryTable.EntryID)),

      categoryAdd: ({ input, actor, db }) =>
        addNamed(db, CATEGORY, input.categoryName, undefined, () =>
          db
            .insert(categoryTable)
            .values({ CategoryName: input.categoryName.trim(), InsertedBy: submitterName(actor) }),
        ),

      categoryUpdate: ({ input, db }) =>
        renameNamed(db, CATEGORY, { id: input.EntryID, name: input.categoryName }, () =>
          db
            .update(categoryTable)
            .set({ CategoryName: input.categoryName.trim() })
            .where(eq(categoryTable.EntryID, input.EntryID))
            .returning({ id: categoryTable.EntryID }),
        ),

      async categoryDelete({ input, db }) {
        const inUse =
          (await exists(db, subCategoryTable, eq(subCategoryTable.CategoryID, input.EntryID))) ||
          (await exists(db, galleryTable, eq(galleryTable.CategoryID, input.EntryID)))
        if (inUse) throw new HttpError(409, TEXT.categoryInUse)
        const removed = await db
          .delete(categoryTable)
          .where(eq(categoryTable.EntryID, input.EntryID))
          .returning({ id: categoryTable.EntryID })
        if (removed.length === 0) notFound(TEXT.categoryNotFound, 'EntryID')
        return { message: 'deleted' }
      },

      subcategoryList: ({ db }) => subCategoryRows(db).orderBy(desc(subCategoryTable.EntryID)),

      subcategoryListOf: ({ input, db }) =>
        subCategoryRows(db)
          .where(eq(subCategoryTable.CategoryID, input.CategoryID))
          .orderBy(subCategoryTable.SubCategoryName),

      async subcategoryAdd({ input, actor, db }) {
        // SPEC §3: categoryName carries the chosen category's EntryID.
        const category = input.categoryName
        if (!(await exists(db, categoryTable, eq(categoryTable.EntryID, category))))
          notFound(TEXT.categoryNotFound, 'categoryName')
        return addNamed(
          db,
          SUB_CATEGORY,
          input.subcategoryName,
          eq(subCategoryTable.CategoryID, category),
          () =>
            db.insert(subCategoryTable).values({
              CategoryID: category,
              SubCategoryName: input.subcategoryName.trim(),
              InsertedBy: submitterName(actor),
            }),
        )
      },

      subcategoryUpdate: ({ input, db }) => {
        const category = input.categoryName
        const parent = eq(subCategoryTable.CategoryID, category)
        return renameNamed(db, SUB_CATEGORY, { id: input.EntryID, name: input.subcategoryName, parent }, () =>
          db
            .update(subCategoryTable)
            .set({ CategoryID: category, SubCategoryName: input.subcategoryName.trim() })
            .where(eq(subCategoryTable.EntryID, input.EntryID))
            .returning({ id: subCategoryTable.EntryID }),
        )
      },

      async subcategoryDelete({ input, db }) {
        if (await exists(db, galleryTable, eq(galleryTable.SubCategoryID, input.EntryID)))
          throw new HttpError(409, TEXT.subCategoryInUse)
        const removed = await db
          .delete(subCategoryTable)
          .where(eq(subCategoryTable.EntryID, input.EntryID))
          .returning({ id: subCategoryTable.EntryID })
        if (removed.length === 0) notFound(TEXT.subCategoryNotFound, 'EntryID')
        return { message: 'deleted' }
      },

      list: ({ db }) => listedRows(db),
      ...openedRecordHandlers(
        readOne({ rows: listedRows, id: galleryTable.EntryID, notFound: TEXT.itemNotFound }),
      ),

      async add({ input, actor, db, request }) {
        // A create whose record committed but whose answer died with the server comes back with its key
        // (the idempotency row was taken over): it answers the record it made, not a second one.
        const key = idempotencyKeyOf(request, input)
        const RequestKey = key === null ? null : `${actor.StaffID}:${key}`
        const made = RequestKey === null ? undefined : await recordWithKey(db, RequestKey)
        if (made) return { message: 'success', entry_id: made }
        await requireSubCategoryOf(db, input.category, input.SubCategoryID)
        const clash = and(
          eq(galleryTable.SubCategoryID, input.SubCategoryID),
          sameText(galleryTable.ImageTitle, input.ImageTitle),
        )
        if (await exists(db, galleryTable, clash)) return { message: 'name exist' }
        const [saved] = await db
          .insert(galleryTable)
          .values({
            ImageTitle: input.ImageTitle.trim(),
            CategoryID: input.category,
            SubCategoryID: input.SubCategoryID,
            FacultyCode: input.FacultyCode,
            ...altColumns('gallery', input),
            InsertedBy: submitterName(actor),
            RequestKey,
          })
          .returning({ EntryID: galleryTable.EntryID })
        return { message: 'success', entry_id: saved.EntryID }
      },

      uploadPhoto: uploadInto(galleryTable, {
        madeBy: gallery.add,
        hash: galleryTable.ContentHash,
        likeness: galleryTable.LikenessHash,
        known: async (db, sha256, exceptEntryId) => (await knownPhotos(db, [sha256], [], exceptEntryId))[0],
      }),
      uploadCaptions: captionsTarget(),

      known: async ({ input, db }) => ({
        known: await knownPhotos(db, input.hashes, input.likenesses ?? []),
      }),

      async update({ input, actor, db }) {
        await requireSubCategoryOf(db, input.category, input.SubCategoryID)
        const updated = await db
          .update(galleryTable)
          .set({
            ImageTitle: input.ImageTitle.trim(),
            CategoryID: input.category,
            SubCategoryID: input.SubCategoryID,
            ...altColumns('gallery', input),
            UpdatedBy: submitterName(actor),
            UpdatedDate: sql`now()`,
          })
          .where(eq(galleryTable.EntryID, input.id))
          .returning({ id: galleryTable.EntryID })
        if (updated.length === 0) notFound(TEXT.itemNotFound, 'id')
        return { message: 'success' }
      },

      delete: ({ input, db, afterCommit }) => deletePhoto(db, input.EntryID, afterCommit),
      bulk: (ctx) => bulkGallery(ctx, deletePhoto, app.services.now()),
    },
    {
      records: {
        categoryAdd: categoryTable,
        categoryUpdate: categoryTable,
        categoryDelete: categoryTable,
        subcategoryAdd: subCategoryTable,
        subcategoryUpdate: subCategoryTable,
        subcategoryDelete: subCategoryTable,
        add: galleryTable,
        update: galleryTable,
        delete: galleryTable,
      },
    },
  )
}

/** The sub-category must belong to the chosen category. */
async function requireSubCategoryOf(db: Database, category: number, subCategory: number) {
  const belongs = and(eq(subCategoryTable.EntryID, subCategory), eq(subCategoryTable.CategoryID, category))
  if (!(await exists(db, subCategoryTable, belongs)))
    throw new HttpError(400, TEXT.subCategoryElsewhere, 'SubCategoryID')
}

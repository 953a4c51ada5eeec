import { z } from 'zod'
import { ACCESS, GENERAL_CODE } from '../rules/permissions'
import { KNOWN_HASHES_MAX, LIKENESS_HEX, SHA256_HEX } from '../rules/duplicates'
import { GALLERY_BULK_ACTIONS, GALLERY_BULK_MAX, GALLERY_CAPTIONS, GALLERY_REFUSALS } from '../rules/gallery'
import { ALT_TEXT_MAX } from '../rules/a11y/alt-text'
import {
  answer,
  type Area,
  call,
  changesNoContent,
  none,
  upload,
  added,
  deleteOne,
  readAll,
  openedRecord,
} from './define'
import { facultyCode, fileName, id, pathId, requiredText, submitter } from './fields'
import { a11yFieldsOf, altColumnsOfRow, heldBackOfRow } from './a11y'

// Gallery (SPEC §2.5, §3, §7): categories, sub-categories, and photos or videos filed under both.

const name = requiredText(200)

export const GalleryCategoryRow = z.object({
  EntryID: z.number().int(),
  CategoryName: z.string(),
})
export type GalleryCategoryRow = z.infer<typeof GalleryCategoryRow>

export const GallerySubCategoryRow = z.object({
  EntryID: z.number().int(),
  CategoryID: z.number().int(),
  CategoryName: z.string(),
  SubCategoryName: z.string(),
})
export type GallerySubCategoryRow = z.infer<typeof GallerySubCategoryRow>

export const GalleryRow = z.object({
  EntryID: z.number().int(),
  ImageTitle: z.string(),
  ImagePath: z.string().nullable(),
  /**
   * Ours (issue 27): a video's WebVTT captions, stored beside it; null when it has none (and from a server
   * older than captions, which sends no such field).
   */
  CaptionsPath: z.string().nullable().default(null),
  ...altColumnsOfRow('gallery'),
  ...heldBackOfRow,
  CategoryID: z.number().int(),
  CategoryName: z.string(),
  SubCategoryID: z.number().int(),
  SubCategoryName: z.string(),
  InsertedBy: z.string(),
})
export type GalleryRow = z.infer<typeof GalleryRow>

/** Add mode leaves EntryID empty; the Edit button sets it (SPEC §4). Update sends the same body. */
export const GalleryCategoryBody = z.object({
  EntryID: id.optional(),
  categoryName: name,
})
export const GalleryCategoryUpdateBody = GalleryCategoryBody.extend({ EntryID: id })

/** SPEC §3: `categoryName` holds the chosen category's EntryID; CategoryID rides along from the edited row. */
export const GallerySubCategoryBody = z.object({
  EntryID: id.optional(),
  CategoryID: id.optional(),
  categoryName: id,
  subcategoryName: name,
})
export const GallerySubCategoryUpdateBody = GallerySubCategoryBody.extend({ EntryID: id })

export const GalleryAddBody = z.object({
  /** The chosen category's EntryID. */
  category: id,
  SubCategoryID: id,
  ImageTitle: requiredText(300),
  FacultyCode: facultyCode.default(GENERAL_CODE),
  image: fileName,
  photo: fileName,
  InsertedBy: submitter,
  /**
   * Set by the bulk-upload queue so a retried add creates the record once: the server answers a repeated
   * key with the first answer and its entry_id.
   */
  idempotencyKey: z.string().min(8).max(128).optional(),
  ...a11yFieldsOf('gallery'),
})

export const GalleryUpdateBody = z.object({
  id,
  ImageTitle: requiredText(300),
  SubCategoryID: id,
  category: id,
  CategoryID: id.optional(),
  photo: fileName,
  ImagePath: fileName,
  InsertedBy: submitter,
  ...a11yFieldsOf('gallery'),
})

/** Issue 47: one photo's own alternative text in an `alt-each` bulk action. */
export const GalleryAltItem = z.object({
  id,
  ImageAlt: requiredText(ALT_TEXT_MAX, GALLERY_REFUSALS.bulkNeedsAlt),
})
export type GalleryAltItem = z.infer<typeof GalleryAltItem>

/**
 * Issue 47: one action on several photos of the Gallery List. `move` files them under SubCategoryID (and its
 * category), `delete` removes them, `alt` writes one alternative text to all, `alt-each` each photo's own
 * (`items`, one for each of `ids`). All or none: when a photo is gone the answer is 'gone' with the ids not
 * found, and nothing is changed.
 */
export const GalleryBulkBody = z
  .object({
    action: z.enum(GALLERY_BULK_ACTIONS),
    ids: z
      .array(id)
      .min(1)
      .max(GALLERY_BULK_MAX, GALLERY_REFUSALS.bulkTooMany)
      .refine((ids) => new Set(ids).size === ids.length, GALLERY_REFUSALS.bulkSameTwice),
    SubCategoryID: id.optional(),
    // Blank by the project's own rule (invisible characters too), as every required text is.
    ImageAlt: requiredText(ALT_TEXT_MAX, GALLERY_REFUSALS.bulkNeedsAlt).optional(),
    items: z.array(GalleryAltItem).max(GALLERY_BULK_MAX, GALLERY_REFUSALS.bulkTooMany).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.action === 'move' && body.SubCategoryID === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['SubCategoryID'],
        message: GALLERY_REFUSALS.bulkNeedsSubCategory,
      })
    if (body.action === 'alt' && body.ImageAlt === undefined)
      ctx.addIssue({ code: 'custom', path: ['ImageAlt'], message: GALLERY_REFUSALS.bulkNeedsAlt })
    if (body.action === 'alt-each') {
      const items = body.items?.map((item) => item.id) ?? []
      const same = items.length === body.ids.length && body.ids.every((each) => items.includes(each))
      if (!same) ctx.addIssue({ code: 'custom', path: ['items'], message: GALLERY_REFUSALS.bulkNeedsItems })
    }
  })
export type GalleryBulkBody = z.infer<typeof GalleryBulkBody>

/** Which of these files (by the SHA-256 of their bytes) the gallery already holds (issue 28). */
export const GalleryKnownBody = z.object({
  hashes: z.array(z.string().regex(SHA256_HEX, 'a SHA-256 in hex')).min(1).max(KNOWN_HASHES_MAX),
  /** Their likenesses (rules/duplicates.ts), for photos whose bytes the gallery does not hold: ours. */
  likenesses: z.array(z.string().regex(LIKENESS_HEX, 'a likeness in hex')).max(KNOWN_HASHES_MAX).optional(),
})

/**
 * A photo of the gallery with the bytes of one of the hashes asked about (the newest when several have), or
 * (`alike`) one that looks like one of the likenesses asked about (the closest, then the newest).
 */
export const GalleryKnownPhoto = z.object({
  /** The hash or likeness asked about. */
  hash: z.string(),
  alike: z.boolean().optional(),
  EntryID: z.number().int(),
  ImageTitle: z.string(),
  CategoryName: z.string(),
  SubCategoryName: z.string(),
})
export type GalleryKnownPhoto = z.infer<typeof GalleryKnownPhoto>

export const GalleryKnownAnswer = z.object({ known: z.array(GalleryKnownPhoto) })
export type GalleryKnownAnswer = z.infer<typeof GalleryKnownAnswer>

const access = ACCESS.generalContent

export const gallery = {
  categoryList: readAll('gallery/category/list', none, GalleryCategoryRow, access),
  subcategoryList: readAll('gallery/subcategory/list', none, GallerySubCategoryRow, access),
  subcategoryListOf: readAll(
    'gallery/subcategory/list/:CategoryID',
    z.object({ CategoryID: pathId }),
    GallerySubCategoryRow,
    access,
  ),
  categoryAdd: call(
    'POST',
    'gallery/category/add',
    GalleryCategoryBody,
    answer(['success', 'name exist', 'failed']),
    access,
  ),
  categoryUpdate: call(
    'PATCH',
    'gallery/category/update',
    GalleryCategoryUpdateBody,
    answer(['success', 'failed']),
    access,
  ),
  categoryDelete: deleteOne('gallery/category/delete/:EntryID', access),
  subcategoryAdd: call(
    'POST',
    'gallery/subcategory/add',
    GallerySubCategoryBody,
    answer(['success', 'name exist', 'failed']),
    access,
  ),
  subcategoryUpdate: call(
    'PATCH',
    'gallery/subcategory/update',
    GallerySubCategoryUpdateBody,
    answer(['success', 'failed']),
    access,
  ),
  subcategoryDelete: deleteOne('gallery/subcategory/delete/:EntryID', access),
  list: readAll('gallery/list', none, GalleryRow, access),
  ...openedRecord('gallery', GalleryRow, access),
  add: call('POST', 'gallery/add', GalleryAddBody, added('name exist'), access),
  uploadPhoto: upload('PATCH', 'gallery/uploadGalleryPhoto', { folder: 'gallery', access }),
  /** Ours (issue 27): a video's captions, a WebVTT file stored beside the video. */
  uploadCaptions: upload('PATCH', 'gallery/uploadCaptions', {
    folder: 'gallery',
    field: 'captions',
    column: 'CaptionsPath',
    rule: GALLERY_CAPTIONS,
    access,
  }),
  known: changesNoContent(call('POST', 'gallery/known', GalleryKnownBody, GalleryKnownAnswer, access)),
  update: call('PATCH', 'gallery/update', GalleryUpdateBody, answer(['success']), access),
  delete: deleteOne('gallery/delete/:EntryID', access),
  /** Ours (issue 47): move, delete or describe several photos at once. */
  bulk: call(
    'POST',
    'gallery/bulk',
    GalleryBulkBody,
    answer(['success', 'gone'], {
      /** How many photos were changed. */
      count: z.number().int(),
      /** With 'gone': the ids no photo has (any more); nothing was changed. */
      gone: z.array(z.number().int()).default([]),
    }),
    access,
  ),
} satisfies Area

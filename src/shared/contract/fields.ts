import { z } from 'zod'
import { isEditorRichText, RICH_TEXT_INVALID } from '../rules/rich-text'

// Field schemas that many areas share, said once.

export const id = z.number().int().positive()

/** A record id in a path: a number from the client, a digit string as it arrives in the URL. */
export const pathId = z.union([
  id,
  z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/)
    .transform(Number),
])

/** Serialized rich text: the editor's Slate JSON and nothing else (rules/rich-text.ts). */
export const richText = z.string().max(1_000_000).refine(isEditorRichText, RICH_TEXT_INVALID)

/** The submitter's name as SPEC's forms send it; the server records the signed-in user's own name. */
export const submitter = z.string().max(300)

/** A stored file name or address. */
export const fileName = z.string().max(500).nullish()

export const facultyCode = z.string().trim().min(1).max(50)

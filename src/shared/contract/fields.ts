import { z } from 'zod'
import { isBlank } from '../rules/forms'
import { MAX_RECORD_ID, RECORD_ID_INVALID } from '../rules/ids'
import { isRichTextEmpty, richTextProblem } from '../rules/rich-text'

// Field schemas that many areas share, said once.

/** A record id (rules/ids.ts): every id field of every call is this, so none can reach a query out of range. */
export const id = z
  .number(RECORD_ID_INVALID)
  .int(RECORD_ID_INVALID)
  .min(1, RECORD_ID_INVALID)
  .max(MAX_RECORD_ID, RECORD_ID_INVALID)

/** A record id in a path: a number from the client, a digit string as it arrives in the URL. */
export const pathId = z.union([
  id,
  z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, RECORD_ID_INVALID)
    .transform(Number)
    .pipe(id),
])

/**
 * Serialized rich text: the editor's Slate JSON and nothing else, nested a few levels (rules/rich-text.ts).
 * Required, a document holding no text (an untouched editor, spaces or invisible characters only) is
 * refused too, by the forms' own rule (isRichTextEmpty); only a document found sound is read for its text.
 */
const richTextField = (required: boolean) =>
  z
    .string()
    .max(1_000_000)
    .superRefine((text, ctx) => {
      const problem =
        richTextProblem(text) ?? (required && isRichTextEmpty(text) ? 'must not be empty' : null)
      if (problem) ctx.addIssue({ code: 'custom', message: problem })
    })
export const richText = richTextField(false)
export const requiredRichText = richTextField(true)

/**
 * Text a form requires: trimmed, and refused when it holds only white space or invisible characters, the
 * same rule (rules/forms.ts isBlank) as the renderer's required checks.
 */
export const requiredText = (max: number, message = 'must not be blank') =>
  z
    .string()
    .trim()
    .max(max)
    .refine((text) => !isBlank(text), message)

/**
 * Text a form may leave empty: stored as sent, or as '' when it holds only white space or invisible
 * characters (the same rule, isBlank), so a field that looks empty on the form is empty in the record.
 */
export const optionalText = (max: number) =>
  z
    .string()
    .max(max)
    .transform((text) => (isBlank(text) ? '' : text))

/** The submitter's name as SPEC's forms send it; the server records the signed-in user's own name. */
export const submitter = z.string().max(300)

/** A stored file name or address. */
export const fileName = z.string().max(500).nullish()

export const facultyCode = requiredText(50)

import { CHECKED_AREAS, type CheckedImage, type CheckedTable } from './areas'

// Issue 27: the alternative text beside each image field, as the forms hold it and send it. Which images an
// area has, and the names of their alt-text and decorative fields, come from CHECKED_AREAS alone.

/** What the image field and the bulk upload's picked list say about alternative text. */
export const ALT_TEXT = {
  label: 'Alternative text',
  hint: 'What the image shows, for someone who cannot see it: a short sentence, not the file name.',
  decorative: 'Decorative image',
  decorativeHint:
    'It adds nothing to the text around it: screen readers skip it, and it needs no alternative text.',
  /**
   * The bulk upload's button: every empty alternative text takes its file's title, as a start to improve on.
   * Issue 47: SPEC-less "Use the title" did not say which texts it changed; the name says it.
   */
  useTitle: 'Copy titles into empty alternative texts',
  /** The picked list's column, and its input's name for one file. */
  column: 'Alternative text',
  forFile: (name: string) => `Alternative text for ${name}`,
  /** The group of an image's two fields, named by the image: a form may have several. */
  group: (image: string) => `Describe ${image}`,
} as const

/** The longest alternative text stored (the checker warns far sooner); the contract's limit too. */
export const ALT_TEXT_MAX = 2000

type ImageOf<T extends CheckedTable> = (typeof CHECKED_AREAS)[T]['images'][number]
/** The alt-text field names of a checked area's images (none for a headline). */
export type AltName<T extends CheckedTable> = ImageOf<T>['alt']
export type DecorativeName<T extends CheckedTable> = ImageOf<T>['decorative']

/** A form's alt-text values: the text as typed ('' when none) and the decorative choice, per image. */
export type AltValues<T extends CheckedTable> = { [K in AltName<T>]: string } & {
  [K in DecorativeName<T>]: boolean
}
/** The same fields as a save's body sends them: no text is null. */
export type AltBody<T extends CheckedTable> = { [K in AltName<T>]: string | null } & {
  [K in DecorativeName<T>]: boolean
}

const imagesOf = (table: CheckedTable) => CHECKED_AREAS[table].images as readonly CheckedImage[]
type Values = Readonly<Partial<Record<string, unknown>>>

/** A form's starting alt-text values, from the record it edits (by the same names as its row), or empty. */
export function altValuesOf<T extends CheckedTable>(table: T, row?: Values | null): AltValues<T> {
  const values: Record<string, string | boolean> = {}
  for (const image of imagesOf(table)) {
    const text = row?.[image.alt]
    values[image.alt] = typeof text === 'string' ? text : ''
    values[image.decorative] = row?.[image.decorative] === true
  }
  // The loop writes exactly the area's names, each with its type.
  return values as AltValues<T>
}

/** What a save sends of a form's alt-text values: trimmed, none when blank or decorative. */
export function altBodyOf<T extends CheckedTable>(table: T, form: object): AltBody<T> {
  const values = form as Values
  const body: Record<string, string | null | boolean> = {}
  for (const image of imagesOf(table)) {
    const decorative = values[image.decorative] === true
    const text = values[image.alt]
    body[image.alt] = decorative || typeof text !== 'string' ? null : text.trim() || null
    body[image.decorative] = decorative
  }
  return body as AltBody<T>
}

import type { CheckedArea, Named } from '../../shared/rules/a11y/areas'

// The fields of a checked area by their column: a problem names its column; a refusal names the form's field.

export function namedFields(area: CheckedArea): Named[] {
  const fields: Named[] = []
  if (area.title) fields.push(area.title)
  fields.push(...area.images, ...area.richText)
  for (const link of area.links) fields.push(link.text, link.url)
  if (area.headlineColour) fields.push(area.headlineColour)
  if (area.pickedColour) fields.push(area.pickedColour)
  if (area.captions) fields.push(area.captions)
  return fields
}

/** The add and update bodies' name of the field a problem is in (its column when the area has no other). */
export const bodyNameOf = (area: CheckedArea, column: string): string =>
  namedFields(area).find((field) => field.column === column)?.body ?? column

/** Whether a problem of this area may be in this column: what a dismissal may name. */
export const isCheckedColumn = (area: CheckedArea, column: string): boolean =>
  namedFields(area).some((field) => field.column === column)

import type { AltName, DecorativeName } from '../../shared/rules/a11y/alt-text'
import { CHECKED_AREAS, type CheckedImage, type CheckedTable } from '../../shared/rules/a11y/areas'

// Issue 27: the alternative text of a record's images is written by the save that sends it. A body without
// it (SPEC's client) changes nothing: an add leaves the columns at null and false, an update keeps them.

/** The alt-text columns of an area, as a save may write them. */
export type AltColumns<T extends CheckedTable> = Partial<
  { [K in AltName<T>]: string | null } & { [K in DecorativeName<T>]: boolean }
>

/** The columns `input` sends of the area's images: alt text (blank as none) and the decorative choice. */
export function altColumns<T extends CheckedTable>(
  table: T,
  input: Readonly<Partial<Record<string, unknown>>>,
): AltColumns<T> {
  const columns: Record<string, string | null | boolean> = {}
  for (const image of CHECKED_AREAS[table].images as readonly CheckedImage[]) {
    const alt = input[image.alt]
    if (alt === null || typeof alt === 'string') columns[image.alt] = alt?.trim() || null
    const decorative = input[image.decorative]
    if (typeof decorative === 'boolean') columns[image.decorative] = decorative
  }
  // The loop writes only the area's own names, each with its column's type.
  return columns as AltColumns<T>
}

import { CHECKED_AREAS, type CheckedImage } from '../../shared/rules/a11y/areas'
import { isGalleryVideo } from '../../shared/rules/gallery'
import { GENERAL_CODE } from '../../shared/rules/permissions'
import type { PublicArea, PublicField } from '../../shared/rules/public'
import {
  RENDITION_SIZES,
  renditionName,
  renditionSize,
  type RenditionSize,
} from '../../shared/rules/renditions'
import { parseRichText, richTextToPlain } from '../../shared/rules/rich-text'
import { instantOf, zonedIso } from '../../shared/rules/schedule'
import { fold } from '../search/marks'
import { richTextHtml } from './rich-html'

// Issue 46: a record's reader-facing form, made from its row by its area's rule (rules/public.ts): the body
// readers get, and the projection's columns beside it (slug, faculty, order, searched words).

type Row = Readonly<Record<string, unknown>>

/** An image's size in pixels, by its folder and stored name (image_size). */
export type Sizes = ReadonlyMap<string, { width: number; height: number }>
export const sizeKey = (folder: string, name: string) => `${folder}/${name}`

export interface Built {
  body: Record<string, unknown>
  slug: string | null
  faculty: string
  sortKey: string
  searchText: string
}

/** Where a reader's site finds an uploaded file: an address as saved, else the server's public path. */
export const uploadAddress = (folder: string, name: string): string =>
  /^https?:\/\//i.test(name) ? name : `/public/uploads/${folder}/${encodeURIComponent(name)}`

/**
 * The server's upload addresses in a stored answer (uploadAddress's: a JSON string's start, or a srcset's
 * next entry after `, `; the folder and the encoded name hold no quote, space, comma or backslash) moved
 * onto `base` (UPLOADS_PUBLIC_URL), resolved as the server's redirect to it resolves them (storage/serve.ts).
 */
export const uploadsAt = (text: string, base: string): string =>
  text.replace(/(?<="|, )\/public\/uploads\/([^"\s,\\]+)/g, (_, rest: string) => new URL(rest, base).href)

/** The image columns described by rules/a11y/areas.ts (alternative text, decorative), by table and column. */
function describedImage(table: string, column: string): CheckedImage | undefined {
  const area = (CHECKED_AREAS as Record<string, { images: readonly CheckedImage[] } | undefined>)[table]
  return area?.images.find((image) => image.column === column)
}

/** The table a field of `area` is read from. */
export const tableOfField = (area: PublicArea, field: PublicField): string =>
  field.joined && area.joined ? area.joined.table : area.table

/** Every stored image the record shows, as [folder, name], so their sizes can be read in one query. */
export function imagesOf(area: PublicArea, row: Row, joined: Row | null): [string, string][] {
  return area.fields.flatMap((field) => {
    const value = (field.joined ? joined : row)?.[field.column]
    return field.kind === 'image' && field.folder && typeof value === 'string' && value
      ? [[field.folder, value] as [string, string]]
      : []
  })
}

function imageOf(area: PublicArea, field: PublicField, source: Row, sizes: Sizes): unknown {
  const name = source[field.column]
  if (typeof name !== 'string' || !name || !field.folder) return null
  const described = describedImage(tableOfField(area, field), field.column)
  const decorative = described ? source[described.decorative] === true : false
  const written = described ? source[described.alt] : null
  const alt = decorative || typeof written !== 'string' ? '' : written
  const src = uploadAddress(field.folder, name)
  if (isGalleryVideo(name))
    return { kind: 'video', src, width: null, height: null, alt, decorative, renditions: [], srcset: '' }
  const size = sizes.get(sizeKey(field.folder, name)) ?? null
  const renditions = (Object.keys(RENDITION_SIZES) as RenditionSize[]).flatMap((each) => {
    const rendition = renditionName(name, each)
    if (!rendition) return []
    const fitted = size ? renditionSize(size, each) : null
    return [{ size: each, src: uploadAddress(field.folder as string, rendition), ...nullSize(fitted) }]
  })
  const widths = [...renditions, { src, ...nullSize(size) }].filter((each) => each.width !== null)
  const srcset = [...new Map(widths.map((each) => [each.width, each.src])).entries()]
    .map(([width, address]) => `${address} ${width}w`)
    .join(', ')
  return { kind: 'image', src, ...nullSize(size), alt, decorative, renditions, srcset }
}

const nullSize = (size: { width: number; height: number } | null) => ({
  width: size?.width ?? null,
  height: size?.height ?? null,
})

/** A moment of a row as readers get it: ISO 8601 with the university's offset then. */
function momentOf(field: PublicField, source: Row, zone: string): string | null {
  const value = source[field.column]
  if (typeof value !== 'string' || !value) return null
  if (field.time) {
    const time = source[field.time]
    const at = typeof time === 'string' ? instantOf(`${value}T${time.slice(0, 5)}`, zone) : null
    return at ? zonedIso(at, zone) : null
  }
  const at = new Date(value)
  return Number.isNaN(at.getTime()) ? null : zonedIso(at, zone)
}

function valueOf(area: PublicArea, field: PublicField, source: Row, zone: string, sizes: Sizes): unknown {
  const value = source[field.column]
  switch (field.kind) {
    case 'rich': {
      const stored = typeof value === 'string' ? value : ''
      return { document: parseRichText(stored), html: richTextHtml(stored) }
    }
    case 'image':
      return imageOf(area, field, source, sizes)
    case 'file':
      return typeof value === 'string' && value && field.folder ? uploadAddress(field.folder, value) : null
    case 'moment':
      return momentOf(field, source, zone)
    case 'number':
      return typeof value === 'number' ? value : Number(value ?? 0)
    default:
      if (value === null || value === undefined || value === '') return field.nullable ? null : ''
      return String(value)
  }
}

/** A number as text that sorts as the number does (ids and positions are whole and not negative). */
const sortableNumber = (value: number) => String(Math.max(0, Math.trunc(value))).padStart(16, '0')
/** Between the parts of a sort key: sorts before every character a value may hold. */
const PART = '\u0001'

function sortKeyOf(area: PublicArea, row: Row): string {
  return area.order.by
    .map(({ column, rank }) => {
      const value = row[column]
      if (rank) return sortableNumber(rank.indexOf(String(value)) + 1)
      if (typeof value === 'number') return sortableNumber(value)
      return fold(String(value ?? ''))
    })
    .join(PART)
}

function searchTextOf(area: PublicArea, row: Row, joined: Row | null): string {
  const words = area.searched.map((column) => {
    const field = area.fields.find((each) => each.column === column)
    const value = (field?.joined ? joined : row)?.[column]
    if (typeof value !== 'string') return ''
    return field?.kind === 'rich' ? richTextToPlain(value) : value
  })
  return fold(words.join(' ').replace(/\s+/g, ' ').trim())
}

/** The record's reader-facing form by its area's rule. */
export function buildPublished(
  area: PublicArea,
  row: Row,
  joined: Row | null,
  zone: string,
  sizes: Sizes,
): Built {
  const slug = area.slug && typeof row[area.slug] === 'string' ? (row[area.slug] as string) : null
  const faculty =
    area.faculty && typeof row[area.faculty] === 'string' ? (row[area.faculty] as string) : GENERAL_CODE
  const body: Record<string, unknown> = { id: row.EntryID, slug, faculty }
  for (const field of area.fields) {
    const source = field.joined ? joined : row
    body[field.name] = source
      ? valueOf(area, field, source, zone, sizes)
      : field.kind === 'rich'
        ? { document: parseRichText(''), html: '' }
        : field.nullable || field.kind === 'image'
          ? null
          : ''
  }
  return { body, slug, faculty, sortKey: sortKeyOf(area, row), searchText: searchTextOf(area, row, joined) }
}

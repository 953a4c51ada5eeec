import { isGalleryVideo } from '../gallery'
import { SCHEDULED, type ScheduledTable } from '../schedule'
import type { ContentField, ContentInput } from './fields'
import type { RuleId } from './registry'

// Issue 27: what the checker reads of each area's record, as data. The server checks a row as saved (by its
// columns), the form checks its values (by its body's names), the report checks published rows: all three
// read this one table. A problem's `field` is the column, so the form, the server and the report name the
// same place; `body` is the add/update body's name for it, which the form uses.

/** A column of the record, and its name in the add and update bodies (the form's field). */
export interface Named {
  column: string
  body: string
  /** What the form and the report call it. */
  label: string
}

/** An image column and the two columns beside it that describe it (migration 0029). */
export interface CheckedImage extends Named {
  /** The alternative text; in the bodies under the same name. */
  alt: string
  /** True when the editor chose "decorative image"; in the bodies under the same name. */
  decorative: string
  /** On the public site the image is all there is inside a link. */
  onlyContentOfLink?: boolean
  /** The column naming this image itself (a gallery photo's title), when not the record's title. */
  title?: string
}

export interface CheckedLink {
  text: Named
  url: Named
  button?: boolean
}

export interface CheckedArea {
  /** The record's table, as the audit log and SCHEDULED name it. */
  table: string
  /** What the report calls one record. */
  noun: string
  title?: Named
  images: readonly CheckedImage[]
  richText: readonly Named[]
  links: readonly CheckedLink[]
  headlineColour?: Named
  pickedColour?: Named
  /** A gallery video's captions file (WebVTT), beside its ImagePath. */
  captions?: Named
  /** The column that says whose the record is ('General' or a faculty code); course pages go by their course. */
  faculty?: string
  /** The status column and its published value, when the area has one (SCHEDULED); else every record is live. */
  status?: { column: string; on: number | string }
  /**
   * Issue 45, for an area without a status: the rules whose open error keeps a record from readers. It is
   * stored and listed in the console, but not published (nor counted as published with errors) until it is
   * fixed, as a news item with that error is refused its publish (held.ts).
   */
  heldBy?: readonly RuleId[]
}

const same = (column: string, label: string): Named => ({ column, body: column, label })
const named = (column: string, body: string, label: string): Named => ({ column, body, label })

/**
 * The image of most areas: ImagePath, its alt text ImageAlt and its choice ImageDecorative. The two names stay
 * literal types, so the contract's bodies and rows are typed by them (contract/a11y.ts).
 */
const photo = (label = 'Photo', extra: Pick<CheckedImage, 'title' | 'onlyContentOfLink'> = {}) =>
  ({
    ...named('ImagePath', 'ImagePath', label),
    ...extra,
    alt: 'ImageAlt',
    decorative: 'ImageDecorative',
  }) as const satisfies CheckedImage

const statusOf = (table: ScheduledTable) => ({ column: SCHEDULED[table].column, on: SCHEDULED[table].on })

export const CHECKED_AREAS = {
  news: {
    table: 'news',
    noun: 'News',
    title: named('Title', 'title', 'Title'),
    images: [photo()],
    richText: [named('Description', 'content', 'Content')],
    links: [],
    faculty: 'FacultyCode',
    status: statusOf('news'),
  },
  event: {
    table: 'event',
    noun: 'Event',
    title: named('Title', 'title', 'Title'),
    images: [photo()],
    richText: [named('Description', 'content', 'Description')],
    links: [],
    faculty: 'FacultyCode',
    status: statusOf('event'),
  },
  leadership: {
    table: 'leadership',
    noun: 'Leadership',
    title: named('FullName', 'fullname', 'Full name'),
    images: [photo()],
    richText: [named('Description', 'description', 'Description')],
    links: [],
    status: statusOf('leadership'),
  },
  alumni_feedback: {
    table: 'alumni_feedback',
    noun: 'Alumni feedback',
    title: same('Title', 'Title'),
    images: [photo()],
    richText: [same('Description', 'Description')],
    links: [],
  },
  gallery: {
    table: 'gallery',
    noun: 'Gallery',
    title: named('ImageTitle', 'ImageTitle', 'Title'),
    images: [photo('Photo', { title: 'ImageTitle' })],
    richText: [],
    links: [],
    captions: same('CaptionsPath', 'Captions'),
    faculty: 'FacultyCode',
    heldBy: ['img-alt-missing'],
  },
  headline: {
    table: 'headline',
    noun: 'Headline',
    title: named('LinkTitle', 'linkTitle', 'Link title'),
    images: [],
    richText: [named('Message', 'messageMsg', 'Message')],
    links: [
      { text: named('LinkTitle', 'linkTitle', 'Link title'), url: named('LinkPath', 'linkPath', 'Link') },
    ],
    headlineColour: named('BGColour', 'bgColour', 'Banner colour'),
    status: statusOf('headline'),
  },
  slider: {
    table: 'slider',
    noun: 'Slider',
    title: named('Title', 'title', 'Title'),
    images: [photo('Image')],
    richText: [],
    links: [
      {
        text: named('BtnName', 'btnName', 'Button text'),
        url: named('BtnLink', 'btnLink', 'Button link'),
        button: true,
      },
    ],
    status: statusOf('slider'),
  },
  partner: {
    table: 'partner',
    noun: 'Partner',
    title: same('PartnerName', 'Partner name'),
    images: [photo('Logo')],
    richText: [],
    links: [],
    status: statusOf('partner'),
  },
  faculty: {
    table: 'faculty',
    noun: 'Faculty page',
    title: same('FacultyName', 'Faculty name'),
    images: [
      {
        ...same('FacultyImage', 'Faculty image'),
        alt: 'FacultyImageAlt',
        decorative: 'FacultyImageDecorative',
      },
    ],
    richText: [same('FacultyDetail', 'Faculty details')],
    links: [],
    pickedColour: same('FacultyColor', 'Faculty colour'),
    faculty: 'FacultyCode',
  },
  course_about: {
    table: 'course_about',
    noun: 'Course page',
    images: [photo()],
    richText: [named('Description', 'content', 'About the course'), same('HODContent', 'Head of department')],
    links: [],
  },
  home_content: {
    table: 'home_content',
    noun: 'Home content',
    images: [
      {
        ...same('DiscoverPicture', 'Discover picture'),
        alt: 'DiscoverPictureAlt',
        decorative: 'DiscoverPictureDecorative',
      },
      { ...same('CampusImage', 'Campus image'), alt: 'CampusImageAlt', decorative: 'CampusImageDecorative' },
      {
        ...same('CampusImage2', 'Second campus image'),
        alt: 'CampusImage2Alt',
        decorative: 'CampusImage2Decorative',
      },
    ],
    richText: [
      same('DiscoverContent', 'Discover'),
      same('AboutContent', 'About'),
      same('CampusContent', 'Campus'),
      same('CampusContent2', 'Second campus text'),
      same('EducationContent', 'Education'),
      same('RegistryContent', 'Registry'),
    ],
    links: [],
  },
} as const satisfies Record<string, CheckedArea>

export type CheckedTable = keyof typeof CHECKED_AREAS
export const CHECKED_TABLES = Object.keys(CHECKED_AREAS) as CheckedTable[]
export const isCheckedTable = (name: string): name is CheckedTable => Object.hasOwn(CHECKED_AREAS, name)

/** Every alt-text and decorative column (and body field) the areas have, for the contract and migration. */
export const altColumnsOf = (area: CheckedArea): string[] =>
  area.images.flatMap((image) => [image.alt, image.decorative])

type Values = Readonly<Record<string, unknown>>
const text = (value: unknown): string => (typeof value === 'string' ? value : '')

/**
 * A record's fields for checkContent, read from `values` by `key` (the column on the server and in the
 * report, the body's name in the form). Problems name the column either way. An image field with no file is
 * left out, and so is a gallery row that is a video (its captions are checked instead).
 */
export function contentOf(
  area: CheckedArea,
  values: Values,
  key: 'column' | 'body' = 'column',
): ContentInput {
  const at = (field: Named) => values[field[key]]
  const fields: ContentField[] = []
  if (area.title) fields.push({ role: 'title', field: area.title.column, text: text(at(area.title)) })
  for (const image of area.images) {
    const file = text(at(image))
    if (!file) continue
    if (area.captions && isGalleryVideo(file)) {
      fields.push({ role: 'video', field: area.captions.column, captions: text(at(area.captions)) || null })
      continue
    }
    // The alt text, its choice and the image's own title have one name in rows and bodies alike.
    fields.push({
      role: 'image',
      field: image.column,
      alt: text(values[image.alt]) || null,
      decorative: values[image.decorative] === true,
      fileName: file,
      title: image.title ? text(values[image.title]) : undefined,
      onlyContentOfLink: image.onlyContentOfLink,
    })
  }
  for (const field of area.richText)
    fields.push({ role: 'rich-text', field: field.column, value: text(at(field)) })
  for (const link of area.links)
    fields.push({
      role: 'link',
      field: link.text.column,
      text: text(at(link.text)),
      url: text(at(link.url)),
      button: link.button,
    })
  if (area.headlineColour)
    fields.push({
      role: 'headline-colour',
      field: area.headlineColour.column,
      value: text(at(area.headlineColour)),
    })
  if (area.pickedColour && text(at(area.pickedColour)))
    fields.push({
      role: 'picked-colour',
      field: area.pickedColour.column,
      value: text(at(area.pickedColour)),
    })
  return { fields }
}

/** Whether a row (by its columns) is live on the public site: published, or in an area with no status. */
export const isPublished = (area: CheckedArea, row: Values): boolean =>
  !area.status || String(row[area.status.column]) === String(area.status.on)

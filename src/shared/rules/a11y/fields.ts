import type { RichNode } from '../rich-text'

// What the checker is given: a record's fields by role, in the order a reader meets them on the page (the
// order its problems are answered in). `field` is the form's name for the field, which each problem names.

/** The record's title (the page's heading on the public site): image alt text must not just repeat it. */
export interface TitleField {
  role: 'title'
  field: string
  text: string
}

/** An image field that holds an image (a field with none is not given). */
export interface ImageField {
  role: 'image'
  field: string
  alt: string | null | undefined
  /** The editor chose "decorative image": it adds nothing to the page, and has no alternative text. */
  decorative?: boolean
  /** The stored file's name, to tell alt text that only repeats it. */
  fileName?: string | null
  /** The title shown with this image (a gallery photo's own); else the record's title. */
  title?: string
  /** On the public site the image is all there is inside a link (a partner's logo to its site). */
  onlyContentOfLink?: boolean
}

/** Rich text as stored (Slate JSON) or, in the editor, as it stands. */
export interface RichTextField {
  role: 'rich-text'
  field: string
  value: string | readonly RichNode[]
}

/** A link outside rich text: its words and its address; `button` when it shows as a button (a slider's). */
export interface LinkField {
  role: 'link'
  field: string
  text: string
  url: string
  button?: boolean
}

/** A headline's banner colour, one of SPEC's options (contract/headline.ts). */
export interface HeadlineColourField {
  role: 'headline-colour'
  field: string
  value: string
}

/** A colour the editor picks ('#1f4e79'): the faculty's, drawn on white pages and under white text. */
export interface PickedColourField {
  role: 'picked-colour'
  field: string
  value: string
}

/** A video and its captions file (WebVTT), by name; none given when the editor added none. */
export interface VideoField {
  role: 'video'
  field: string
  captions: string | null | undefined
}

export type ContentField =
  TitleField | ImageField | RichTextField | LinkField | HeadlineColourField | PickedColourField | VideoField

export interface ContentInput {
  fields: readonly ContentField[]
}

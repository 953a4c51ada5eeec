import { changedFields, fieldWord, isFileField, valueText } from '../../../../shared/rules/audit'
import { richTextToPlain } from '../../../../shared/rules/rich-text'

// What the History panel decides about one version: which fields differ from the record now, how each is
// compared (as text, as rich text word by word, as photos side by side), and what a restore sends. Pure, so
// the unit tests read the decisions without a screen.

export type FieldKind = 'text' | 'richText' | 'photo'

/** One field where a version and the record now differ. */
export interface FieldDiff {
  field: string
  /** The field in words, as the audit log names it ('content' for Description). */
  label: string
  kind: FieldKind
  /** The stored values: what a restore puts back, and what a photo's address is made from. */
  version: unknown
  current: unknown
  /** The values as read: plain text (rich text as its words, a permission group by its name). */
  versionText: string
  currentText: string
}

/** The read-one answer's own column: the record's version, not a field of it. */
const NOT_FIELDS = ['version']

/** Rich text as stored: the editor's JSON document, or HTML from an older site. */
const EDITOR_DOCUMENT = /^\s*\[\s*\{/
const HTML_TAG = /<\/?[a-z][a-z0-9]*(?:\s[^>]*)?\/?>/i

const isRichText = (value: unknown): value is string =>
  typeof value === 'string' && (EDITOR_DOCUMENT.test(value) || HTML_TAG.test(value))

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

/** HTML as its text: a block's end is a new line, tags go, the common entities are read. */
function htmlToText(html: string): string {
  return html
    .replace(/<(?:br\s*\/?|\/(?:p|div|li|h[1-6]|blockquote|tr))>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1))
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity
      }
      return ENTITIES[name.toLowerCase()] ?? entity
    })
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

/** Rich text as the words a reader sees. */
export function richTextWords(value: unknown): string {
  if (typeof value !== 'string') return ''
  return EDITOR_DOCUMENT.test(value) ? richTextToPlain(value) : htmlToText(value)
}

function kindOf(field: string, version: unknown, current: unknown): FieldKind {
  if (isFileField(field)) return 'photo'
  return isRichText(version) || isRichText(current) ? 'richText' : 'text'
}

const pick = (values: Record<string, unknown>, keys: ReadonlySet<string>) =>
  Object.fromEntries(Object.entries(values).filter(([key]) => keys.has(key)))

/**
 * The fields where the version differs from the record now, in the version's order. Only fields both hold
 * are compared (a column the read-one answer leaves out cannot be put back through the form's save), and
 * never the audit log's bookkeeping (ids, dates, who saved), the answer's `version`, nor `hidden`.
 */
export function differingFields(
  values: Record<string, unknown>,
  current: Record<string, unknown>,
  hidden: readonly string[] = [],
): FieldDiff[] {
  const left = new Set([...NOT_FIELDS, ...hidden])
  const both = new Set(Object.keys(values).filter((key) => key in current && !left.has(key)))
  return changedFields(pick(values, both), pick(current, both)).map((field) => {
    const kind = kindOf(field, values[field], current[field])
    const textOf = (value: unknown) => (kind === 'richText' ? richTextWords(value) : valueText(field, value))
    return {
      field,
      label: fieldWord(field),
      kind,
      version: values[field],
      current: current[field],
      versionText: textOf(values[field]),
      currentText: textOf(current[field]),
    }
  })
}

/**
 * The differing fields with the ids they hold told by name (useFieldNames.ts): a gallery photo's category as
 * 'Campus', not 3. What a restore sends stays the stored value.
 */
export function withNames(
  diffs: readonly FieldDiff[],
  names: (field: string, value: unknown) => string | undefined,
): FieldDiff[] {
  return diffs.map((diff) =>
    diff.kind === 'text'
      ? {
          ...diff,
          versionText: names(diff.field, diff.version) ?? diff.versionText,
          currentText: names(diff.field, diff.current) ?? diff.currentText,
        }
      : diff,
  )
}

/**
 * What a restore sends: each chosen field's value in the version (every differing field for a whole
 * restore), except photos that are no longer kept: the rest is restored without them.
 */
export function restoreValues(
  diffs: readonly FieldDiff[],
  chosen: 'all' | ReadonlySet<string>,
  gonePhotos: ReadonlySet<string> = new Set(),
): Record<string, unknown> {
  return Object.fromEntries(
    diffs
      .filter((diff) => (chosen === 'all' || chosen.has(diff.field)) && !gonePhotos.has(diff.field))
      .map((diff) => [diff.field, diff.version]),
  )
}

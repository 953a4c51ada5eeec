import type { UploadFolder } from '../../../shared/contract/define'
import type { CheckedImage } from '../../../shared/rules/a11y/areas'
import type { UploadRuleName } from '../../../shared/rules/uploads'
import { ImageField, type AltTextProps } from './ImageField'
import type { Draft } from './useDraft'

/** A form's image as its area's rules declare it (NEWS_IMAGE, ALUMNI_IMAGE...): rule, folder, own hint. */
export interface FormImage {
  rule: UploadRuleName
  folder: UploadFolder
  /** The form's own hint, shown before the rule's ('use 500x500'). */
  hint?: string
}

interface DraftImageFieldProps<V extends object> {
  label: string
  image: FormImage
  /** The form's draft: the chosen file lives there, beside the values the save sends with it. */
  draft: Draft<V>
  /** The stored image of the record being edited, for the preview. */
  existing?: string | null
  /**
   * Issue 27: the image as CHECKED_AREAS names it: its alternative text and decorative choice are fields of
   * the draft under those names (altValuesOf), so they are kept, restored and sent as the form's other values.
   */
  described?: CheckedImage
}

/**
 * The one image of an add or update form, wired to the form's draft, so every form picks the file, shows
 * the stored one and hands it to the save the same way.
 */
export function DraftImageField<V extends object>({
  label,
  image,
  draft,
  existing,
  described,
}: DraftImageFieldProps<V>) {
  return (
    <ImageField
      label={label}
      rule={image.rule}
      folder={image.folder}
      extraHint={image.hint}
      existing={existing}
      file={draft.file}
      onChange={draft.setFile}
      alt={described && draftAlt(draft, described)}
    />
  )
}

/** The alt-text fields of a draft, by the names the image gives them. */
export function draftAlt<V extends object>(draft: Draft<V>, image: CheckedImage): AltTextProps {
  const values = draft.values as Partial<Record<string, unknown>>
  const text = values[image.alt]
  // The draft's values type has these fields (AltValues of its area); `keyof V` cannot say it by name here.
  const set = draft.set as (field: string, value: unknown) => void
  return {
    field: image.alt,
    text: typeof text === 'string' ? text : '',
    decorative: values[image.decorative] === true,
    onChange(nextText, decorative) {
      set(image.alt, nextText)
      set(image.decorative, decorative)
    },
  }
}

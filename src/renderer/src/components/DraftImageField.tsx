import type { UploadFolder } from '../../../shared/contract/define'
import type { UploadRuleName } from '../../../shared/rules/uploads'
import { ImageField } from './ImageField'
import type { Draft } from './useDraft'

/** A form's image as its area's rules declare it (NEWS_IMAGE, ALUMNI_IMAGE...): rule, folder, own hint. */
export interface FormImage {
  rule: UploadRuleName
  folder: UploadFolder
  /** The form's own hint, shown before the rule's ('use 500x500'). */
  hint?: string
}

interface DraftImageFieldProps {
  label: string
  image: FormImage
  /** The form's draft: the chosen file lives there, beside the values the save sends with it. */
  draft: Draft<unknown>
  /** The stored image of the record being edited, for the preview. */
  existing?: string | null
}

/**
 * The one image of an add or update form, wired to the form's draft, so every form picks the file, shows
 * the stored one and hands it to the save the same way.
 */
export function DraftImageField({ label, image, draft, existing }: DraftImageFieldProps) {
  return (
    <ImageField
      label={label}
      rule={image.rule}
      folder={image.folder}
      extraHint={image.hint}
      existing={existing}
      file={draft.file}
      onChange={draft.setFile}
    />
  )
}

import { FIELD_KEY_ATTRIBUTE } from './field-errors'

/**
 * The label the editor sees on the screen's field of this name (its wrapper's `data-field`, fields.tsx), or
 * undefined when no field on the screen has it.
 */
export function labelOnScreen(field: string): string | undefined {
  const wrapper = [...document.querySelectorAll(`[${FIELD_KEY_ATTRIBUTE}]`)].find(
    (element) => element.getAttribute(FIELD_KEY_ATTRIBUTE) === field,
  )
  const label = wrapper?.querySelector(':scope > label, :scope > .field-label')?.textContent?.trim()
  return label || undefined
}

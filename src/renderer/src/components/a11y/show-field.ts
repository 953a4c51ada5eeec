import type { A11yProblem } from '../../../../shared/rules/a11y'
import type { CheckedArea } from '../../../../shared/rules/a11y/areas'
import { fieldNamed } from '../../../../shared/rules/a11y-screens'
import { FIELD_CONTROL, FIELD_KEY_ATTRIBUTE } from '../field-errors'
import { selectRichTextPath } from '../rich-text/select-path'

// Issue 27 "Show": the focus goes to the field a problem is in. Fields are found as the form's checks find
// them (by the body's name on their wrapper); a problem in rich text selects its node in the editor; an
// image's problem goes to its alternative text when the form has that field, else to the image itself.

const wrapperNamed = (form: Element, name: string) =>
  [...form.querySelectorAll(`[${FIELD_KEY_ATTRIBUTE}]`)].find(
    (element) => element.getAttribute(FIELD_KEY_ATTRIBUTE) === name,
  )

function focus(element: Element | null | undefined): boolean {
  if (!(element instanceof HTMLElement)) return false
  element.focus()
  element.scrollIntoView?.({ block: 'center' })
  return document.activeElement === element || element.contains(document.activeElement)
}

/** A field with no name on its wrapper (a colour input): by its label's words. */
function byLabel(form: Element, label: string): Element | null {
  const wanted = label.trim().toLowerCase()
  const found = [...form.querySelectorAll('label')].find(
    (element) => element.textContent?.trim().toLowerCase() === wanted,
  )
  return found?.control ?? null
}

/** Moves the focus to the problem's place in `form`; false when the form has no such field. */
export function showField(form: Element, area: CheckedArea, problem: A11yProblem): boolean {
  const named = fieldNamed(area, problem.field)
  if (!named) return false
  if (named.alt && focus(wrapperNamed(form, named.alt)?.querySelector(FIELD_CONTROL))) return true
  const wrapper = wrapperNamed(form, named.body)
  if (wrapper && problem.path && selectRichTextPath(wrapper, problem.path)) return true
  if (focus(wrapper?.querySelector(FIELD_CONTROL))) return true
  if (focus(byLabel(form, named.label))) return true
  // An image field is reached by its drop zone; the form draws its images in the area's order.
  if (named.image !== undefined)
    return focus(form.querySelectorAll('.image-field [role="button"]')[named.image])
  return false
}

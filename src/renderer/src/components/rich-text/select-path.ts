// Issue 27: the form's accessibility panel brings a problem in rich text into view. The editor (loaded on
// demand, with Slate) listens on its own frame for this event; the panel needs neither Slate nor the editor.

export const SELECT_PATH_EVENT = 'rte-select-path'

/** The editor's frame: what `selectRichTextPath` is sent to. */
export const RICH_TEXT_FRAME = '.rte'

/** Focuses the editor inside `within` and selects the node at `path` (a Slate path); false: no editor there. */
export function selectRichTextPath(within: Element, path: readonly number[]): boolean {
  const frame = within.matches(RICH_TEXT_FRAME) ? within : within.querySelector(RICH_TEXT_FRAME)
  if (!frame) return false
  frame.dispatchEvent(new CustomEvent<readonly number[]>(SELECT_PATH_EVENT, { detail: path }))
  return true
}

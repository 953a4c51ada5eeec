import { escapeHtml } from './escape'

// Issue 46: the reader's form of stored rich text (rules/rich-text.ts, Slate's JSON as a string): safe,
// semantic HTML. A first version that keeps only the text, paragraph by paragraph; the full renderer
// (headings at their levels, lists, quotes, links) replaces its body, never its signature.

/** Safe HTML for a stored rich-text value (an empty string for an empty or unreadable one). */
export function richTextHtml(stored: string | null | undefined): string {
  if (!stored) return ''
  return `<p>${escapeHtml(stored)}</p>`
}

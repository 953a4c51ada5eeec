// Text for HTML and XML, said once for the API server (feeds, rich text) and the reference site (src/site).
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Text made safe to put between tags or inside a quoted attribute. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c)

/** Lone surrogates: text that is not valid Unicode (a page or an XML document must not carry them). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g
// eslint-disable-next-line no-control-regex -- the control characters HTML and XML 1.0 refuse
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFE\uFFFF]/g

/** Text any HTML page or XML document may hold: lone surrogates as U+FFFD, control characters removed. */
export const wellFormedText = (text: string): string =>
  text.replace(LONE_SURROGATE, '\uFFFD').replace(CONTROL, '')

// The site's templates are plain functions returning Html. Every value put into one is escaped unless it is
// Html already: a title, an address or an alternative text from the API can never become markup. The only
// markup taken as it is comes from `trusted`, used for the public API's rich-text HTML, which the API makes
// safe (docs/public-api-http.md "Rich text as HTML": escaped text, no script, no style, no event attribute).

import { escapeHtml } from '../shared/html-text'

export class Html {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text
  }
}

type Value = Html | string | number | boolean | null | undefined | readonly Value[]

function render(value: Value): string {
  if (value instanceof Html) return value.text
  if (Array.isArray(value)) return value.map(render).join('')
  if (value === null || value === undefined || value === false || value === true) return ''
  return escapeHtml(String(value))
}

/** A template: its literal parts as written, every value escaped (lists joined, nothing for null or false). */
export function html(strings: TemplateStringsArray, ...values: readonly Value[]): Html {
  let out = strings[0]
  values.forEach((value, index) => {
    out += render(value) + strings[index + 1]
  })
  return new Html(out)
}

/** Markup the public API made safe (a record's rich text as HTML). */
export const trusted = (markup: string): Html => new Html(markup)

/** An address a link may go to: http(s), mail, telephone or a path of this site; anything else is none. */
export function safeHref(address: string): string | null {
  const text = address.trim()
  if (/^\/(?!\/)/.test(text)) return text
  try {
    const url = new URL(text)
    return ['http:', 'https:', 'mailto:', 'tel:'].includes(url.protocol) ? url.href : null
  } catch {
    return null
  }
}

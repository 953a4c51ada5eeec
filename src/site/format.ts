import { html, type Html } from './html'
import type { PublicImage } from './records'

// How values from the API are shown: dates as the university's clock read them (the API's ISO 8601 carries
// the university's offset, so the wall-clock time is in the text itself), images with their renditions and
// alternative text, addresses of the API server made absolute for the reader's browser.

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** '2027-05-01…' as '1 May 2027'; the text itself when it is not a date. */
export function dayText(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso)
  return match ? `${Number(match[3])} ${MONTHS[Number(match[2]) - 1]} ${match[1]}` : iso
}

/** '2027-05-01T09:30:00+01:00' as '09:30'. */
export const timeText = (iso: string): string => /T(\d{2}:\d{2})/.exec(iso)?.[1] ?? ''

/** A `<time>` of a day. */
export const day = (iso: string): Html => html`<time datetime="${iso}">${dayText(iso)}</time>`

/** An address the API answered, absolute: its paths are on the API server, whose origin readers reach. */
export const absolute = (apiOrigin: string, src: string): string =>
  /^https?:\/\//i.test(src) ? src : `${apiOrigin}${src.startsWith('/') ? '' : '/'}${src}`

/** Each address of a srcset made absolute. */
const absoluteSrcset = (apiOrigin: string, srcset: string): string =>
  srcset
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [src, ...rest] = part.split(/\s+/)
      return [absolute(apiOrigin, src), ...rest].join(' ')
    })
    .join(', ')

/** An image as the API describes it: renditions by width, its size, its alternative text ('' decorative). */
export function image(apiOrigin: string, picture: PublicImage | null, sizes: string, className = ''): Html {
  if (!picture || picture.kind !== 'image') return html``
  return html`<img
    class="${className}"
    src="${absolute(apiOrigin, picture.src)}"
    ${
      picture.srcset ? html` srcset="${absoluteSrcset(apiOrigin, picture.srcset)}" sizes="${sizes}"` : ''
    }${picture.width && picture.height ? html` width="${picture.width}" height="${picture.height}"` : ''}
    alt="${picture.alt}"
    loading="lazy"
    decoding="async"
  />`
}

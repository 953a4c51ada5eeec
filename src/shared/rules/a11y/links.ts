import { isBlank } from '../forms'
import { plainWords, wordSet } from './normalize'
import { findingIf, quoted, rule, type Finding, type Path } from './rule'

// Links (WCAG 2.4.4 Link Purpose): each link's words say where it leads, and tell it from the others.

/** A link of the record, in rich text or a field of its own (a slider's button, a headline's link). */
export interface LinkSubject {
  field: string
  path?: Path
  text: string
  url: string
  button: boolean
}

/** Link words that say nothing of the destination (F84's "click here", "more", and their kin). */
export const VAGUE_LINK_TEXTS: ReadonlySet<string> = new Set([
  'click here',
  'click',
  'here',
  'click this',
  'this',
  'this link',
  'link',
  'this page',
  'page',
  'website',
  'read more',
  'more',
  'learn more',
  'more info',
  'more information',
  'info',
  'find out more',
  'see more',
  'view more',
  'view',
  'details',
  'more details',
  'continue',
  'continue reading',
  'go',
  'go here',
  'download',
])

/** Files that open outside the browser, by extension, and the words that warn of each. */
export const DOCUMENT_TYPES: readonly {
  extensions: readonly string[]
  name: string
  words: readonly string[]
}[] = [
  { extensions: ['pdf'], name: 'PDF', words: ['pdf'] },
  { extensions: ['doc', 'docx'], name: 'Word', words: ['word', 'doc', 'docx'] },
  { extensions: ['xls', 'xlsx'], name: 'Excel', words: ['excel', 'xls', 'xlsx', 'spreadsheet'] },
  { extensions: ['ppt', 'pptx'], name: 'PowerPoint', words: ['powerpoint', 'ppt', 'pptx', 'slides'] },
]

function where(link: LinkSubject, detail?: string): Finding {
  // Built field by field: spreads of conditional objects cost more than the rest of a rule on long pages.
  const finding: Finding = { field: link.field }
  if (link.path) finding.path = link.path
  if (detail !== undefined) finding.detail = detail
  return finding
}

/** Longer text is not vague whatever its words: no need to normalise it (room for '»', '...', spaces). */
const VAGUE_MAX_LENGTH = Math.max(...[...VAGUE_LINK_TEXTS].map((text) => text.length)) + 16
const isVague = (text: string) => text.length <= VAGUE_MAX_LENGTH && VAGUE_LINK_TEXTS.has(plainWords(text))

/** The address as a reader would compare two: scheme and host in any case, no trailing slash. */
function target(url: string): string {
  const trimmed = url.trim()
  // canParse first: a thrown error costs more than the parse, and most text is no address.
  if (!URL.canParse(trimmed)) return trimmed
  const parsed = new URL(trimmed)
  return `${parsed.protocol}//${parsed.host}${parsed.pathname.replace(/\/$/, '')}${parsed.search}${parsed.hash}`
}

/** Text that is an address: 'https://…', 'www.…', 'uni.edu/apply', or the link's own address. */
function isAddress(text: string, url: string): boolean {
  const words = text.trim()
  // An address has no space, and a dot or a colon.
  if (words === '' || /\s/.test(words) || !/[.:]/.test(words)) return false
  if (/^(https?:\/\/|www\.)/i.test(words) || /^[^/]+\.[^/]+\//.test(words)) return true
  return !url.startsWith('mailto:') && target(words) === target(url)
}

/** The extension ending the address's path: before any query or fragment. */
const EXTENSION = /\.([a-z0-9]+)(?=[?#]|$)/i

function documentType(url: string) {
  const end = url.search(/[?#]/)
  const extension = EXTENSION.exec(end < 0 ? url : url.slice(0, end))?.[1]?.toLowerCase()
  return DOCUMENT_TYPES.find((type) => extension !== undefined && type.extensions.includes(extension))
}

export const LINK_RULES = [
  rule({
    id: 'link-empty',
    criterion: '2.4.4',
    level: 'error',
    technique: 'H30',
    message: 'A link has no text.',
    fix: 'Give the link words that say where it leads, or remove it.',
    test: (link: LinkSubject) => findingIf(isBlank(link.text), () => where(link)),
  }),
  rule({
    id: 'link-vague',
    criterion: '2.4.4',
    level: 'error',
    technique: 'H30',
    message: 'The link text does not say where the link leads.',
    fix: 'Use words that name the destination (“Apply for a postgraduate place”), not “click here” or “read more”.',
    test: (link: LinkSubject) =>
      findingIf(!link.button && isVague(link.text), () => where(link, quoted(link.text))),
  }),
  rule({
    id: 'button-vague',
    criterion: '2.4.4',
    level: 'warning',
    technique: 'H30',
    message: 'The button text does not say where the button leads.',
    fix: 'Name the destination (“See our degree courses”), not “Learn more”.',
    test: (link: LinkSubject) =>
      findingIf(link.button && isVague(link.text), () => where(link, quoted(link.text))),
  }),
  rule({
    id: 'link-address',
    criterion: '2.4.4',
    level: 'warning',
    technique: 'H30',
    message: 'The link text is a web address.',
    fix: 'Use words that name the page: screen readers read an address out piece by piece.',
    test: (link: LinkSubject) =>
      findingIf(isAddress(link.text, link.url), () => where(link, quoted(link.text))),
  }),
  rule({
    id: 'link-file-type',
    criterion: '2.4.4',
    level: 'warning',
    technique: 'H30',
    message: 'A link to a document does not say what kind of file it opens.',
    fix: 'Add the file type to the link text, as in “Prospectus 2026 (PDF)”.',
    test: (link: LinkSubject) => {
      const type = documentType(link.url)
      if (!type || isBlank(link.text)) return []
      const words = wordSet(link.text)
      return findingIf(!type.words.some((word) => words.has(word)), () => where(link, type.name))
    },
  }),
]

/** Rules over all the links of a record together. */
export const RECORD_LINK_RULES = [
  rule({
    id: 'link-same-text',
    criterion: '2.4.4',
    level: 'warning',
    technique: 'H30',
    message: 'Links with the same text lead to different places.',
    fix: 'Give each link words that tell it apart from the others.',
    test: (links: readonly LinkSubject[]) => {
      // Empty and vague link texts have rules of their own.
      const first = new Map<string, string>()
      // Addresses compared once each: a long page repeats a few of them many times.
      const targets = new Map<string, string>()
      const targetOf = (url: string) => {
        let found = targets.get(url)
        if (found === undefined) targets.set(url, (found = target(url)))
        return found
      }
      return links.flatMap((link) => {
        const text = plainWords(link.text)
        if (text === '' || VAGUE_LINK_TEXTS.has(text)) return []
        const earlier = first.get(text)
        if (earlier === undefined) first.set(text, link.url)
        const same = earlier === undefined || earlier === link.url || targetOf(earlier) === targetOf(link.url)
        return same ? [] : [where(link, quoted(link.text))]
      })
    },
  }),
]

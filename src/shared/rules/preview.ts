import { ALERT_TITLES, errorAlert, type AnswerAlerts } from './alerts'
import type { Check } from './forms'

// Issue 46 "Preview before publishing": an editor opens a record's newest saved version, draft included, on
// the university's own site. The site's preview address is a template a Super Admin sets for the deployment;
// the console's server fills it with the record's area and slug and a signed token bound to that record,
// which the public API takes as `?token=` on the record's address (docs/preview.md).

/** The public API's record areas an editor may preview, as `/api/public/v1/{area}/{slug}` names them. */
export const PREVIEW_AREAS = ['news', 'events', 'headlines', 'sliders', 'faculties', 'courses'] as const
export type PreviewArea = (typeof PREVIEW_AREAS)[number]

/** The placeholders a template may hold; `{token}` it must. */
export const PREVIEW_PLACEHOLDERS = ['area', 'slug', 'token'] as const
export type PreviewPlaceholder = (typeof PREVIEW_PLACEHOLDERS)[number]

/** The token's life in minutes: the 15 by default, at least one minute, at most a day. */
export const PREVIEW_MINUTES = { default: 15, min: 1, max: 1440 } as const

/** A template is an address; longer than this it is not one a browser keeps. */
export const PREVIEW_TEMPLATE_MAX = 2000

/** The Super Admin screen where the preview address is set (General menu). */
export const PREVIEW_SETTINGS_PATH = '/general/site-preview'

export const PREVIEW_TEXT = {
  /** The button on every update form of a public record, and in an add's alert once saved as Draft. */
  button: 'Preview on site',
  opening: 'Opening the preview…',
  /** Said beside the button when the deployment has no preview address yet. */
  noTemplate:
    'No preview address is set for the website. A Super Admin sets one in General > Site Preview; until then this record can be seen on the site only once published.',
  notOpened: 'The preview could not be opened.',
  /** Beside the button while the form holds changes not yet saved. */
  unsaved: 'The preview shows this record as last saved: Submit first to see your changes there.',
  settingsTitle: 'Site Preview',
  settingsMenu: 'Site Preview',
  settingsIntro:
    'Preview on site opens a record as last saved, draft included, on the university’s website. The website shows it at this address; the console fills in {area} (news, events, headlines, sliders, faculties or courses), {slug} and {token}, a signed key to that one record that expires after the minutes below. Leave the address empty to offer no preview.',
  template: 'Preview address',
  templateHint: 'For example https://www.example.edu/preview/{area}/{slug}?token={token}',
  minutes: 'Preview link lasts (minutes)',
  saved: 'The preview address is saved.',
} as const

/** Why a template is refused, as the form and the server's 400 say it. */
export const PREVIEW_TEMPLATE_PROBLEMS = {
  notAddress:
    'Enter the preview address of the website, starting with https:// or http://, with {token} in it.',
  noToken: 'The preview address must hold {token}, where the website receives the preview key.',
  onlyKnown: 'The preview address may hold only {area}, {slug} and {token} in braces.',
  unknown: (name: string) =>
    `The preview address may hold only {area}, {slug} and {token}: {${name}} is not one of them.`,
} as const

/** The 404 of a preview link for a record that does not exist. */
export const PREVIEW_NOT_FOUND = 'id: no record of this area has this id'

/** Why the public API refuses a preview token, by reason (verifyPreviewToken's answer). */
export const PREVIEW_REFUSALS = {
  forged: 'This preview key is not one the console made.',
  otherRecord: 'This preview key is for another record.',
  expired: 'This preview key has expired: press Preview on site in the console again.',
} as const
export type PreviewRefusal = keyof typeof PREVIEW_REFUSALS

/** What the public API answers a record's preview with: never kept by a cache, the browser's included. */
export const PREVIEW_CACHE_CONTROL = 'private, no-store'

const PLACEHOLDER = /\{([^{}]*)\}/g

/** What is wrong with a template, or null when it may be saved. The empty template (no preview) passes. */
export function previewTemplateProblem(template: string): string | null {
  const text = template.trim()
  if (text === '') return null
  if (text.length > PREVIEW_TEMPLATE_MAX) return PREVIEW_TEMPLATE_PROBLEMS.notAddress
  for (const [, name] of text.matchAll(PLACEHOLDER))
    if (!(PREVIEW_PLACEHOLDERS as readonly string[]).includes(name))
      return PREVIEW_TEMPLATE_PROBLEMS.unknown(name)
  if (!text.includes('{token}')) return PREVIEW_TEMPLATE_PROBLEMS.noToken
  let url: URL
  try {
    url = new URL(fillPreviewTemplate(text, { area: 'news', slug: 'a-news-item', token: 'v1.key.sig' }))
  } catch {
    return PREVIEW_TEMPLATE_PROBLEMS.notAddress
  }
  // The site is fixed: a value filled into its host could send the token to another one.
  const site = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(text)?.[0] ?? ''
  const web = url.protocol === 'https:' || url.protocol === 'http:'
  return web && url.hostname !== '' && !site.includes('{') ? null : PREVIEW_TEMPLATE_PROBLEMS.notAddress
}

/** The template with each placeholder replaced by its value, made safe for any part of an address. */
export const fillPreviewTemplate = (template: string, values: Record<PreviewPlaceholder, string>): string =>
  template
    .trim()
    .replace(PLACEHOLDER, (whole, name: string) =>
      name in values ? encodeURIComponent(values[name as PreviewPlaceholder]) : whole,
    )

/** The settings form's values, as typed. */
export interface PreviewSettingsValues {
  template: string
  minutes: string
}

const wholeMinutes = (text: string): boolean =>
  /^\d{1,5}$/.test(text.trim()) && Number(text) >= PREVIEW_MINUTES.min && Number(text) <= PREVIEW_MINUTES.max

export const PREVIEW_MINUTES_PROBLEM = `A preview link lasts between ${PREVIEW_MINUTES.min} and ${PREVIEW_MINUTES.max} minutes`

/** The template's problem is of this kind (the form's check says it in words that name no placeholder). */
const templateFails =
  (kind: (problem: string) => boolean) =>
  (values: PreviewSettingsValues): boolean => {
    const problem = previewTemplateProblem(values.template)
    return problem !== null && kind(problem)
  }

export const PREVIEW_SETTINGS_CHECKS: readonly Check<PreviewSettingsValues>[] = [
  {
    field: 'template',
    message: PREVIEW_TEMPLATE_PROBLEMS.noToken,
    fails: templateFails((problem) => problem === PREVIEW_TEMPLATE_PROBLEMS.noToken),
  },
  {
    field: 'template',
    message: PREVIEW_TEMPLATE_PROBLEMS.notAddress,
    fails: templateFails((problem) => problem === PREVIEW_TEMPLATE_PROBLEMS.notAddress),
  },
  {
    field: 'template',
    message: PREVIEW_TEMPLATE_PROBLEMS.onlyKnown,
    fails: templateFails(() => true),
  },
  { field: 'minutes', message: PREVIEW_MINUTES_PROBLEM, fails: (values) => !wholeMinutes(values.minutes) },
]

/** The save's answers: stay on the screen after either. */
export const PREVIEW_SETTINGS_ANSWERS: AnswerAlerts<'success'> = {
  answers: { success: { title: ALERT_TITLES.success, text: PREVIEW_TEXT.saved } },
  other: errorAlert('The preview address was not saved.'),
}

import { ALERT_TITLES, errorAlert, type AnswerAlerts } from './alerts'
import type { Check } from './forms'

// Issue 47: the university's locale, a Super Admin's setting beside its time zone: the order a date is written
// and typed in (31/12/2026, 12/31/2026, 2026-12-31, 31.12.2026), the month names and a 12- or 24-hour clock.
// A short list of the locales universities use, each of a different writing, rather than every one ICU knows.

/** British English: what the console wrote before the setting, so an install that never sets one is unchanged. */
export const DEFAULT_LOCALE = 'en-GB'

/**
 * The locales offered, each writing dates its own way (en-IE writes as en-GB, so a university in Ireland
 * chooses that). Arabic and others with their own digits are left out: a date typed in them could not be
 * read back by the fields, which read 0-9.
 */
export const UNIVERSITY_LOCALES = [
  'en-GB',
  'en-US',
  'en-AU',
  'en-CA',
  'en-ZA',
  'fr-FR',
  'de-DE',
  'es-ES',
  'pt-BR',
  'nl-NL',
] as const
export type UniversityLocale = (typeof UNIVERSITY_LOCALES)[number]

export const isUniversityLocale = (value: string): value is UniversityLocale =>
  (UNIVERSITY_LOCALES as readonly string[]).includes(value)

export const UNKNOWN_LOCALE = 'not one of the locales offered'

/** The locale by its own name, in its own language: "English (United States)", "français (France)". */
export function localeName(locale: string): string {
  try {
    return (
      new Intl.DisplayNames([locale], { type: 'language', languageDisplay: 'standard' }).of(locale) ?? locale
    )
  } catch {
    return locale
  }
}

/** The Super Admin screen where the locale is set. */
export const LOCALE_PATH = '/general/locale'

export const LOCALE_TEXT = {
  title: 'University Locale',
  intro:
    'Dates and times are written and typed this way on every screen: the order of day, month and year, the names of the months and a 12- or 24-hour clock.',
  label: 'Locale',
  /** One choice: "English (United States): Dec 31, 2026 (12/31/2026), 05:30 PM". */
  choice: (name: string, example: string) => `${name}: ${example}`,
  now: (name: string) => `Chosen: ${name}`,
  loading: 'Loading the locale…',
  saved: 'The locale is saved.',
  notSaved: 'The locale was not saved.',
} as const

export interface LocaleValues {
  locale: string
}

export const LOCALE_CHECKS: readonly Check<LocaleValues>[] = [
  { field: 'locale', message: UNKNOWN_LOCALE, fails: (values) => !isUniversityLocale(values.locale) },
]

export const LOCALE_ANSWERS: AnswerAlerts<'success'> = {
  answers: { success: { title: ALERT_TITLES.success, text: LOCALE_TEXT.saved } },
  other: errorAlert(LOCALE_TEXT.notSaved),
}

import { HEADLINE_COLOURS } from '../../contract/headline'
import { BLACK, hexContrast, MIN_TEXT_CONTRAST, ratioText, WHITE } from './contrast'
import type { HeadlineColourField, PickedColourField } from './fields'
import { rule } from './rule'
import { HEADLINE_BANNER_COLOURS } from './palette'

// Colour (WCAG 1.4.3 Contrast (Minimum)): text stands out from what is behind it by 4.5:1 at least.

const needed = `at least ${MIN_TEXT_CONTRAST}:1 is needed`

/** A banner option's text against its background; null for a value that is not one of the options. */
export function headlineBannerContrast(value: string): number | null {
  const option = HEADLINE_COLOURS.find((colour) => colour.value === value)
  if (!option) return null
  const { background, text } = HEADLINE_BANNER_COLOURS[option.value]
  return hexContrast(text, background)
}

/** A picked colour against white and against black text; null when it is not a hex colour. */
export function pickedColourContrast(value: string): { white: number; black: number } | null {
  const [white, black] = [hexContrast(value, WHITE), hexContrast(value, BLACK)]
  return white === null || black === null ? null : { white, black }
}

export const COLOUR_RULES = [
  rule({
    id: 'colour-headline-banner',
    criterion: '1.4.3',
    level: 'error',
    technique: 'G18',
    message: 'The banner’s text does not stand out enough from its background colour.',
    fix: 'Choose another background colour for the banner.',
    test: (colour: HeadlineColourField | PickedColourField) => {
      if (colour.role !== 'headline-colour') return []
      const ratio = headlineBannerContrast(colour.value)
      return ratio !== null && ratio < MIN_TEXT_CONTRAST
        ? [{ field: colour.field, detail: `${ratioText(ratio)}; ${needed}` }]
        : []
    },
  }),
  rule({
    id: 'colour-picked-contrast',
    criterion: '1.4.3',
    level: 'warning',
    technique: 'G18',
    message: 'The colour is too light for white text on it, or for text in it on a white page.',
    fix: 'Choose a darker colour.',
    test: (colour: HeadlineColourField | PickedColourField) => {
      if (colour.role !== 'picked-colour') return []
      const ratios = pickedColourContrast(colour.value)
      if (!ratios || ratios.white >= MIN_TEXT_CONTRAST) return []
      const detail = `${ratioText(ratios.white)} with white text (${ratioText(ratios.black)} with black); ${needed}`
      return [{ field: colour.field, detail }]
    },
  }),
]

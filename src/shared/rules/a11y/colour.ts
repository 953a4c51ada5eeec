import { HEADLINE_COLOURS } from '../headline-colours'
import { BLACK, hexContrast, MIN_TEXT_CONTRAST, ratioText, WHITE } from './contrast'
import type { HeadlineColourField, PickedColourField } from './fields'
import { findingIf, rule } from './rule'
import { HEADLINE_BANNER_COLOURS } from './palette'

// Colour (WCAG 1.4.3 Contrast (Minimum)): text stands out from what is behind it by 4.5:1 at least.

const needed = `at least ${MIN_TEXT_CONTRAST}:1 is needed`

/** Text drawn on a background, both hex colours. */
export interface ColourPair {
  field: string
  text: string
  background: string
}

/** A banner option's text and background; null for a value that is not one of the options. */
export function headlineBannerPair({ field, value }: HeadlineColourField): ColourPair | null {
  const option = HEADLINE_COLOURS.find((colour) => colour.value === value)
  return option ? { field, ...HEADLINE_BANNER_COLOURS[option.value] } : null
}

/** A picked colour against white and against black text; null when it is not a hex colour. */
export function pickedColourContrast(value: string): { white: number; black: number } | null {
  const [white, black] = [hexContrast(value, WHITE), hexContrast(value, BLACK)]
  return white === null || black === null ? null : { white, black }
}

export const BANNER_RULES = [
  rule({
    id: 'colour-headline-banner',
    criterion: '1.4.3',
    level: 'error',
    technique: 'G18',
    message: 'The banner’s text does not stand out enough from its background colour.',
    fix: 'Choose another background colour for the banner.',
    test: (pair: ColourPair) => {
      const ratio = hexContrast(pair.text, pair.background)
      return findingIf(ratio !== null && ratio < MIN_TEXT_CONTRAST, () => ({
        field: pair.field,
        detail: `${ratioText(ratio ?? 0)}; ${needed}`,
      }))
    },
  }),
]

export const PICKED_COLOUR_RULES = [
  rule({
    id: 'colour-picked-contrast',
    criterion: '1.4.3',
    level: 'warning',
    technique: 'G18',
    message: 'The colour is too light for white text on it, or for text in it on a white page.',
    fix: 'Choose a darker colour.',
    test: (colour: PickedColourField) => {
      const ratios = pickedColourContrast(colour.value)
      if (!ratios || ratios.white >= MIN_TEXT_CONTRAST) return []
      const detail = `${ratioText(ratios.white)} with white text (${ratioText(ratios.black)} with black); ${needed}`
      return [{ field: colour.field, detail }]
    },
  }),
]

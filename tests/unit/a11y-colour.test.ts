import { describe, expect, it } from 'vitest'
import { HEADLINE_COLOURS } from '../../src/shared/contract/headline'
import {
  contrastRatio,
  hexContrast,
  parseHexColour,
  ratioText,
  relativeLuminance,
} from '../../src/shared/rules/a11y'
import { BANNER_RULES, type ColourPair } from '../../src/shared/rules/a11y/colour'
import type { ContentField } from '../../src/shared/rules/a11y/fields'
import { found } from '../support/a11y'

// The WCAG 2.x contrast ratio against its published figures, and the colour rules (1.4.3, written from G18:
// a contrast ratio of at least 4.5:1 between text and its background).

describe('the contrast ratio', () => {
  // Figures from WCAG's definition and Understanding 1.4.3 (black on white 21:1, white on white 1:1, #777
  // on white 4.47…, "about 4.48:1"), and the well-known greys on white at the AA and AAA thresholds.
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#000', '#000', 1],
    ['#777777', '#ffffff', 4.48],
    ['#767676', '#ffffff', 4.54],
    ['#595959', '#ffffff', 7.0],
    ['#ff0000', '#ffffff', 4.0],
    ['#0000ff', '#ffffff', 8.59],
    ['#00ff00', '#000000', 15.3],
    ['#ffff00', '#ffffff', 1.07],
  ])('%s against %s is %s:1', (a, b, ratio) => {
    expect(hexContrast(a, b)).toBeCloseTo(ratio, ratio >= 10 ? 1 : 2)
  })

  it('is the same either way round, and in shorthand', () => {
    expect(hexContrast('#777', '#fff')).toBe(hexContrast('#FFFFFF', '#777777'))
  })

  it('reads luminance per the WCAG formula', () => {
    expect(relativeLuminance([255, 255, 255])).toBe(1)
    expect(relativeLuminance([0, 0, 0])).toBe(0)
    // 0.2126 R + 0.7152 G + 0.0722 B, each channel linear: a channel of 10 lies under both printed
    // thresholds (0.03928, 0.04045) and one of 11 over both, so WCAG 2.0's and 2.2's figures agree.
    expect(relativeLuminance([10, 0, 0])).toBeCloseTo((0.2126 * 10) / 255 / 12.92, 10)
    expect(relativeLuminance([0, 11, 0])).toBeCloseTo(0.7152 * ((11 / 255 + 0.055) / 1.055) ** 2.4, 10)
  })

  it('writes a ratio cut, not rounded, so a failing one never reads as the threshold', () => {
    expect(ratioText(contrastRatio([119, 119, 119], [255, 255, 255]))).toBe('4.47:1')
    expect(ratioText(4.4999)).toBe('4.49:1')
    expect(ratioText(21)).toBe('21:1')
  })

  it('takes only hex colours', () => {
    expect(parseHexColour(' #1F4e79 ')).toEqual([31, 78, 121])
    for (const other of ['blue', '#12345', 'rgb(0,0,0)', '', '#ggg']) expect(parseHexColour(other)).toBeNull()
    expect(hexContrast('blue', '#fff')).toBeNull()
  })
})

const pair = (text: string, background: string): ColourPair => ({ field: 'bgColour', text, background })
const bannerFinds = (colours: ColourPair) => BANNER_RULES.flatMap((rule) => rule.test(colours))

describe('colour-headline-banner (G18)', () => {
  it.each([
    ['#777777 on white, 4.47:1', pair('#777777', '#ffffff')],
    ['black on the berry, 2.36:1', pair('#000000', '#8c1d40')],
    ['white on CSS orange, 1.97:1', pair('#ffffff', '#ffa500')],
    ['yellow on white', pair('#ffff00', '#ffffff')],
  ])('finds text on a background under 4.5:1: %s', (_, colours) => {
    expect(bannerFinds(colours)).toHaveLength(1)
  })
  it.each([
    ['#767676 on white, 4.54:1', pair('#767676', '#ffffff')],
    ['black on gold', pair('#000000', '#ffd700')],
    ['orange on dark', pair('#ffa500', '#1a1a1a')],
  ])('passes text on a background of 4.5:1 or more: %s', (_, colours) => {
    expect(bannerFinds(colours)).toEqual([])
  })

  it('checks each of the four banner options by its colours', () => {
    const banner = (value: string): ContentField[] => [{ role: 'headline-colour', field: 'bgColour', value }]
    const failing = HEADLINE_COLOURS.filter(
      ({ value }) => found('colour-headline-banner', banner(value)).length,
    )
    expect(failing.map(({ value }) => value)).toEqual(['berry-black'])
    expect(found('colour-headline-banner', banner('berry-black'))[0].detail).toBe(
      '2.36:1; at least 4.5:1 is needed',
    )
    expect(found('colour-headline-banner', banner('not-an-option'))).toEqual([])
  })
})

describe('colour-picked-contrast (G18)', () => {
  const picked = (value: string): ContentField[] => [{ role: 'picked-colour', field: 'FacultyColor', value }]

  it.each([
    ['gold, 1.4:1 with white', '#ffd700'],
    ['#777777, 4.47:1: just under', '#777777'],
    ['white itself', '#fff'],
    ['a pale blue', '#9fc5e8'],
  ])('finds a colour too light for white text: %s', (_, value) => {
    expect(found('colour-picked-contrast', picked(value)).map((problem) => problem.field)).toEqual([
      'FacultyColor',
    ])
  })
  it.each([
    ['the demo’s navy', '#1f4e79'],
    ['the demo’s orange, 4.72:1', '#b35c00'],
    ['#767676, 4.54:1: just over', '#767676'],
    ['black', '#000000'],
  ])('passes a colour that carries white text: %s', (_, value) => {
    expect(found('colour-picked-contrast', picked(value))).toEqual([])
  })

  it('says both ratios, against white and against black', () => {
    expect(found('colour-picked-contrast', picked('#ffd700'))[0].detail).toBe(
      '1.4:1 with white text (14.97:1 with black); at least 4.5:1 is needed',
    )
  })
})

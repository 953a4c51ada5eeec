// The WCAG 2.x contrast ratio (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio): pure, for any sRGB colour
// written as CSS hex.

export type Rgb = readonly [red: number, green: number, blue: number]

/** WCAG 1.4.3 (AA): text against its background, normal size. */
export const MIN_TEXT_CONTRAST = 4.5

export const WHITE = '#ffffff'
export const BLACK = '#000000'

/** '#rgb' or '#rrggbb' (any case) as 0–255 channels; null for anything else. */
export function parseHexColour(value: string): Rgb | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim())?.[1]
  if (!hex) return null
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex
  const channel = (at: number) => parseInt(full.slice(at, at + 2), 16)
  return [channel(0), channel(2), channel(4)]
}

/**
 * One sRGB channel made linear. WCAG 2.0 printed 0.03928 as the threshold, taken from an older sRGB draft;
 * WCAG 2.2 prints sRGB's own 0.04045. No 8-bit channel lies between the two, so no ratio differs.
 */
function linear(channel: number): number {
  const c = channel / 255
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}

/** Relative luminance: 0 for black, 1 for white. */
export function relativeLuminance([red, green, blue]: Rgb): number {
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
}

/** (L1 + 0.05) / (L2 + 0.05), the lighter colour's luminance over the darker: 1 to 21, either order. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x)
  return (light + 0.05) / (dark + 0.05)
}

/** The ratio of two hex colours, or null when either is not one. */
export function hexContrast(a: string, b: string): number | null {
  const [first, second] = [parseHexColour(a), parseHexColour(b)]
  return first && second ? contrastRatio(first, second) : null
}

/**
 * A ratio as people write it, '4.48:1'. Cut, not rounded: WCAG compares the exact figure, so 4.499 must not
 * read as the 4.5 it fails.
 */
export const ratioText = (ratio: number): string => `${Math.floor(ratio * 100) / 100}:1`

// The content checker of issue 27: rules as data, one entry point, the contrast formula.

export { checkContent } from './check'
export type { ContentField, ContentInput } from './fields'
export { A11yLevel, A11yLevels, A11yProblem } from './problem'
export { ALL_RULES, RULE_IDS, type RuleId } from './registry'
export type { Level, Path } from './rule'
export {
  contrastRatio,
  hexContrast,
  MIN_TEXT_CONTRAST,
  parseHexColour,
  ratioText,
  relativeLuminance,
} from './contrast'
export { headlineBannerPair, pickedColourContrast } from './colour'
export { HEADLINE_BANNER_COLOURS } from './palette'

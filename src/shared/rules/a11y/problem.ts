import { z } from 'zod'
import { RULE_IDS } from './registry'

// What the checker answers, as schemas: the server sends problems and keeps the Super Admin's levels, and
// both cross a boundary.

export const A11yLevel = z.enum(['error', 'warning'])

/** A Super Admin's levels, by rule; a rule not named keeps its default. */
export const A11yLevels = z.partialRecord(z.enum(RULE_IDS), A11yLevel)
export type A11yLevels = z.infer<typeof A11yLevels>

export const A11yProblem = z.object({
  rule: z.enum(RULE_IDS),
  level: A11yLevel,
  criterion: z.string(),
  technique: z.string(),
  message: z.string(),
  fix: z.string(),
  field: z.string(),
  /** The node in the field's rich text (Slate path), for the form to bring it into view. */
  path: z.array(z.number().int().min(0)).optional(),
  detail: z.string().optional(),
})
export type A11yProblem = z.infer<typeof A11yProblem>

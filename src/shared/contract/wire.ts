import { z } from 'zod'

// SPEC's own console sent its forms as it held them (SPEC §4): a select's choice as text ('3', '1'), an
// empty EntryID in add mode, a partner's status as '1' or '0' whatever the field's type. Our contract types
// those fields as numbers (or numeric text), and our client sends them so. `oldClientTolerant(schema)` is
// the schema the server reads a request with: before the contract's own checks run, each field that wants
// a number takes numeric text as that number and an empty text as "not given", and a field that wants
// numeric text ('1'/'0') takes the number. Anything else is left for the contract to refuse (text that is
// not a number still answers 400). Decided here once, from the field types, for every call of every area.
// Where our payload names a field otherwise than SPEC §3 does (events: `title` for `Title`), the contract
// marks the field with `spelledInSpec`, and SPEC's name is read as ours; when a body sends both, ours is read
// and SPEC's dropped (our client sends ours, and a 400 names ours).

type Want = 'number' | 'numericText'

/** Any zod schema, as zod 4's core types it (a wrapper's inner schema is one of these). */
type Schema = z.core.$ZodType

/** The zod definition of a schema: the parts of zod 4's internals we read, each there on the kinds that have it. */
interface Def {
  type: string
  innerType?: Schema
  options?: readonly Schema[]
  values?: readonly unknown[]
  entries?: Record<string, unknown>
  in?: Schema
}
const defOf = (schema: Schema): Def => schema._zod.def

/** The plain values a field accepts: 'number' and 'string' for open kinds, else the literals it lists. */
function accepted(schema: Schema, depth = 0): { kinds: Set<string>; literals: unknown[] } {
  const out = { kinds: new Set<string>(), literals: [] as unknown[] }
  if (depth > 8) return out
  const def = defOf(schema)
  const merge = (inner: Schema) => {
    const found = accepted(inner, depth + 1)
    found.kinds.forEach((kind) => out.kinds.add(kind))
    out.literals.push(...found.literals)
  }
  switch (def.type) {
    case 'number':
    case 'int':
      out.kinds.add('number')
      break
    case 'string':
      out.kinds.add('string')
      break
    case 'literal':
      out.literals.push(...(def.values ?? []))
      break
    case 'enum':
      out.literals.push(...Object.values(def.entries ?? {}))
      break
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
      if (def.innerType) merge(def.innerType)
      break
    case 'union':
      for (const option of def.options ?? []) merge(option)
      break
    case 'pipe':
      if (def.in) merge(def.in)
      break
  }
  return out
}

const NUMERIC_TEXT = /^-?\d+(\.\d+)?$/

/** What a field wants that an old client may send in the other form, if anything. */
export function wantOf(schema: z.ZodType): Want | null {
  const { kinds, literals } = accepted(schema)
  if (kinds.has('string')) return null
  const numbers = literals.filter((v) => typeof v === 'number')
  const texts = literals.filter((v) => typeof v === 'string')
  if ((kinds.has('number') || numbers.length > 0) && texts.length === 0) return 'number'
  if (
    !kinds.has('number') &&
    numbers.length === 0 &&
    texts.length > 0 &&
    texts.every((t) => NUMERIC_TEXT.test(t))
  )
    return 'numericText'
  return null
}

function asWanted(value: unknown, want: Want): unknown {
  if (want === 'number' && typeof value === 'string') {
    const text = value.trim()
    if (text === '') return undefined
    return NUMERIC_TEXT.test(text) ? Number(text) : value
  }
  if (want === 'numericText' && typeof value === 'number' && Number.isFinite(value)) return String(value)
  return value
}

/** SPEC §3's name of each contract field that we name otherwise. */
const specName = z.registry<{ name: string }>()

/** `field`, also read under SPEC's `name`. A copy is marked: one schema (an event's time) may serve two fields. */
export function spelledInSpec<T extends z.ZodType>(name: string, field: T): T {
  const copy = field.clone() as T
  specName.add(copy, { name })
  return copy
}

/** The body with each SPEC name given as the field's own name; a field already sent under ours keeps ours. */
function withOwnNames(body: Record<string, unknown>, renames: readonly (readonly [string, string])[]) {
  for (const [old, own] of renames) {
    if (!(old in body)) continue
    if (!(own in body)) body[own] = body[old]
    delete body[old]
  }
}

/**
 * The schema the server reads a request with: `schema` itself, after SPEC's field names and the old
 * client's forms of numbers are read as the fields want them: what passes is what `schema` passes, with the same output.
 */
export function oldClientTolerant<I extends z.ZodType>(schema: I): z.ZodType<z.output<I>> {
  const shape = schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : {}
  const wants = Object.entries(shape).flatMap(([key, field]) => {
    const want = wantOf(field)
    return want ? [[key, want] as const] : []
  })
  const renames = Object.entries(shape).flatMap(([key, field]) => {
    const old = specName.get(field)?.name
    return old && old !== key ? [[old, key] as const] : []
  })
  // Always read through this step, even when it has nothing to change: the contract's output, from any
  // JSON, so the schema is typed by its output alone (what it reads is wider than the contract's input).
  return z.preprocess((raw) => {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw
    if (wants.length === 0 && renames.length === 0) return raw
    const copy: Record<string, unknown> = { ...(raw as Record<string, unknown>) }
    withOwnNames(copy, renames)
    for (const [key, want] of wants) {
      if (!(key in copy)) continue
      const value = asWanted(copy[key], want)
      if (value === undefined) delete copy[key]
      else copy[key] = value
    }
    return copy
  }, schema)
}

// Issue 25 "fields only one side changed merge by themselves": a save refused as stale compares, field by
// field, the values the form was opened with (base), the record as saved since (theirs) and the form's
// (yours). What only one side changed takes that side's value; what both changed differently is the
// editor's choice.

export type Side = 'theirs' | 'yours'

export interface MergeResult<V> {
  /** Every field's value with each choice still open taken from yours. */
  merged: V
  /** The fields that merged by themselves, with the side whose change they keep. */
  auto: { field: keyof V & string; side: Side }[]
  /** The fields both sides changed, each differently. */
  conflicts: (keyof V & string)[]
}

/** Two values the same as JSON (a form's values, a record's columns). */
export const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/** `base` null: the values the form started from are not known, so every difference is a choice. */
export function mergeValues<V extends object>(base: V | null, theirs: V, yours: V): MergeResult<V> {
  const merged = { ...yours }
  const auto: MergeResult<V>['auto'] = []
  const conflicts: MergeResult<V>['conflicts'] = []
  for (const field of Object.keys(yours) as (keyof V & string)[]) {
    const mine = yours[field]
    const their = theirs[field]
    if (same(mine, their)) continue
    if (base && same(mine, base[field])) {
      merged[field] = their
      auto.push({ field, side: 'theirs' })
    } else if (base && same(their, base[field])) auto.push({ field, side: 'yours' })
    else conflicts.push(field)
  }
  return { merged, auto, conflicts }
}

/** The merged values with the editor's choice for each conflicting field (yours where none was made). */
export function withChoices<V extends object>(
  result: MergeResult<V>,
  theirs: V,
  choices: Partial<Record<keyof V & string, Side>>,
): V {
  const values = { ...result.merged }
  for (const field of result.conflicts) if (choices[field] === 'theirs') values[field] = theirs[field]
  return values
}

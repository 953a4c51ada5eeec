import type { FieldDiff } from './compare'

// What names the ids a compared field holds (useFieldNames.ts reads them through the bridge); the History
// panel takes it from its host, so the panel itself stays free of the bridge.

/** The name of the record a field's value is the id of; undefined when none is known. */
export type FieldNames = (field: string, value: unknown) => string | undefined

/** A hook: the names of the ids the differing fields hold. */
export type UseFieldNames = (diffs: readonly FieldDiff[]) => FieldNames

const NO_NAME: FieldNames = () => undefined

/** Names nothing: every value is shown as stored. */
export const noFieldNames: UseFieldNames = () => NO_NAME

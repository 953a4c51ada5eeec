import { useLocation } from 'react-router-dom'
import { RECORD_KIND_SPECS, isRecordKind, type RecordKindSpec } from '../../../../shared/rules/records'

// Every records screen serves the four kinds; which one is the route's second segment (`/records/<kind>/…`).

/** The kind of the current route (rules/routes.ts only routes the four kinds here). */
export function useRecordKind(): RecordKindSpec {
  const { pathname } = useLocation()
  const segment = pathname.split('/')[2]?.toLowerCase()
  return RECORD_KIND_SPECS[isRecordKind(segment) ? segment : 'faculties']
}

/** The area name the selected-row store keeps a kind's chosen row under. */
export const selectedArea = (spec: RecordKindSpec) => `records.${spec.kind}`

/** A record as the list grid holds it: its id and its fields side by side. */
export type FlatRecord = Record<string, string | number> & { EntryID: number }

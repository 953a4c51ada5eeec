import { z } from 'zod'
import { ACCESS } from '../rules/permissions'
import { SEARCH_LIMITS } from '../rules/search'
import { call, changesNoContent, type Area } from './define'

// Issue 28 "One search for everything": one call over every area the caller may see (rules/search.ts).

export const SearchBody = z.object({
  q: z.string().trim().max(SEARCH_LIMITS.queryMax),
})

/** Text with the matched words given as [start, end) offsets into it: the screen marks them itself. */
export const MarkedText = z.object({
  text: z.string(),
  marks: z.array(z.tuple([z.number().int(), z.number().int()])),
})
export type MarkedText = z.infer<typeof MarkedText>

export const SearchHit = z.object({
  EntryID: z.number().int(),
  title: MarkedText,
  snippet: MarkedText,
  /** The record's last change, ISO 8601. */
  updated: z.string(),
  /** The record's update screen (rules/search.ts `open`). */
  open: z.string(),
  /** The record's faculty, for an area of faculty content; else null. */
  faculty: z.string().nullable(),
})
export type SearchHit = z.infer<typeof SearchHit>

export const SearchGroup = z.object({ area: z.string(), label: z.string(), hits: z.array(SearchHit) })
export type SearchGroup = z.infer<typeof SearchGroup>

export const SearchAnswer = z.object({ groups: z.array(SearchGroup) })
export type SearchAnswer = z.infer<typeof SearchAnswer>

export const search = {
  /** A read, sent as a body so the words stay out of addresses and logs: no audit entry. */
  everything: changesNoContent(call('POST', 'search', SearchBody, SearchAnswer, ACCESS.signedIn)),
} satisfies Area

import { useEffect, useRef, useState } from 'react'
import type { SearchGroup } from '../../../../shared/contract/search'
import { SEARCH_LIMITS } from '../../../../shared/rules/search'
import { useBridge } from '../../app/BridgeProvider'

export type SearchState =
  /** Fewer characters than the minimum: nothing asked. */
  | { status: 'idle'; groups: SearchGroup[] }
  /** Asked (or about to): the last answer stays on screen until the new one comes. */
  | { status: 'searching'; groups: SearchGroup[] }
  | { status: 'done'; query: string; groups: SearchGroup[] }
  | { status: 'failed'; groups: SearchGroup[] }

/**
 * The answer to what is typed: asked once typing pauses (SEARCH_LIMITS.debounceMs), and only the answer to
 * the newest words is shown: an earlier request that answers late is dropped.
 */
export function useSearch(query: string): SearchState {
  const bridge = useBridge()
  const q = query.trim()
  const asking = q.length >= SEARCH_LIMITS.queryMin
  const [answer, setAnswer] = useState<{ q: string; groups: SearchGroup[]; failed: boolean } | null>(null)
  const latest = useRef(0)
  useEffect(() => {
    const asked = ++latest.current
    if (!asking) return
    const timer = setTimeout(() => {
      void bridge.api.search.everything({ q }).then((result) => {
        if (asked !== latest.current) return
        setAnswer(
          result.ok ? { q, groups: result.data.groups, failed: false } : { q, groups: [], failed: true },
        )
      })
    }, SEARCH_LIMITS.debounceMs)
    return () => clearTimeout(timer)
  }, [bridge, q, asking])
  if (!asking) return { status: 'idle', groups: [] }
  if (answer?.q !== q) return { status: 'searching', groups: answer?.groups ?? [] }
  if (answer.failed) return { status: 'failed', groups: [] }
  return { status: 'done', query: q, groups: answer.groups }
}

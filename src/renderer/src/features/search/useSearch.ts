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
 * The answer to what is typed, asked at once: one question at a time, and when it answers, the newest words
 * if they changed meanwhile (never a pause after each keystroke, never a queue of words already passed).
 */
export function useSearch(query: string): SearchState {
  const bridge = useBridge()
  const q = query.trim()
  const asking = q.length >= SEARCH_LIMITS.queryMin
  const [answer, setAnswer] = useState<{ q: string; groups: SearchGroup[]; failed: boolean } | null>(null)
  /** The words to answer next: the newest typed, or null when too short. */
  const wanted = useRef<string | null>(null)
  const busy = useRef(false)
  useEffect(() => {
    wanted.current = asking ? q : null
    if (!asking || busy.current) return
    const ask = (words: string) => {
      busy.current = true
      void bridge.api.search.everything({ q: words }).then((result) => {
        busy.current = false
        setAnswer(
          result.ok
            ? { q: words, groups: result.data.groups, failed: false }
            : { q: words, groups: [], failed: true },
        )
        if (wanted.current !== null && wanted.current !== words) ask(wanted.current)
      })
    }
    ask(q)
  }, [bridge, q, asking])
  if (!asking) return { status: 'idle', groups: [] }
  if (answer?.q !== q) return { status: 'searching', groups: answer?.groups ?? [] }
  if (answer.failed) return { status: 'failed', groups: [] }
  return { status: 'done', query: q, groups: answer.groups }
}

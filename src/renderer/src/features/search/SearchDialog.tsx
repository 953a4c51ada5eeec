import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import type { SearchGroup, SearchHit } from '../../../../shared/contract/search'
import { SEARCH_TEXT as T } from '../../../../shared/rules/search'
import { Modal } from '../../components/Modal'
import { Marked } from './Marked'
import { useOpenHit } from './useOpenHit'
import { useSearch, type SearchState } from './useSearch'
import './search.css'

// Issue 28: Ctrl/Cmd+K. The focus stays in the field (a combobox); arrows move through the hits of every
// group, Enter opens the chosen one's update screen, Escape closes and the Modal gives the focus back.

const hitsIn = (groups: readonly SearchGroup[]): SearchHit[] => groups.flatMap((group) => group.hits)

function statusText(state: SearchState, count: number): string {
  if (state.status === 'idle') return T.tooShort
  if (state.status === 'failed') return T.failed
  if (state.status === 'searching' && count === 0) return T.searching
  if (state.status === 'done' && count === 0) return T.noResults(state.query)
  return T.count(count)
}

export function SearchDialog({ onClose }: { onClose: () => void }) {
  const [query, setQuery] = useState('')
  const found = useSearch(query)
  const hits = useMemo(() => hitsIn(found.groups), [found.groups])
  // The chosen hit, of the answer it was chosen in: a new answer starts at its first hit.
  const [pick, setPick] = useState({ groups: found.groups, index: 0 })
  const active = pick.groups === found.groups ? pick.index : 0
  const setActive = (index: number) => setPick({ groups: found.groups, index })
  const openHit = useOpenHit()
  const ids = useId()
  const optionId = (index: number) => `${ids}-hit-${index}`
  const list = useRef<HTMLDivElement>(null)

  useEffect(() => {
    list.current?.querySelector(`[aria-selected="true"]`)?.scrollIntoView?.({ block: 'nearest' })
  }, [active])

  function open(hit: SearchHit | undefined) {
    if (!hit) return
    onClose()
    void openHit(hit)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (hits.length === 0) return
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((active + step + hits.length) % hits.length)
    } else if (event.key === 'Enter') {
      event.preventDefault()
      open(hits[active])
    }
  }

  let index = 0
  return (
    <Modal title={T.label} onEscape={onClose}>
      <div className="search-dialog">
        <input
          className="search-input"
          type="text"
          role="combobox"
          aria-label={T.label}
          aria-expanded={hits.length > 0}
          aria-controls={`${ids}-list`}
          aria-autocomplete="list"
          aria-activedescendant={hits.length > 0 ? optionId(active) : undefined}
          placeholder={T.placeholder}
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
          data-autofocus
        />
        <p className="search-status" role="status">
          {statusText(found, hits.length)}
        </p>
        <div
          className="search-results"
          id={`${ids}-list`}
          role="listbox"
          aria-label={T.label}
          aria-busy={found.status === 'searching'}
          ref={list}
        >
          {found.groups.map((group) => (
            <div key={group.area} role="group" aria-labelledby={`${ids}-${group.area}`}>
              <div className="search-group" id={`${ids}-${group.area}`} role="presentation">
                {group.label}
              </div>
              {group.hits.map((hit) => {
                const at = index++
                return (
                  <div
                    key={hit.EntryID}
                    id={optionId(at)}
                    role="option"
                    aria-selected={at === active}
                    className="search-hit"
                    onMouseMove={() => setActive(at)}
                    onClick={() => open(hit)}
                  >
                    <span className="search-hit-title">
                      <Marked text={hit.title} />
                    </span>
                    {hit.snippet.text && (
                      <span className="search-hit-snippet">
                        <Marked text={hit.snippet} />
                      </span>
                    )}
                  </div>
                )
              })}
            </div>
          ))}
        </div>
        <div className="modal-actions">
          <button type="button" className="button" onClick={onClose}>
            {T.close}
          </button>
        </div>
      </div>
    </Modal>
  )
}

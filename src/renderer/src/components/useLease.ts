import { useEffect, useRef, useState } from 'react'
import type { LeaseAnswer } from '../../../shared/contract/define'
import { LEASE_RENEW_SECONDS } from '../../../shared/rules/versions'
import type { RecordCalls } from './opened-record'

// Issue 25 "Who else is here": an open update screen holds a soft lease on its record, renewed every
// LEASE_RENEW_SECONDS and let go when the screen closes (a crashed app's lapses on the server by itself).
// It never blocks a save: it only tells a second editor who is at work, and lets them take over.

export interface LeaseState {
  /** Who holds the record when another screen does. */
  heldBy: NonNullable<LeaseAnswer['heldBy']> | null
  /** This screen held it and another took it over. */
  takenOver: boolean
  takeOver(): void
}

export function useLease(id: number | undefined, calls: RecordCalls | undefined): LeaseState {
  const [holder] = useState(() => crypto.randomUUID())
  const [state, setState] = useState<Pick<LeaseState, 'heldBy' | 'takenOver'>>({
    heldBy: null,
    takenOver: false,
  })
  // The calls object may be made anew on each draw (an area's own names): the lease follows the record only.
  const callsRef = useRef(calls)
  useEffect(() => {
    callsRef.current = calls
  })
  const ask = useRef<(action: 'hold' | 'takeOver') => Promise<void>>(async () => undefined)
  const hasCalls = calls !== undefined

  useEffect(() => {
    if (id === undefined || !hasCalls) return
    let live = true
    let held = false
    ask.current = async (action) => {
      const answer = await callsRef.current?.lease({ EntryID: id, holder, action })
      if (!live || !answer?.ok) return
      const { mine, heldBy } = answer.data
      if (mine) setState({ heldBy: null, takenOver: false })
      else setState((now) => ({ heldBy, takenOver: held || (now.takenOver && heldBy !== null) }))
      held = mine
    }
    void ask.current('hold')
    const timer = setInterval(() => void ask.current('hold'), LEASE_RENEW_SECONDS * 1000)
    return () => {
      live = false
      clearInterval(timer)
      void callsRef.current?.lease({ EntryID: id, holder, action: 'release' })
    }
  }, [id, hasCalls, holder])

  return { ...state, takeOver: () => void ask.current('takeOver') }
}

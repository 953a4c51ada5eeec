import { describe, expect, it } from 'vitest'
import { JOB_MOVES, nextStatus, type JobEvent } from '../../src/main/uploads/moves'
import { JOB_GROUPS, JOB_STATUSES } from '../../src/shared/uploads-queue'

// The queue's table of moves: no file can end stuck in a state the user cannot act on.

const events = Object.keys(JOB_MOVES) as JobEvent[]

describe('bulk upload moves', () => {
  it('leaves every state but done by some move, so no file is stuck', () => {
    for (const status of JOB_STATUSES) {
      const ways = events.filter((event) => nextStatus(status, event) !== null)
      if (status === 'done') expect(ways).toEqual([])
      else expect(ways.length, status).toBeGreaterThan(0)
    }
  })

  it('lets the user cancel every pending file and retry every file the row offers Retry for', () => {
    for (const status of JOB_GROUPS.pending) expect(nextStatus(status, 'cancel')).toBe('cancelled')
    for (const status of JOB_GROUPS.retryable) expect(nextStatus(status, 'retry')).toBe('queued')
  })

  it('never sends a delivered or cancelled file again by itself', () => {
    const byItself: JobEvent[] = ['restart', 'start', 'backoff-over', 'no-server', 'passing-failure']
    for (const event of byItself) {
      expect(nextStatus('done', event)).toBeNull()
      expect(nextStatus('cancelled', event)).toBeNull()
    }
  })

  it('removes the record of a file refused, cancelled or found in the gallery, and only then', () => {
    const removing = events.filter((event) => JOB_MOVES[event].effects.includes('remove-record'))
    expect(removing.sort()).toEqual(['cancel', 'known-in-gallery', 'refused'])
  })
})

import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { Send } from '../../src/main/api/client'
import { failure } from '../../src/main/api/failure'
import { sendTellingChanges } from '../../src/main/bridge/changes'
import { contract } from '../../src/shared/contract'
import type { Spec } from '../../src/shared/contract/define'
import { changeNames, REFRESHED_BY, tellsWindows, type DataChange } from '../../src/shared/rules/refresh'
import { changesContent } from '../../src/shared/contract/define'

// Issue 45: main tells every window which area a write changed, after the server answered it. What it tells
// (and what not) decides which lists every window reads again.

/** A server that answers every call with `body`, read by the call's own answer schema; or fails them all. */
function server(body: unknown, fails = false) {
  const told: DataChange[] = []
  const send: Send = async <S extends Spec>(spec: S) => {
    const answer: S['answer'] = spec.answer
    return fails ? failure('network') : { ok: true as const, data: z.parse(answer, body) }
  }
  return { told, send: sendTellingChanges(send, (change) => told.push(change)) }
}

const FACULTY = {
  kind: 'faculties',
  values: { FacultyCode: 'FSC', FacultyName: 'Faculty of Science' },
} as const

describe('the changes main tells every window', () => {
  it('tells the area and call of a write the server answered', async () => {
    const { told, send } = server({ message: 'success', entry_id: 4 })
    await send(contract.records.add, FACULTY)
    expect(told).toEqual([{ area: 'records', call: 'add' }])
  })

  it('tells a photo sent against its record as a change of the record’s area', async () => {
    const { told, send } = server({ message: 'uploaded' })
    await send(contract.gallery.uploadPhoto, { entry_id: 9, filePath: '/tmp/photo.png' })
    expect(told).toEqual([{ area: 'gallery', call: 'uploadPhoto' }])
  })

  it('tells the notifications marked seen, a write of no content, by its call alone (issue 48)', async () => {
    const { told, send } = server({ message: 'success' })
    await send(contract.review.noticesSeen, { until: '2026-12-01T10:00:00.000Z' })
    expect(told).toEqual([{ area: 'review', call: 'noticesSeen' }])
    // Counted by the call, not the review area: the lists every decision reads again stay as they are.
    expect(changeNames(told[0])).toEqual(['review.noticesSeen'])
  })

  it('tells nothing of a read, a lease held on an open form, or a write that did not reach the server', async () => {
    const reading = server([])
    await reading.send(contract.academics.facultyList, {})
    const leasing = server({ mine: true, heldBy: null })
    await leasing.send(contract.records.lease, {
      kind: 'faculties',
      EntryID: 1,
      holder: 'screen-1',
      action: 'hold',
    })
    const failing = server(null, true)
    await failing.send(contract.records.add, FACULTY)
    expect([...reading.told, ...leasing.told, ...failing.told]).toEqual([])
  })
})

describe('the table of which saves change which kept list', () => {
  const specOf = (name: string): Spec | undefined => {
    const [area, call] = name.split('.')
    return (contract as Record<string, Record<string, Spec> | undefined>)[area]?.[call]
  }

  it('keys each list by a read of the contract', () => {
    for (const read of Object.keys(REFRESHED_BY)) expect(specOf(read)?.method, read).toBe('GET')
  })

  it('names only calls main tells of: a call it never tells would never read the list again', () => {
    const calls = Object.values(REFRESHED_BY).flatMap((names) => names.filter((name) => name.includes('.')))
    for (const name of calls) {
      const [area, call] = name.split('.')
      expect(tellsWindows(changesContent(specOf(name)!), area, call), name).toBe(true)
    }
  })
})

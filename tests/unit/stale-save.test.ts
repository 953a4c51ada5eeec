import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { CallOptions, Send } from '../../src/main/api/client'
import { failureFromStatus } from '../../src/main/api/failure'
import { createSaveWithPhoto } from '../../src/main/bridge/records'
import type { Spec } from '../../src/shared/contract/define'
import { STALE_VERSION, VERSION_HEADER } from '../../src/shared/rules/versions'
import { mergeValues, withChoices } from '../../src/renderer/src/components/merge'

// Issue 25: a save refused as stale is told apart from every other refusal, the update's version goes with
// it as a header, and the merge takes what only one side changed by itself.

describe('a stale save', () => {
  it("is a stale failure only with the server's stale text: a 409 of a create still running is not", () => {
    expect(failureFromStatus(409, { message: STALE_VERSION })).toMatchObject({ reason: 'stale', status: 409 })
    expect(failureFromStatus(409, { message: 'This request is still running.' }).reason).not.toBe('stale')
  })

  it('sends the version the form was opened from with an update, and none when it has none', async () => {
    const headers: Record<string, string>[] = []
    const send: Send = async <S extends Spec>(spec: S, _input: unknown, options?: CallOptions) => {
      headers.push(options?.headers ?? {})
      const answer: S['answer'] = spec.answer
      return { ok: true as const, data: z.parse(answer, { message: 'success' }) }
    }
    const save = createSaveWithPhoto(send, () => null)
    const input = {
      id: 7,
      title: 'Open day',
      status: 1,
      content: '[]',
      FacultyCode: 'General',
      image: '',
      photo: '',
      ImagePath: '',
      submittedBy: 'x',
    }
    await save({ area: 'news', save: 'update', input, photo: null, version: 41 })
    await save({ area: 'news', save: 'update', input, photo: null })
    expect(headers[0][VERSION_HEADER]).toBe('41')
    expect(headers[1]).not.toHaveProperty(VERSION_HEADER)
  })
})

describe('merging a stale save', () => {
  const base = { title: 'Senate meets', status: 1, content: 'Monday.' }

  it('takes their change and yours by themselves when each changed a different field', () => {
    const theirs = { ...base, title: 'Senate meets (fixed)' }
    const yours = { ...base, content: 'Monday. Degrees approved.' }
    const merged = mergeValues(base, theirs, yours)
    expect(merged.merged).toEqual({
      title: 'Senate meets (fixed)',
      status: 1,
      content: 'Monday. Degrees approved.',
    })
    expect(merged.auto).toEqual([
      { field: 'title', side: 'theirs' },
      { field: 'content', side: 'yours' },
    ])
    expect(merged.conflicts).toEqual([])
  })

  it('asks about a field both changed differently, and keeps yours until told otherwise', () => {
    const theirs = { ...base, title: 'Theirs' }
    const yours = { ...base, title: 'Yours', status: 0 }
    const merged = mergeValues(base, theirs, yours)
    expect(merged.conflicts).toEqual(['title'])
    expect(withChoices(merged, theirs, {})).toEqual({ ...base, title: 'Yours', status: 0 })
    expect(withChoices(merged, theirs, { title: 'theirs' })).toEqual({ ...base, title: 'Theirs', status: 0 })
  })

  it('is no question when both made the same change, and asks about every difference without a base', () => {
    const same = { ...base, title: 'Both' }
    expect(mergeValues(base, same, same)).toMatchObject({ auto: [], conflicts: [] })
    expect(mergeValues(null, { ...base, title: 'A' }, { ...base, content: 'B' }).conflicts).toEqual([
      'title',
      'content',
    ])
  })
})

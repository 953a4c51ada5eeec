import { describe, expect, it } from 'vitest'
import { contract } from '../../src/shared/contract'
import type { CallSpec, Spec } from '../../src/shared/contract/define'
import { OLD_CLIENT_BODIES, SAMPLE_BODIES } from '../support/sample-bodies'

// SPEC §4: the old console sent a select's choice as text and an empty EntryID in add mode. The server reads
// every call with `spec.wire`; whatever our own client's typed body means, the old wire format of it means
// the same. Generated from the contract: a new call is covered the day it gets a sample body.

const calls = Object.entries(contract).flatMap(([area, calls]) =>
  Object.entries(calls as Record<string, Spec>).flatMap(([name, spec]) =>
    spec.kind === 'call' ? [{ key: `${spec.method} ${spec.path}`, name: `${area}.${name}`, spec }] : [],
  ),
)
const byKey = new Map(calls.map((c) => [c.key, c.spec]))
const specOf = (key: string): CallSpec => byKey.get(key)!

/** A typed body as SPEC's client sent it: every number as its text, an id not chosen yet as ''. */
function asOldClientSent(spec: CallSpec, body: Record<string, unknown>): Record<string, unknown> {
  const sent: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(body))
    sent[key] = typeof value === 'number' ? String(value) : value
  const shape = (spec.input as unknown as { shape?: Record<string, unknown> }).shape ?? {}
  for (const idField of ['EntryID', 'id'])
    if (idField in shape && sent[idField] === undefined) sent[idField] = ''
  return sent
}

describe('the old console’s wire format', () => {
  const withNumbers = Object.entries(SAMPLE_BODIES).filter(([key, body]) => {
    const spec = byKey.get(key)
    const sent = spec && asOldClientSent(spec, body as Record<string, unknown>)
    return sent && JSON.stringify(sent) !== JSON.stringify(body)
  })

  it('covers every add and update that has a number or an id to send', () => {
    expect(withNumbers.map(([key]) => key)).toEqual(
      expect.arrayContaining([
        'POST gallery/category/add',
        'POST gallery/add',
        'POST gallery/subcategory/add',
        'POST news/add',
        'PATCH gallery/update',
      ]),
    )
  })

  it.each(withNumbers)('%s reads as the typed body reads', (key, body) => {
    const spec = specOf(key)
    const typed = spec.input.parse(body)
    expect(spec.wire.parse(asOldClientSent(spec, body as Record<string, unknown>))).toEqual(typed)
  })

  it('reads the payloads of the report as the typed ones', () => {
    const same = (key: string, sent: object, typed: object) =>
      expect(specOf(key).wire.parse(sent), key).toEqual(specOf(key).input.parse(typed))
    same('POST gallery/category/add', { EntryID: '', categoryName: 'x' }, { categoryName: 'x' })
    same(
      'POST gallery/subcategory/add',
      { EntryID: '', CategoryID: '', categoryName: '1', subcategoryName: 'Labs' },
      { categoryName: 1, subcategoryName: 'Labs' },
    )
    same(
      'PATCH gallery/update',
      { id: '2', ImageTitle: 'A', SubCategoryID: '7', category: '3', CategoryID: '3', InsertedBy: 'A B' },
      { id: 2, ImageTitle: 'A', SubCategoryID: 7, category: 3, CategoryID: 3, InsertedBy: 'A B' },
    )
    const news = SAMPLE_BODIES['POST news/add'] as Record<string, unknown>
    same('POST news/add', { ...news, status: '1' }, { ...news, status: 1 })
    same('POST news/add', { ...news, status: '0' }, { ...news, status: 0 })
  })

  it.each(Object.entries(OLD_CLIENT_BODIES))(
    '%s in SPEC §3’s field names reads as the typed body',
    (key, sent) => {
      const spec = specOf(key)
      expect(spec.wire.parse(sent)).toEqual(spec.input.parse(SAMPLE_BODIES[key]))
    },
  )

  it('reads our name of an event field when a body sends both, and refuses a bad value under SPEC’s', () => {
    const spec = specOf('POST event/add')
    const typed = SAMPLE_BODIES['POST event/add'] as Record<string, unknown>
    const both = { ...typed, Title: 'Another title', Description: 'not rich text' }
    expect(spec.wire.parse(both)).toEqual(spec.input.parse(typed))
    const old = OLD_CLIENT_BODIES['POST event/add']
    const refused = spec.wire.safeParse({ ...old, Status: 'published' })
    expect(refused.error?.issues.map((issue) => issue.path)).toEqual([['status']])
  })

  it('takes a partner status sent as a number as the text SPEC stores', () => {
    const partner = SAMPLE_BODIES['POST general/partner/add'] as Record<string, unknown>
    const spec = specOf('POST general/partner/add')
    expect(spec.wire.parse({ ...partner, Status: 0 })).toMatchObject({ Status: '0' })
    expect(spec.wire.parse({ ...partner, Status: '1' })).toMatchObject({ Status: '1' })
  })

  it('still refuses text that is not a number, and an empty id where one is required', () => {
    const refuses = (key: string, patch: Record<string, unknown>) => {
      const body = { ...(SAMPLE_BODIES[key] as object), ...patch }
      expect(specOf(key).wire.safeParse(body).success, JSON.stringify(patch)).toBe(false)
    }
    refuses('POST news/add', { status: 'published' })
    refuses('POST news/add', { status: '2' })
    refuses('POST gallery/add', { category: '3; drop table gallery' })
    refuses('POST gallery/add', { SubCategoryID: '' })
    refuses('POST gallery/category/add', { EntryID: 'new' })
    refuses('PATCH gallery/category/update', { EntryID: '' })
    refuses('PATCH gallery/update', { id: '0x2' })
    refuses('POST general/partner/add', { Status: 2 })
  })

  it('leaves text fields as typed, digits included', () => {
    const spec = specOf('POST gallery/category/add')
    expect(spec.wire.parse({ EntryID: '', categoryName: '2024' })).toEqual({ categoryName: '2024' })
  })
})

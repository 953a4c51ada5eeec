import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { previewTokens } from '../../src/server/public/preview-token'

// Issue 46: a preview token opens one record for a while, and only a token this deployment signed does.

const secret = randomBytes(32)
const tokens = previewTokens(secret)
const now = new Date('2027-03-29T08:00:00Z')
const in15 = new Date(now.getTime() + 15 * 60_000)
const record = { area: 'news', id: 12, slug: 'library-hours' } as const
const token = tokens.sign(record, in15)
const asked = { area: 'news', slug: 'library-hours' }

describe('a preview token', () => {
  it('opens the record it was made for, until it expires', () => {
    expect(tokens.verify(token, asked, now)).toEqual({ ok: true, id: 12 })
    expect(tokens.verify(token, asked, new Date(in15.getTime() - 1000))).toEqual({ ok: true, id: 12 })
  })

  it('is refused as expired from its last second on', () => {
    expect(tokens.verify(token, asked, in15)).toEqual({ ok: false, reason: 'expired' })
    expect(tokens.verify(token, asked, new Date(in15.getTime() + 86_400_000))).toEqual({
      ok: false,
      reason: 'expired',
    })
  })

  it('is refused for another record: another slug, or the same slug in another area', () => {
    expect(tokens.verify(token, { area: 'news', slug: 'exam-dates' }, now)).toEqual({
      ok: false,
      reason: 'otherRecord',
    })
    expect(tokens.verify(token, { area: 'events', slug: 'library-hours' }, now)).toEqual({
      ok: false,
      reason: 'otherRecord',
    })
  })

  it('is refused as forged when signed with another secret, truncated, altered or made up', () => {
    const other = previewTokens(randomBytes(32)).sign(record, in15)
    const [version, claim, signature] = token.split('.')
    // The claim rewritten to another record and a later time, with the signature of the first.
    const rewritten = Buffer.from(
      JSON.stringify({ a: 'news', i: 13, s: 'library-hours', e: Math.floor(in15.getTime() / 1000) + 3600 }),
    ).toString('base64url')
    const flipped = signature.slice(0, -2) + (signature.at(-2) === 'A' ? 'B' : 'A') + signature.at(-1)
    for (const forged of [
      other,
      token.slice(0, -1),
      token.slice(0, token.lastIndexOf('.')),
      `${version}.${rewritten}.${signature}`,
      `${version}.${claim}.${flipped}`,
      `v2.${claim}.${signature}`,
      `${token}.`,
      '',
      'not a token',
    ])
      expect(tokens.verify(forged, asked, now), forged).toEqual({ ok: false, reason: 'forged' })
  })

  it('binds the record id: two records of one slug over time get tokens that tell them apart', () => {
    const later = tokens.sign({ ...record, id: 40 }, in15)
    expect(tokens.verify(later, asked, now)).toEqual({ ok: true, id: 40 })
    expect(later).not.toBe(token)
  })
})

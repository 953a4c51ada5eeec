import { createHmac, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import { PREVIEW_AREAS, type PreviewArea, type PreviewRefusal } from '../../shared/rules/preview'

// Issue 46: a preview token opens one record's newest saved version for a few minutes. It is
// `v1.<claim>.<signature>`: the claim (area, record id, slug, expiry in seconds) as base64url JSON, signed
// with HMAC-SHA256 under the deployment's secret (preview-secret.ts). It is read, not looked up: nothing is
// stored per token, and every server of a deployment verifies what another made. The claim is readable by
// whoever holds the token (it names a record the holder may see anyway); only the signature is secret-bound.

const VERSION = 'v1'
/** SHA-256's 32 bytes, as base64url without padding. */
const SIGNATURE_LENGTH = 43

const Claim = z.object({
  a: z.enum(PREVIEW_AREAS),
  i: z.number().int().positive(),
  s: z.string(),
  /** Expiry, seconds since the epoch. */
  e: z.number().int(),
})

/** The record a token opens. */
export interface PreviewRecord {
  area: PreviewArea
  id: number
  slug: string
}

export type PreviewVerdict = { ok: true; id: number } | { ok: false; reason: PreviewRefusal }

const signatureOf = (secret: Buffer, signed: string): Buffer =>
  createHmac('sha256', secret).update(signed).digest()

/** Makes and reads the tokens of one deployment's secret. */
export function previewTokens(secret: Buffer) {
  return {
    /** A token for `record` that opens it until `expiresAt` (to the second). */
    sign(record: PreviewRecord, expiresAt: Date): string {
      const claim = {
        a: record.area,
        i: record.id,
        s: record.slug,
        e: Math.floor(expiresAt.getTime() / 1000),
      }
      const signed = `${VERSION}.${Buffer.from(JSON.stringify(claim)).toString('base64url')}`
      return `${signed}.${signatureOf(secret, signed).toString('base64url')}`
    },

    /**
     * The id of the record a token opens when it was made here for the record at `area`/`slug` and has not
     * expired at `now`; else why not. The signature is checked first, in constant time, so nothing of an
     * unsigned claim is believed; a forged token learns nothing of which record or time it would need.
     */
    verify(token: string, asked: { area: string; slug: string }, now: Date): PreviewVerdict {
      const parts = token.split('.')
      if (parts.length !== 3 || parts[0] !== VERSION || parts[2].length !== SIGNATURE_LENGTH)
        return { ok: false, reason: 'forged' }
      const given = Buffer.from(parts[2], 'base64url')
      const expected = signatureOf(secret, `${parts[0]}.${parts[1]}`)
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        return { ok: false, reason: 'forged' }
      const claim = Claim.safeParse(parseJson(Buffer.from(parts[1], 'base64url').toString('utf8')))
      if (!claim.success) return { ok: false, reason: 'forged' }
      const { a, i, s, e } = claim.data
      if (a !== asked.area || s !== asked.slug) return { ok: false, reason: 'otherRecord' }
      if (now.getTime() >= e * 1000) return { ok: false, reason: 'expired' }
      return { ok: true, id: i }
    },
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

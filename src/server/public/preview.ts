import { randomBytes } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { PreviewSettings } from '../../shared/contract/preview'
import {
  PREVIEW_CACHE_CONTROL,
  PREVIEW_MINUTES,
  PREVIEW_REFUSALS,
  type PreviewRefusal,
} from '../../shared/rules/preview'
import type { Database } from '../db/client'
import { preview_secret, preview_settings } from '../db/schema'
import { previewTokens } from './preview-token'

// Issue 46: the deployment's preview setting and signing secret, and the one check the public API makes of a
// record's `?token=` (docs/preview.md). The secret lives in the database, so every server of a deployment
// signs and verifies alike; it is made by the first preview link and never leaves the server.

/** The Super Admin's preview setting, else none and the default minutes. */
export async function readPreviewSettings(db: Database): Promise<PreviewSettings> {
  const [row] = await db.select().from(preview_settings).where(eq(preview_settings.id, 1))
  return row
    ? { template: row.template, minutes: row.minutes }
    : { template: '', minutes: PREVIEW_MINUTES.default }
}

export async function savePreviewSettings(db: Database, settings: PreviewSettings): Promise<void> {
  await db
    .insert(preview_settings)
    .values({ id: 1, ...settings })
    .onConflictDoUpdate({
      target: preview_settings.id,
      set: { ...settings, updated_at: sql`now()` },
    })
}

async function storedSecret(db: Database): Promise<Buffer | null> {
  const [row] = await db.select().from(preview_secret).where(eq(preview_secret.id, 1))
  return row ? Buffer.from(row.secret, 'base64url') : null
}

/**
 * The deployment's signing secret, made now when there is none. Two servers making it at once: the unique
 * row keeps the first, and both read that one.
 */
export async function previewSecret(db: Database): Promise<Buffer> {
  const known = await storedSecret(db)
  if (known) return known
  await db
    .insert(preview_secret)
    .values({ id: 1, secret: randomBytes(32).toString('base64url') })
    .onConflictDoNothing()
  const made = await storedSecret(db)
  if (!made) throw new Error('the preview secret was not stored')
  return made
}

/** The public API's answer to a `?token=`: the record to show, or why not (403 with the message). */
export type PreviewCheck = { ok: true; id: number } | { ok: false; reason: PreviewRefusal; message: string }

/**
 * The seam of the public API's record routes (`news/{slug}` … `courses/{slug}`): given a `?token=`, which
 * record's newest saved version to answer, draft included, with PREVIEW_HEADERS; a refusal is a 403 with its
 * message and no record. Before any link was made there is no secret, so no token can be good.
 */
export async function previewedRecord(
  db: Database,
  token: string,
  asked: { area: string; slug: string },
  now: Date,
): Promise<PreviewCheck> {
  const secret = await storedSecret(db)
  const verdict = secret
    ? previewTokens(secret).verify(token, asked, now)
    : ({ ok: false, reason: 'forged' } as const)
  return verdict.ok ? verdict : { ...verdict, message: PREVIEW_REFUSALS[verdict.reason] }
}

/** The headers of a preview's answer: kept by no cache, shared or the browser's. */
export const PREVIEW_HEADERS = { 'cache-control': PREVIEW_CACHE_CONTROL } as const

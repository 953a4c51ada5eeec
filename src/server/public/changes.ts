import type { Database } from '../db/client'
import { enqueueEvents } from '../webhooks/outbox'

// Issue 46: what a reader's view of a record went through in one save, told by the published projection's
// step of the write path (and by the scheduler's runs) inside the save's transaction. The webhook outbox
// writes its events here, so none is lost after the commit and none is sent for a save rolled back.

/** What happened to a record as a reader sees it. */
export type PublicChangeKind = 'published' | 'unpublished' | 'changed' | 'deleted'

export interface PublicChange {
  /** The public API's list name: 'news', 'events', 'headlines', 'sliders', 'faculties', … */
  area: string
  recordId: number
  /** The record's slug, where its area has one. */
  slug: string | null
  /** The record's faculty code, or 'General'; null for an area without faculties. */
  faculty: string | null
  kind: PublicChangeKind
  /** Made by the scheduler's run rather than an editor's save. */
  scheduled: boolean
}

/**
 * Records what a save changed for readers, in the save's own transaction `tx`: each change becomes a delivery
 * to every webhook endpoint that wants it (webhooks/outbox.ts), sent after the commit by any server.
 */
export async function recordPublicChanges(tx: Database, changes: readonly PublicChange[]): Promise<void> {
  await enqueueEvents(tx, changes)
}

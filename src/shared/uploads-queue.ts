import { z } from 'zod'
import type { GalleryKnownPhoto } from './contract/gallery'
import { ALT_TEXT_MAX } from './rules/a11y/alt-text'
import { SHA256_HEX } from './rules/duplicates'

// The bulk-upload queue as the renderer sees it (the queue itself lives in main: src/main/uploads).

export const JOB_STATUSES = ['queued', 'active', 'waiting', 'done', 'failed', 'cancelled', 'changed'] as const
export type JobStatus = (typeof JOB_STATUSES)[number]

/** The states a queue, its panel and its summary treat alike, named once. */
export const JOB_GROUPS = {
  /** Still to be sent: the summary's pending, what Cancel all cancels. */
  pending: ['queued', 'active', 'waiting'],
  /** Not sent unless the user asks again: the row offers Retry. */
  retryable: ['failed', 'cancelled', 'changed'],
  /** Did not arrive without being cancelled: the summary's failed, what the user has to look at. */
  problem: ['failed', 'changed'],
  /** Read in the summary: Clear forgets these. */
  finished: ['done', 'failed', 'cancelled'],
  /** Its file is needed no longer (browser mode's copies may be swept). */
  settled: ['done', 'cancelled'],
  /** Will not be sent again by itself: its bytes do not hold the overall bar short of its end. */
  notCounted: ['cancelled', 'failed', 'changed'],
} as const satisfies Record<string, readonly JobStatus[]>

export const inJobGroup = (group: keyof typeof JOB_GROUPS, status: JobStatus): boolean =>
  (JOB_GROUPS[group] as readonly JobStatus[]).includes(status)

/** One file of a batch, as shown: no path, only what the user needs to see. */
export interface JobView {
  id: string
  batchId: string
  name: string
  title: string
  size: number
  sentBytes: number
  status: JobStatus
  /** 'create' while the record is being saved, 'upload' while the file streams. */
  phase: 'create' | 'upload' | null
  /** Why it failed or waits, in words for the user. */
  message: string | null
  entryId: number | null
  /** The name of the captions file sent with this video, if any (issue 27). */
  captions?: string
}

export interface QueueView {
  /** Paused by the user. */
  paused: boolean
  /** Held by itself while the API server cannot be reached (issue 11); absent from older reports. */
  offline?: boolean
  jobs: JobView[]
}

export const EnqueueRequest = z.object({
  files: z
    .array(
      z.object({
        path: z.string().min(1),
        title: z.string().trim().min(1).max(300),
        /** Issue 27: its alternative text, sent with its record (ImageAlt). */
        alt: z.string().trim().min(1).max(ALT_TEXT_MAX).optional(),
        // The name the user knows the file by (browser mode hands main a copy under a made-up name); only
        // shown, never used to find the file. The path's last part when absent.
        name: z.string().trim().min(1).max(255).optional(),
        // The user chose Upload anyway for a file the gallery holds: never skipped as known after a restart.
        uploadKnown: z.boolean().optional(),
        // Its SHA-256 as `uploads.known` answered it: a file picked again while this one still waits is marked
        // as queued (issue 28). Only a help for that mark; the server hashes what it receives.
        sha256: z.string().regex(SHA256_HEX).optional(),
        // A video's WebVTT captions (issue 27), by their handle: sent once the video is in.
        captions: z
          .object({ path: z.string().min(1), name: z.string().trim().min(1).max(255).optional() })
          .optional(),
      }),
    )
    .min(1)
    .max(5000),
  category: z.number().int().positive(),
  SubCategoryID: z.number().int().positive(),
  FacultyCode: z.string().trim().min(1).max(50),
  InsertedBy: z.string().max(300),
})
export type EnqueueRequest = z.infer<typeof EnqueueRequest>

export const JobId = z.string().uuid()

/** Files picked for the gallery, by their handles (`files.pathFor`): which does the gallery hold already? */
export const KnownFilesRequest = z.array(z.string().min(1).max(4096)).min(1).max(5000)
/**
 * What main found of one picked file: its SHA-256 (which tells two picked files with the same bytes apart from
 * the rest), the photo of the gallery with its bytes or its likeness, or null where there is none, the queued
 * file with its bytes, and what reading it showed.
 */
export interface KnownFile {
  sha256: string
  photo: GalleryKnownPhoto | null
  /** The title of a file with these bytes still waiting in the upload queue, when the gallery has none yet. */
  queuedAs: string | null
  /** Why it cannot go, found as main read it (damaged, too many pixels; issue 45): then nothing else is asked. */
  problem?: string
  /** A small JPEG of a photo as a data: address (PICKED_PREVIEW_SIDE), which the picked list shows. */
  preview?: string
}
/** Each file's, in the request's order; null where the file could not be read. */
export type KnownFiles = (KnownFile | null)[]

/** Totals of a view: the overall progress bar and the end-of-batch summary. */
export function queueTotals(view: QueueView) {
  const count = (group: keyof typeof JOB_GROUPS) =>
    view.jobs.filter((job) => inJobGroup(group, job.status)).length
  const counted = view.jobs.filter((job) => !inJobGroup('notCounted', job.status))
  return {
    totalBytes: counted.reduce((sum, job) => sum + job.size, 0),
    sentBytes: counted.reduce((sum, job) => sum + (job.status === 'done' ? job.size : job.sentBytes), 0),
    done: view.jobs.filter((job) => job.status === 'done').length,
    failed: count('problem'),
    cancelled: view.jobs.filter((job) => job.status === 'cancelled').length,
    pending: count('pending'),
  }
}

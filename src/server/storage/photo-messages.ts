import { z } from 'zod'
import { RENDITION_SIZES, type RenditionSize } from '../../shared/rules/renditions'
import { FILE_KINDS, type FileKind } from '../../shared/rules/uploads'

// What the server's thread and a photo worker (photo-pool.ts, photo-worker.ts) say to each other. Each side
// reads what arrives with these schemas: a message is a structured clone (V8's serialization), typed by nothing.

const fileKind = z.custom<FileKind>((value) => (FILE_KINDS as readonly unknown[]).includes(value))
const renditionSize = z.custom<RenditionSize>(
  (value) => typeof value === 'string' && Object.hasOwn(RENDITION_SIZES, value),
)

/** The work a worker is asked for: images.ts's prepareImage, makeRendition or likenessOfStored. */
export const PhotoJob = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('prepare'),
    path: z.string(),
    fileKind,
    fileName: z.string(),
    keepMetadata: z.boolean(),
  }),
  z.object({ kind: z.literal('rendition'), source: z.string(), size: renditionSize, target: z.string() }),
  z.object({
    kind: z.literal('likeness'),
    bytes: z.custom<Uint8Array>((value) => value instanceof Uint8Array),
  }),
])
export type PhotoJob = z.infer<typeof PhotoJob>

/** To a worker: a job, or the turn (one-turn.ts) it asked for. */
export const ToWorker = z.discriminatedUnion('type', [
  z.object({ type: z.literal('job'), id: z.number(), job: PhotoJob }),
  z.object({ type: z.literal('turn-given'), turn: z.number() }),
])
export type ToWorker = z.infer<typeof ToWorker>

const StagedFile = z.object({ name: z.string(), path: z.string() })

/** What a job answers, by its kind. */
export const JobAnswer = {
  prepare: z.object({
    renditions: z.array(StagedFile),
    likeness: z.string().nullable(),
    size: z.object({ width: z.number().int().positive(), height: z.number().int().positive() }).nullable(),
  }),
  rendition: z.null(),
  likeness: z.string().nullable(),
} as const

/**
 * Why a job failed: `refused` is images.ts's RefusedImage (a 400 with its two messages); anything else is
 * an error of its own (a file-system error keeps its code, and stays a 500).
 */
export const JobFailure = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('refused'), message: z.string(), notSaved: z.string() }),
  z.object({ kind: z.literal('error'), message: z.string(), code: z.string().optional() }),
])
export type JobFailure = z.infer<typeof JobFailure>

/** From a worker: a job's answer or failure, or a turn asked for or ended. */
export const FromWorker = z.discriminatedUnion('type', [
  z.object({ type: z.literal('done'), id: z.number(), value: z.unknown() }),
  z.object({ type: z.literal('failed'), id: z.number(), failure: JobFailure }),
  z.object({ type: z.literal('turn-wanted'), turn: z.number() }),
  z.object({ type: z.literal('turn-over'), turn: z.number() }),
])
export type FromWorker = z.infer<typeof FromWorker>

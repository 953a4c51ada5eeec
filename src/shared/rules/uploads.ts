import type { UploadFolder, UploadSpec } from '../contract/define'

// Image and video files (SPEC §5 "Image files" and §9): which types and sizes each form takes, with
// the messages SPEC gives. The same rules are checked in the renderer (before anything is sent), in
// main (before streaming from disk) and on the server (while receiving).

export type FileKind = 'png' | 'jpg' | 'jpeg' | 'gif' | 'mp4' | 'avi' | 'mov' | 'vtt'

/** Every kind of file the server stores: the gallery's photos and videos, and a video's WebVTT captions. */
export const FILE_KINDS: readonly FileKind[] = ['png', 'jpg', 'jpeg', 'gif', 'mp4', 'avi', 'mov', 'vtt']

export interface UploadRule {
  readonly types: readonly FileKind[]
  readonly maxBytes: number
  readonly typeMessage: string
  readonly sizeMessage: string
}

const IMAGE_TYPES: readonly FileKind[] = ['png', 'jpg', 'jpeg']
const IMAGE_TYPE_MESSAGE = 'Only .png, .jpg and .jpeg format allowed!'

export const UPLOAD_RULES = {
  galleryAdd: {
    types: ['png', 'jpg', 'jpeg', 'gif', 'mp4', 'avi', 'mov'],
    maxBytes: 10_485_760,
    typeMessage: 'Only .png, .jpg, .jpeg, .mp4, .avi and mov format allowed!',
    sizeMessage: 'max file size is 10MB',
  },
  galleryUpdate: {
    types: IMAGE_TYPES,
    maxBytes: 5_000_000,
    typeMessage: IMAGE_TYPE_MESSAGE,
    sizeMessage: 'max file size is 5mb',
  },
  slider: {
    types: IMAGE_TYPES,
    maxBytes: 5_000_000,
    typeMessage: IMAGE_TYPE_MESSAGE,
    sizeMessage: 'max file size is 5mb',
  },
  /** Leadership, news, event, alumni, course and faculty images. */
  standard: {
    types: IMAGE_TYPES,
    maxBytes: 2_000_000,
    typeMessage: IMAGE_TYPE_MESSAGE,
    sizeMessage: 'max file size is 2mb',
  },
  /** Home content and partners: SPEC's hint says 1MB and its console never checked it; we do. */
  oneMegabyte: {
    types: IMAGE_TYPES,
    maxBytes: 1_000_000,
    typeMessage: IMAGE_TYPE_MESSAGE,
    sizeMessage: 'File must not exceed 1MB',
  },
} as const satisfies Record<string, UploadRule>
export type UploadRuleName = keyof typeof UPLOAD_RULES

const MEBIBYTE = 1_048_576

/**
 * A size limit as people read it: '2 MB' for 2,000,000 bytes, '10 MB' for SPEC's 10,485,760 (ten binary
 * megabytes, as SPEC counts the gallery's), '1.5 MB' where it is not whole.
 */
export function megabytes(bytes: number): string {
  const mb = bytes % MEBIBYTE === 0 ? bytes / MEBIBYTE : bytes / 1_000_000
  return `${Number(mb.toFixed(1)).toLocaleString('en')} MB`
}

/** 'PNG, JPG or JPEG' */
const typesText = (types: readonly FileKind[]): string => {
  const words = types.map((type) => type.toUpperCase())
  const last = words.pop()
  return words.length ? `${words.join(', ')} or ${last}` : (last ?? '')
}

/**
 * Issue 47: the one wording of what a file field takes, made from the rule it enforces (SPEC's hints,
 * 'Max of 2MB file is allowed!', 'File must not exceed 1MB', disagreed with each other and with the
 * gallery's): 'PNG, JPG or JPEG, up to 2 MB'; `each` for a field of several files ('…, up to 10 MB each').
 */
export function limitText(rule: UploadRule, each = false): string {
  return `${typesText(rule.types)}, up to ${megabytes(rule.maxBytes)}${each ? ' each' : ''}`
}

/**
 * An area's photo: the size rule its form checks and the folder its upload stores into. `F` is the
 * contract's folder, named by type, so a screen holds it without loading the contract.
 */
export interface PhotoRule<F extends UploadFolder> {
  rule: UploadRuleName
  folder: F
}
export const photoRule = <F extends UploadFolder>(rule: UploadRuleName, folder: F): PhotoRule<F> => ({
  rule,
  folder,
})

/** An image whose first bytes are right but which cannot be read to its end (damaged, cut short). */
export const UNREADABLE_IMAGE_MESSAGE =
  'The image could not be read: the file is damaged or incomplete. Save it again and upload the new copy.'

/** Said where a save's photo was refused after its record was made, and the server removed that record. */
const NOTHING_SAVED = ', so nothing was saved.'

/**
 * The photo step of a create that was refused as unreadable, after the server removed the record that create
 * made for it (see RECORD_REQUEST_HEADER): nothing of the save is left.
 */
export const UNREADABLE_IMAGE_NOT_SAVED = `The image could not be read: the file is damaged or incomplete${NOTHING_SAVED} Choose another copy and submit again.`

/** Is this refusal of a save's photo one that took the record made for it away (nothing of the save left)? */
export const nothingSaved = (message: string) => message.includes(NOTHING_SAVED)

/**
 * The most pixels an uploaded image may have: 120 megapixels takes every camera's photo (a 100-megapixel
 * medium format's is 11648x8736). The count is read from the file's header before anything decodes it: a
 * small file can hold a huge picture (a 1.5 MB JPEG of 16000x16000 grey), and turning a photo upright holds
 * the whole of it in memory, about 5 bytes a pixel when its blocks move and 10 when libvips re-encodes it
 * (that JPEG took 2.4 GB; sharp's own limit is 268 megapixels).
 */
export const MAX_IMAGE_PIXELS = 120_000_000

/**
 * How many worker processes turn photos and make their renditions and likenesses, beside the thread that answers
 * requests: one core is left to that thread, and two are enough, since turns go one at a time (each holds its
 * whole photo) and a rendition takes a tenth of a second.
 */
export const photoWorkerCount = (cores: number) => Math.max(1, Math.min(2, cores - 1))

/**
 * Jobs a photo worker runs side by side while no photo is being turned. Its thread mostly waits for libvips,
 * which decodes and encodes on its process's thread pool, so a second job keeps the machine's other core busy
 * where it would wait: with one worker on two cores, an editor's upload waited behind another's renditions
 * (bench/load). While a photo turns, its JavaScript holds a core and workers take one job each (photo-pool.ts).
 */
export const PHOTO_JOBS_PER_WORKER = 2

/**
 * The nice value of a photo worker's process, every thread of it: when photo work and the thread answering
 * requests both want a core (a turn's JavaScript holds one for half a second, libvips's encodes the other), the
 * requests go first (bench/thumbnails/busy.ts; bench/load too, docs/benchmarks.md).
 */
export const PHOTO_WORKER_NICE = 10

/** An upload whose photo worker stopped (a crash) while it was being prepared: nothing of it was stored. */
export const PHOTO_WORKER_STOPPED_MESSAGE =
  'The server stopped while preparing this photo, so nothing was stored. Upload it again.'

/** Megapixels to a tenth, rounded up: one pixel over the limit never reads as the limit itself. */
const megapixels = (pixels: number) => String(Math.ceil(pixels / 100_000) / 10)

/** An image over MAX_IMAGE_PIXELS; `recordRemoved` as for UNREADABLE_IMAGE_NOT_SAVED. */
export function tooManyPixelsMessage(width: number, height: number, recordRemoved = false): string {
  const what = `The image is ${width} x ${height} pixels (${megapixels(width * height)} megapixels), more than the ${megapixels(MAX_IMAGE_PIXELS)} megapixels a photo may have`
  return recordRemoved
    ? `${what}${NOTHING_SAVED} Save a smaller copy and submit again.`
    : `${what}. Save a smaller copy and upload that.`
}

/**
 * Sent with the photo step of a save: the Idempotency-Key of the create that made its record. A photo
 * refused as unreadable or too large then takes that record away with it, when the same staff member's
 * create made it and it never held a file; without the header (an old client, an update) the record stays
 * as it was.
 */
export const RECORD_REQUEST_HEADER = 'record-request-key'

/** The largest file the server takes into each folder: the most any form that uploads there allows. */
export const SERVER_RULE_BY_FOLDER: Record<UploadFolder, UploadRuleName> = {
  gallery: 'galleryAdd',
  sliders_uploads: 'slider',
  content_uploads: 'oneMegabyte',
  partners_uploads: 'oneMegabyte',
  news_uploads: 'standard',
  event_uploads: 'standard',
  leaderships_uploads: 'standard',
  alumni: 'standard',
  faculty: 'standard',
  course: 'standard',
}

/** The rule an upload is received under: its own (a video's captions), else the largest of its folder. */
export const uploadRuleOf = (spec: Pick<UploadSpec, 'folder' | 'rule'>): UploadRule =>
  spec.rule ?? UPLOAD_RULES[SERVER_RULE_BY_FOLDER[spec.folder]]

export function fileKindOf(name: string): FileKind | null {
  const extension = name.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1]
  const kinds: readonly string[] = FILE_KINDS
  return extension && kinds.includes(extension) ? (extension as FileKind) : null
}

const CONTENT_TYPES: Record<FileKind, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  mp4: 'video/mp4',
  avi: 'video/x-msvideo',
  mov: 'video/quicktime',
  vtt: 'text/vtt; charset=utf-8',
}

/** The media type of an upload by its name: what main sends it as and the server serves it as. */
export function contentTypeOf(name: string): string {
  const kind = fileKindOf(name)
  return kind ? CONTENT_TYPES[kind] : 'application/octet-stream'
}

/** The SPEC message for a file this rule refuses by name and size, or null when it passes. */
export function checkFile(rule: UploadRule, file: { name: string; size: number }): string | null {
  const kind = fileKindOf(file.name)
  if (!kind || !rule.types.includes(kind)) return rule.typeMessage
  if (file.size > rule.maxBytes) return rule.sizeMessage
  return null
}

/**
 * What the first bytes of a file say it is. Extensions can lie; the server and main check content.
 * jpg and jpeg share a signature, as do mp4 and mov (ISO base media `ftyp`).
 */
export function kindsByContent(head: Uint8Array): FileKind[] {
  const at = (offset: number, ...bytes: number[]) => bytes.every((b, i) => head[offset + i] === b)
  const text = (offset: number, value: string) => at(offset, ...[...value].map((c) => c.charCodeAt(0)))
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return ['png']
  if (at(0, 0xff, 0xd8, 0xff)) return ['jpg', 'jpeg']
  if (text(0, 'GIF87a') || text(0, 'GIF89a')) return ['gif']
  if (text(4, 'ftyp')) return ['mp4', 'mov']
  if (text(0, 'RIFF') && text(8, 'AVI ')) return ['avi']
  // WebVTT text, after a UTF-8 byte order mark when it has one (the whole file is checked on arrival).
  if (text(0, 'WEBVTT') || (at(0, 0xef, 0xbb, 0xbf) && text(3, 'WEBVTT'))) return ['vtt']
  return []
}

/** Does the content match the name's extension? */
export function contentMatchesName(name: string, head: Uint8Array): boolean {
  const kind = fileKindOf(name)
  return kind !== null && kindsByContent(head).includes(kind)
}

/** Shrink to fit (issue 14): a photo over its form's limit made smaller in main, from the file on disk. */
export const SHRINK_TEXT = {
  button: 'Shrink to fit',
  all: (count: number) => `Shrink ${count} to fit`,
  working: 'Shrinking…',
  /** The size before and after, as the list shows it. */
  result: (before: string, after: string) => `Shrunk to fit: ${before} → ${after}`,
  video: 'Videos are never shrunk: send a shorter or smaller video.',
  notImage: 'Only a .png, .jpg or .jpeg photo can be shrunk.',
  tooDetailed: 'This photo could not be shrunk under the limit without losing too much of it.',
  failed: (reason: string) => `The photo could not be shrunk: ${reason}`,
} as const

/** Kinds read as images (decoded by main before saving, re-encoded by the server); videos are sent as they are. */
export const IMAGE_KINDS: readonly FileKind[] = ['png', 'jpg', 'jpeg', 'gif']

/** Kinds main may shrink: photos only; a video is never re-encoded. */
export const SHRINKABLE_KINDS: readonly FileKind[] = ['png', 'jpg', 'jpeg']

/** Is this refusal one Shrink to fit can answer: a photo (by name) over the rule's size? */
export function canShrink(rule: UploadRule, file: { name: string; size: number }): boolean {
  const kind = fileKindOf(file.name)
  return (
    kind !== null && SHRINKABLE_KINDS.includes(kind) && rule.types.includes(kind) && file.size > rule.maxBytes
  )
}

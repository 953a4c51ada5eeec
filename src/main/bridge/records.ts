import type { PhotoOutcome, SaveOutcome, SaveWithPhotoRequest } from '../../shared/bridge'
import { contract } from '../../shared/contract'
import type { CallResult, CallSpec, Spec, UploadInput, UploadSpec } from '../../shared/contract/define'
import { RECORD_REQUEST_HEADER, nothingSaved, UPLOAD_RULES, uploadRuleOf } from '../../shared/rules/uploads'
import type { CallOptions, Send } from '../api/client'
import { failure } from '../api/failure'
import { checkFileOnDisk, FILE_GONE } from '../files/check'
import { VERSION_HEADER } from '../../shared/rules/versions'

// The two-step save of SPEC §1, in main: save the record, read its entry_id, then stream the photo from
// disk against it, only when a new image was chosen and the save succeeded. A photo that fails after
// the record saved is reported with the entry_id, so the renderer retries the photo alone; one the
// server refused as an image (unreadable, too large), having removed the record it was for, is the save's
// failure.

/** The contract's areas by name: the request names its calls as text. */
const AREAS: Readonly<Partial<Record<string, Readonly<Partial<Record<string, Spec>>>>>> = contract

const specOf = (area: string, name: string): Spec | undefined => AREAS[area]?.[name]

/** Checks the file with the server's rule for the upload (its folder's, or its own), then streams it. */
export async function uploadCheckedFile(
  send: Send,
  spec: UploadSpec,
  input: UploadInput,
  options?: CallOptions,
  check: { decode?: boolean } = {},
) {
  const checked = await checkFileOnDisk(input.filePath, uploadRuleOf(spec), check)
  if (!checked.ok) return failure('invalid', checked.message)
  return send(spec, input, options)
}

/**
 * `pathOf` turns the page's handle for the chosen photo into its path (files/grants.ts); a text it did not
 * give out is refused before anything is saved.
 */
export function createSaveWithPhoto(send: Send, pathOf: (handle: string) => string | null) {
  return async (request: SaveWithPhotoRequest): Promise<CallResult<SaveOutcome<unknown>>> => {
    const { area, save, upload, photo } = request
    const saveSpec = specOf(area, save)
    const uploadSpec = upload === undefined ? undefined : specOf(area, upload)
    if (
      saveSpec?.kind !== 'call' ||
      (upload !== undefined && uploadSpec?.kind !== 'upload') ||
      area === 'session'
    ) {
      return failure('invalid', 'Unknown save or upload call')
    }
    const input = (saveSpec as CallSpec).input.safeParse(request.input)
    if (!input.success) return failure('invalid', input.error.issues[0]?.message ?? 'Invalid data')

    // A refused file must not leave a record behind: check it before saving anything.
    const photoPath = photo ? pathOf(photo.path) : null
    if (photo) {
      if (!photoPath) return failure('invalid', FILE_GONE)
      const checked = await checkFileOnDisk(photoPath, UPLOAD_RULES[photo.rule])
      if (!checked.ok) return failure('invalid', checked.message)
    }

    const key = request.requestKey && saveSpec.method === 'POST' ? request.requestKey : undefined
    const headers: Record<string, string> = {
      ...(key ? { 'idempotency-key': key } : {}),
      ...(request.version !== undefined ? { [VERSION_HEADER]: String(request.version) } : {}),
    }
    const saved = await send(saveSpec, input.data, { headers })
    if (!saved.ok) return saved
    const answer = saved.data as { message: string; entry_id?: number; type?: string }
    // SPEC §4: an enrol that updated an existing Senate or Management record takes no photo.
    if (
      !photo ||
      !photoPath ||
      uploadSpec?.kind !== 'upload' ||
      answer.message !== 'success' ||
      answer.type === 'update'
    )
      return { ok: true, data: { answer, photo: { status: 'none' } } }

    const entryId = answer.entry_id ?? (input.data as { id?: number }).id
    if (!entryId)
      return { ok: true, data: { answer, photo: { status: 'failed', entryId: 0, message: 'No entry id' } } }
    const sent = await uploadCheckedFile(
      send,
      uploadSpec,
      { entry_id: entryId, filePath: photoPath },
      key ? { headers: { [RECORD_REQUEST_HEADER]: key } } : {},
      // Read to its end before the record was saved, a moment ago: not decoded a second time.
      { decode: false },
    )
    // Nothing of this save is left on the server: the form is sent again as a whole.
    if (!sent.ok && nothingSaved(sent.message)) return sent
    const outcome: PhotoOutcome =
      sent.ok && (sent.data as { message: string }).message === 'uploaded'
        ? { status: 'uploaded' }
        : {
            status: 'failed',
            entryId,
            message: sent.ok ? (sent.data as { message: string }).message : sent.message,
          }
    return { ok: true, data: { answer, photo: outcome } }
  }
}

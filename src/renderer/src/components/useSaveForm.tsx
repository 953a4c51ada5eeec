import { useRef, useState, type FormEvent, type ReactNode } from 'react'
import { toast } from 'react-toastify'
import type { BridgedAreas, KeysOfKind, PhotoInput, SaveOutcome, SaveWithPhoto } from '../../../shared/bridge'
import type { Contract } from '../../../shared/contract'
import type { CallResult, Failure, InputOf, UploadInput } from '../../../shared/contract/define'
import {
  ALERT_TITLES,
  alertForAnswer,
  errorAlert,
  type AlertSpec,
  type AnswerAlerts,
} from '../../../shared/rules/alerts'
import type { Check } from '../../../shared/rules/forms'
import { FORM_TEXT, photoNotUploadedText } from '../../../shared/rules/names'
import type { UploadRuleName } from '../../../shared/rules/uploads'
import { useBridge } from '../app/BridgeProvider'
import { failureText, isNetworkFailure } from './failures'
import { Modal } from './Modal'
import { toastNetworkFailure } from './Toasts'
import { ShrunkPhoto } from './shrunk-photo'
import { useAlert } from './useAlert'
import type { Draft } from './useDraft'
import { useFieldChecks, type FieldErrors } from './field-errors'

// The submit of every add and update form (SPEC §1, §4, §5, §8): the checks in order, then the two-step
// save through main (record, then photo against its entry_id), then the area's answer table in an alert
// whose OK leads on. A photo that fails after the record saved is retried alone, from the same path.

/**
 * Which calls save the record and upload its photo: `{ area: 'news', save: 'add', upload: 'uploadPhoto' }`.
 * A record without a photo (a headline) names no upload, and is saved in one step.
 */
type SaveTarget<
  A extends BridgedAreas,
  S extends KeysOfKind<A, 'call'>,
  U extends KeysOfKind<A, 'upload'>,
> = Pick<SaveWithPhoto<A, S, U>, 'area' | 'save'> & { upload?: U }

export interface SaveFormOptions<
  V,
  A extends BridgedAreas,
  S extends KeysOfKind<A, 'call'>,
  U extends KeysOfKind<A, 'upload'>,
> {
  target: SaveTarget<A, S, U>
  /** What one record is called in sentences: 'news', 'event'. */
  recordName: string
  /** SPEC §5, in order; the first failure stops the submit. */
  checks: readonly Check<V>[]
  /**
   * SPEC §8: the alert (and where OK leads) for each answer `message`; a function when the answer's other
   * fields choose the table (an enrol's `type`: ENROLLED or UPDATED, SPEC §4).
   */
  answers: AnswerAlerts<string> | ((answer: Answer) => AnswerAlerts<string>)
  /** The upload rule of the form's image (main checks the file with it again before saving anything). */
  rule?: UploadRuleName
  /** The body of the save call from the form's values and chosen file. */
  body(values: V, file: File | null): InputOf<Contract[A][S]>
  /**
   * More images of the same record, each by its own upload call, sent after the record saved when chosen
   * (the home content's campus images). One that fails is retried alone, as the main photo is.
   */
  morePhotos?: () => readonly MorePhoto<U>[]
}

export interface MorePhoto<U> {
  upload: U
  /** What the form calls it, in the retry dialog ('Campus Image 1'). */
  label: string
  file: File | null
}

export interface SaveForm {
  submit(event?: FormEvent): void
  /** SPEC §1 loading state: on while saving; off on the answer, a validation failure or a network error. */
  saving: boolean
  /** The alerts and the photo-retry dialog; render them anywhere in the form. */
  dialogs: ReactNode
  /** What the fields show from the checks: required markers, the failed field (FormShell hands it on). */
  fieldErrors: FieldErrors
}

/** An answer's message that means the record was saved (SPEC §7). */
const SAVED = 'success'
/** An upload's message that means the file arrived (SPEC §7). */
const UPLOADED = 'uploaded'

interface Answer {
  message: string
  type?: string
}
type SaveWithPhotoChannel = (request: {
  area: string
  save: string
  upload?: string
  input: unknown
  photo: PhotoInput | null
  requestKey: string
}) => Promise<CallResult<SaveOutcome<Answer>>>
type UploadPhoto = (input: UploadInput) => Promise<CallResult<Answer>>

interface PhotoFailure {
  /** The upload call that failed, and the image's label when the form has several. */
  upload: string
  label?: string
  entryId: number
  path: string
  message: string
  /** The success alert, shown once the photo is settled one way or the other. */
  then: AlertSpec
}

export function useSaveForm<
  V,
  A extends BridgedAreas,
  S extends KeysOfKind<A, 'call'>,
  U extends KeysOfKind<A, 'upload'>,
>(draft: Draft<V>, options: SaveFormOptions<V, A, S, U>): SaveForm {
  const { target, recordName, checks, answers, rule, body, morePhotos } = options
  const bridge = useBridge()
  const { showAlert, alertDialog } = useAlert()
  const [saving, setSaving] = useState(false)
  const busy = useRef(false)
  /** A file's path is asked for once (in browser mode that sends its bytes): a second submit reuses it. */
  const paths = useRef(new WeakMap<File, string>())
  /** Photos that did not arrive after the record saved, asked about one at a time. */
  const [photoFailures, setPhotoFailures] = useState<readonly PhotoFailure[]>([])
  const photoFailure = photoFailures[0] ?? null
  const [retrying, setRetrying] = useState(false)
  const { passes, fieldErrors } = useFieldChecks(checks, draft, showAlert)
  /**
   * One request key per body sent: a Submit repeated after a lost answer (time-out, dropped connection)
   * carries the same key, and the server answers it with the record it already made.
   */
  const lastRequest = useRef<{ body: string; key: string } | null>(null)
  const requestKeyFor = (input: unknown) => {
    const text = JSON.stringify(input)
    if (lastRequest.current?.body !== text) lastRequest.current = { body: text, key: crypto.randomUUID() }
    return lastRequest.current.key
  }

  // The typed target picks the calls; past this point they are plain channels.
  const saveWithPhoto = bridge.records.saveWithPhoto as unknown as SaveWithPhotoChannel
  const uploadCall = (upload: string) =>
    (bridge.api[target.area] as unknown as Record<string, UploadPhoto>)[upload]

  async function pathOf(file: File): Promise<string> {
    if (file instanceof ShrunkPhoto) return file.handle
    const known = paths.current.get(file)
    if (known) return known
    const path = await bridge.files.pathFor(file)
    paths.current.set(file, path)
    return path
  }

  function tellFailure(failure: Failure) {
    if (isNetworkFailure(failure)) toastNetworkFailure()
    // The session dialog opens by itself (watch-bridge); the form stays as it is, to be sent again.
    else if (failure.reason === 'unauthorized')
      toast.error(FORM_TEXT.sessionEndedWhileSaving, { toastId: 'session-ended-save' })
    else showAlert(errorAlert(failure.message))
  }

  async function save(values: V, file: File | null) {
    let photo: PhotoInput | null = null
    const more: { upload: string; label: string; path: string }[] = []
    try {
      if (file && rule && target.upload !== undefined) photo = { path: await pathOf(file), rule }
      for (const extra of morePhotos?.() ?? [])
        if (extra.file)
          more.push({ upload: extra.upload as string, label: extra.label, path: await pathOf(extra.file) })
    } catch {
      // Browser mode could not hand the file to its host: the same as the server not answering.
      return toastNetworkFailure()
    }
    const input = body(values, file)
    const result = await saveWithPhoto({
      area: target.area,
      save: target.save as string,
      upload: target.upload as string | undefined,
      input,
      photo,
      requestKey: requestKeyFor(input),
    })
    if (!result.ok) return tellFailure(result)

    const { answer, photo: outcome } = result.data
    const alert = alertForAnswer(typeof answers === 'function' ? answers(answer) : answers, answer.message)
    if (answer.message !== SAVED) return showAlert(alert)
    draft.saved()
    lastRequest.current = null
    const failures: PhotoFailure[] = []
    if (outcome.status === 'failed' && photo && target.upload !== undefined)
      failures.push({
        upload: target.upload as string,
        entryId: outcome.entryId,
        path: photo.path,
        message: outcome.message,
        then: alert,
      })
    const entryId = (answer as { entry_id?: number }).entry_id ?? 0
    for (const extra of more) {
      const sent = entryId
        ? await uploadCall(extra.upload)({ entry_id: entryId, filePath: extra.path })
        : null
      if (sent?.ok && sent.data.message === UPLOADED) continue
      const message = !sent ? 'No entry id' : sent.ok ? sent.data.message : failureText(sent)
      failures.push({ ...extra, entryId, message, then: alert })
    }
    if (failures.length > 0) setPhotoFailures(failures)
    else showAlert(alert)
  }

  /** The first failed photo is settled: ask about the next, or show the save's alert after the last. */
  function settleFirstPhoto(failure: PhotoFailure) {
    const rest = photoFailures.slice(1)
    setPhotoFailures(rest)
    if (rest.length === 0) showAlert(failure.then)
  }

  async function submit(event?: FormEvent) {
    event?.preventDefault()
    if (busy.current) return
    if (!passes()) return
    busy.current = true
    setSaving(true)
    try {
      await save(draft.values, draft.file)
    } finally {
      busy.current = false
      setSaving(false)
    }
  }

  async function retryPhoto() {
    if (!photoFailure || retrying) return
    setRetrying(true)
    const result = await uploadCall(photoFailure.upload)({
      entry_id: photoFailure.entryId,
      filePath: photoFailure.path,
    })
    setRetrying(false)
    if (result.ok && result.data.message === UPLOADED) return settleFirstPhoto(photoFailure)
    if (!result.ok && result.reason === 'unauthorized')
      toast.error(FORM_TEXT.sessionEndedWhileSaving, { toastId: 'session-ended-save' })
    const message = result.ok ? result.data.message : failureText(result)
    setPhotoFailures([{ ...photoFailure, message }, ...photoFailures.slice(1)])
  }

  function continueWithoutPhoto() {
    if (photoFailure) settleFirstPhoto(photoFailure)
  }

  const dialogs = (
    <>
      {alertDialog}
      {photoFailure && (
        <Modal
          title={ALERT_TITLES.error}
          text={
            (photoFailure.label ? `${photoFailure.label}: ` : '') +
            photoNotUploadedText(recordName, photoFailure.message)
          }
        >
          <div className="modal-actions">
            <button
              type="button"
              className="button button-secondary"
              onClick={continueWithoutPhoto}
              disabled={retrying}
            >
              {FORM_TEXT.continueWithoutPhoto}
            </button>
            {photoFailure.entryId > 0 && (
              <button
                type="button"
                className="button button-primary"
                data-autofocus
                onClick={retryPhoto}
                disabled={retrying}
              >
                {retrying ? FORM_TEXT.saving : FORM_TEXT.retryPhoto}
              </button>
            )}
          </div>
        </Modal>
      )}
    </>
  )

  return { submit: (event) => void submit(event), saving, dialogs, fieldErrors }
}

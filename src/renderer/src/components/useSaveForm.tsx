import { useRef, useState, type FormEvent, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { RECORD_ADDRESS_TEXT, updateAddress } from '../../../shared/rules/record-address'
import type { BridgedAreas, KeysOfKind, PhotoInput, SaveWithPhoto, UploadCalls } from '../../../shared/bridge'
import type { Contract } from '../../../shared/contract'
import type { AnswerOf, Failure, InputOf } from '../../../shared/contract/define'
import { alertForAnswer, errorAlert, type AnswerAlerts } from '../../../shared/rules/alerts'
import type { Check } from '../../../shared/rules/forms'
import type { UploadRuleName } from '../../../shared/rules/uploads'
import { altBodyOf } from '../../../shared/rules/a11y/alt-text'
import { useBridge } from '../app/BridgeProvider'
import { isNetworkFailure } from './failures'
import { PhotoRetryDialog } from './PhotoRetryDialog'
import { toastNetworkFailure, toastSessionEndedWhileSaving } from './Toasts'
import { ShrunkPhoto } from './shrunk-photo'
import { useAlert } from './useAlert'
import type { Draft } from './useDraft'
import { useFieldChecks, type FieldErrors } from './field-errors'
import { photoNotSent, usePhotoRetry, type PhotoFailure, type SendPhoto } from './usePhotoRetry'
import { MergeDialog } from './MergeDialog'
import type { OpenedForm } from './opened-record'
import { useStaleSave } from './useStaleSave'
import { useScheduleForm, type ScheduleForm, type ScheduleOption } from './schedule/useScheduleForm'
import { useA11yForm, type A11yForm, type A11yOption } from './a11y/useA11yForm'
import { SCHEDULED } from '../../../shared/rules/schedule'
import type { PreviewArea } from '../../../shared/rules/preview'
import { PreviewOnSite } from './preview/PreviewOnSite'
import type { PreviewTarget } from './preview/usePreviewOnSite'
import { useReviewForm, type ReviewForm, type ReviewOption } from './review/useReviewForm'
import { REVIEW_TEXT } from '../../../shared/rules/review'

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
  /** SPEC §5, in order; any failure stops the submit, and every failing field is said at once. */
  checks: readonly Check<V>[]
  /**
   * SPEC §8: the alert (and where OK leads) for each answer `message`; a function when the answer's other
   * fields choose the table (an enrol's `type`: ENROLLED or UPDATED, SPEC §4).
   */
  answers: AnswerAlerts<string> | ((answer: AnswerOf<Contract[A][S]>) => AnswerAlerts<string>)
  /** The upload rule of the form's image (main checks the file with it again before saving anything). */
  rule?: UploadRuleName
  /** The body of the save call from the form's values and chosen file. */
  body(values: V, file: File | null): InputOf<Contract[A][S]>
  /**
   * More images of the same record, each by its own upload call, sent after the record saved when chosen
   * (the home content's campus images). One that fails is retried alone, as the main photo is.
   */
  morePhotos?: () => readonly MorePhoto<U>[]
  /**
   * The record an update form edits, as its screen opened it (issue 25): the save sends the version the
   * draft stands on, and a save refused as stale opens the merge view instead of an error.
   */
  opened?: OpenedForm<V>
  /**
   * Issue 26: the record can be published and unpublished at a time (`{ table: 'news', status: 'status' }`):
   * the form shows the two fields, checks them, and the save sends them (and Draft while a publish waits).
   */
  schedule?: ScheduleOption<V>
  /**
   * Issue 27: the record is checked for accessibility problems as it is written (`{ table: 'news' }`, its
   * CHECKED_AREAS table): the form shows them, a publish with an error waits until it is fixed or dismissed,
   * and the save sends the dismissals and the images' alternative text and decorative choices (altBodyOf).
   */
  a11y?: A11yOption
  /**
   * Issue 46: the record is a page of the public site (`{ area: 'news', id: row?.EntryID }`, the public API's
   * area): an update form offers Preview on site beside Submit, and an add's success alert offers it once the
   * record was saved as Draft (its schedule's status off, a publish time waiting included).
   */
  preview?: { area: PreviewArea; id?: number }
  /**
   * Issue 48: the record is one readers see (`{ area: 'news', id: row?.EntryID }`, rules/review.ts): for an
   * editor whose save waits for a reviewer, Submit says so and the note shows; the record's open change shows.
   */
  review?: ReviewOption
  /**
   * Issue 47: the update screen of the area's records (`/news/general/update`): a save refused because another
   * record has its title links to that record's update page.
   */
  takenAt?: string
}

export interface MorePhoto<U> {
  upload: U
  /** What the form calls it, in the retry dialog ('Campus Image 1'). */
  label: string
  file: File | null
}

export interface SaveForm<V = unknown> {
  submit(event?: FormEvent): void
  /** SPEC §1 loading state: on while saving; off on the answer, a validation failure or a network error. */
  saving: boolean
  /** The alerts and the photo-retry dialog; render them anywhere in the form. */
  dialogs: ReactNode
  /** What the fields show from the checks: required markers, the failed fields (FormShell hands it on). */
  fieldErrors: FieldErrors
  /** The record an update form edits (FormShell shows its lease and history). */
  opened?: OpenedForm<V>
  /** Counts this form's saves, with the record's columns as read after the last (null: not read). */
  saved?: SavedRecord
  /** The form's publish and unpublish times, when its record has them (FormShell shows the fields). */
  schedule?: ScheduleForm
  /** The form's accessibility problems, when its record is checked (FormShell shows the panel). */
  a11y?: A11yForm
  /** The saved record an update form can preview on the site (FormShell shows Preview on site). */
  preview?: PreviewTarget
  /** Whether the save waits for review, and the record's open change (FormShell shows them). */
  review?: ReviewForm
}

/** What a form's saves left: how many, and the record's columns as read after the last one. */
export interface SavedRecord {
  count: number
  columns: Record<string, unknown> | null
}
export const NONE_SAVED: SavedRecord = { count: 0, columns: null }

/** An answer's message that means the record was saved (SPEC §7). */
const SAVED = 'success'

/**
 * The fields every save answer is read by: its `message` (SPEC §8), and the `entry_id` the other images
 * are sent against. Read from the answer as it came, so an answer without them reads as a plain refusal.
 */
function savedFields(answer: unknown): { message: string; entryId: number; takenBy?: number } {
  const fields = typeof answer === 'object' && answer !== null ? answer : {}
  return {
    message: 'message' in fields && typeof fields.message === 'string' ? fields.message : '',
    entryId: 'entry_id' in fields && typeof fields.entry_id === 'number' ? fields.entry_id : 0,
    takenBy: 'takenBy' in fields && typeof fields.takenBy === 'number' ? fields.takenBy : undefined,
  }
}

export function useSaveForm<
  V extends object,
  A extends BridgedAreas,
  S extends KeysOfKind<A, 'call'>,
  U extends KeysOfKind<A, 'upload'>,
>(draft: Draft<V>, options: SaveFormOptions<V, A, S, U>): SaveForm<V> {
  const { target, recordName, checks, answers, rule, body, morePhotos, opened } = options
  const bridge = useBridge()
  const { showAlert, alertDialog } = useAlert()
  const [saving, setSaving] = useState(false)
  const busy = useRef(false)
  /** A file's path is asked for once (in browser mode that sends its bytes): a second submit reuses it. */
  const paths = useRef(new WeakMap<File, string>())
  const schedule = useScheduleForm(options.schedule, draft)
  const review = useReviewForm(options.review)
  // A refused time is marked at its field as soon as it is typed, and stops a submit with the checks' errors.
  const checked = useFieldChecks(checks, draft, schedule?.invalid ?? null)
  const fieldErrors = checked.fieldErrors
  const a11y = useA11yForm(
    options.a11y,
    () => {
      const values = schedule ? schedule.valuesFor(draft.values) : draft.values
      const others = morePhotos?.().map((extra) => extra.file) ?? []
      return { values, body: body(values, draft.file) as object, files: [draft.file, ...others] }
    },
    draft.key,
    { option: options.schedule, form: schedule },
  )
  const passes = checked.passes
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

  const uploads: UploadCalls = bridge.api
  const sendPhoto: SendPhoto<U> = (upload, input) => uploads[target.area][upload](input)
  const photoRetry = usePhotoRetry(sendPhoto, showAlert)
  const stale = useStaleSave(draft, opened, showAlert)
  const [saved, setSaved] = useState<SavedRecord>(NONE_SAVED)

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
    else if (failure.reason === 'unauthorized') toastSessionEndedWhileSaving()
    else {
      a11y?.refusedWith(failure.message)
      showAlert(errorAlert(failure.message), undefined, takenLink(failure.takenBy))
    }
  }

  /** Issue 47: the way to the record that has the title a save was refused for, when the area says where. */
  function takenLink(takenBy: number | undefined): ReactNode {
    if (takenBy === undefined || options.takenAt === undefined) return undefined
    return (
      <p>
        <Link to={updateAddress(options.takenAt, takenBy)} onClick={() => showAlert(null)}>
          {RECORD_ADDRESS_TEXT.takenBy(recordName)}
        </Link>
      </p>
    )
  }

  async function save(values: V, file: File | null, basis = draft.basis) {
    let photo: PhotoInput | null = null
    const more: { upload: U; label: string; path: string }[] = []
    try {
      if (file && rule && target.upload !== undefined) photo = { path: await pathOf(file), rule }
      for (const extra of morePhotos?.() ?? [])
        if (extra.file)
          more.push({ upload: extra.upload, label: extra.label, path: await pathOf(extra.file) })
    } catch {
      // Browser mode could not hand the file to its host: the same as the server not answering.
      return toastNetworkFailure()
    }
    const written = schedule ? schedule.into(body(schedule.valuesFor(values), file)) : body(values, file)
    // The images' alternative text and decorative choices travel from the draft's values (altValuesOf).
    const described = options.a11y
      ? Object.assign({}, written, altBodyOf(options.a11y.table, values))
      : written
    const input = a11y ? a11y.into(described) : described
    const result = await bridge.records.saveWithPhoto<A, S, U>({
      area: target.area,
      save: target.save,
      upload: target.upload,
      input,
      photo,
      requestKey: requestKeyFor(input),
      version: opened ? basis : undefined,
    })
    if (!result.ok && result.reason === 'stale' && opened) return stale.ask(values, basis)
    if (!result.ok) return tellFailure(result)

    const { answer, photo: outcome } = result.data
    const { message, entryId, takenBy } = savedFields(answer)
    const alert = alertForAnswer(typeof answers === 'function' ? answers(answer) : answers, message)
    if (message !== SAVED) return showAlert(alert, undefined, takenLink(takenBy))
    draft.saved(values)
    schedule?.saved()
    a11y?.saved()
    lastRequest.current = null
    const columns = await stale.saved(values)
    setSaved((last) => ({ count: last.count + 1, columns }))
    const failures: PhotoFailure<U>[] = []
    if (outcome.status === 'failed' && photo && target.upload !== undefined)
      failures.push({
        upload: target.upload,
        entryId: outcome.entryId,
        path: photo.path,
        message: outcome.message,
        then: alert,
      })
    for (const extra of more) {
      const sent = entryId ? await sendPhoto(extra.upload, { entry_id: entryId, filePath: extra.path }) : null
      const notSent = sent ? photoNotSent(sent) : 'No entry id'
      if (notSent !== null) failures.push({ ...extra, entryId, message: notSent, then: alert })
    }
    if (failures.length > 0) photoRetry.ask(failures)
    else showAlert(alert, undefined, review?.reviewed ? submittedNote : addedDraft(values, entryId))
  }

  /** Issue 48: the area's success alert stays; it says readers see the change once it is approved. */
  const submittedNote = <p>{REVIEW_TEXT.submitted}</p>

  /** After an add saved a Draft: Preview on site in its alert, as the record has no update form open yet. */
  function addedDraft(values: V, entryId: number): ReactNode {
    const { preview } = options
    if (!preview || preview.id !== undefined || !entryId || !options.schedule) return undefined
    const { status, table } = options.schedule
    const saved = schedule ? schedule.valuesFor(values) : values
    if (String(saved[status]) !== String(SCHEDULED[table].off)) return undefined
    return (
      <div className="modal-preview">
        <PreviewOnSite target={{ area: preview.area, id: entryId }} />
      </div>
    )
  }

  async function submit(event?: FormEvent, merged?: { values: V; basis: number }) {
    event?.preventDefault()
    if (busy.current) return
    if (!merged && !passes()) return
    busy.current = true
    setSaving(true)
    try {
      if (!merged && a11y && !(await a11y.passes())) return
      await (merged ? save(merged.values, draft.file, merged.basis) : save(draft.values, draft.file))
    } finally {
      busy.current = false
      setSaving(false)
    }
  }

  const dialogs = (
    <>
      {alertDialog}
      <PhotoRetryDialog retry={photoRetry} recordName={recordName} />
      {stale.conflict && (
        <MergeDialog
          conflict={stale.conflict}
          onCancel={stale.dismiss}
          onSave={(values) => void submit(undefined, stale.choose(values))}
        />
      )}
    </>
  )

  return {
    submit: (event) => void submit(event),
    saving,
    dialogs,
    fieldErrors,
    opened,
    saved,
    schedule,
    a11y,
    review,
    preview:
      options.preview?.id === undefined ? undefined : { area: options.preview.area, id: options.preview.id },
  }
}

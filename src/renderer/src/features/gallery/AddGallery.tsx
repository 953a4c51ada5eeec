import { useCallback, useRef, useState, type FormEvent } from 'react'
import { Link } from 'react-router-dom'
import { errorAlert } from '../../../../shared/rules/alerts'
import {
  CAPTIONS_TEXT,
  GALLERY_ADD_CHECKS,
  GALLERY_PATHS,
  GALLERY_TEXT,
  GALLERY_UPLOAD_TEXT as T,
  isHiddenPath,
  type GalleryAddValues,
} from '../../../../shared/rules/gallery'
import { fullName } from '../../../../shared/rules/login'
import { GENERAL_CODE } from '../../../../shared/rules/permissions'
import { limitText, UPLOAD_RULES } from '../../../../shared/rules/uploads'
import type { EnqueueRequest } from '../../../../shared/uploads-queue'
import { useBridge } from '../../app/BridgeProvider'
import { useScreenTrail } from '../../app/screen-trail'
import { useFieldChecks } from '../../components/field-errors'
import { FieldErrorsProvider } from '../../components/ErrorSummary'
import { FileDropZone } from '../../components/FileDropZone'
import { LeaveGuard } from '../../components/LeaveGuard'
import { bind, SelectField } from '../../components/fields'
import { LoadFailure } from '../../components/LoadFailure'
import { useAlert } from '../../components/useAlert'
import { ProgressBar } from '../../components/ProgressBar'
import { useReviewedSave } from '../../components/review/useReviews'
import { useSession } from '../../state/session'
import { useUploads } from '../../state/uploads'
import { PickedFiles } from './PickedFiles'
import { UploadQueue } from './UploadQueue'
import { categoryChoices, subCategoryChoices, useCategories, useSubCategories } from './useGalleryChoices'
import { goes, usePickedFiles, type Picked } from './usePickedFiles'
import { useReadPicked } from './useReadPicked'
import { useShrinkToFit } from './useShrinkToFit'
import '../../components/form.css'
import '../../components/review/review.css'
import './gallery.css'
import { BusyButton } from '../../components/BusyButton'
import { runPool } from '../../components/pool'
import { settled } from '../../bridge/settled'

const RULE = UPLOAD_RULES.galleryAdd
// A video's captions (.vtt) may come along: they pair with the video of their name.
const ACCEPT = [...RULE.types, 'vtt'].map((type) => `.${type}`).join(',')
const HINT = T.dropHint(limitText(RULE, true), CAPTIONS_TEXT.dropHint)
/** Files handed over at once while preparing (in browser mode each is a request to the host). */
const PREPARE_AT_ONCE = 4

/** Where the batch goes: a category, and a sub-category of it. */
interface Where {
  category: string
  subCategory: string
}

/** A sub-category belongs to its category: choosing another category clears it. */
const choose = (where: Where, field: keyof Where, value: string): Where =>
  field === 'category' ? { category: value, subCategory: '' } : { ...where, subCategory: value }

/**
 * SPEC §2.5 Add Gallery as a bulk uploader: one category and sub-category for a batch of photos and
 * videos dropped or chosen (whole folders too). Each file is checked as it comes in; the valid ones go to
 * main's upload queue in one request, and the queue panel below shows them to the end.
 */
export function AddGallery() {
  useScreenTrail([...T.trail, T.title])
  const bridge = useBridge()
  const user = useSession((state) => state.user)
  const apply = useUploads((state) => state.apply)
  const [where, setWhere] = useState<Where>({ category: '', subCategory: '' })
  // The two selects' form: bind() gives each its value, its setter and its name for the checks.
  const target = {
    values: where,
    set: (field: keyof Where, value: string) => setWhere((now) => choose(now, field, value)),
  }
  const { category, subCategory } = where
  const categories = useCategories()
  const subCategories = useSubCategories(category)
  const picked = usePickedFiles()
  // Issue 48: an editor whose gallery saves wait for review submits the batch for it (review/upload.ts).
  const reviewed = useReviewedSave('gallery')
  const [preparing, setPreparing] = useState<{ done: number; total: number } | null>(null)
  /** The preparing run under way; a run that is aborted stops and queues nothing. */
  const currentRun = useRef<AbortController | null>(null)
  const queuePanel = useRef<HTMLElement>(null)

  const reader = useReadPicked(picked)
  const readShrunk = useCallback((item: Picked) => void reader.read([item]), [reader])
  const shrink = useShrinkToFit(picked, readShrunk)
  const valid = picked.items.filter(goes)
  const busy = preparing !== null
  const values: GalleryAddValues = {
    category,
    subCategory,
    files: valid.length,
    titles: valid.map((item) => item.title),
  }
  const { showAlert, alertDialog } = useAlert()
  // SPEC §5 in order; after OK the failed field takes the focus (the first blank title: PickedFiles names it).
  const { passes, fieldErrors } = useFieldChecks(GALLERY_ADD_CHECKS, { values, file: null })

  /**
   * A path for each file, a few at a time (browser mode sends each file's bytes, unless it was read when picked),
   * in the batch's order; null when this run was stopped. A video's captions get theirs with it.
   */
  function pathsOf(items: readonly Picked[], signal: AbortSignal) {
    return runPool(items, {
      limit: PREPARE_AT_ONCE,
      signal,
      onProgress: (done, total) => setPreparing({ done, total }),
      async task(item) {
        // A photo shrunk to fit goes as main's smaller copy.
        const path = item.shrunk?.path ?? (await reader.pathOf(item.file))
        const captions = item.captions && (await reader.pathOf(item.captions.file))
        return { path, captions }
      },
    })
  }

  async function handOver(): Promise<void> {
    const run = new AbortController()
    currentRun.current = run
    setPreparing({ done: 0, total: valid.length })
    try {
      // The files still being read are waited for; one whose reading failed (no answer) is read once more.
      await reader.idle()
      const unread = valid.map(reader.asRead).filter((item) => !item.checked && item.problem === null)
      if (unread.length > 0) await reader.read(unread)
      if (run.signal.aborted) return
      // Read, a file may be known (skipped by default) or damaged: the others go, as the marks say.
      const items = valid.map(reader.asRead).filter(goes)
      const found = await pathsOf(items, run.signal)
      if (!found) return
      // A file the system has no path for stays in the list, marked; the others go on.
      const unreadable = new Set(items.filter((_, i) => !found[i]!.path).map((item) => item.key))
      if (unreadable.size > 0) picked.refuse(unreadable, T.unreadable)
      // The whole batch at once (issue 45): no part of it is in the gallery before the last part was read.
      const going = items.flatMap((item, i) => (found[i]!.path ? [{ item, ...found[i]! }] : []))
      const queued = new Set<string>()
      if (going.length > 0) {
        const files: EnqueueRequest['files'] = going.map(({ item, path, captions }) => ({
          path,
          title: item.title.trim(),
          ...(item.alt.trim() && !item.video && { alt: item.alt.trim() }),
          name: item.file.name,
          ...(item.known && { uploadKnown: true }),
          // Kept by the queue, so the same file picked again while this one waits is marked as queued.
          ...(item.sha256 && { sha256: item.sha256 }),
          ...(item.captions && captions && { captions: { path: captions, name: item.captions.file.name } }),
        }))
        const view = await settled(
          bridge.uploads.enqueue({
            files,
            category: Number(category),
            SubCategoryID: Number(subCategory),
            FacultyCode: GENERAL_CODE,
            InsertedBy: user ? fullName(user) : '',
          }),
        )
        apply(view)
        for (const { item } of going) queued.add(item.key)
        // The files queued leave the list (those refused before go with them); the skipped ones and the
        // unreadable ones stay.
        const kept = picked.items.filter(
          (item) => !queued.has(item.key) && (item.problem === null || unreadable.has(item.key)),
        )
        picked.clearExcept(new Set(kept.map((item) => item.key)))
      }
      if (queued.size === 0) return
      const panel = queuePanel.current
      panel?.scrollIntoView?.({ behavior: 'smooth', block: 'start' })
      panel?.focus({ preventScroll: true })
    } catch (error) {
      if (run.signal.aborted) return
      const message = error instanceof Error ? error.message : String(error)
      showAlert(errorAlert(T.handOverFailed(message)))
    } finally {
      if (currentRun.current === run) {
        currentRun.current = null
        setPreparing(null)
      }
    }
  }

  /** Stops preparing at once: nothing of this run is queued. */
  function stopPreparing() {
    currentRun.current?.abort()
    currentRun.current = null
    setPreparing(null)
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    if (passes()) void handOver()
  }

  const noCategories = categories.status === 'ready' && categories.data.length === 0
  const noSubCategories =
    category !== '' && subCategories.status === 'ready' && subCategories.data.length === 0
  // Nothing ready to send: the button says "Upload 0 files" and is marked unavailable (issue 23).
  const nothingToUpload = valid.length === 0
  return (
    <div className="gallery-add">
      <section className="card gallery-add__batch" aria-label={T.title}>
        <form onSubmit={submit} noValidate aria-label={T.title} aria-busy={busy}>
          <FieldErrorsProvider value={fieldErrors}>
            <div className="gallery-add__choices">
              <SelectField
                label={T.category}
                choices={categoryChoices(categories)}
                disabled={busy}
                {...bind(target, 'category')}
              />
              <SelectField
                label={T.subCategory}
                choices={subCategoryChoices(subCategories)}
                disabled={busy || category === ''}
                {...bind(target, 'subCategory')}
              />
            </div>
            {categories.status === 'failed' && (
              <LoadFailure
                what={GALLERY_TEXT.what.categories}
                failure={categories.failure}
                retry={categories.retry}
              />
            )}
            {subCategories.status === 'failed' && (
              <LoadFailure
                what={GALLERY_TEXT.what.subCategories}
                failure={subCategories.failure}
                retry={subCategories.retry}
              />
            )}
            <p className="gallery-add__hint">
              {noCategories ? (
                <>
                  {GALLERY_TEXT.noCategories}{' '}
                  <Link to={GALLERY_PATHS.category}>{GALLERY_TEXT.addCategory}</Link>
                </>
              ) : noSubCategories ? (
                <>
                  {GALLERY_TEXT.noSubCategories}{' '}
                  <Link to={GALLERY_PATHS.subCategory}>{GALLERY_TEXT.addSubCategory}</Link>
                </>
              ) : (
                T.batchHint
              )}
            </p>

            <FileDropZone
              accept={ACCEPT}
              skip={isHiddenPath}
              onFiles={(found) => void reader.read(picked.add(found))}
              hint={HINT}
              disabled={busy}
              texts={{
                dropHere: T.dropHere,
                dropAnywhere: T.dropAnywhere,
                chooseFiles: T.chooseFiles,
                chooseFolder: T.chooseFolder,
                reading: T.reading,
              }}
            />
            <p className="gallery-add__note" aria-live="polite">
              {picked.note}
            </p>
            {reader.progress && (
              <div className="gallery-add__preparing gallery-add__checking" aria-live="polite">
                <ProgressBar
                  label={T.checkingLabel}
                  percent={reader.progress.total ? (reader.progress.done / reader.progress.total) * 100 : 0}
                />
                <span>{T.checking(reader.progress.done, reader.progress.total)}</span>
              </div>
            )}

            {picked.items.length > 0 && (
              <PickedFiles
                items={picked.items}
                disabled={busy}
                onTitle={picked.setTitle}
                onAlt={picked.setAlt}
                onAltFromTitles={picked.altFromTitles}
                onRemove={picked.remove}
                onRemoveRefused={picked.removeRefused}
                onClear={picked.clear}
                onShrink={shrink}
                onSkip={picked.setSkip}
                onCaptions={picked.setCaptions}
              />
            )}

            <div className="gallery-add__actions">
              {reviewed && !preparing && <p className="review-note">{T.waitForReview}</p>}
              {preparing && (
                <div className="gallery-add__preparing">
                  <ProgressBar
                    label={T.preparingLabel}
                    percent={preparing.total ? (preparing.done / preparing.total) * 100 : 0}
                  />
                  <span>{T.preparing(preparing.done, preparing.total)}</span>
                  <button
                    type="button"
                    className="button button-secondary button-small"
                    onClick={stopPreparing}
                  >
                    {T.stopPreparing}
                  </button>
                </div>
              )}
              {/* BusyButton ignores a press while marked, and keeps the focus where it is. */}
              <BusyButton type="submit" className="button button-primary" busy={busy || nothingToUpload}>
                {reviewed ? T.submitN(valid.length) : T.uploadN(valid.length)}
              </BusyButton>
            </div>
          </FieldErrorsProvider>
        </form>
      </section>

      <UploadQueue panelRef={queuePanel} reviewed={reviewed} />

      {alertDialog}
      <LeaveGuard when={picked.items.length > 0} />
    </div>
  )
}

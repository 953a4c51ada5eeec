import { memo, useEffect, useId, useMemo, useRef, useState, type Ref } from 'react'
import { Link } from 'react-router-dom'
import { toast } from 'react-toastify'
import { GALLERY_PATHS, GALLERY_UPLOAD_TEXT as T, jobStatusText } from '../../../../shared/rules/gallery'
import { CONNECTION_TEXT } from '../../../../shared/rules/connection'
import { inJobGroup, type JobView } from '../../../../shared/uploads-queue'
import { useBridge } from '../../app/BridgeProvider'
import { ConfirmDialog } from '../../components/ConfirmDialog'
import { ProgressBar, type ProgressTone } from '../../components/ProgressBar'
import { toastNetworkFailure } from '../../components/Toasts'
import { secondsLeft, useUploads } from '../../state/uploads'
import { formatBytes } from '../../components/format'
import { settled } from '../../bridge/settled'
import { GalleryButton } from './GalleryButton'
import type { Failure } from '../../../../shared/contract/define'

// The queue panel of Add Gallery. The queue lives in main and goes on whatever the screen does; this
// panel shows it (the overall bar, one row per file), steers it (pause, resume, cancel, retry) and sums
// it up once nothing is pending. A report comes at most ten times a second; a row is drawn again only
// when its own job changed (see state/uploads.ts).

/** Feeds the mirror from main: the queue as it is now, then every report. */
function useUploadsFeed(): { continuing: number } {
  const bridge = useBridge()
  const apply = useUploads((state) => state.apply)
  const [continuing, setContinuing] = useState(0)
  useEffect(() => {
    let live = true
    const off = bridge.uploads.onProgress(apply)
    settled(bridge.uploads.list()).then(
      (view) => {
        apply(view)
        // Files still pending when the screen opens were queued before: a batch of an earlier visit or
        // of an earlier run of the app, which main has taken up again by itself.
        if (live) setContinuing(view.jobs.filter((job) => inJobGroup('pending', job.status)).length)
      },
      () => undefined,
    )
    return () => {
      live = false
      off()
    }
  }, [bridge, apply])
  return { continuing }
}

/** How often a panel with pending files asks main for the queue, besides hearing its reports. */
const RESYNC_MS = 5_000

/** The summary names this many failed files; the filter below shows them all. */
const LISTED_PROBLEMS = 10

/** A move asked of the queue; one main could not make is said as the network failure it most often is. */
const steer = (action: () => Promise<void | Failure>) =>
  void settled(action()).catch(() => toastNetworkFailure())

/** `reviewed`: the editor's gallery saves wait for review, so the summary says the files uploaded wait too. */
export function UploadQueue({
  panelRef,
  reviewed = false,
}: {
  panelRef?: Ref<HTMLElement>
  reviewed?: boolean
}) {
  const bridge = useBridge()
  const { continuing } = useUploadsFeed()
  const ids = useUploads((state) => state.ids)
  const jobs = useUploads((state) => state.jobs)
  const paused = useUploads((state) => state.paused)
  // Held by main until the server is back; the user's own pause says more, so it wins.
  const offline = useUploads((state) => state.offline)
  const held = paused || offline
  const totals = useUploads((state) => state.totals)
  const rate = useUploads((state) => state.rate)
  const apply = useUploads((state) => state.apply)
  const titleId = useId()
  const [onlyProblems, setOnlyProblems] = useState(false)
  const [askCancelAll, setAskCancelAll] = useState(false)

  const problems = useMemo(() => ids.filter((id) => inJobGroup('problem', jobs[id].status)), [ids, jobs])
  const finished = totals.pending === 0

  // Reports come as events; should one be lost (a stream that dropped and came back), the panel still
  // learns the queue's state by asking now and then while files are pending.
  useEffect(() => {
    if (finished) return
    const timer = setInterval(
      () => void settled(bridge.uploads.list()).then(apply, () => undefined),
      RESYNC_MS,
    )
    return () => clearInterval(timer)
  }, [finished, bridge, apply])

  // A batch that ends while the user looks elsewhere on the screen is said once, in a toast.
  const pendingBefore = useRef(totals.pending)
  useEffect(() => {
    if (pendingBefore.current > 0 && totals.pending === 0 && ids.length > 0)
      toast.info(T.finishedToast(totals.done, totals.failed, totals.cancelled), { toastId: 'gallery-upload' })
    pendingBefore.current = totals.pending
  }, [totals, ids.length])

  if (ids.length === 0) return null

  // A finished batch is at its end, whatever did not arrive (the summary says what).
  const percent = finished ? 100 : totals.totalBytes > 0 ? (totals.sentBytes / totals.totalBytes) * 100 : 0
  const left = held ? null : secondsLeft(totals, rate)
  const overallTone: ProgressTone = !finished
    ? held
      ? 'paused'
      : 'active'
    : totals.done > 0
      ? 'done'
      : totals.failed > 0
        ? 'failed'
        : 'paused'
  const shown = onlyProblems && problems.length > 0 ? problems : ids

  return (
    <section ref={panelRef} className="card upload-queue" aria-labelledby={titleId} tabIndex={-1}>
      <header className="upload-queue__head">
        <div>
          <h2 id={titleId} className="upload-queue__title">
            {T.queue}
            <span
              className={`upload-queue__state upload-queue__state--${finished ? 'done' : held ? 'paused' : 'active'}`}
            >
              {finished ? T.stateFinished : held ? T.statePaused : T.stateUploading}
            </span>
          </h2>
          <p className="upload-queue__note">{T.queueNote}</p>
        </div>
        <div className="upload-queue__controls">
          {!finished &&
            (paused ? (
              <GalleryButton primary onClick={() => steer(bridge.uploads.resume)}>
                {T.resume}
              </GalleryButton>
            ) : (
              <GalleryButton onClick={() => steer(bridge.uploads.pause)}>{T.pause}</GalleryButton>
            ))}
          {totals.failed > 0 && (
            <GalleryButton onClick={() => steer(bridge.uploads.retryFailed)}>{T.retryFailed}</GalleryButton>
          )}
          {!finished && <GalleryButton onClick={() => setAskCancelAll(true)}>{T.cancelAll}</GalleryButton>}
        </div>
      </header>

      {continuing > 0 && !finished && <p className="upload-queue__notice">{T.continuing(continuing)}</p>}
      {held && !finished && (
        <p className="upload-queue__notice upload-queue__notice--paused">
          {paused ? T.paused : CONNECTION_TEXT.queuePaused}
        </p>
      )}

      <div className="upload-queue__overall">
        <ProgressBar label={T.overall} percent={percent} size="large" tone={overallTone} />
        <p className="upload-queue__figures">
          <span>
            {T.overallText(
              totals.done,
              ids.length,
              totals.totalBytes > 0 ? formatBytes(totals.sentBytes) : null,
              totals.totalBytes > 0 ? formatBytes(totals.totalBytes) : null,
            )}
          </span>
          {left !== null && <span>{T.timeLeft(left)}</span>}
        </p>
      </div>

      {finished && (
        <div role="status" className="upload-summary">
          <p className="upload-summary__counts">{T.summary(totals.done, totals.failed, totals.cancelled)}</p>
          {reviewed && totals.done > 0 && <p className="upload-summary__review">{T.waitForReview}</p>}
          {problems.length > 0 && (
            <ul className="upload-summary__problems">
              {problems.slice(0, LISTED_PROBLEMS).map((id) => (
                <li key={id}>{`${jobs[id].name}: ${jobs[id].message ?? ''}`}</li>
              ))}
              {problems.length > LISTED_PROBLEMS && (
                <li className="upload-summary__more">{T.moreProblems(problems.length - LISTED_PROBLEMS)}</li>
              )}
            </ul>
          )}
          <div className="upload-summary__actions">
            <GalleryButton onClick={() => steer(bridge.uploads.clearFinished)}>
              {T.clearFinished}
            </GalleryButton>
            <Link to={GALLERY_PATHS.list} className="button button-primary">
              {T.goToList}
            </Link>
          </div>
        </div>
      )}

      {problems.length > 0 && (
        <div className="upload-queue__filter" role="group" aria-label={T.show}>
          <button type="button" aria-pressed={!onlyProblems} onClick={() => setOnlyProblems(false)}>
            {T.showAll(ids.length)}
          </button>
          <button type="button" aria-pressed={onlyProblems} onClick={() => setOnlyProblems(true)}>
            {T.showProblems(problems.length)}
          </button>
        </div>
      )}
      <JobList ids={shown} />

      {askCancelAll && (
        <ConfirmDialog
          title={T.cancelAllTitle}
          text={T.cancelAllText(totals.pending)}
          confirmLabel={T.cancelAll}
          cancelLabel={T.keepUploading}
          onConfirm={() => {
            setAskCancelAll(false)
            steer(bridge.uploads.cancelAll)
          }}
          onCancel={() => setAskCancelAll(false)}
        />
      )}
    </section>
  )
}

/** The rows; drawn again only when the files or their order change, not on progress. */
const JobList = memo(function JobList({ ids }: { ids: readonly string[] }) {
  return (
    <ul className="file-rows upload-queue__jobs">
      {ids.map((id) => (
        <JobRow key={id} id={id} />
      ))}
    </ul>
  )
})

function toneOf(job: JobView, paused: boolean): ProgressTone {
  if (job.status === 'done') return 'done'
  if (job.status === 'failed' || job.status === 'changed') return 'failed'
  if (job.status === 'cancelled' || paused) return 'paused'
  return 'active'
}

const percentOf = (job: JobView) =>
  job.status === 'done' ? 100 : job.size > 0 ? (job.sentBytes / job.size) * 100 : 0

/** One file: it reads its own job from the mirror, so its neighbours' progress does not redraw it. */
const JobRow = memo(function JobRow({ id }: { id: string }) {
  const bridge = useBridge()
  const job = useUploads((state) => state.jobs[id])
  const held = useUploads((state) => state.paused || state.offline)
  if (!job) return null
  const { name } = job
  return (
    <li className={`file-row upload-job upload-job--${job.status}`}>
      <div className="upload-job__text">
        <span className="upload-job__title" title={job.title}>
          {job.title}
        </span>
        <span className="upload-job__file" title={name}>
          {name} · {formatBytes(job.size)}
        </span>
      </div>
      <ProgressBar label={T.progressOf(name)} percent={percentOf(job)} tone={toneOf(job, held)} />
      <span className="upload-job__status">{jobStatusText(job)}</span>
      <span className="upload-job__actions">
        {inJobGroup('pending', job.status) && (
          <GalleryButton
            small
            label={T.cancelOf(name)}
            onClick={() => steer(() => bridge.uploads.cancel(job.id))}
          >
            {T.cancel}
          </GalleryButton>
        )}
        {inJobGroup('retryable', job.status) && (
          <GalleryButton
            small
            label={T.retryOf(name)}
            onClick={() => steer(() => bridge.uploads.retry(job.id))}
          >
            {T.retry}
          </GalleryButton>
        )}
      </span>
    </li>
  )
})

import { memo, useEffect } from 'react'
import { Link } from 'react-router-dom'
import { GALLERY_PATHS, GALLERY_UPLOAD_TEXT as T, jobStatusText } from '../../../../shared/rules/gallery'
import { queueTotals, type JobView } from '../../../../shared/uploads-queue'
import { useBridge } from '../../app/BridgeProvider'
import { ProgressBar } from '../../components/ProgressBar'
import { useUploads } from '../../state/uploads'

const UNFINISHED = new Set<JobView['status']>(['queued', 'active', 'waiting'])
const RETRYABLE = new Set<JobView['status']>(['failed', 'cancelled', 'changed'])

/** Feeds the uploads store from main: the list once, then every progress report. */
export function useUploadsFeed(): void {
  const bridge = useBridge()
  const apply = useUploads((state) => state.apply)
  useEffect(() => {
    let live = true
    const off = bridge.uploads.onProgress((view) => apply(view))
    void bridge.uploads.list().then(
      (view) => live && apply(view),
      () => undefined,
    )
    return () => {
      live = false
      off()
    }
  }, [bridge, apply])
}

/** The queue panel of Add Gallery: overall bar, one row per file, the controls and the summary. */
export function UploadQueue() {
  useUploadsFeed()
  const bridge = useBridge()
  const view = useUploads((state) => state.view)
  if (view.jobs.length === 0) return null
  const totals = queueTotals(view)
  const percent = totals.totalBytes > 0 ? (totals.sentBytes / totals.totalBytes) * 100 : 100
  const failedJobs = view.jobs.filter((job) => job.status === 'failed' || job.status === 'changed')
  return (
    <section className="card upload-queue" aria-label={T.queue}>
      <h2>{T.queue}</h2>
      <ProgressBar label={T.overall} percent={percent} />
      <div className="upload-queue__actions">
        {totals.pending > 0 &&
          (view.paused ? (
            <button
              type="button"
              className="button button-secondary"
              onClick={() => void bridge.uploads.resume()}
            >
              {T.resume}
            </button>
          ) : (
            <button
              type="button"
              className="button button-secondary"
              onClick={() => void bridge.uploads.pause()}
            >
              {T.pause}
            </button>
          ))}
        {totals.pending > 0 && (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => void bridge.uploads.cancelAll()}
          >
            {T.cancelAll}
          </button>
        )}
        {totals.failed > 0 && (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => void bridge.uploads.retryFailed()}
          >
            {T.retryFailed}
          </button>
        )}
      </div>
      {totals.pending === 0 && (
        <div role="status" className="upload-queue__summary">
          <p>{T.summary(totals.done, totals.failed, totals.cancelled)}</p>
          {failedJobs.length > 0 && (
            <ul>
              {failedJobs.map((job) => (
                <li key={job.id}>
                  {job.name}: {job.message ?? ''}
                </li>
              ))}
            </ul>
          )}
          <button
            type="button"
            className="button button-secondary"
            onClick={() => void bridge.uploads.clearFinished()}
          >
            {T.clearFinished}
          </button>{' '}
          <Link to={GALLERY_PATHS.list}>{T.goToList}</Link>
        </div>
      )}
      <ul className="upload-queue__jobs">
        {view.jobs.map((job) => (
          <JobRow key={job.id} job={job} />
        ))}
      </ul>
    </section>
  )
}

/** One file; memoised so a progress report redraws only the rows whose job changed. */
const JobRow = memo(function JobRow({ job }: { job: JobView }) {
  const bridge = useBridge()
  const percent = job.status === 'done' ? 100 : job.size > 0 ? (job.sentBytes / job.size) * 100 : 0
  return (
    <li className="upload-queue__job">
      <span className="upload-queue__name">{job.title || job.name}</span>
      <ProgressBar label={T.progressOf(job.name)} percent={percent} />
      <span className="upload-queue__status">{jobStatusText(job)}</span>
      {UNFINISHED.has(job.status) && (
        <button
          type="button"
          className="button button-small"
          onClick={() => void bridge.uploads.cancel(job.id)}
        >
          {T.cancel}
        </button>
      )}
      {RETRYABLE.has(job.status) && (
        <button
          type="button"
          className="button button-small"
          onClick={() => void bridge.uploads.retry(job.id)}
        >
          {T.retry}
        </button>
      )}
    </li>
  )
})

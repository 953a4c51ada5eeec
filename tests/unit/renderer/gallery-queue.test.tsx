import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { resetUploads, secondsLeft, useUploads } from '../../../src/renderer/src/state/uploads'
import type { QueueView } from '../../../src/shared/uploads-queue'
import { CONNECTION_TEXT } from '../../../src/shared/rules/connection'
import { job, renderGallery } from './gallery-helpers'

const openQueue = async (queue?: QueueView) => {
  const app = await renderGallery('/about/gallery/addphoto', { queue })
  await screen.findByRole('option', { name: 'Campus' })
  return app
}
const valueOf = (name: string) => screen.getByRole('progressbar', { name }).getAttribute('aria-valuenow')

describe('The upload queue panel', () => {
  it('shows each file and the batch from a queue report, in the status words', async () => {
    const app = await openQueue()
    expect(screen.queryByRole('region', { name: /Upload queue/ })).toBeNull()
    app.emitProgress({
      paused: false,
      jobs: [
        job({
          id: 'j1',
          name: 'a.png',
          title: 'Stage',
          size: 1000,
          status: 'active',
          phase: 'upload',
          sentBytes: 500,
        }),
        job({ id: 'j2', name: 'b.png', size: 1000, status: 'active', phase: 'create' }),
        job({ id: 'j3', name: 'c.png', size: 2000, status: 'done', sentBytes: 2000 }),
        job({ id: 'j4', name: 'd.png', size: 1000, status: 'queued' }),
        job({
          id: 'j5',
          name: 'e.png',
          status: 'waiting',
          message: 'Waiting for the server… it will retry by itself.',
        }),
        job({ id: 'j6', name: 'f.png', status: 'failed', message: 'GALLERY UPLOAD FAILED' }),
        job({ id: 'j7', name: 'g.png', status: 'cancelled', message: 'Cancelled.' }),
        job({ id: 'j8', name: 'h.png', status: 'changed', message: 'The file changed on disk.' }),
      ],
    })
    expect(valueOf('Progress of a.png')).toBe('50')
    expect(valueOf('Progress of c.png')).toBe('100')
    expect(valueOf('Progress of d.png')).toBe('0')
    // Failed, cancelled and changed files are not waited for: 2500 of 6000 bytes.
    expect(valueOf('Overall progress')).toBe('42')
    expect(screen.getByText('1 of 8 files · 2.4 KB of 5.9 KB')).toBeTruthy()
    const status = (name: string) =>
      screen
        .getByRole('progressbar', { name: `Progress of ${name}` })
        .closest('li')!
        .querySelector('.upload-job__status')!.textContent
    expect(status('a.png')).toBe('Uploading…')
    expect(status('b.png')).toBe('Creating record…')
    expect(status('c.png')).toBe('Uploaded')
    expect(status('d.png')).toBe('Queued')
    expect(status('e.png')).toBe('Waiting for the server…')
    expect(status('f.png')).toBe('Failed: GALLERY UPLOAD FAILED')
    expect(status('g.png')).toBe('Cancelled')
    expect(status('h.png')).toBe('Changed on disk: The file changed on disk.')
    expect(screen.getByText('Stage')).toBeTruthy()
    // Not finished: no summary yet.
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('pauses, resumes, cancels, retries and cancels all through the bridge', async () => {
    const app = await openQueue()
    const running: QueueView = {
      paused: false,
      jobs: [
        job({ id: 'j1', name: 'a.png', status: 'active', phase: 'upload', sentBytes: 500 }),
        job({ id: 'j2', name: 'b.png', status: 'failed', message: 'GALLERY UPLOAD FAILED' }),
        job({ id: 'j3', name: 'c.png', status: 'changed', message: 'The file changed on disk.' }),
      ],
    }
    app.emitProgress(running)
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }))
    await waitFor(() => expect(app.callsOf('uploads.pause')).toHaveLength(1))
    app.emitProgress({ ...running, paused: true })
    expect(screen.getByText('Paused: nothing is being sent. Resume to go on.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }))
    await waitFor(() => expect(app.callsOf('uploads.resume')).toHaveLength(1))

    fireEvent.click(screen.getByRole('button', { name: 'Cancel a.png' }))
    fireEvent.click(screen.getByRole('button', { name: 'Retry b.png' }))
    fireEvent.click(screen.getByRole('button', { name: 'Retry c.png' }))
    fireEvent.click(screen.getByRole('button', { name: 'Retry all failed' }))
    await waitFor(() => expect(app.callsOf('uploads.cancel')).toEqual(['j1']))
    expect(app.callsOf('uploads.retry')).toEqual(['j2', 'j3'])
    expect(app.callsOf('uploads.retryFailed')).toHaveLength(1)
    // Finished files have nothing to cancel; files under way nothing to retry.
    expect(screen.queryByRole('button', { name: 'Cancel b.png' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Retry a.png' })).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Cancel all' }))
    const confirm = await screen.findByRole('dialog')
    expect(within(confirm).getByText(/Stop the 1 file not uploaded yet\?/)).toBeTruthy()
    fireEvent.click(within(confirm).getByRole('button', { name: 'Keep uploading' }))
    expect(app.callsOf('uploads.cancelAll')).toHaveLength(0)
    fireEvent.click(screen.getByRole('button', { name: 'Cancel all' }))
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel all' }))
    await waitFor(() => expect(app.callsOf('uploads.cancelAll')).toHaveLength(1))
  })

  it('sums up a finished batch: the counts, the failed files with their reasons, and what to do next', async () => {
    const app = await openQueue({
      paused: false,
      jobs: [
        job({ id: 'j1', name: 'a.png', status: 'done' }),
        job({ id: 'j2', name: 'b.png', status: 'done' }),
        job({
          id: 'j3',
          name: 'c.png',
          status: 'failed',
          message: 'gallery with the same name and title already exist',
        }),
        job({ id: 'j4', name: 'd.png', status: 'cancelled', message: 'Cancelled.' }),
        job({ id: 'j5', name: 'e.png', status: 'changed', message: 'The file changed on disk.' }),
      ],
    })
    const summary = await screen.findByRole('status')
    expect(within(summary).getByText('2 uploaded, 2 failed, 1 cancelled')).toBeTruthy()
    expect(
      within(summary).getByText('c.png: gallery with the same name and title already exist'),
    ).toBeTruthy()
    expect(within(summary).getByText('e.png: The file changed on disk.')).toBeTruthy()
    expect(within(summary).queryByText(/d\.png/)).toBeNull()
    expect(within(summary).getByRole('link', { name: 'Go to the gallery list' }).getAttribute('href')).toBe(
      '#/about/gallery/list',
    )
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Cancel all' })).toBeNull()
    fireEvent.click(within(summary).getByRole('button', { name: 'Clear finished' }))
    await waitFor(() => expect(app.callsOf('uploads.clearFinished')).toHaveLength(1))

    // Only the files that need attention, on request.
    fireEvent.click(screen.getByRole('button', { name: 'Needs attention (2)' }))
    expect(screen.queryByRole('progressbar', { name: 'Progress of a.png' })).toBeNull()
    expect(screen.getByRole('progressbar', { name: 'Progress of c.png' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'All (5)' }))
    expect(screen.getByRole('progressbar', { name: 'Progress of a.png' })).toBeTruthy()

    // The changed file is one of the failed ones the summary counts: 'Retry all failed' is for it too.
    app.emitProgress({
      paused: false,
      jobs: [
        job({ id: 'j1', name: 'a.png', status: 'done' }),
        job({ id: 'j5', name: 'e.png', status: 'changed', message: 'The file changed on disk.' }),
      ],
    })
    expect(within(screen.getByRole('status')).getByText('1 uploaded, 1 failed, 0 cancelled')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Retry all failed' })).toBeTruthy()
  })

  it('shows a batch left from an earlier run, going on by itself', async () => {
    await openQueue({
      paused: false,
      jobs: [
        job({ id: 'j1', name: 'a.png', status: 'done' }),
        job({ id: 'j2', name: 'b.png', status: 'queued' }),
        job({ id: 'j3', name: 'c.png', status: 'queued' }),
      ],
    })
    expect(await screen.findByText(/Continuing 2 files queued earlier/)).toBeTruthy()
    expect(valueOf('Progress of a.png')).toBe('100')
  })
})

describe('The queue mirror', () => {
  it('keeps the object of a job that did not change, and the order while it stays the same', () => {
    resetUploads()
    const a = job({ id: 'a', status: 'active', phase: 'upload', sentBytes: 100 })
    const b = job({ id: 'b', status: 'queued' })
    useUploads.getState().apply({ paused: false, jobs: [a, b] })
    const first = useUploads.getState()
    useUploads.getState().apply({ paused: false, jobs: [{ ...a, sentBytes: 200 }, { ...b }] })
    const second = useUploads.getState()
    expect(second.jobs.b).toBe(first.jobs.b)
    expect(second.jobs.a).not.toBe(first.jobs.a)
    expect(second.ids).toBe(first.ids)
    useUploads.getState().apply({ paused: false, jobs: [b, a] })
    expect(useUploads.getState().ids).toEqual(['b', 'a'])
  })

  it('estimates the time left from what was sent over the last seconds', () => {
    resetUploads()
    const at = (sent: number, t: number) =>
      useUploads.getState().apply(
        {
          paused: false,
          jobs: [
            job({ id: 'a', size: 10_000_000, status: 'active', phase: 'upload', sentBytes: sent }),
            job({ id: 'b', size: 10_000_000, status: 'queued' }),
          ],
        },
        t,
      )
    at(0, 0)
    at(500_000, 1000)
    expect(useUploads.getState().rate).toBeNull()
    at(2_000_000, 4000)
    const { rate, totals } = useUploads.getState()
    expect(rate).toBe(500_000)
    expect(secondsLeft(totals, rate)).toBe(36)
  })

  it('says while the server cannot be reached, in the header and in the queue, and when it is back', async () => {
    const app = await openQueue()
    const queued: QueueView = { paused: false, jobs: [job({ id: 'j1', name: 'a.png', status: 'queued' })] }
    app.emitProgress(queued)
    expect(screen.queryByRole('alert')).toBeNull()

    app.emitConnection('offline')
    app.emitProgress({ ...queued, offline: true })
    expect(screen.getByRole('alert').textContent).toBe(CONNECTION_TEXT.offline)
    const panel = screen.getByRole('region', { name: /Upload queue/ })
    expect(within(panel).getByText(CONNECTION_TEXT.queuePaused)).toBeTruthy()
    // Held by the connection, not by the user: the user may still pause it.
    expect(within(panel).getByRole('button', { name: 'Pause' })).toBeTruthy()

    // The user's own pause says more than the connection's.
    app.emitProgress({ ...queued, offline: true, paused: true })
    expect(within(panel).getByText('Paused: nothing is being sent. Resume to go on.')).toBeTruthy()
    expect(within(panel).queryByText(CONNECTION_TEXT.queuePaused)).toBeNull()

    app.emitConnection('online')
    app.emitProgress(queued)
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByText(CONNECTION_TEXT.back)).toBeTruthy()
    expect(within(panel).queryByText(CONNECTION_TEXT.queuePaused)).toBeNull()
  })
})

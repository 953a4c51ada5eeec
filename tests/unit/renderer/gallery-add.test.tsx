import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { App } from '../../../src/renderer/src/app/App'
import { useSession } from '../../../src/renderer/src/state/session'
import { useUploads, EMPTY_QUEUE } from '../../../src/renderer/src/state/uploads'
import { buildBridge, channel, EVENTS, type Transport } from '../../../src/shared/bridge'
import { fullName } from '../../../src/shared/rules/login'
import type { JobView, QueueView } from '../../../src/shared/uploads-queue'
import { ADA, ok } from './fake-bridge'
import './render-app'

const CATEGORIES = [{ EntryID: 3, CategoryName: 'Campus' }]
const SUBS = [{ EntryID: 9, CategoryID: 3, CategoryName: 'Campus', SubCategoryName: 'Library' }]

/** The app at Add Gallery over a transport that also carries upload progress events. */
async function renderAddGallery(initial: QueueView = EMPTY_QUEUE) {
  useUploads.setState({ view: EMPTY_QUEUE })
  const answers: Record<string, (arg: unknown) => unknown> = {
    [channel.sessionCurrent]: () => ({ user: ADA, expired: false }),
    [channel.api('academics', 'facultyList')]: () => ok([]),
    [channel.api('gallery', 'categoryList')]: () => ok(CATEGORIES),
    [channel.api('gallery', 'subcategoryListOf')]: () => ok(SUBS),
    [channel.uploads('list')]: () => initial,
    [channel.uploads('enqueue')]: () => initial,
  }
  for (const action of ['pause', 'resume', 'cancel', 'cancelAll', 'retry', 'retryFailed', 'clearFinished'])
    answers[channel.uploads(action as 'pause')] = () => undefined
  const listeners = new Map<string, Set<(payload: unknown) => void>>()
  const invoke = vi.fn(async (name: string, arg?: unknown) => {
    const answer = answers[name]
    if (!answer) throw new Error(`no answer for ${name}`)
    return answer(arg)
  })
  const transport: Transport = {
    invoke,
    subscribe: (event, listener) => {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
      return () => set.delete(listener)
    },
  }
  const bridge = buildBridge(transport, {
    pathFor: async (file) => `/tmp/${file.name}`,
    mediaBase: '/media/',
  })
  window.history.replaceState(null, '', '#/about/gallery/addphoto')
  render(<App bridge={bridge} />)
  await waitFor(() => expect(useSession.getState().known).toBe(true))
  await screen.findByRole('option', { name: 'Campus' })
  return {
    callsOf: (name: string) => invoke.mock.calls.filter(([n]) => n === name).map(([, arg]) => arg),
    emitProgress: (view: QueueView) =>
      act(() => listeners.get(EVENTS.uploads)?.forEach((listener) => listener(view))),
  }
}

const fileOf = (name: string, size: number, type = 'image/png') => {
  const file = new File(['x'], name, { type })
  Object.defineProperty(file, 'size', { value: size })
  return file
}

function choose(files: File[]) {
  const input = screen.getByLabelText('Choose files')
  fireEvent.change(input, { target: { files } })
}

async function pickCategory() {
  fireEvent.change(screen.getByLabelText('Category'), { target: { value: '3' } })
  await screen.findByRole('option', { name: 'Library' })
  fireEvent.change(screen.getByLabelText('Sub Category'), { target: { value: '9' } })
}

const job = (over: Partial<JobView>): JobView => ({
  id: 'j1',
  batchId: 'b1',
  name: 'a.png',
  title: 'a',
  size: 1000,
  sentBytes: 0,
  status: 'queued',
  phase: null,
  message: null,
  entryId: null,
  ...over,
})

describe('Add Gallery', () => {
  it('marks refused files with the SPEC reasons and enqueues only the valid ones, once, with their titles', async () => {
    const app = await renderAddGallery()
    await pickCategory()
    choose([
      fileOf('open_day-2024.png', 2000),
      fileOf('notes.pdf', 100, 'application/pdf'),
      fileOf('huge.mp4', 11 * 1024 * 1024, 'video/mp4'),
      fileOf('tour.mov', 5000, 'video/quicktime'),
      fileOf('.DS_Store', 10, ''),
    ])
    expect(screen.getByText('Only .png, .jpg, .jpeg, .mp4, .avi and mov format allowed!')).toBeTruthy()
    expect(screen.getByText('max file size is 10MB')).toBeTruthy()
    expect(screen.queryByLabelText('Title of .DS_Store')).toBeNull()
    const title = screen.getByLabelText('Title of open_day-2024.png') as HTMLInputElement
    expect(title.value).toBe('open day 2024')
    fireEvent.change(screen.getByLabelText('Title of tour.mov'), { target: { value: 'Campus tour' } })
    fireEvent.click(screen.getByRole('button', { name: 'Upload 2 files' }))
    await waitFor(() => expect(app.callsOf(channel.uploads('enqueue'))).toHaveLength(1))
    expect(app.callsOf(channel.uploads('enqueue'))[0]).toEqual({
      files: [
        { path: '/tmp/open_day-2024.png', title: 'open day 2024' },
        { path: '/tmp/tour.mov', title: 'Campus tour' },
      ],
      category: 3,
      SubCategoryID: 9,
      FacultyCode: 'General',
      InsertedBy: fullName(ADA),
    })
    await waitFor(() => expect(screen.queryByLabelText('Title of tour.mov')).toBeNull())
  })

  it('checks category, sub-category, files and titles in that order', async () => {
    const app = await renderAddGallery()
    const submit = () => fireEvent.click(screen.getByRole('button', { name: /^Upload \d+ files?$/ }))
    const says = async (text: string) => {
      submit()
      const dialog = await screen.findByRole('dialog')
      expect(within(dialog).getByText('FORM VALIDATION ERROR')).toBeTruthy()
      expect(within(dialog).getByText(text)).toBeTruthy()
      fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }))
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    }
    await says('Please select category')
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: '3' } })
    await screen.findByRole('option', { name: 'Library' })
    await says('Please select sub category')
    fireEvent.change(screen.getByLabelText('Sub Category'), { target: { value: '9' } })
    await says('Please select image')
    choose([fileOf('a.png', 10)])
    fireEvent.change(screen.getByLabelText('Title of a.png'), { target: { value: '  ' } })
    await says('Please enter image title')
    expect(app.callsOf(channel.uploads('enqueue'))).toHaveLength(0)
  })

  it('shows progress from a queue event, and Pause, Cancel and Retry call the bridge', async () => {
    const app = await renderAddGallery()
    app.emitProgress({
      paused: false,
      jobs: [
        job({ id: 'j1', name: 'a.png', status: 'active', phase: 'upload', sentBytes: 500 }),
        job({ id: 'j2', name: 'b.png', status: 'failed', message: 'GALLERY UPLOAD FAILED' }),
      ],
    })
    const bar = screen.getByRole('progressbar', { name: 'Progress of a.png' })
    expect(bar.getAttribute('aria-valuenow')).toBe('50')
    expect(screen.getByRole('progressbar', { name: 'Overall progress' }).getAttribute('aria-valuenow')).toBe(
      '50',
    )
    expect(screen.getByText('Uploading…')).toBeTruthy()
    expect(screen.getByText('Failed: GALLERY UPLOAD FAILED')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }))
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    fireEvent.click(screen.getByRole('button', { name: 'Retry all failed' }))
    fireEvent.click(screen.getByRole('button', { name: 'Cancel all' }))
    await waitFor(() => expect(app.callsOf(channel.uploads('pause'))).toHaveLength(1))
    expect(app.callsOf(channel.uploads('cancel'))).toEqual(['j1'])
    expect(app.callsOf(channel.uploads('retry'))).toEqual(['j2'])
    expect(app.callsOf(channel.uploads('retryFailed'))).toHaveLength(1)
    expect(app.callsOf(channel.uploads('cancelAll'))).toHaveLength(1)
  })

  it('sums up a finished batch with the failed files and their reasons', async () => {
    await renderAddGallery({
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
        job({ id: 'j4', name: 'd.png', status: 'cancelled' }),
      ],
    })
    const summary = await screen.findByRole('status')
    expect(within(summary).getByText('2 uploaded, 1 failed, 1 cancelled')).toBeTruthy()
    expect(
      within(summary).getByText('c.png: gallery with the same name and title already exist'),
    ).toBeTruthy()
    expect(within(summary).getByRole('link', { name: 'Go to the gallery list' })).toBeTruthy()
    expect(within(summary).getByRole('button', { name: 'Clear finished' })).toBeTruthy()
  })
})

import { create } from 'zustand'
import type { QueueView } from '../../../shared/uploads-queue'

// The bulk-upload queue as main last reported it (`uploads.list()` on mount, `uploads.onProgress` after).

interface UploadsStore {
  view: QueueView
  apply(view: QueueView): void
}

export const EMPTY_QUEUE: QueueView = { paused: false, jobs: [] }

export const useUploads = create<UploadsStore>()((set) => ({
  view: EMPTY_QUEUE,
  apply: (view) => set({ view }),
}))

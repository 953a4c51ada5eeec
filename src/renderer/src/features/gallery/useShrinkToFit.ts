import { useCallback } from 'react'
import { useBridge } from '../../app/BridgeProvider'
import { shrinkPhoto } from '../../components/shrunk-photo'
import type { usePickedFiles } from './usePickedFiles'

// Shrink to fit (issue 14): over-limit photos of the batch made to fit by main, one at a time (each takes a
// processor core for a second or two), from the file on disk; the smaller copy is then sent instead.

export function useShrinkToFit(picked: ReturnType<typeof usePickedFiles>) {
  const bridge = useBridge()

  return useCallback(
    async (keys: readonly string[]) => {
      for (const key of keys) picked.shrinking(key)
      for (const key of keys) {
        const item = picked.itemOf(key)
        if (!item) continue
        const outcome = await shrinkPhoto(bridge, item.file, 'galleryAdd')
        if (outcome.ok)
          picked.shrunk(key, { path: outcome.path, before: outcome.before, after: outcome.after })
        else picked.notShrunk(key, outcome.message)
      }
    },
    [bridge, picked],
  )
}

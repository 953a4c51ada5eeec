import { useCallback } from 'react'
import { useBridge } from '../../app/BridgeProvider'
import { shrinkPhoto } from '../../components/shrunk-photo'
import type { Picked, usePickedFiles } from './usePickedFiles'

// Shrink to fit (issue 14): over-limit photos of the batch made to fit by main, one at a time (each takes a
// processor core for a second or two), from the file on disk; the smaller copy is then sent instead.

/** `onShrunk` is given the file as it now goes, its copy to be read as a file just picked. */
export function useShrinkToFit(
  picked: ReturnType<typeof usePickedFiles>,
  onShrunk: (item: Picked) => void = () => {},
) {
  const bridge = useBridge()

  return useCallback(
    async (keys: readonly string[]) => {
      for (const key of keys) picked.shrinking(key)
      for (const key of keys) {
        const item = picked.itemOf(key)
        if (!item) continue
        const outcome = await shrinkPhoto(bridge, item.file, 'galleryAdd')
        if (outcome.ok) {
          const copy = { path: outcome.path, before: outcome.before, after: outcome.after }
          picked.shrunk(key, copy)
          onShrunk({ ...item, shrunk: copy, problem: null, shrinkable: false, checked: false })
        } else picked.notShrunk(key, outcome.message)
      }
    },
    [bridge, picked, onShrunk],
  )
}

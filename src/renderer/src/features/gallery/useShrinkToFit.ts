import { useCallback } from 'react'
import { SHRINK_TEXT } from '../../../../shared/rules/uploads'
import { useBridge } from '../../app/BridgeProvider'
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
        try {
          const path = await bridge.files.pathFor(item.file)
          const outcome = await bridge.files.shrinkToFit({ path, rule: 'galleryAdd' })
          if (outcome.ok)
            picked.shrunk(key, { path: outcome.path, before: outcome.before, after: outcome.after })
          else picked.notShrunk(key, outcome.message)
        } catch (error) {
          picked.notShrunk(key, SHRINK_TEXT.failed(error instanceof Error ? error.message : String(error)))
        }
      }
    },
    [bridge, picked],
  )
}

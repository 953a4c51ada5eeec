import { useState } from 'react'

// A list's image cell: the stored image's small rendition, or words saying there is none.

/**
 * A rendition's address with its original as the fallback: when the rendition cannot be loaded (an API server
 * from before renditions, an original that is no image) the original is shown instead. `onMissing` hears
 * when neither can be loaded (the History panel: a version's photo no longer kept).
 */
export function useRenditionSrc(
  src: string | null,
  original: string | null | undefined,
  onMissing?: () => void,
) {
  const [failed, setFailed] = useState<string | null>(null)
  const shown = src !== null && src === failed ? (original ?? null) : src
  const onError = () => {
    if (shown === src && original && original !== src) setFailed(src)
    else onMissing?.()
  }
  return { shown, onError }
}

export function Thumbnail({
  src,
  original,
  title,
  none = 'No image',
  onMissing,
}: {
  src: string | null
  /** The stored image itself, shown if `src` fails to load. */
  original?: string | null
  title: string
  none?: string
  /** Neither `src` nor `original` could be loaded. */
  onMissing?: () => void
}) {
  const { shown, onError } = useRenditionSrc(src, original, onMissing)
  if (!shown) return <span className="table-thumb table-thumb--none">{none}</span>
  return <img className="table-thumb" src={shown} alt={title} height={48} loading="lazy" onError={onError} />
}

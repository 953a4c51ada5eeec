// Smaller copies of every uploaded image (issue 14): lists show the small one, edit forms the medium one, the
// public site the original. A rendition is stored beside its original and named from it by renditionName
// alone, so the server (which makes and removes them) and the renderer (which asks for them) agree.

export const RENDITION_SIZES = {
  /** A list's thumbnail. */
  sm: 160,
  /** An edit form's preview. */
  md: 800,
} as const
export type RenditionSize = keyof typeof RENDITION_SIZES

/** Images the server makes renditions of; videos have none (lists show an icon). */
const IMAGE_NAME = '[A-Za-z0-9_-][A-Za-z0-9_.-]{0,180}\\.(?:png|jpg|jpeg|gif|PNG|JPG|JPEG|GIF)'
const RENDERED = new RegExp(`^${IMAGE_NAME}$`)
const RENDITION = new RegExp(`^(${IMAGE_NAME})\\.(sm|md)\\.webp$`)

/**
 * The stored name of an image's rendition (`<name>.sm.webp`; WebP keeps PNG transparency), or null when
 * the name is not a plain stored image name (a video, an http(s) address, a path).
 */
export function renditionName(name: string, size: RenditionSize): string | null {
  return RENDERED.test(name) ? `${name}.${size}.webp` : null
}

/** The original's name and the size of a rendition's name; null for any other name. */
export function parseRenditionName(name: string): { original: string; size: RenditionSize } | null {
  const match = RENDITION.exec(name)
  return match ? { original: match[1], size: match[2] as RenditionSize } : null
}

/** What to show of a stored image at `size`: its rendition's name, or the name itself when it has none. */
export function shownImage<Name extends string | null | undefined>(name: Name, size: RenditionSize): Name {
  return (name ? (renditionName(name, size) ?? name) : name) as Name
}

/**
 * The size of an image's `size` rendition, from the original's: fitted inside the rendition's longest side,
 * never enlarged (storage/images.ts asRendition, as libvips rounds it).
 */
export function renditionSize(
  original: { width: number; height: number },
  size: RenditionSize,
): { width: number; height: number } {
  const longest = RENDITION_SIZES[size]
  const scale = Math.min(1, longest / Math.max(original.width, original.height))
  if (scale === 1) return { width: original.width, height: original.height }
  return original.width >= original.height
    ? { width: longest, height: Math.max(1, Math.round(original.height * scale)) }
    : { width: Math.max(1, Math.round(original.width * scale)), height: longest }
}

// An image's size in pixels as readers see it (upright): what public/image-size.ts keeps for the projection,
// read by the photo worker from the header it reads anyway (images.ts) and by the server from stored files.

export interface PixelSize {
  width: number
  height: number
}

/** The upright size given by an image's header; null when it names none. */
export function uprightSize(header: {
  width?: number
  height?: number
  orientation?: number
}): PixelSize | null {
  const { width, height, orientation } = header
  if (!width || !height) return null
  // EXIF orientations 5 to 8 turn the picture a quarter.
  return orientation && orientation >= 5 ? { width: height, height: width } : { width, height }
}

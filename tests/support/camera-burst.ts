import sharp from 'sharp'

/**
 * `count` camera photos of 12 megapixels (4000x3000, grain like a sensor's, about 3 MB each), each its own
 * bytes: one picture, made once (noise is slow to make), with a byte of its own after its end (readers stop at
 * the end-of-image marker). A burst of one scene, as a photographer's shots are.
 */
export async function cameraPhotos(count: number): Promise<Buffer[]> {
  const noise = { type: 'gaussian' as const, mean: 128, sigma: 12 }
  const jpeg = await sharp({
    create: { width: 4000, height: 3000, channels: 3, background: { r: 120, g: 140, b: 90 }, noise },
  })
    .jpeg({ quality: 85 })
    .toBuffer()
  return Array.from({ length: count }, (_, i) => Buffer.concat([jpeg, Buffer.from([i % 256, i >> 8])]))
}

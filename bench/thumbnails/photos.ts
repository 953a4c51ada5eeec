import sharp from 'sharp'

/**
 * A 12-megapixel camera JPEG as a phone writes it (quality 92, with EXIF): detail at every scale, as a real
 * scene has (coarse shapes that survive a thumbnail, finer ones, sensor grain), so both the photo and its
 * renditions weigh what real ones do.
 */
export async function cameraPhoto(
  seed: number,
  orientation = 1,
  width = 4000,
  height = 3000,
): Promise<Buffer> {
  const layer = async (w: number, h: number, sigma: number) =>
    sharp({
      create: {
        width: w,
        height: h,
        channels: 3,
        background: { r: 90 + seed * 9, g: 120, b: 150 - seed * 6 },
        noise: { type: 'gaussian', mean: 128, sigma },
      },
    })
      .resize(width, height, { kernel: 'cubic' })
      .png({ compressionLevel: 1 })
      .toBuffer()
  const [coarse, fine, grain] = await Promise.all([
    layer(160, 120, 70),
    layer(1000, 750, 40),
    layer(width, height, 14),
  ])
  return sharp(coarse)
    .composite([
      { input: fine, blend: 'overlay' },
      { input: grain, blend: 'soft-light' },
    ])
    .jpeg({ quality: 92 })
    .withMetadata({ orientation })
    .withExifMerge({
      IFD0: { Make: 'Bench', Model: 'Camera' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '7/1 31/1 0/1', GPSMapDatum: 'WGS-84' },
    })
    .toBuffer()
}

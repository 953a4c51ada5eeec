// What of an uploaded photo is kept when it is made safe to publish (issue 28): the blocks that decide how
// it looks stay byte for byte, every block that only describes it (camera, GPS position, editing history,
// captions, dates) goes. The server's cleaners (src/server/storage/jpeg-metadata.ts, png-metadata.ts) read
// these lists; docs/architecture.md "Photos kept as shot" gives the reasons at length.

/**
 * JPEG application segments kept, by marker and the identifier their payload starts with; every other APPn,
 * and every COM, is dropped. Segments that code the image (tables, frame, scans) are always kept.
 */
export const KEPT_JPEG_APP_SEGMENTS: readonly { marker: number; id: string; why: string }[] = [
  { marker: 0xe0, id: 'JFIF\0', why: 'the JFIF header: pixel aspect and that the colours are YCbCr' },
  { marker: 0xe2, id: 'ICC_PROFILE\0', why: 'the colour profile, in as many chunks as it takes' },
  {
    marker: 0xee,
    id: 'Adobe',
    why: "Adobe's colour transform flag: without it a decoder may read RGB as YCbCr or CMYK as YCCK",
  },
]

/**
 * PNG ancillary chunks kept: colour, transparency, pixel size and animation. Critical chunks (IHDR, PLTE,
 * IDAT, IEND, any other whose name starts upper-case) are always kept; every other ancillary chunk (tEXt,
 * zTXt, iTXt, eXIf, tIME, private ones) is dropped.
 */
export const KEPT_PNG_CHUNKS: readonly string[] = [
  'tRNS',
  'iCCP',
  'sRGB',
  'gAMA',
  'cHRM',
  'cICP',
  'mDCv',
  'cLLi',
  'sBIT',
  'bKGD',
  'hIST',
  'sPLT',
  'pHYs',
  'acTL',
  'fcTL',
  'fdAT',
]

/**
 * A JPEG whose EXIF orientation says it is turned is turned upright by moving its coded blocks, nothing
 * re-encoded (server/storage/jpeg-turn.ts). Where that cannot be done (a side that would become the top or
 * the left edge is not a whole number of blocks; arithmetic coding) it is re-encoded upright
 * at the quality its own quantisation tables show, so the blocks are quantised again by about
 * the steps they already were, within these bounds (a table the estimate misreads cannot make a poor copy,
 * and above the top size grows with nothing to see). Its chroma subsampling and progressive coding are kept.
 */
export const TURNED_JPEG_QUALITY = { min: 85, max: 97, unknown: 92 } as const

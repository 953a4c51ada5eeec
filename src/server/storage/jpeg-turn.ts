import { DamagedImage } from './damaged-image'
import { ZIGZAG } from './jpeg-huffman'
import { readCoefficients, Unsupported, withGrid, type Layout } from './jpeg-coefficients'
import { writeCoefficients } from './jpeg-write'

// A JPEG turned upright without re-encoding (issue 28), as jpegtran's lossless transforms do: its quantised
// DCT coefficients are moved block by block and, within each block, transposed and their odd frequencies'
// signs flipped, the quantisation tables transposed with them. No coefficient is quantised again, so the
// turned photo decodes to the pixels the camera's file decodes to, turned. Only whole blocks can move, so a
// side that turns into the top or the left edge must be a whole number of MCUs (a 4032x3024 phone photo is;
// a 4000x3000 one held upright is not): otherwise, and for files this reader does not take (arithmetic-coded,
// 12-bit), the answer is null and the photo is turned by re-encoding (images.ts). A progressive photo is
// written back as one sequential scan: its coding changes, not one of its coefficients.

/** How each EXIF orientation turns the stored pixels upright: transposed first, then mirrored. */
interface Turn {
  swap: boolean
  flipX: boolean
  flipY: boolean
}

const TURNS: Record<number, Turn> = {
  2: { swap: false, flipX: true, flipY: false },
  3: { swap: false, flipX: true, flipY: true },
  4: { swap: false, flipX: false, flipY: true },
  5: { swap: true, flipX: false, flipY: false },
  6: { swap: true, flipX: false, flipY: true },
  7: { swap: true, flipX: true, flipY: true },
  8: { swap: true, flipX: true, flipY: false },
}

/** The last turn asked for: each waits for the one before. */
let lastTurn: Promise<unknown> = Promise.resolve()

/**
 * `jpeg` (walked and cleaned by jpeg-metadata.ts) turned upright by `orientation`; null when it cannot be. One
 * turn at a time: turns share the server's one thread in slices, so several at once end no sooner than one after
 * another would, each holding its photo's coefficients meanwhile (about 30 MB for 12 megapixels), and every other
 * request would wait a slice of each between its own steps.
 */
export function turnJpeg(jpeg: Buffer, orientation: number): Promise<Buffer | null> {
  const turned = lastTurn.then(() => turnNow(jpeg, orientation))
  lastTurn = turned.catch(() => undefined)
  return turned
}

async function turnNow(jpeg: Buffer, orientation: number): Promise<Buffer | null> {
  const turn = TURNS[orientation]
  if (!turn) return null
  try {
    const frame = await readCoefficients(jpeg, turning(turn), (coded) => {
      const whole = coded.components.every(
        (component) =>
          (!turn.flipX || component.blocksWide * 8 === component.width) &&
          (!turn.flipY || component.blocksHigh * 8 === component.height),
      )
      if (!whole) throw new Unsupported('a part block would become the top or left edge')
    })
    if (!turn.swap) return await writeCoefficients(frame)
    const tables = frame.tables.map((table) => table && { ...table, steps: transposed(table.steps) })
    return await writeCoefficients({ ...frame, tables, headers: frame.headers.map(withDensitySwapped) })
  } catch (error) {
    // A broken structure is the caller's to refuse; anything else this reader cannot take (a coding it does
    // not read, scan data that does not decode) is turned by re-encoding, whose decoder then judges the file.
    if (error instanceof DamagedImage) throw error
    return null
  }
}

/** The layout that keeps each block where the turn puts it, its coefficients transposed and signed as it does. */
function turning(turn: Turn): Layout {
  const { swap, flipX, flipY } = turn
  return {
    keep: (coded) =>
      withGrid({
        ...coded,
        h: swap ? coded.v : coded.h,
        v: swap ? coded.h : coded.v,
        width: swap ? coded.height : coded.width,
        height: swap ? coded.width : coded.height,
        blocksWide: swap ? coded.blocksHigh : coded.blocksWide,
        blocksHigh: swap ? coded.blocksWide : coded.blocksHigh,
      }),
    place: (coded, x, y) => {
      const a = flipX ? coded.blocksWide - 1 - x : x
      const b = flipY ? coded.blocksHigh - 1 - y : y
      return swap ? (a * coded.blocksHigh + b) * 64 : (b * coded.blocksWide + a) * 64
    },
    ...coefficientMap(turn),
    swaps: swap,
  }
}

/**
 * For each coefficient of a coded block (its zig-zag position; row v and column u of the block), where it
 * goes in the turned block and its sign there: transposing swaps u and v; mirroring left to right negates
 * the odd horizontal frequencies, top to bottom the odd vertical ones (the DCT's basis functions are even or
 * odd about the block's centre).
 */
function coefficientMap({ swap, flipX, flipY }: Turn) {
  const zigzagOf = new Uint8Array(64)
  ZIGZAG.forEach((natural, k) => (zigzagOf[natural] = k))
  const to = new Uint8Array(64)
  const sign = new Int8Array(64)
  for (let k = 0; k < 64; k++) {
    const v = ZIGZAG[k] >> 3
    const u = ZIGZAG[k] & 7
    to[k] = zigzagOf[swap ? u * 8 + v : v * 8 + u]
    sign[k] = (flipX && u % 2 ? -1 : 1) * (flipY && v % 2 ? -1 : 1)
  }
  return { to, sign }
}

function transposed(steps: Uint16Array): Uint16Array {
  const result = new Uint16Array(64)
  for (let v = 0; v < 8; v++) for (let u = 0; u < 8; u++) result[v * 8 + u] = steps[u * 8 + v]
  return result
}

/** A JFIF header's pixel aspect (X and Y density) swapped, as its pixels are; any other header as it is. */
function withDensitySwapped(header: Buffer): Buffer {
  if (header[1] !== 0xe0 || header.toString('latin1', 4, 9) !== 'JFIF\0' || header.length < 18) return header
  const swapped = Buffer.from(header)
  header.copy(swapped, 12, 14, 16)
  header.copy(swapped, 14, 12, 14)
  return swapped
}

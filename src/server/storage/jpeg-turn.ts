import { setImmediate } from 'node:timers/promises'
import { DamagedImage } from './damaged-image'
import { oneTurnAtATime } from './one-turn'
import { ZIGZAG } from './jpeg-huffman'
import { readCoefficients, Unsupported, withGrid, type Component, type Layout } from './jpeg-coefficients'
import { resampled } from './jpeg-resample'
import { writeCoefficients } from './jpeg-write'

// A JPEG turned upright without re-encoding (issue 28), as jpegtran's lossless transforms do: its quantised
// DCT coefficients are moved block by block and, within each block, transposed and their odd frequencies'
// signs flipped, the quantisation tables transposed with them. No coefficient is quantised again, so the
// turned photo decodes to the pixels the camera's file decodes to, turned. Only whole blocks can move, so a
// side that turns into the top or the left edge must end in a whole block of samples (a 4032x3024 phone photo
// does). Where only a subsampled chroma does not (a 4000x3000 photo held upright: its luma is 375 whole blocks
// high, its chroma 187 and a half), the luma still moves and the chroma is resampled (jpeg-resample.ts). Where
// the luma does not either, and for files this reader does not take (arithmetic-coded, 12-bit), the answer is
// null and the photo is turned by re-encoding (images.ts). A progressive photo is written back as one
// sequential scan: its coding changes, not one of its coefficients.

/** How each EXIF orientation turns the stored pixels upright: transposed first, then mirrored. */
export interface Turn {
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

/**
 * `jpeg` (walked and cleaned by jpeg-metadata.ts) turned upright by `orientation`; null when it cannot be. It
 * runs in a photo worker (photo-pool.ts), in one piece, and one turn at a time (one-turn.ts): each holds its
 * photo's coefficients.
 */
export function turnJpeg(jpeg: Buffer, orientation: number): Promise<Buffer | null> {
  return oneTurnAtATime(() => turnNow(jpeg, orientation))
}

async function turnNow(jpeg: Buffer, orientation: number): Promise<Buffer | null> {
  const turn = TURNS[orientation]
  if (!turn) return null
  try {
    const layout = turning(turn)
    // Decided on the components as coded, as the layout decides: once turned, their sides have traded places.
    const resampling = new Set<number>()
    const read = readCoefficients(jpeg, layout, (coded) => {
      // The full-size components (the luma) must move whole: resampling them would be a re-encode, which
      // libvips does faster. A subsampled one that cannot is resampled (jpeg-resample.ts).
      const largest = Math.max(...coded.components.map((c) => c.h * c.v))
      for (const c of coded.components) {
        if (movesWhole(turn, c)) continue
        if (c.h * c.v === largest) throw new Unsupported('a part block would become the top or left edge')
        resampling.add(c.id)
      }
    })
    const tables = turn.swap
      ? read.tables.map((table) => table && { ...table, steps: transposed(table.steps) })
      : read.tables
    const components: Component[] = []
    for (const component of read.components) {
      if (!resampling.has(component.id)) components.push(withoutSpare(component))
      else {
        const steps = read.tables[component.table]?.steps
        const turnedSteps = tables[component.table]?.steps
        if (!steps || !turnedSteps) throw new Unsupported('a component without its table')
        const shape = turnedShape(turn, component)
        components.push(resampled(component, shape, layout, turn, steps, turnedSteps))
      }
    }
    const headers = turn.swap ? read.headers.map(withDensitySwapped) : read.headers
    // A pause between reading and writing, each a few hundred ms of this thread: what waits for it (the photo's
    // renditions, decoded meanwhile by libvips, images.ts) starts encoding and runs beside the writing. Two
    // immediates, since libuv hears the decode's end only in the poll phase between them.
    await setImmediate()
    await setImmediate()
    return writeCoefficients({ ...read, tables, headers, components })
  } catch (error) {
    // A broken structure is the caller's to refuse; anything else this reader cannot take (a coding it does
    // not read, scan data that does not decode) is turned by re-encoding, whose decoder then judges the file.
    if (error instanceof DamagedImage) throw error
    return null
  }
}

/**
 * Whether a component's blocks can move whole: each side the turn mirrors holds whole blocks of its samples, so
 * its last block, which becomes the first, is all picture (the grid's padding blocks past it are left behind).
 */
const movesWhole = ({ flipX, flipY }: Turn, c: Component) =>
  (!flipX || c.width % 8 === 0) && (!flipY || c.height % 8 === 0)

/** The blocks across and down that hold picture, not the padding that fills the last MCU. */
const pictureWide = (c: Component) => Math.ceil(c.width / 8)
const pictureHigh = (c: Component) => Math.ceil(c.height / 8)

/** The component's size and grid once turned (no blocks yet). */
function turnedShape({ swap }: Turn, coded: Component): Component {
  return {
    ...coded,
    h: swap ? coded.v : coded.h,
    v: swap ? coded.h : coded.v,
    width: swap ? coded.height : coded.width,
    height: swap ? coded.width : coded.height,
    blocksWide: swap ? coded.blocksHigh : coded.blocksWide,
    blocksHigh: swap ? coded.blocksWide : coded.blocksHigh,
  }
}

/**
 * The layout that keeps each block where the turn puts it, its coefficients transposed and signed as it does;
 * a component that cannot move whole is kept as coded, for jpeg-resample.ts. The blocks of a grid's padding (past
 * the picture, to fill the last MCU) are each kept apart after the grid's own, not moved: a progressive file's
 * refinement of a block reads what the block already holds.
 */
function turning(turn: Turn): Layout {
  const { swap, flipX, flipY } = turn
  return {
    keep: (coded) => {
      if (!movesWhole(turn, coded)) return withGrid(coded)
      const shape = turnedShape(turn, coded)
      const padding = coded.blocksWide * coded.blocksHigh - pictureWide(coded) * pictureHigh(coded)
      // Room for the turned grid, and after it for the padding blocks read apart.
      const grid = withGrid({
        ...shape,
        blocksWide: 1,
        blocksHigh: shape.blocksWide * shape.blocksHigh + padding,
      })
      return { ...grid, blocksWide: shape.blocksWide, blocksHigh: shape.blocksHigh }
    },
    place: (coded, x, y) => {
      if (!movesWhole(turn, coded)) return (y * coded.blocksWide + x) * 64
      const wide = pictureWide(coded)
      const high = pictureHigh(coded)
      const count = coded.blocksWide * coded.blocksHigh
      // Padding: the blocks right of the picture row by row, then the rows below it.
      if (y >= high)
        return (count + high * (coded.blocksWide - wide) + (y - high) * coded.blocksWide + x) * 64
      if (x >= wide) return (count + y * (coded.blocksWide - wide) + (x - wide)) * 64
      const a = flipX ? wide - 1 - x : x
      const b = flipY ? high - 1 - y : y
      return swap ? (a * coded.blocksHigh + b) * 64 : (b * coded.blocksWide + a) * 64
    },
    ...coefficientMap(turn),
    swaps: swap,
  }
}

/**
 * A kept component without the spare room its padding blocks were read into, its own padding (past the turned
 * picture, to fill the last MCU) the picture's edge blocks again, as an encoder pads: neither seen nor costly.
 */
function withoutSpare(component: Component): Component {
  const { blocksWide, blocksHigh } = component
  const blocks = component.blocks.subarray(0, blocksWide * blocksHigh * 64)
  const nonZero = component.nonZero.subarray(0, blocksWide * blocksHigh * 2)
  const wide = pictureWide(component)
  const high = pictureHigh(component)
  for (let y = 0; y < blocksHigh; y++)
    for (let x = y < high ? wide : 0; x < blocksWide; x++) {
      const from = Math.min(y, high - 1) * blocksWide + Math.min(x, wide - 1)
      const to = y * blocksWide + x
      blocks.copyWithin(to * 64, from * 64, from * 64 + 64)
      nonZero.copyWithin(to * 2, from * 2, from * 2 + 2)
    }
  return { ...component, blocks, nonZero }
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

import { BitReader, BrokenScan, decodeTable, ZIGZAG, type DecodeTable } from './jpeg-huffman'
import { MAX_IMAGE_PIXELS } from '../../shared/rules/uploads'
import { scanEnd } from './jpeg-metadata'
import { progressiveBlocks } from './jpeg-progressive'

// A Huffman-coded JPEG read to its quantised DCT coefficients (T.81's baseline, extended sequential and
// progressive processes, 8-bit; the progressive scans' blocks in jpeg-progressive.ts), to be written back by
// jpeg-write.ts, for turning a photo without re-encoding it (jpeg-turn.ts). Arithmetic-coded, lossless,
// hierarchical and 12-bit files are not read here: they throw Unsupported and are turned the other way.

/** A JPEG this reader does not take; the caller turns it by decoding and re-encoding instead. */
export class Unsupported extends Error {}

export interface Component {
  id: number
  /** Sampling factors: how many blocks across and down it has in a multi-component MCU. */
  h: number
  v: number
  /** Its quantisation table's number. */
  table: number
  /** Its size in samples. */
  width: number
  height: number
  /** Its grid of blocks, padded to whole MCUs when the frame has more than one component. */
  blocksWide: number
  blocksHigh: number
  /** 64 coefficients per block, in zig-zag order within the block, block by block along the grid. */
  blocks: Int16Array
  /**
   * Two words per block: bit k set when its zig-zag coefficient k (1-63; k - 32 in the second word) is not
   * zero, so the writer goes from one to the next instead of looking at all 63.
   */
  nonZero: Uint32Array
}

/**
 * Where the reader keeps what it reads: as coded (AS_CODED), or turned (jpeg-turn.ts), so a photo is turned
 * as it is read, without a second copy of its coefficients.
 */
export interface Layout {
  /** The kept frame's component, from the coded one (whose grid has no blocks yet). */
  keep(coded: Component): Component
  /** Where, in the kept component's blocks, the coded block at column x and row y of component `coded` goes. */
  place(coded: Component, x: number, y: number): number
  /** For each coded zig-zag position, the kept one, and the sign its value takes there. */
  to: Uint8Array
  sign: Int8Array
  /** Whether width and height trade places. */
  swaps: boolean
}

const ORDER = Uint8Array.from({ length: 64 }, (_, k) => k)

export const AS_CODED: Layout = {
  keep: (coded) => withGrid(coded),
  place: (coded, x, y) => (y * coded.blocksWide + x) * 64,
  to: ORDER,
  sign: new Int8Array(64).fill(1),
  swaps: false,
}

/** `component` given room for its grid of blocks. */
export function withGrid(component: Component): Component {
  const count = component.blocksWide * component.blocksHigh
  return { ...component, blocks: new Int16Array(count * 64), nonZero: new Uint32Array(count * 2) }
}

export interface Frame {
  /** The start-of-frame marker: C0 baseline, C1 extended sequential or C2 progressive. */
  marker: number
  width: number
  height: number
  components: Component[]
  /** Quantisation tables by number, each in natural (row by row) order, with their precision (0: 8-bit). */
  tables: ({ steps: Uint16Array; precision: number } | undefined)[]
  /** MCUs between restart markers; 0 for none. */
  restartInterval: number
  /** The APPn and COM segments before the frame, whole and in order (the JFIF header, the colour profile). */
  headers: Buffer[]
}

/** The markers of T.81 table B.1 that a sequential file's reading and writing meet. */
export const MARKER = {
  SOF0: 0xc0,
  SOF1: 0xc1,
  SOF2: 0xc2,
  DHT: 0xc4,
  RST0: 0xd0,
  EOI: 0xd9,
  SOS: 0xda,
  DQT: 0xdb,
  DRI: 0xdd,
} as const

/**
 * Reads every scan of `file` (a JPEG whose segments jpeg-metadata.ts has walked) to its coefficients, kept
 * as `layout` places them. `check` sees the frame as coded before any scan is read, and may throw
 * Unsupported to spare the reading.
 */
export function readCoefficients(
  file: Buffer,
  layout: Layout = AS_CODED,
  check?: (coded: Frame) => void,
): Frame {
  const dcTables: DecodeTable[] = []
  const acTables: DecodeTable[] = []
  const headers: Buffer[] = []
  const tables: Frame['tables'] = []
  let frame: Frame | undefined
  let kept: Component[] = []
  let restartInterval = 0
  let scanned = false
  let at = 2
  for (;;) {
    while (file[at + 1] === 0xff) at++
    const marker = file[at + 1]
    if (marker === MARKER.EOI) break
    const end = at + 2 + file.readUInt16BE(at + 2)
    const payload = file.subarray(at + 4, end)
    if ((marker >= 0xe0 && marker <= 0xef) || marker === 0xfe) {
      if (!frame) headers.push(file.subarray(at, end))
    } else if (marker === MARKER.DQT) {
      if (scanned) throw new Unsupported('quantisation tables changed between scans')
      readQuantisation(payload, tables)
    } else if (marker === MARKER.DHT) readHuffman(payload, dcTables, acTables)
    else if (marker === MARKER.DRI) restartInterval = payload.readUInt16BE(0)
    else if (marker === MARKER.SOF0 || marker === MARKER.SOF1 || marker === MARKER.SOF2) {
      if (frame) throw new Unsupported('a second frame')
      frame = readFrame(marker, payload, headers, tables)
      check?.(frame)
      // Every block takes at least a bit (its DC code) of the file: a frame claiming more blocks than that is
      // refused before room is made for them.
      const claimed = frame.components.reduce((sum, c) => sum + c.blocksWide * c.blocksHigh, 0)
      if (claimed > file.length * 8) throw new BrokenScan('a frame larger than its file could hold')
      kept = frame.components.map((component) => layout.keep(component))
    } else if (marker === MARKER.SOS) {
      if (!frame) throw new BrokenScan('a scan before its frame')
      frame.restartInterval = restartInterval
      readScan(file, end, payload, { frame, kept, layout }, dcTables, acTables)
      scanned = true
      at = scanEnd(file, end)
      continue
    } else throw new Unsupported(`marker ${marker.toString(16)}`)
    at = end
  }
  if (!frame) throw new BrokenScan('no frame')
  const { width, height } = frame
  return layout.swaps
    ? { ...frame, width: height, height: width, components: kept }
    : { ...frame, components: kept }
}

function readQuantisation(payload: Buffer, tables: Frame['tables']): void {
  for (let at = 0; at < payload.length;) {
    const precision = payload[at] >> 4
    const steps = new Uint16Array(64)
    for (let k = 0; k < 64; k++)
      steps[ZIGZAG[k]] = precision ? payload.readUInt16BE(at + 1 + k * 2) : payload[at + 1 + k]
    tables[payload[at] & 0x0f] = { steps, precision }
    at += 1 + (precision ? 128 : 64)
  }
}

function readHuffman(payload: Buffer, dc: DecodeTable[], ac: DecodeTable[]): void {
  for (let at = 0; at < payload.length;) {
    const counts = payload.subarray(at + 1, at + 17)
    const total = counts.reduce((sum, count) => sum + count, 0)
    const table = decodeTable(counts, payload.subarray(at + 17, at + 17 + total))
    ;(payload[at] >> 4 ? ac : dc)[payload[at] & 0x0f] = table
    at += 17 + total
  }
}

function readFrame(marker: number, payload: Buffer, headers: Buffer[], tables: Frame['tables']): Frame {
  if (payload[0] !== 8) throw new Unsupported(`${payload[0]}-bit samples`)
  const height = payload.readUInt16BE(1)
  const width = payload.readUInt16BE(3)
  const count = payload[5]
  if (height === 0 || width === 0 || count < 1 || count > 4) throw new Unsupported('its size or components')
  // Its coefficients are held in memory: no more of them than an upload may have.
  if (width * height > MAX_IMAGE_PIXELS) throw new Unsupported(`${width}x${height} pixels`)
  const sampling = Array.from({ length: count }, (_, index) => {
    const at = 6 + index * 3
    const component = {
      id: payload[at],
      h: payload[at + 1] >> 4,
      v: payload[at + 1] & 0x0f,
      table: payload[at + 2],
    }
    if (component.h < 1 || component.h > 4 || component.v < 1 || component.v > 4)
      throw new BrokenScan('sampling factors out of range')
    return component
  })
  const hMax = Math.max(...sampling.map((component) => component.h))
  const vMax = Math.max(...sampling.map((component) => component.v))
  const components = sampling.map((component) => {
    const componentWidth = Math.ceil((width * component.h) / hMax)
    const componentHeight = Math.ceil((height * component.v) / vMax)
    // One component is coded block by block, whatever its sampling factors; several, by whole MCUs.
    const blocksWide =
      count === 1 ? Math.ceil(componentWidth / 8) : Math.ceil(width / (8 * hMax)) * component.h
    const blocksHigh =
      count === 1 ? Math.ceil(componentHeight / 8) : Math.ceil(height / (8 * vMax)) * component.v
    return {
      ...component,
      width: componentWidth,
      height: componentHeight,
      blocksWide,
      blocksHigh,
      blocks: new Int16Array(0),
      nonZero: new Uint32Array(0),
    }
  })
  return { marker, width, height, components, tables, restartInterval: 0, headers }
}

/** A component as one scan codes it: where it is read from and kept, and the scan's tables for it. */
export interface ScanPart {
  coded: Component
  kept: Component
  dc: DecodeTable | undefined
  ac: DecodeTable | undefined
}

/** What a scan's header says of the coefficients it holds (T.81 B.2.3): a band and a bit position. */
export interface ScanBand {
  /** The first and last zig-zag positions (Ss, Se). */
  start: number
  end: number
  /** Successive approximation (Ah, Al): the bit position coded before (0: none), and this scan's. */
  high: number
  low: number
}

/** Reads one block of a scan into its kept component, at `offset`; `restart` when a restart marker passes. */
export interface BlockReader {
  block(part: ScanPart, offset: number, index: number): void
  restart(): void
}

function readScan(
  file: Buffer,
  start: number,
  header: Buffer,
  { frame, kept, layout }: { frame: Frame; kept: Component[]; layout: Layout },
  dcTables: DecodeTable[],
  acTables: DecodeTable[],
): void {
  const parts: ScanPart[] = Array.from({ length: header[0] }, (_, index) => {
    const id = header[1 + index * 2]
    const at = frame.components.findIndex((candidate) => candidate.id === id)
    if (at < 0) throw new BrokenScan('a scan names a component the frame has not')
    const dc = dcTables[header[2 + index * 2] >> 4]
    const ac = acTables[header[2 + index * 2] & 0x0f]
    return { coded: frame.components[at], kept: kept[at], dc, ac }
  })
  if (parts.length === 0) throw new BrokenScan('a scan of no component')
  const after = 1 + parts.length * 2
  const band: ScanBand = {
    start: header[after],
    end: header[after + 1],
    high: header[after + 2] >> 4,
    low: header[after + 2] & 0x0f,
  }
  const reader = new BitReader(file, start)
  const predictions = new Int32Array(parts.length)
  const blocks =
    frame.marker === MARKER.SOF2
      ? progressiveBlocks(band, parts.length, reader, layout, predictions)
      : sequentialBlocks(band, reader, layout, predictions)
  walkScan(
    frame,
    parts.map((part) => part.coded),
    predictions,
    (index, x, y) => blocks.block(parts[index], layout.place(parts[index].coded, x, y), index),
    () => {
      reader.restart()
      blocks.restart()
    },
  )
}

/** A sequential scan's blocks: each block's coefficients all at once. */
function sequentialBlocks(
  band: ScanBand,
  reader: BitReader,
  { to, sign }: Layout,
  predictions: Int32Array,
): BlockReader {
  if (band.start !== 0 || band.end !== 63 || band.high !== 0 || band.low !== 0)
    throw new BrokenScan('a sequential frame with a scan of part of the coefficients')
  return {
    block({ kept: { blocks, nonZero }, dc, ac }, offset, index) {
      if (!dc || !ac) throw new BrokenScan('a scan names a table not defined')
      predictions[index] += reader.value(reader.symbol(dc))
      blocks[offset] = predictions[index]
      reader.acBlock(ac, blocks, offset, to, sign, nonZero)
    },
    restart() {},
  }
}

/**
 * Visits the blocks a scan of these components codes, in the scan's order, by column and row in their
 * component's grid; at each restart interval the DC predictions start again from 0 and `restart` is called.
 */
export function walkScan(
  frame: Frame,
  components: Component[],
  predictions: Int32Array,
  visit: (part: number, x: number, y: number) => void,
  restart: () => void,
): void {
  const interval = frame.restartInterval
  const units = (mcu: number) => {
    if (interval && mcu > 0 && mcu % interval === 0) {
      restart()
      predictions.fill(0)
    }
  }
  if (components.length === 1) {
    // Not interleaved: every block of the component's own size is an MCU.
    const [component] = components
    const wide = Math.ceil(component.width / 8)
    const high = Math.ceil(component.height / 8)
    for (let row = 0, mcu = 0; row < high; row++) {
      for (let column = 0; column < wide; column++, mcu++) {
        units(mcu)
        visit(0, column, row)
      }
    }
    return
  }
  const mcusWide = components[0].blocksWide / components[0].h
  const mcusHigh = components[0].blocksHigh / components[0].v
  for (let row = 0, mcu = 0; row < mcusHigh; row++) {
    for (let column = 0; column < mcusWide; column++, mcu++) {
      units(mcu)
      for (let index = 0; index < components.length; index++) {
        const { h, v } = components[index]
        for (let y = 0; y < v; y++) for (let x = 0; x < h; x++) visit(index, column * h + x, row * v + y)
      }
    }
  }
}

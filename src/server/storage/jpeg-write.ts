import { BitWriter, BrokenScan, categoryOf, optimalTable, ZIGZAG, type EncodeTable } from './jpeg-huffman'
import { MARKER, walkScan, type Frame } from './jpeg-coefficients'

// A frame of quantised coefficients (jpeg-coefficients.ts) written as a sequential JPEG, with Huffman tables
// made for them.

/** One block in this many is looked at to weigh the AC symbols (a prime, so no grid's rhythm is followed). */
const AC_SAMPLE = 7

/**
 * `frame` written as a JPEG: its headers, its quantisation tables, Huffman tables made for its coefficients
 * (T.81 K.2), and one scan holding every component (interleaved when there are several), with its restart
 * interval.
 */
export function writeCoefficients(frame: Frame): Buffer {
  const { components } = frame
  const tableOf = (index: number) => (index === 0 ? 0 : 1)
  const dcCounts = [new Uint32Array(256), new Uint32Array(256)]
  const acCounts = [new Uint32Array(256), new Uint32Array(256)]
  const predictions = new Int32Array(components.length)
  // The AC symbols do not depend on the blocks' order: counted along each grid (one scan codes every block of
  // every grid), in one block of every AC_SAMPLE, and every symbol the scan could hold given a code, so the
  // table fits whatever the blocks not counted hold, at a cost in size too small to see. The DC differences
  // depend on the order: all counted, in the scan's order.
  for (const [index, { blocks, nonZero }] of components.entries()) {
    const ac = acCounts[tableOf(index)]
    for (let offset = 0; offset < blocks.length; offset += 64 * AC_SAMPLE) {
      countAc(blocks, nonZero, offset, ac)
    }
  }
  for (const ac of acCounts)
    for (let symbol = 0; symbol < 256; symbol++)
      if (symbol === 0x00 || symbol === 0xf0 || ((symbol & 0x0f) >= 1 && (symbol & 0x0f) <= 10))
        ac[symbol] = ac[symbol] * AC_SAMPLE + 1
  walkScan(
    frame,
    components,
    predictions,
    (index, x, y) => {
      const { blocks, blocksWide } = components[index]
      const value = blocks[(y * blocksWide + x) * 64]
      dcCounts[tableOf(index)][dcCategory(value - predictions[index])]++
      predictions[index] = value
    },
    () => {},
  )

  const used = components.length === 1 ? 1 : 2
  const dc = dcCounts.slice(0, used).map(optimalTable)
  const ac = acCounts.slice(0, used).map(optimalTable)
  const scanBytes = components.reduce((sum, component) => sum + component.blocks.length, 0) / 4
  const writer = new BitWriter(scanBytes)
  predictions.fill(0)
  let restarts = 0
  walkScan(
    frame,
    components,
    predictions,
    (index, x, y) => {
      const { blocks, nonZero, blocksWide } = components[index]
      const offset = (y * blocksWide + x) * 64
      const difference = blocks[offset] - predictions[index]
      predictions[index] = blocks[offset]
      writeBlock(writer, blocks, nonZero, offset, difference, dc[tableOf(index)], ac[tableOf(index)])
    },
    () => {
      writer.flush()
      writer.marker(MARKER.RST0 + (restarts++ % 8))
    },
  )
  writer.flush()

  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    ...frame.headers,
    quantisationSegment(frame),
    frameSegment(frame),
    huffmanSegment(dc, ac),
    ...(frame.restartInterval ? [segment(MARKER.DRI, u16(frame.restartInterval))] : []),
    scanHeader(frame, tableOf),
    writer.bytes(),
    Buffer.from([0xff, MARKER.EOI]),
  ])
}

/** Where a block's non-zero AC coefficients are, filled by `nonZeroAt`. */
const found = new Uint8Array(63)

/** The zig-zag positions (1-63) of the block's non-zero AC coefficients into `found`, in order: how many. */
function nonZeroAt(nonZero: Uint32Array, offset: number): number {
  let count = 0
  for (let word = 0; word < 2; word++) {
    let bits = nonZero[(offset >> 5) + word]
    while (bits !== 0) {
      const lowest = bits & -bits
      found[count++] = word * 32 + 31 - Math.clz32(lowest)
      bits ^= lowest
    }
  }
  return count
}

/** Counts the AC symbols a block will be written with: its runs of zeros and the sizes of what ends them. */
function countAc(blocks: Int16Array, nonZero: Uint32Array, offset: number, ac: Uint32Array): void {
  const count = nonZeroAt(nonZero, offset)
  let previous = 0
  for (let i = 0; i < count; i++) {
    const k = found[i]
    let run = k - previous - 1
    for (; run > 15; run -= 16) ac[0xf0]++
    ac[(run << 4) | acCategory(blocks[offset + k])]++
    previous = k
  }
  if (previous < 63) ac[0x00]++
}

/** The most bytes one block can take: 64 codes of at most 27 bits, every byte perhaps stuffed. */
const BLOCK_BYTES = 64 * 4 * 2

/**
 * Writes one block: its DC difference, then its runs of zeros and the values that end them. The writer's
 * bits are kept in locals for the block, as reading and writing its fields at every symbol cost a third
 * of a turn's writing (bench/thumbnails).
 */
function writeBlock(
  writer: BitWriter,
  blocks: Int16Array,
  nonZero: Uint32Array,
  offset: number,
  difference: number,
  dc: EncodeTable,
  ac: EncodeTable,
): void {
  writer.reserve(BLOCK_BYTES)
  const out = writer.out
  let at = writer.length
  let bits = writer.bits
  let count = writer.count
  // Each code goes in as `length` bits (at most 24: count stays under 8 between codes, so 32 bits hold them),
  // then whole bytes go out, a zero byte stuffed after each FF.
  const size = dcCategory(difference)
  const dcValue = (difference < 0 ? difference - 1 : difference) & ((1 << size) - 1)
  const dcLength = dc.lengths[size]
  if (dcLength + size <= 24) {
    bits = ((bits << (dcLength + size)) | (dc.codes[size] << size) | dcValue) >>> 0
    count += dcLength + size
  } else {
    bits = ((bits << dcLength) | dc.codes[size]) >>> 0
    count += dcLength
    while (count >= 8) {
      count -= 8
      const byte = (bits >>> count) & 0xff
      out[at++] = byte
      if (byte === 0xff) out[at++] = 0
    }
    bits = ((bits << size) | dcValue) >>> 0
    count += size
  }
  while (count >= 8) {
    count -= 8
    const byte = (bits >>> count) & 0xff
    out[at++] = byte
    if (byte === 0xff) out[at++] = 0
  }
  const codes = ac.codes
  const lengths = ac.lengths
  let previous = 0
  for (let word = 0; word < 2; word++) {
    let rest = nonZero[(offset >> 5) + word]
    while (rest !== 0) {
      const lowest = rest & -rest
      rest ^= lowest
      const k = word * 32 + 31 - Math.clz32(lowest)
      let run = k - previous - 1
      previous = k
      for (; run > 15; run -= 16) {
        // ZRL, sixteen zeros: at most 16 bits.
        bits = ((bits << lengths[0xf0]) | codes[0xf0]) >>> 0
        count += lengths[0xf0]
        while (count >= 8) {
          count -= 8
          const byte = (bits >>> count) & 0xff
          out[at++] = byte
          if (byte === 0xff) out[at++] = 0
        }
      }
      const value = blocks[offset + k]
      const length = acCategory(value)
      const symbol = (run << 4) | length
      const codeLength = lengths[symbol]
      const tail = (value < 0 ? value - 1 : value) & ((1 << length) - 1)
      if (codeLength + length <= 24) {
        bits = ((bits << (codeLength + length)) | (codes[symbol] << length) | tail) >>> 0
        count += codeLength + length
      } else {
        bits = ((bits << codeLength) | codes[symbol]) >>> 0
        count += codeLength
        while (count >= 8) {
          count -= 8
          const byte = (bits >>> count) & 0xff
          out[at++] = byte
          if (byte === 0xff) out[at++] = 0
        }
        bits = ((bits << length) | tail) >>> 0
        count += length
      }
      while (count >= 8) {
        count -= 8
        const byte = (bits >>> count) & 0xff
        out[at++] = byte
        if (byte === 0xff) out[at++] = 0
      }
    }
  }
  if (previous < 63) {
    bits = ((bits << lengths[0x00]) | codes[0x00]) >>> 0
    count += lengths[0x00]
    while (count >= 8) {
      count -= 8
      const byte = (bits >>> count) & 0xff
      out[at++] = byte
      if (byte === 0xff) out[at++] = 0
    }
  }
  writer.length = at
  writer.bits = bits & 0xff
  writer.count = count
}

/** Sequential 8-bit JPEG allows DC differences of up to 11 bits and AC values of up to 10. */
function dcCategory(difference: number): number {
  const size = categoryOf(difference)
  if (size > 11) throw new BrokenScan('a DC difference out of range')
  return size
}

function acCategory(value: number): number {
  const size = categoryOf(value)
  if (size > 10) throw new BrokenScan('a coefficient out of range')
  return size
}

function quantisationSegment(frame: Frame): Buffer {
  const used = [...new Set(frame.components.map((component) => component.table))]
  return segment(
    MARKER.DQT,
    Buffer.concat(
      used.map((number) => {
        const table = frame.tables[number]
        if (!table) throw new BrokenScan(`quantisation table ${number} not defined`)
        const body = Buffer.alloc(1 + (table.precision ? 128 : 64))
        body[0] = (table.precision << 4) | number
        for (let k = 0; k < 64; k++)
          if (table.precision) body.writeUInt16BE(table.steps[ZIGZAG[k]], 1 + k * 2)
          else body[1 + k] = table.steps[ZIGZAG[k]]
        return body
      }),
    ),
  )
}

function frameSegment(frame: Frame): Buffer {
  const body = Buffer.alloc(6 + frame.components.length * 3)
  body[0] = 8
  body.writeUInt16BE(frame.height, 1)
  body.writeUInt16BE(frame.width, 3)
  body[5] = frame.components.length
  frame.components.forEach((component, index) => {
    body[6 + index * 3] = component.id
    body[7 + index * 3] = (component.h << 4) | component.v
    body[8 + index * 3] = component.table
  })
  return segment(sequentialMarker(frame), body)
}

/**
 * The frame is written as one sequential scan: a progressive frame as baseline, unless a quantisation table of
 * 16-bit steps needs the extended process.
 */
function sequentialMarker(frame: Frame): number {
  if (frame.marker !== MARKER.SOF2) return frame.marker
  const wide = frame.components.some((component) => frame.tables[component.table]?.precision)
  return wide ? MARKER.SOF1 : MARKER.SOF0
}

function huffmanSegment(dc: EncodeTable[], ac: EncodeTable[]): Buffer {
  const table = (kind: number, number: number, { counts, values }: EncodeTable) =>
    Buffer.concat([Buffer.from([(kind << 4) | number]), counts, values])
  return segment(
    MARKER.DHT,
    Buffer.concat([
      ...dc.map((each, number) => table(0, number, each)),
      ...ac.map((each, number) => table(1, number, each)),
    ]),
  )
}

function scanHeader(frame: Frame, tableOf: (index: number) => number): Buffer {
  const parts = frame.components.flatMap((component, index) => [component.id, tableOf(index) * 0x11])
  return segment(MARKER.SOS, Buffer.from([frame.components.length, ...parts, 0, 63, 0]))
}

function segment(marker: number, body: Buffer): Buffer {
  return Buffer.concat([Buffer.from([0xff, marker]), u16(body.length + 2), body])
}

function u16(value: number): Buffer {
  const bytes = Buffer.alloc(2)
  bytes.writeUInt16BE(value)
  return bytes
}

// The Huffman coding of a JPEG's scan data (ITU T.81, annexes C, F and K), for turning a photo without
// re-encoding its pixels (jpeg-turn.ts): reading the quantised coefficients a scan codes, and writing them
// back with tables made for them. Nothing here touches a pixel or a quantisation step.

/** A coefficient's zig-zag position (T.81 figure A.6) to its place in the 8x8 block, row by row. */
export const ZIGZAG = Uint8Array.from([
  0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34, 27, 20, 13, 6, 7,
  14, 21, 28, 35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23, 30, 37, 44, 51, 58, 59, 52, 45, 38, 31, 39, 46,
  53, 60, 61, 54, 47, 55, 62, 63,
])

/** Scan data that does not decode as its tables say: the photo is then left to the decoder that re-encodes. */
export class BrokenScan extends Error {}

const LOOKUP_BITS = 9

/** A DHT table made ready to decode: codes of up to LOOKUP_BITS bits found in one step. */
export interface DecodeTable {
  /** By the next LOOKUP_BITS bits: (code length << 8) | symbol, or 0 when the code is longer. */
  lookup: Uint16Array
  /** The largest code of each length (index 1-16), -1 when there is none. */
  maxCode: Int32Array
  /** A code of each length minus this is its symbol's index in `values`. */
  offset: Int32Array
  values: Uint8Array
  /**
   * For an AC table, by the next LOOKUP_BITS bits when they hold a whole symbol and the value after it:
   * coefficient(value, run, size) | (bits used << 8), or 0.
   */
  fast: Int32Array
}

/** A decoded AC coefficient: its value, the zeros before it and its size, in one number. */
const coefficient = (value: number, run: number, size: number) => ((value + 32768) << 12) | (run << 4) | size
export const runOf = (packed: number) => (packed >> 4) & 0x0f
export const sizeOf = (packed: number) => packed & 0x0f
export const valueOf = (packed: number) => (packed >>> 12) - 32768

/** `counts[i]`: how many codes are i + 1 bits long; `values`: their symbols in code order (T.81 C.2). */
export function decodeTable(counts: Uint8Array, values: Uint8Array): DecodeTable {
  const lookup = new Uint16Array(1 << LOOKUP_BITS)
  const maxCode = new Int32Array(18).fill(-1)
  const offset = new Int32Array(17)
  let code = 0
  let index = 0
  for (let length = 1; length <= 16; length++) {
    offset[length] = code - index
    for (let i = 0; i < counts[length - 1]; i++, code++, index++) {
      if (index >= values.length) throw new BrokenScan('a Huffman table with more codes than symbols')
      if (length > LOOKUP_BITS) continue
      const first = code << (LOOKUP_BITS - length)
      lookup.fill((length << 8) | values[index], first, first + (1 << (LOOKUP_BITS - length)))
    }
    maxCode[length] = counts[length - 1] ? code - 1 : -1
    code <<= 1
  }
  maxCode[17] = 0x7fffffff
  const fast = new Int32Array(1 << LOOKUP_BITS)
  for (let peek = 0; peek < fast.length; peek++) {
    const found = lookup[peek]
    const length = found >> 8
    const size = found & 0x0f
    if (!found || length + size > LOOKUP_BITS) continue
    const raw = (peek >> (LOOKUP_BITS - length - size)) & ((1 << size) - 1)
    const value = size ? extend(raw, size) : 0
    fast[peek] = coefficient(value, (found >> 4) & 0x0f, size) | ((length + size) << 8)
  }
  return { lookup, maxCode, offset, values, fast }
}

/**
 * Reads a scan's entropy-coded bits: stuffed bytes (FF 00) read as FF, and at a marker nothing more is taken
 * (zero bits come back) until `restart` steps over a restart marker.
 */
export class BitReader {
  private buffer = 0
  private count = 0
  /** Zero bytes given since the data ran into a marker: past a few, the scan has ended before its blocks. */
  private beyond = 0

  constructor(
    private readonly data: Buffer,
    private at: number,
  ) {}

  private fill(): void {
    const data = this.data
    let at = this.at
    let buffer = this.buffer
    let count = this.count
    while (count <= 24) {
      let byte = 0
      if (at < data.length && data[at] !== 0xff) byte = data[at++]
      else if (at < data.length && data[at + 1] === 0) {
        byte = 0xff
        at += 2
      } else if (++this.beyond > 16) {
        // A few bytes are read ahead of the last block's bits; more, and blocks are being read from nothing
        // (a file cut short, or one whose frame claims more than it holds).
        throw new BrokenScan('the scan ends before its blocks do')
      }
      buffer = ((buffer << 8) | byte) >>> 0
      count += 8
    }
    this.at = at
    this.buffer = buffer
    this.count = count
  }

  /** The next Huffman-coded symbol of `table`. */
  symbol(table: DecodeTable): number {
    if (this.count < 16) this.fill()
    const found = table.lookup[(this.buffer >>> (this.count - LOOKUP_BITS)) & ((1 << LOOKUP_BITS) - 1)]
    if (found) {
      this.count -= found >> 8
      return found & 0xff
    }
    for (let length = LOOKUP_BITS + 1; length <= 16; length++) {
      const code = (this.buffer >>> (this.count - length)) & ((1 << length) - 1)
      if (code <= table.maxCode[length]) {
        this.count -= length
        return table.values[code - table.offset[length]]
      }
    }
    throw new BrokenScan('a code no table has')
  }

  /** The next `length` bits (up to 16) as they are. */
  bits(length: number): number {
    if (length === 0) return 0
    if (this.count < length) this.fill()
    this.count -= length
    return (this.buffer >>> this.count) & ((1 << length) - 1)
  }

  /** The next `length` bits as a signed value. */
  value(length: number): number {
    return length === 0 ? 0 : extend(this.bits(length), length)
  }

  /** The next AC coefficient of `table`'s coding, as `coefficient` packs it (an end of block has size 0). */
  coefficient(table: DecodeTable): number {
    if (this.count < 16) this.fill()
    const fast = table.fast[(this.buffer >>> (this.count - LOOKUP_BITS)) & ((1 << LOOKUP_BITS) - 1)]
    if (fast) {
      this.count -= (fast >> 8) & 0x0f
      return fast & ~0xf00
    }
    const symbol = this.symbol(table)
    return coefficient(this.value(symbol & 0x0f), symbol >> 4, symbol & 0x0f)
  }

  /**
   * A sequential scan's AC coefficients of one block (zig-zag 1 to 63, `table`'s coding) into `blocks` from
   * `offset`, each at the place `to` gives it with the sign `sign` gives it, and the block's two words of
   * non-zero places into `nonZero` (jpeg-coefficients.ts). The bits are kept in locals for the block: reading
   * and writing the reader's fields at every coefficient cost a fifth of the reading (bench/thumbnails).
   */
  acBlock(
    table: DecodeTable,
    blocks: Int16Array,
    offset: number,
    to: Uint8Array,
    sign: Int8Array,
    nonZero: Uint32Array,
  ): void {
    const fast = table.fast
    let buffer = this.buffer
    let count = this.count
    let low = 0
    let high = 0
    for (let k = 1; k < 64;) {
      if (count < 16) {
        this.buffer = buffer
        this.count = count
        this.fill()
        buffer = this.buffer
        count = this.count
      }
      let read = fast[(buffer >>> (count - LOOKUP_BITS)) & ((1 << LOOKUP_BITS) - 1)]
      if (read) {
        count -= (read >> 8) & 0x0f
        read &= ~0xf00
      } else {
        this.buffer = buffer
        this.count = count
        const symbol = this.symbol(table)
        read = coefficient(this.value(symbol & 0x0f), symbol >> 4, symbol & 0x0f)
        buffer = this.buffer
        count = this.count
      }
      const size = read & 0x0f
      if (size === 0) {
        if (((read >> 4) & 0x0f) !== 15) break
        k += 16
        continue
      }
      k += (read >> 4) & 0x0f
      if (k > 63) throw new BrokenScan('a block with more than 64 coefficients')
      const place = to[k]
      blocks[offset + place] = sign[k] * ((read >>> 12) - 32768)
      if (place < 32) low |= 1 << place
      else high |= 1 << (place - 32)
      k++
    }
    this.buffer = buffer
    this.count = count
    nonZero[offset >> 5] = low
    nonZero[(offset >> 5) + 1] = high
  }

  /** Drops the bits left in the byte and steps over the restart marker that must come next. */
  restart(): void {
    this.buffer = 0
    this.count = 0
    this.beyond = 0
    while (this.data[this.at] === 0xff && this.data[this.at + 1] === 0xff) this.at++
    const marker = this.data[this.at + 1]
    if (this.data[this.at] !== 0xff || marker < 0xd0 || marker > 0xd7)
      throw new BrokenScan('a restart marker missing')
    this.at += 2
  }
}

/** `size` bits read as a signed value (T.81 F.2.2.1's EXTEND). */
const extend = (raw: number, size: number) => (raw < 1 << (size - 1) ? raw - (1 << size) + 1 : raw)

/** A Huffman table for writing: each symbol's code and length, and the DHT counts and values that give it. */
export interface EncodeTable {
  codes: Uint16Array
  lengths: Uint8Array
  counts: Uint8Array
  values: Uint8Array
}

/**
 * The optimal table, no code longer than 16 bits and none all ones, for symbols seen `frequencies` times
 * (T.81 K.2, as libjpeg builds it).
 */
export function optimalTable(frequencies: Uint32Array): EncodeTable {
  const freq = new Float64Array(257)
  freq.set(frequencies)
  freq[256] = 1 // the reserved code of all ones goes to a symbol never written
  const size = new Int32Array(257)
  const next = new Int32Array(257).fill(-1)
  for (;;) {
    let least = -1
    let second = -1
    for (let symbol = 0; symbol < 257; symbol++) {
      if (freq[symbol] === 0) continue
      if (least < 0 || freq[symbol] <= freq[least]) {
        second = least
        least = symbol
      } else if (second < 0 || freq[symbol] <= freq[second]) second = symbol
    }
    if (second < 0) break
    freq[least] += freq[second]
    freq[second] = 0
    for (let symbol = least; ; symbol = next[symbol]) {
      size[symbol]++
      if (next[symbol] < 0) {
        next[symbol] = second
        break
      }
    }
    for (let symbol = second; symbol >= 0; symbol = next[symbol]) size[symbol]++
  }
  const bits = new Int32Array(33)
  for (let symbol = 0; symbol < 257; symbol++) if (size[symbol]) bits[size[symbol]]++
  // Codes longer than 16 bits shortened in pairs (K.3's Adjust_BITS).
  for (let length = 32; length > 16; length--)
    while (bits[length] > 0) {
      let j = length - 2
      while (bits[j] === 0) j--
      bits[length] -= 2
      bits[length - 1]++
      bits[j + 1] += 2
      bits[j]--
    }
  let longest = 16
  while (bits[longest] === 0) longest--
  bits[longest]-- // the reserved symbol's code
  const values: number[] = []
  for (let length = 1; length <= 32; length++)
    for (let symbol = 0; symbol < 256; symbol++) if (size[symbol] === length) values.push(symbol)
  const counts = Uint8Array.from(bits.subarray(1, 17))
  return { ...codesOf(counts, Uint8Array.from(values)), counts, values: Uint8Array.from(values) }
}

function codesOf(counts: Uint8Array, values: Uint8Array) {
  const codes = new Uint16Array(256)
  const lengths = new Uint8Array(256)
  let code = 0
  let index = 0
  for (let length = 1; length <= 16; length++, code <<= 1)
    for (let i = 0; i < counts[length - 1]; i++, code++, index++) {
      codes[values[index]] = code
      lengths[values[index]] = length
    }
  return { codes, lengths }
}

/** Writes entropy-coded bits, stuffing a zero byte after each FF. */
export class BitWriter {
  /** The bytes written are out[0, length); the last `count` (under 8) bits of `bits` wait for a byte. */
  out: Buffer
  length = 0
  bits = 0
  count = 0

  constructor(expected: number) {
    this.out = Buffer.allocUnsafe(Math.max(1024, expected))
  }

  /** Room for `bytes` more (a block's worst case: jpeg-write.ts writes its blocks straight into `out`). */
  reserve(bytes: number): void {
    while (this.length + bytes > this.out.length) this.grow()
  }

  write(code: number, length: number): void {
    // At most three bytes come out of one write (count < 8 before, length <= 24), each perhaps stuffed.
    if (this.length + 6 > this.out.length) this.grow()
    this.bits = ((this.bits << length) | (code & ((1 << length) - 1))) >>> 0
    this.count += length
    while (this.count >= 8) {
      this.count -= 8
      const byte = (this.bits >>> this.count) & 0xff
      this.out[this.length++] = byte
      if (byte === 0xff) this.out[this.length++] = 0
    }
  }

  /** A symbol's code and the `size` low bits of `value` after it, in one write when they fit. */
  symbol(code: number, length: number, value: number, size: number): void {
    if (length + size <= 24) this.write((code << size) | (value & ((1 << size) - 1)), length + size)
    else {
      this.write(code, length)
      this.write(value, size)
    }
  }

  /** Pads the last byte with ones (T.81 F.1.2.3), before a marker or the end. */
  flush(): void {
    if (this.count > 0) this.write(0x7f, 8 - this.count)
    this.bits = 0
  }

  marker(code: number): void {
    if (this.length + 2 > this.out.length) this.grow()
    this.out[this.length++] = 0xff
    this.out[this.length++] = code
  }

  bytes(): Buffer {
    return this.out.subarray(0, this.length)
  }

  private grow(): void {
    const larger = Buffer.allocUnsafe(this.out.length * 2)
    this.out.copy(larger, 0, 0, this.length)
    this.out = larger
  }
}

/** The number of bits of |value| (T.81's SSSS category). */
export function categoryOf(value: number): number {
  return 32 - Math.clz32(value < 0 ? -value : value)
}

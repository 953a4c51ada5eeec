import type { BlockReader, Layout, ScanBand } from './jpeg-coefficients'
import { BitReader, BrokenScan, runOf, sizeOf, valueOf } from './jpeg-huffman'

// The blocks of a progressive JPEG's scans (T.81 G.1.2), read into the kept coefficients as the layout places
// them (jpeg-coefficients.ts): a scan holds the DC or a band of AC coefficients of each block, first their
// upper bits (from bit `low` up), then, in refinement scans, one lower bit at a time. Runs of blocks with
// nothing left in the band (EOBRUN) span blocks. Mirroring changes a coefficient's sign; a refinement bit
// moves a value away from zero, which is the same move whichever its sign, so it is applied to the kept value.

export function progressiveBlocks(
  band: ScanBand,
  components: number,
  reader: BitReader,
  { to, sign }: Layout,
  predictions: Int32Array,
): BlockReader {
  const { start, end, high, low } = band
  const dc = start === 0
  if (dc ? end !== 0 : end < start || end > 63 || components !== 1)
    throw new BrokenScan('a progressive scan whose band is not one the standard allows')
  const bit = 1 << low
  /** Blocks still to pass with nothing more in this band. */
  let endOfBands = 0

  const mark = (nonZero: Uint32Array, offset: number, place: number) => {
    if (place < 32) nonZero[offset >> 5] |= 1 << place
    else nonZero[(offset >> 5) + 1] |= 1 << (place - 32)
  }
  /** A refinement bit for a value already not zero: its magnitude grows by `bit` when the bit says so. */
  const refine = (blocks: Int16Array, at: number) => {
    const value = blocks[at]
    if (reader.bits(1) && (value & bit) === 0) blocks[at] = value >= 0 ? value + bit : value - bit
  }

  const readers: Record<'dcFirst' | 'dcRefine' | 'acFirst' | 'acRefine', BlockReader['block']> = {
    dcFirst({ kept, dc: table }, offset, index) {
      if (!table) throw new BrokenScan('a scan names a table not defined')
      predictions[index] += reader.value(reader.symbol(table))
      kept.blocks[offset] = predictions[index] * bit
    },
    dcRefine({ kept }, offset) {
      if (reader.bits(1)) kept.blocks[offset] |= bit
    },
    acFirst({ kept: { blocks, nonZero }, ac: table }, offset) {
      if (!table) throw new BrokenScan('a scan names a table not defined')
      if (endOfBands > 0) {
        endOfBands--
        return
      }
      for (let k = start; k <= end;) {
        const read = reader.coefficient(table)
        const run = runOf(read)
        if (sizeOf(read) === 0) {
          if (run < 15) {
            endOfBands = (1 << run) - 1 + reader.bits(run)
            return
          }
          k += 16
          continue
        }
        k += run
        if (k > 63) throw new BrokenScan('a band running past the block')
        const place = to[k]
        blocks[offset + place] = sign[k] * valueOf(read) * bit
        mark(nonZero, offset, place)
        k++
      }
    },
    acRefine({ kept: { blocks, nonZero }, ac: table }, offset) {
      if (!table) throw new BrokenScan('a scan names a table not defined')
      let k = start
      if (endOfBands === 0) {
        for (; k <= end; k++) {
          const symbol = reader.symbol(table)
          let zeros = symbol >> 4
          const size = symbol & 0x0f
          let value = 0
          if (size === 1) value = reader.bits(1) ? bit : -bit
          else if (size !== 0) throw new BrokenScan('a refinement of more than one bit')
          else if (zeros < 15) {
            endOfBands = (1 << zeros) + reader.bits(zeros)
            break
          }
          // Past the values already not zero (each taking its refinement bit) to the zeros-th zero.
          for (; k <= end; k++) {
            const at = offset + to[k]
            if (blocks[at] !== 0) refine(blocks, at)
            else if (--zeros < 0) break
          }
          if (value !== 0) {
            if (k > end) throw new BrokenScan('a refinement past its band')
            blocks[offset + to[k]] = sign[k] * value
            mark(nonZero, offset, to[k])
          }
        }
      }
      if (endOfBands > 0) {
        for (; k <= end; k++) if (blocks[offset + to[k]] !== 0) refine(blocks, offset + to[k])
        endOfBands--
      }
    },
  }
  const block = dc ? (high ? readers.dcRefine : readers.dcFirst) : high ? readers.acRefine : readers.acFirst
  return {
    block,
    restart() {
      endOfBands = 0
    },
  }
}

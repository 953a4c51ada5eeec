import { ZIGZAG } from './jpeg-huffman'
import { withGrid, type Component } from './jpeg-coefficients'
import type { Turn } from './jpeg-turn'

// A component whose blocks cannot move whole (issue 28): a 4000x3000 photo's chroma, 2000x1500 in 4:2:0, has a
// bottom row of blocks only half inside the picture, and turned a quarter clockwise that row would have to
// become the left edge, a block offset the grid does not allow. Its blocks are taken back to samples (the
// inverse DCT of their dequantised coefficients), the samples turned, and cut into the turned grid's blocks
// again (the forward DCT, quantised by the table the turned file declares). The luma, where the eye sees
// detail, still moves losslessly (jpeg-turn.ts): only the chroma is quantised again.

/** The 8-point DCT's basis, row u: c(u)/2 cos((2x + 1)uπ/16), so the 2-D transform is JPEG's (T.81 A.3.3). */
const BASIS = new Float64Array(64)
for (let u = 0; u < 8; u++)
  for (let x = 0; x < 8; x++)
    BASIS[u * 8 + x] = ((u === 0 ? Math.SQRT1_2 : 1) / 2) * Math.cos(((2 * x + 1) * u * Math.PI) / 16)

/**
 * One 8-point inverse DCT in place (Arai, Agui and Nakajima's, as libjpeg's jidctflt.c), of the 8 values at `at`,
 * `at + step`, …, each already multiplied by AAN at its frequency; its outputs are 8 times the samples.
 */
function inverse8(d: Float64Array, at: number, step: number): void {
  const e0 = d[at], e1 = d[at + 2 * step], e2 = d[at + 4 * step], e3 = d[at + 6 * step] // prettier-ignore
  const e10 = e0 + e2, e11 = e0 - e2, e13 = e1 + e3 // prettier-ignore
  const e12 = (e1 - e3) * Math.SQRT2 - e13
  const t0 = e10 + e13, t3 = e10 - e13, t1 = e11 + e12, t2 = e11 - e12 // prettier-ignore
  const o4 = d[at + step], o5 = d[at + 3 * step], o6 = d[at + 5 * step], o7 = d[at + 7 * step] // prettier-ignore
  const z13 = o6 + o5, z10 = o6 - o5, z11 = o4 + o7, z12 = o4 - o7 // prettier-ignore
  const t7 = z11 + z13
  const t11 = (z11 - z13) * Math.SQRT2
  const z5 = (z10 + z12) * 1.847759065
  const t10 = 1.0823922 * z12 - z5
  const t12 = -2.61312593 * z10 + z5
  const t6 = t12 - t7
  const t5 = t11 - t6
  const t4 = t10 + t5
  d[at] = t0 + t7
  d[at + 7 * step] = t0 - t7
  d[at + step] = t1 + t6
  d[at + 6 * step] = t1 - t6
  d[at + 2 * step] = t2 + t5
  d[at + 5 * step] = t2 - t5
  d[at + 4 * step] = t3 + t4
  d[at + 3 * step] = t3 - t4
}

/** The 64 samples (row by row), times 8, of 64 coefficients (natural order) each times AAN[v] · AAN[u], in place. */
function inverse(values: Float64Array): void {
  for (let u = 0; u < 8; u++) inverse8(values, u, 8)
  for (let y = 0; y < 8; y++) inverse8(values, y * 8, 1)
}

/** One block's basis images: for coefficient (v, u), its 64 samples, for blocks with few coefficients. */
const IMAGES = new Float64Array(64 * 64)
for (let v = 0; v < 8; v++)
  for (let u = 0; u < 8; u++)
    for (let y = 0; y < 8; y++)
      for (let x = 0; x < 8; x++) IMAGES[(v * 8 + u) * 64 + y * 8 + x] = BASIS[v * 8 + y] * BASIS[u * 8 + x]

/** The AAN forward DCT's output scale per frequency (libjpeg's jfdctflt.c): divided out at quantisation. */
const AAN = [1, 1.387039845, 1.306562965, 1.175875602, 1, 0.785694958, 0.5411961, 0.275899379]

/** The forward DCT's scale at each frequency (natural order). */
const SCALE = Float64Array.from({ length: 64 }, (_, n) => AAN[n >> 3] * AAN[n & 7] * 8)

/** Up to this many coefficients, a block's samples are summed from its basis images. */
const FEW = 4

/**
 * One 8-point forward DCT in place (Arai, Agui and Nakajima's, as libjpeg's jfdctflt.c), of the 8 values at
 * `at`, `at + step`, …: 5 multiplications where the definition takes 64. Its outputs are scaled by AAN.
 */
function forward8(d: Float64Array, at: number, step: number): void {
  const d0 = d[at], d1 = d[at + step], d2 = d[at + 2 * step], d3 = d[at + 3 * step] // prettier-ignore
  const d4 = d[at + 4 * step], d5 = d[at + 5 * step], d6 = d[at + 6 * step], d7 = d[at + 7 * step] // prettier-ignore
  const t0 = d0 + d7, t7 = d0 - d7, t1 = d1 + d6, t6 = d1 - d6 // prettier-ignore
  const t2 = d2 + d5, t5 = d2 - d5, t3 = d3 + d4, t4 = d3 - d4 // prettier-ignore
  const e10 = t0 + t3, e13 = t0 - t3, e11 = t1 + t2, e12 = t1 - t2 // prettier-ignore
  d[at] = e10 + e11
  d[at + 4 * step] = e10 - e11
  const z1 = (e12 + e13) * Math.SQRT1_2
  d[at + 2 * step] = e13 + z1
  d[at + 6 * step] = e13 - z1
  const o10 = t4 + t5, o11 = t5 + t6, o12 = t6 + t7 // prettier-ignore
  const z5 = (o10 - o12) * 0.382683433
  const z2 = 0.5411961 * o10 + z5
  const z4 = 1.306562965 * o12 + z5
  const z3 = o11 * Math.SQRT1_2
  const z11 = t7 + z3, z13 = t7 - z3 // prettier-ignore
  d[at + 5 * step] = z13 + z2
  d[at + 3 * step] = z13 - z2
  d[at + step] = z11 + z4
  d[at + 7 * step] = z11 - z4
}

/**
 * The 64 coefficients (natural order) of 64 samples (row by row), in place, each times AAN[v] · AAN[u] · 8: the
 * quantisation divides that out with its step.
 */
function forward(samples: Float64Array): void {
  for (let y = 0; y < 8; y++) forward8(samples, y * 8, 1)
  for (let u = 0; u < 8; u++) forward8(samples, u, 8)
}

/**
 * `coded` (read as coded, each block's coefficient k kept at `to[k]` with sign `sign[k]`, as the turn's reader
 * keeps them) turned by `turn` into `shape`'s grid: its samples from `steps` (the table it was quantised by,
 * natural order), quantised again by `turnedSteps` (the table the turned file declares for it).
 */
export function resampled(
  coded: Component,
  shape: Component,
  map: { to: Uint8Array; sign: Int8Array },
  turn: Turn,
  steps: Uint16Array,
  turnedSteps: Uint16Array,
): Component {
  const out = withGrid(shape)
  const { swap, flipX, flipY } = turn
  const { width, height } = coded
  // The samples turned, in the turned grid's room (its padding filled below).
  const stride = out.blocksWide * 8
  const plane = new Float32Array(stride * out.blocksHigh * 8)
  const coefficients = new Float64Array(64)
  const samples = new Float64Array(64)
  // Along a coded block's row (x) and down it (y), the turned sample moves by one of ±1 and ±stride.
  const alongX = (flipX ? -1 : 1) * (swap ? stride : 1)
  const alongY = (flipY ? -1 : 1) * (swap ? 1 : stride)
  for (let by = 0; by < Math.ceil(height / 8); by++) {
    for (let bx = 0; bx < Math.ceil(width / 8); bx++) {
      const offset = (by * coded.blocksWide + bx) * 64
      let count = 0
      for (let k = 0; k < 64; k++) {
        const natural = ZIGZAG[k]
        const value = map.sign[k] * coded.blocks[offset + map.to[k]] * steps[natural]
        coefficients[natural] = value
        if (value !== 0) count++
      }
      if (count > FEW) {
        for (let n = 0; n < 64; n++) samples[n] = coefficients[n] * SCALE[n]
        inverse(samples)
        for (let n = 0; n < 64; n++) samples[n] /= 64
      } else {
        // Most chroma blocks hold a few coefficients: their basis images summed, 64 steps each.
        samples.fill(coefficients[0] / 8)
        for (let n = 1; n < 64; n++) {
          const value = coefficients[n]
          if (value === 0) continue
          for (let i = 0, at = n * 64; i < 64; i++, at++) samples[i] += value * IMAGES[at]
        }
      }
      const a = flipX ? width - 1 - bx * 8 : bx * 8
      const b = flipY ? height - 1 - by * 8 : by * 8
      const first = swap ? a * stride + b : b * stride + a
      const rows = Math.min(8, height - by * 8)
      const columns = Math.min(8, width - bx * 8)
      for (let y = 0; y < rows; y++)
        for (let x = 0, at = first + y * alongY; x < columns; x++, at += alongX)
          // A decoder clamps each sample to its 8 bits (here centred on 0, as the DCT takes them).
          plane[at] = Math.min(127, Math.max(-128, samples[y * 8 + x]))
    }
  }
  // Past the turned picture's right and bottom edges, its edge samples again (as an encoder pads).
  const turnedWidth = out.width
  const turnedHeight = out.height
  for (let y = 0; y < turnedHeight; y++) {
    const edge = plane[y * stride + turnedWidth - 1]
    plane.fill(edge, y * stride + turnedWidth, (y + 1) * stride)
  }
  for (let y = turnedHeight; y < out.blocksHigh * 8; y++)
    plane.copyWithin(y * stride, (turnedHeight - 1) * stride, turnedHeight * stride)
  const divisors = Float64Array.from({ length: 64 }, (_, n) => 1 / (turnedSteps[n] * SCALE[n]))
  for (let oy = 0; oy < out.blocksHigh; oy++) {
    for (let ox = 0; ox < out.blocksWide; ox++) {
      for (let i = 0, from = oy * 8 * stride + ox * 8; i < 8; i++, from += stride)
        for (let j = 0; j < 8; j++) samples[i * 8 + j] = plane[from + j]
      forward(samples)
      const offset = (oy * out.blocksWide + ox) * 64
      let low = 0
      let high = 0
      for (let k = 0; k < 64; k++) {
        const natural = ZIGZAG[k]
        const value = Math.round(samples[natural] * divisors[natural])
        out.blocks[offset + k] = value
        if (k === 0 || value === 0) continue
        if (k < 32) low |= 1 << k
        else high |= 1 << (k - 32)
      }
      out.nonZero[offset >> 5] = low
      out.nonZero[(offset >> 5) + 1] = high
    }
  }
  return out
}

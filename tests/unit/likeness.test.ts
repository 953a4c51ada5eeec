import { describe, expect, it } from 'vitest'
import {
  bitsSet,
  LIKENESS_GRID,
  LIKENESS_MAX_DISTANCE,
  likenessDistance,
  likenessOf,
} from '../../src/shared/rules/duplicates'

// Issue 28: a photo's likeness (a difference hash) and how far apart two are; main and the server both use these.

const { width, height } = LIKENESS_GRID
const grid = (level: (x: number, y: number) => number) =>
  Uint8Array.from({ length: width * height }, (_, i) => level(i % width, Math.floor(i / width)))

const naiveBits = (word: number) => [...(word >>> 0).toString(2)].filter((bit) => bit === '1').length

describe('bitsSet', () => {
  it('counts the set bits of any 32-bit word, negative ones included', () => {
    const words = [0, 1, 2, 3, 0xff, 0x80000000, 0xffffffff, -1, -2, 0x55555555, 0x12345678, 0xdeadbeef | 0]
    for (const word of words) expect(bitsSet(word)).toBe(naiveBits(word))
  })
})

describe('likenessOf', () => {
  it('sets a row’s bit where a pixel is darker than its right-hand neighbour, a byte a row', () => {
    const bytes = [0xaa, 0x55, 0x0f, 0xf0, 0x33, 0xcc, 0x81, 0x7e]
    // Each row walks up 10 levels where its byte has a 1 (most significant bit first), down 10 where a 0.
    const levels = bytes.map((byte) => {
      const row = [128]
      for (let bit = 7; bit >= 0; bit--) row.push(row.at(-1)! + ((byte >> bit) & 1 ? 10 : -10))
      return row
    })
    expect(likenessOf(grid((x, y) => levels[y]![x]!))).toBe('aa550ff033cc817e')
  })

  it('gives none for a nearly flat picture or one of plain vertical bands', () => {
    expect(likenessOf(grid(() => 128))).toBeNull()
    expect(likenessOf(grid((x, y) => 120 + ((x * 3 + y) % 8)))).toBeNull()
    // Two plain halves: every row alike.
    expect(likenessOf(grid((x) => (x < 4 ? 60 : 180)))).toBeNull()
  })

  it('refuses pixels that are not the grid', () => {
    expect(() => likenessOf(new Uint8Array(10))).toThrow(/72/)
  })
})

describe('likenessDistance', () => {
  it('counts the bits two likenesses differ in, 0 to 64', () => {
    expect(likenessDistance('0000000000000000', '0000000000000000')).toBe(0)
    expect(likenessDistance('0000000000000000', 'ffffffffffffffff')).toBe(64)
    expect(likenessDistance('8000000000000001', '0000000000000000')).toBe(2)
    expect(likenessDistance('c1e1071cf87e1e1c', 'c1e1071cf87e1e1d')).toBe(1)
  })

  it('finds a slightly changed picture alike and a different one not', () => {
    const scene = (x: number, y: number) => 128 + 60 * Math.sin(x * 0.9 + y * 0.4) * Math.cos(y * 0.7)
    const original = likenessOf(grid(scene))!
    // Lighter and a little noisy, as a re-saved copy.
    const copy = likenessOf(grid((x, y) => scene(x, y) * 0.9 + 20 + ((x * 7 + y * 3) % 3)))!
    const other = likenessOf(grid((x, y) => 128 + 60 * Math.cos(x * 1.7 - y * 1.1)))!
    expect(likenessDistance(original, copy)).toBeLessThanOrEqual(LIKENESS_MAX_DISTANCE)
    expect(likenessDistance(original, other)).toBeGreaterThan(LIKENESS_MAX_DISTANCE)
  })
})

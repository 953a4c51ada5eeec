import { crc32, deflateSync } from 'node:zlib'

// Real image files made by the tests themselves (STYLE.md: test data is made, never fetched).

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/**
 * A valid PNG of one colour. `padToBytes` adds an ancillary text chunk so the file reaches that size
 * while staying a PNG any viewer opens.
 */
export function makePng(
  width = 8,
  height = 8,
  rgb: [number, number, number] = [30, 90, 200],
  padToBytes = 0,
): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bit depth
  header[9] = 2 // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())])
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))
  const parts = [
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
  ]
  const size = parts.reduce((sum, part) => sum + part.length, 0) + 12
  if (padToBytes > size + 12) parts.push(chunk('tEXt', Buffer.alloc(padToBytes - size - 12, 0x61)))
  parts.push(chunk('IEND', Buffer.alloc(0)))
  return Buffer.concat(parts)
}

import { access, mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { crc32, deflateSync } from 'node:zlib'
import { eq } from 'drizzle-orm'
import { academics } from '../../shared/contract/academics'
import type { Database } from './client'
import { faculty } from './schema'

// Demo faculty banners (SPEC §2.11: a 400px banner, the fallback logo when there is none). Half the demo
// faculties get one so a newcomer sees both states: a PNG in the faculty's colour, made here and written
// into the uploads folder (no network address anywhere).

/** The faculties with a banner; the others show the fallback logo. */
export const DEMO_BANNER_FACULTIES = ['FCS', 'FENG', 'FMHS'] as const

const bannerName = (code: string) => `demo-banner-${code.toLowerCase()}.png`

/** Names the banners in the faculty records (called by the demo seed, inside its transaction). */
export async function seedFacultyBanners(db: Pick<Database, 'update'>): Promise<void> {
  for (const code of DEMO_BANNER_FACULTIES)
    await db
      .update(faculty)
      .set({ FacultyImage: bannerName(code) })
      .where(eq(faculty.FacultyCode, code))
}

/** Writes the banner files the records name, when missing (a fresh data folder). */
export async function writeDemoBanners(db: Database, uploadsDir: string): Promise<void> {
  const folder = join(uploadsDir, academics.uploadFacultyPhoto.folder)
  await mkdir(folder, { recursive: true })
  const rows = await db
    .select({ code: faculty.FacultyCode, image: faculty.FacultyImage, colour: faculty.FacultyColor })
    .from(faculty)
  for (const row of rows) {
    if (row.image !== bannerName(row.code)) continue
    const path = join(folder, row.image)
    const exists = await access(path).then(
      () => true,
      () => false,
    )
    if (!exists) await writeFile(path, bannerPng(row.colour ?? '#1f4e79'))
  }
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A 1200×400 PNG: the colour, lightening from left to right. */
function bannerPng(hex: string): Buffer {
  const [width, height] = [1200, 400]
  const base = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) || 0)
  const row = Buffer.alloc(1 + width * 3)
  for (let x = 0; x < width; x++) {
    const lift = (x / width) * 0.45
    base.forEach((value, c) => (row[1 + x * 3 + c] = Math.round(value + (255 - value) * lift)))
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bit depth
  header[9] = 2 // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

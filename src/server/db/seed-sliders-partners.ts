import type { Database } from './client'
import { partner, slider } from './schema'
import { slugify } from './seed-data'

// Demo home sliders and partners, so their lists are not empty on a first run. No images: an editor adds
// them from the update screens.

const DEMO_SLIDERS: readonly [Title: string, Caption: string, BtnName: string, BtnLink: string][] = [
  [
    'Admissions Are Open',
    'Apply for the new academic session today.',
    'Apply Now',
    'https://example.edu/apply',
  ],
  [
    'A Campus That Inspires',
    'Modern halls, laboratories and a 24-hour library.',
    'Take a Tour',
    'https://example.edu/campus',
  ],
  [
    'Research That Matters',
    'Our researchers work on the questions of our time.',
    'Read More',
    'https://example.edu/research',
  ],
]

const DEMO_PARTNERS: readonly [PartnerName: string, Status: '1' | '0'][] = [
  ['National Universities Commission', '1'],
  ['British Council', '1'],
  ['Regional Science Foundation', '0'],
]

/** Inserted by the demo seed (seed.ts), in its transaction. */
export async function seedSlidersAndPartners(db: Pick<Database, 'insert'>, by: string): Promise<void> {
  await db.insert(slider).values(
    DEMO_SLIDERS.map(([Title, Caption, BtnName, BtnLink], index) => ({
      Title,
      Caption,
      BtnName,
      BtnLink,
      ImagePosition: index + 1,
      Slug: slugify(Title),
      InsertedBy: by,
    })),
  )
  await db
    .insert(partner)
    .values(DEMO_PARTNERS.map(([PartnerName, Status]) => ({ PartnerName, Status, InsertedBy: by })))
}

import type { Database } from './client'
import { headline } from './schema'
import { richText, slugify } from './seed-data'

// Demo headlines (SPEC §2.9), so the headline list is not empty on first run: one of each colour but one.

/** [LinkTitle, LinkPath, BGColour, message] */
const DEMO_HEADLINES: readonly (readonly [string, string, string, string])[] = [
  [
    'Admission Portal Open',
    'https://example.edu/admissions',
    'berry-black',
    'Applications for the next academic session are open until the end of the month.',
  ],
  [
    'Convocation Ceremony',
    'https://example.edu/events/convocation',
    'dark-orange',
    'The convocation ceremony holds on 12 December in the Main Auditorium.',
  ],
  [
    'Library Hours Extended',
    'https://example.edu/library',
    'gold-black',
    'The library stays open until midnight during the examination period.',
  ],
]

/** Adds the demo headlines when the table has none. */
export async function seedHeadlines(db: Database, by: string): Promise<void> {
  if ((await db.$count(headline)) > 0) return
  await db.insert(headline).values(
    DEMO_HEADLINES.map(([LinkTitle, LinkPath, BGColour, message]) => ({
      LinkTitle,
      LinkPath,
      BGColour,
      Message: richText(message),
      Slug: slugify(LinkTitle),
      InsertedBy: by,
    })),
  )
}

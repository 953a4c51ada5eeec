import { describe, expect, it } from 'vitest'
import type { ContentField } from '../../src/shared/rules/a11y'
import { found } from '../support/a11y'

// Media (WCAG 1.2.2 Captions (Prerecorded)), written from G87 (closed captions): a gallery video carries
// its captions file. The slider button's vague text is a link rule (a11y-links.test.ts).

const video = (captions: string | null | undefined): ContentField[] => [
  { role: 'video', field: 'video', captions },
]

describe('video-captions-missing (G87)', () => {
  it.each([
    ['no captions file', undefined],
    ['none stored', null],
    ['an empty name', ''],
  ])('finds a video with %s', (_, captions) => {
    expect(found('video-captions-missing', video(captions)).map((problem) => problem.field)).toEqual([
      'video',
    ])
  })
  it.each([['lecture.vtt'], ['open-day-2026.en.vtt'], ['https://cdn.uni.edu/captions/tour.vtt']])(
    'passes a video with %s',
    (captions) => {
      expect(found('video-captions-missing', video(captions))).toEqual([])
    },
  )
})

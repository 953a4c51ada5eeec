import { isBlank } from '../forms'
import type { VideoField } from './fields'
import { findingIf, rule } from './rule'

// Media (WCAG 1.2.2 Captions (Prerecorded)). A slider button's vague text is a link rule (links.ts).

export const MEDIA_RULES = [
  rule({
    id: 'video-captions-missing',
    criterion: '1.2.2',
    level: 'error',
    technique: 'G87',
    message: 'The video has no captions file.',
    fix: 'Add a WebVTT captions file (.vtt) with the video.',
    test: (video: VideoField) => findingIf(isBlank(video.captions), () => ({ field: video.field })),
  }),
]

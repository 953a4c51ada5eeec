import { describe, expect, it } from 'vitest'
import {
  CAPTIONS_NOT_UTF8,
  GALLERY_CAPTIONS,
  captionsNameFor,
  pairCaptions,
  webVttProblem,
} from '../../src/shared/rules/gallery'
import { contentMatchesName, kindsByContent } from '../../src/shared/rules/uploads'

// Issue 27: what makes a file a video's captions (WebVTT, https://www.w3.org/TR/webvtt1/ "file structure"),
// how dropped captions find their video, and where they are stored.

const bytes = (text: string) => new TextEncoder().encode(text)

describe('webVttProblem', () => {
  it.each([
    'WEBVTT',
    'WEBVTT\n\n00:00.000 --> 00:01.000\nHello',
    'WEBVTT - with a header text\r\n\r\n00:00.000 --> 00:01.000\nÀ bientôt',
    'WEBVTT\tTab\n',
    '\uFEFFWEBVTT\n\n00:00.000 --> 00:01.000\nWith a byte order mark',
  ])('takes %j', (text) => expect(webVttProblem(bytes(text))).toBeNull())

  it.each(['1\n00:00:00,000 --> 00:00:01,000\nSubRip', 'WEBVTTX\n', ' WEBVTT\n', 'webvtt\n', ''])(
    'refuses %j as not WebVTT',
    (text) => expect(webVttProblem(bytes(text))).toBe(GALLERY_CAPTIONS.typeMessage),
  )

  it('refuses text that is not UTF-8', () => {
    const latin1 = new Uint8Array([...bytes('WEBVTT\n\nCaf'), 0xe9, 0x0a])
    expect(webVttProblem(latin1)).toBe(CAPTIONS_NOT_UTF8)
    const utf16 = new Uint8Array([0xff, 0xfe, ...[...'WEBVTT'].flatMap((c) => [c.charCodeAt(0), 0])])
    expect(webVttProblem(utf16)).not.toBeNull()
  })

  it('is known by its first bytes, with or without a byte order mark', () => {
    expect(kindsByContent(bytes('WEBVTT\n'))).toEqual(['vtt'])
    expect(contentMatchesName('a.vtt', bytes('\uFEFFWEBVTT\n'))).toBe(true)
    expect(contentMatchesName('a.vtt', bytes('1\n00:00'))).toBe(false)
    expect(contentMatchesName('a.srt', bytes('WEBVTT\n'))).toBe(false)
  })
})

describe('pairCaptions', () => {
  const named = (name: string) => ({ name })
  it('pairs by base name in any case, each video once, and says which found none', () => {
    const videos = [named('Open Day.MP4'), named('tour.mov'), named('open day.avi')]
    const captions = [named('open day.vtt'), named('Open Day.vtt'), named('tour.en.vtt'), named('tour.vtt')]
    const { pairs, unpaired } = pairCaptions(videos, captions)
    expect(pairs.map(([video, file]) => [video.name, file.name])).toEqual([
      ['Open Day.MP4', 'open day.vtt'],
      ['open day.avi', 'Open Day.vtt'],
      ['tour.mov', 'tour.vtt'],
    ])
    expect(unpaired.map((file) => file.name)).toEqual(['tour.en.vtt'])
  })

  it('reads a name without its folder', () => {
    expect(pairCaptions([named('clips/intro.mp4')], [named('subs\\intro.vtt')]).pairs).toHaveLength(1)
  })
})

it('stores captions beside the video, under its base name', () => {
  expect(captionsNameFor('0123456789abcdef0123456789abcdef.mp4')).toBe('0123456789abcdef0123456789abcdef.vtt')
})

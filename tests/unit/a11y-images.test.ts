import { describe, expect, it } from 'vitest'
import type { ContentField, RuleId } from '../../src/shared/rules/a11y'
import { ALT_MAX_LENGTH } from '../../src/shared/rules/a11y/images'
import { found } from '../support/a11y'

// Image rules (WCAG 1.1.1), each against good and bad examples written from the technique or failure it
// cites: F65 (no text alternative), F30 (a file name or placeholder as the alternative), H37 (alt text that
// announces itself as an image), G94 (a short alternative serving the same purpose), F89 (a linked image
// with no accessible name).

type Image = Omit<Extract<ContentField, { role: 'image' }>, 'role' | 'field'>
type Row = [example: string, image: Image]

const image = (fields: Image, title = 'Open Day 2026'): ContentField[] => [
  { role: 'title', field: 'title', text: title },
  { role: 'image', field: 'image', ...fields },
]

const TABLES: { rule: RuleId; technique: string; bad: Row[]; good: Row[] }[] = [
  {
    rule: 'img-alt-missing',
    technique: 'F65',
    bad: [
      ['no alt attribute at all', { alt: undefined }],
      ['alt left null by an old client', { alt: null }],
      ['an empty alt on an informative image', { alt: '' }],
      ['only spaces and a zero-width space', { alt: '  \u200b ' }],
    ],
    good: [
      ['a described photo', { alt: 'Students outside the main library' }],
      ['decorative, with no alt', { alt: '', decorative: true }],
      ['decorative, alt never asked', { alt: null, decorative: true }],
    ],
  },
  {
    rule: 'img-alt-file-name',
    technique: 'F30',
    bad: [
      ['the file name with its extension', { alt: 'campus-aerial.JPG' }],
      ['a camera name', { alt: 'IMG_2041' }],
      ['a camera name with spaces', { alt: 'DSC 01234' }],
      ['an underscored file stem', { alt: 'library_front_final' }],
      [
        'the stored file name without extension',
        { alt: 'convocation-hall', fileName: 'convocation-hall.png' },
      ],
    ],
    good: [
      ['a description with a year', { alt: 'Convocation hall, 2025', fileName: 'convocation-hall.png' }],
      ['a hyphenated word', { alt: 'Well-being week in the sports centre' }],
      ['a description that mentions a photo file', { alt: 'Dean holding a printed photo' }],
    ],
  },
  {
    rule: 'img-alt-placeholder',
    technique: 'F30',
    bad: [
      ['"image"', { alt: 'image' }],
      ['"A photo."', { alt: 'A photo.' }],
      ['"Picture 3"', { alt: 'Picture 3' }],
      ['"spacer"', { alt: 'spacer' }],
      ['"logo" on a partner logo', { alt: 'Logo' }],
    ],
    good: [
      ['a named logo', { alt: 'UNESCO logo' }],
      ['a photo booth', { alt: 'Photo booth at the freshers’ fair' }],
      ['a described picture', { alt: 'Graduates throwing their caps' }],
    ],
  },
  {
    rule: 'img-alt-image-of',
    technique: 'H37',
    bad: [
      ['"Photo of …"', { alt: 'Photo of the new library' }],
      ['"Image of …"', { alt: 'Image of students at registration' }],
      ['"A picture showing …"', { alt: 'A picture showing the campus at dusk' }],
    ],
    good: [
      ['the same without the prefix', { alt: 'The new library' }],
      ['"Photographers …"', { alt: 'Photographers at the gala dinner' }],
      ['"Picture-perfect …"', { alt: 'Picture-perfect sunset over the lagoon' }],
    ],
  },
  {
    rule: 'img-alt-same-as-title',
    technique: 'G94',
    bad: [
      ['the record title again', { alt: 'Open Day 2026' }],
      ['the title in other case and with a stop', { alt: 'open day 2026.' }],
      ['a gallery photo’s own title', { alt: 'Matriculation', title: 'Matriculation' }],
    ],
    good: [
      ['says more than the title', { alt: 'Visitors queue at the Open Day welcome desk' }],
      ['the record title, but the photo has its own', { alt: 'Open Day 2026', title: 'Welcome desk' }],
      ['decorative', { alt: 'Open Day 2026', decorative: true }],
    ],
  },
  {
    rule: 'img-alt-too-long',
    technique: 'G94',
    bad: [
      ['one character over', { alt: 'a'.repeat(ALT_MAX_LENGTH + 1) }],
      ['a paragraph', { alt: 'The Vice-Chancellor '.repeat(10) }],
      ['over the limit once trimmed', { alt: ` ${'b'.repeat(ALT_MAX_LENGTH + 1)} ` }],
    ],
    good: [
      ['exactly the limit', { alt: 'a'.repeat(ALT_MAX_LENGTH) }],
      ['a short sentence', { alt: 'The Vice-Chancellor opens the science park' }],
      ['long, but the image is decorative', { alt: 'x'.repeat(400), decorative: true }],
    ],
  },
  {
    rule: 'img-decorative-link',
    technique: 'F89',
    bad: [
      ['a decorative logo that is a link', { alt: '', decorative: true, onlyContentOfLink: true }],
      ['decorative with alt never asked', { alt: null, decorative: true, onlyContentOfLink: true }],
      ['decorative wins over typed alt', { alt: 'UNESCO', decorative: true, onlyContentOfLink: true }],
    ],
    good: [
      ['a linked logo with alt', { alt: 'UNESCO', onlyContentOfLink: true }],
      ['decorative, not in a link', { alt: '', decorative: true }],
      ['decorative, beside link text', { alt: '', decorative: true, onlyContentOfLink: false }],
    ],
  },
]

describe.each(TABLES)('$rule ($technique)', ({ rule, bad, good }) => {
  it.each(bad)('finds: %s', (_, fields) => {
    const problems = found(rule, image(fields))
    expect(problems).toHaveLength(1)
    expect(problems[0].field).toBe('image')
  })
  it.each(good)('passes: %s', (_, fields) => {
    expect(found(rule, image(fields))).toEqual([])
  })
})

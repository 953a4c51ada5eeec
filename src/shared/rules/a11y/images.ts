import { isBlank } from '../forms'
import type { ImageField } from './fields'
import { plainWords } from './normalize'
import { findingIf, quoted, rule } from './rule'

// Images (WCAG 1.1.1 Non-text Content): every image described, or marked decorative.

/** Alternative text beyond this many characters is a description, not a name (the limit). */
export const ALT_MAX_LENGTH = 150

/** What the image rules look at: one image, and the title the page shows with it. */
export interface ImageSubject {
  image: ImageField
  title: string | undefined
}

const IMAGE_EXTENSIONS = /\.(jpe?g|png|gif|webp|avif|svg|bmp|tiff?|heic|heif)$/i
/** What cameras, phones and screenshots name their files: IMG_2041, DSC01234, PXL_20250101, Screenshot 2. */
const CAMERA_NAME = /^(img|dsc[nf]?|dcim|pxl|mvimg|screenshot|screen shot|whatsapp image)[\s_-]*\d/i
/** Words that say only "this is an image", with an article or a number: 'image', 'A photo', 'picture 3'. */
const PLACEHOLDER =
  /^(an? |the )?(image|img|photo|photograph|picture|pic|graphic|logo|icon|banner|thumbnail|spacer|placeholder|untitled|alt|alt text|blank)( \d+)?$/
/** Alternative text that opens by saying it is an image: 'Photo of the new library'. */
const IMAGE_PREFIX = /^(an? |the )?(image|photo|photograph|picture|pic|graphic) (of|showing|shows) \S/

const altOf = ({ image }: ImageSubject) => (image.decorative ? '' : (image.alt ?? '').trim())
const stem = (name: string) => name.replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, '')

function isFileName(alt: string, fileName: string | null | undefined): boolean {
  if (IMAGE_EXTENSIONS.test(alt) || CAMERA_NAME.test(alt) || /^\S+_\S+$/.test(alt)) return true
  return !!fileName && stem(fileName).toLowerCase() === stem(alt).toLowerCase()
}

export const IMAGE_RULES = [
  rule({
    id: 'img-alt-missing',
    criterion: '1.1.1',
    level: 'error',
    technique: 'F65',
    message: 'The image has no alternative text.',
    fix: 'Say in a few words what the image shows, or mark it decorative if it adds nothing to the page.',
    test: ({ image }: ImageSubject) =>
      findingIf(!image.decorative && isBlank(image.alt), () => ({ field: image.field })),
  }),
  rule({
    id: 'img-alt-file-name',
    criterion: '1.1.1',
    level: 'error',
    technique: 'F30',
    message: 'The alternative text is a file name.',
    fix: 'Replace it with a few words saying what the image shows.',
    test: (subject: ImageSubject) => {
      const alt = altOf(subject)
      return findingIf(alt !== '' && isFileName(alt, subject.image.fileName), () => ({
        field: subject.image.field,
        detail: quoted(alt),
      }))
    },
  }),
  rule({
    id: 'img-alt-placeholder',
    criterion: '1.1.1',
    level: 'error',
    technique: 'F30',
    message: 'The alternative text says only that this is an image.',
    fix: 'Say what the image shows (“Students outside the main library”), not that it is an image.',
    test: (subject: ImageSubject) => {
      const alt = altOf(subject)
      return findingIf(PLACEHOLDER.test(plainWords(alt)), () => ({
        field: subject.image.field,
        detail: quoted(alt),
      }))
    },
  }),
  rule({
    id: 'img-alt-image-of',
    criterion: '1.1.1',
    level: 'warning',
    technique: 'H37',
    message: 'The alternative text starts by saying it is an image (“photo of…”).',
    fix: 'Leave those words out: screen readers already announce an image.',
    test: (subject: ImageSubject) =>
      findingIf(IMAGE_PREFIX.test(plainWords(altOf(subject))), () => ({ field: subject.image.field })),
  }),
  rule({
    id: 'img-alt-same-as-title',
    criterion: '1.1.1',
    level: 'warning',
    technique: 'G94',
    message: 'The alternative text only repeats the title.',
    fix: 'Say what the image shows that the title does not, or mark it decorative if the title says it all.',
    test: (subject: ImageSubject) => {
      const alt = plainWords(altOf(subject))
      const title = plainWords(subject.image.title ?? subject.title ?? '')
      return findingIf(alt !== '' && alt === title, () => ({ field: subject.image.field }))
    },
  }),
  rule({
    id: 'img-alt-too-long',
    criterion: '1.1.1',
    level: 'warning',
    technique: 'G94',
    message: `The alternative text is longer than ${ALT_MAX_LENGTH} characters.`,
    fix: 'Keep it to one short sentence; put a longer description in the text of the page.',
    test: (subject: ImageSubject) => {
      const length = altOf(subject).length
      return findingIf(length > ALT_MAX_LENGTH, () => ({
        field: subject.image.field,
        detail: `${length} characters`,
      }))
    },
  }),
  rule({
    id: 'img-decorative-link',
    criterion: '2.4.4',
    level: 'error',
    technique: 'F89',
    message: 'The image is marked decorative but is all there is in its link, so the link has no name.',
    fix: 'Give the image alternative text that says where the link leads.',
    test: ({ image }: ImageSubject) =>
      findingIf(!!image.decorative && !!image.onlyContentOfLink, () => ({ field: image.field })),
  }),
]

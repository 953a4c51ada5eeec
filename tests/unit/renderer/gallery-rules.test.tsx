import { describe, expect, it } from 'vitest'
import { formatBytes } from '../../../src/renderer/src/components/format'
import { firstFailure } from '../../../src/shared/rules/forms'
import {
  GALLERY_ADD_CHECKS,
  GALLERY_UPLOAD_TEXT as T,
  isGalleryVideo,
  isHiddenPath,
  jobStatusText,
  titleFromFileName,
} from '../../../src/shared/rules/gallery'
import { checkFile, UPLOAD_RULES } from '../../../src/shared/rules/uploads'

describe('Gallery rules', () => {
  it('checks a batch in SPEC order', () => {
    const values = { category: '', subCategory: '', files: 0, titles: [] as string[] }
    expect(firstFailure(GALLERY_ADD_CHECKS, values)).toBe('Please select category')
    expect(firstFailure(GALLERY_ADD_CHECKS, { ...values, category: '3' })).toBe('Please select sub category')
    expect(firstFailure(GALLERY_ADD_CHECKS, { ...values, category: '3', subCategory: '9' })).toBe(
      'Please select image',
    )
    expect(
      firstFailure(GALLERY_ADD_CHECKS, { category: '3', subCategory: '9', files: 2, titles: ['a', ' '] }),
    ).toBe('Please enter image title')
    expect(
      firstFailure(GALLERY_ADD_CHECKS, { category: '3', subCategory: '9', files: 1, titles: ['a'] }),
    ).toBeNull()
  })

  it('refuses by type, then by size, with the SPEC words', () => {
    const rule = UPLOAD_RULES.galleryAdd
    expect(checkFile(rule, { name: 'a.PDF', size: 1 })).toBe(
      'Only .png, .jpg, .jpeg, .mp4, .avi and mov format allowed!',
    )
    expect(checkFile(rule, { name: 'a.mov', size: 10_485_761 })).toBe('max file size is 10MB')
    expect(checkFile(rule, { name: 'a.mov', size: 10_485_760 })).toBeNull()
    expect(checkFile(rule, { name: 'a.gif', size: 1 })).toBeNull()
  })

  it('makes a title from a file name', () => {
    expect(titleFromFileName('open_day--2024.final.JPG')).toBe('open day 2024.final')
    expect(titleFromFileName('Graduation.png')).toBe('Graduation')
  })

  it('leaves out hidden files and folders and the caches systems hide', () => {
    expect(isHiddenPath('.DS_Store')).toBe(true)
    expect(isHiddenPath('Open day/.git/logo.png')).toBe(true)
    expect(isHiddenPath('Open day/._stage.jpg')).toBe(true)
    expect(isHiddenPath('Open day\\Thumbs.db')).toBe(true)
    expect(isHiddenPath('Open day/stage.jpg')).toBe(false)
  })

  it('tells videos from photos', () => {
    expect(isGalleryVideo('tour.MP4')).toBe(true)
    expect(isGalleryVideo('tour.avi')).toBe(true)
    expect(isGalleryVideo('stage.gif')).toBe(false)
    expect(isGalleryVideo(null)).toBe(false)
  })

  it('says each state of a queued file in words', () => {
    const words = (
      status: Parameters<typeof jobStatusText>[0]['status'],
      phase: 'create' | 'upload' | null = null,
    ) => jobStatusText({ status, phase, message: 'why' })
    expect(words('queued')).toBe('Queued')
    expect(words('active', 'create')).toBe('Creating record…')
    expect(words('active', 'upload')).toBe('Uploading…')
    expect(words('waiting')).toBe('Waiting for the server…')
    expect(words('done')).toBe('Uploaded')
    expect(words('failed')).toBe('Failed: why')
    expect(words('cancelled')).toBe('Cancelled')
    expect(words('changed')).toBe('Changed on disk: why')
  })

  it('says sizes, counts and time left as people read them', () => {
    expect(formatBytes(812)).toBe('812 B')
    expect(formatBytes(2000)).toBe('2 KB')
    expect(formatBytes(3_500_000)).toBe('3.3 MB')
    expect(formatBytes(10_485_760)).toBe('10 MB')
    expect(T.uploadN(1)).toBe('Upload 1 file')
    expect(T.uploadN(3)).toBe('Upload 3 files')
    expect(T.summary(2, 1, 0)).toBe('2 uploaded, 1 failed, 0 cancelled')
    expect(T.timeLeft(30)).toBe('less than a minute left')
    expect(T.timeLeft(125)).toBe('about 2 min left')
    expect(T.timeLeft(3900)).toBe('about 1 h 5 min left')
  })
})

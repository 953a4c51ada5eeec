import { describe, expect, it } from 'vitest'
import { GALLERY_UPLOAD_TEXT } from '../../src/shared/rules/gallery'
import { checkFile, limitText, megabytes, UPLOAD_RULES } from '../../src/shared/rules/uploads'

// Issue 47: every file field says what it takes in one wording, made from the limit its check enforces.

describe('file limits as the fields say them', () => {
  it('says each form what it takes, in one wording', () => {
    expect(limitText(UPLOAD_RULES.standard)).toBe('PNG, JPG or JPEG, up to 2 MB')
    expect(limitText(UPLOAD_RULES.slider)).toBe('PNG, JPG or JPEG, up to 5 MB')
    expect(limitText(UPLOAD_RULES.galleryUpdate)).toBe('PNG, JPG or JPEG, up to 5 MB')
    expect(limitText(UPLOAD_RULES.oneMegabyte)).toBe('PNG, JPG or JPEG, up to 1 MB')
    expect(GALLERY_UPLOAD_TEXT.dropHint(limitText(UPLOAD_RULES.galleryAdd, true), 'Captions pair.')).toBe(
      'PNG, JPG, JPEG, GIF, MP4, AVI or MOV, up to 10 MB each · Captions pair.',
    )
  })

  it.each(Object.entries(UPLOAD_RULES))(
    '%s: a file of the size it names passes, one byte more is refused',
    (_, rule) => {
      const said = Number(/up to ([\d.]+) MB/.exec(limitText(rule))?.[1])
      expect(megabytes(rule.maxBytes)).toBe(`${said} MB`)
      const name = `photo.${rule.types[0]}`
      expect(checkFile(rule, { name, size: rule.maxBytes })).toBeNull()
      expect(checkFile(rule, { name, size: rule.maxBytes + 1 })).toBe(rule.sizeMessage)
    },
  )
})

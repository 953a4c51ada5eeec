import { describe, expect, it } from 'vitest'
import { alertForAnswer } from '../../../src/shared/rules/alerts'
import { firstFailure } from '../../../src/shared/rules/forms'
import { isoDay, modeOfPath, photoNotUploadedText, publicPageUrl } from '../../../src/shared/rules/names'
import {
  NEWS_CHECKS,
  NEWS_IMAGE,
  NEWS_PATHS,
  NEWS_STATUS_CHOICES,
  newsAddAnswers,
  newsStatusLabel,
  newsUpdateAnswers,
} from '../../../src/shared/rules/news'
import { serializeRichText, emptyDocument } from '../../../src/shared/rules/rich-text'
import { altValuesOf } from '../../../src/shared/rules/a11y/alt-text'

const content = JSON.stringify([{ type: 'paragraph', children: [{ text: 'Body' }] }])

const noAlt = altValuesOf('news')

describe('news rules (SPEC §2.7, §5, §8)', () => {
  it('checks the title, then the content', () => {
    const empty = serializeRichText(emptyDocument())
    expect(firstFailure(NEWS_CHECKS, { title: '', status: 1, content: '', ...noAlt })).toBe(
      'Please enter news title',
    )
    expect(firstFailure(NEWS_CHECKS, { title: 'T', status: 1, content: empty, ...noAlt })).toBe(
      'Please enter news content',
    )
    expect(firstFailure(NEWS_CHECKS, { title: 'T', status: 0, content, ...noAlt })).toBeNull()
  })

  it('answers an add by message, and success leads to the list of its mode', () => {
    const general = newsAddAnswers(NEWS_PATHS.general)
    expect(alertForAnswer(general, 'success')).toEqual({
      title: 'SUCCESS',
      text: 'NEWS ADDED SUCCESSFULLY',
      redirect: '/news/general/news/list',
    })
    expect(alertForAnswer(general, 'news exist')).toEqual({
      title: 'Oops!',
      text: 'News with the same name already exist',
    })
    expect(alertForAnswer(general, 'failed').text).toBe(
      'Something went wrong adding the news. Please try again!',
    )
    expect(alertForAnswer(general, 'what?').text).toBe('Failed to add the news details!')
    expect(alertForAnswer(newsAddAnswers(NEWS_PATHS.faculty), 'success').redirect).toBe('/faculty/news/list')
  })

  it('answers an update: success to the list, anything else as SPEC said it', () => {
    const faculty = newsUpdateAnswers(NEWS_PATHS.faculty)
    expect(alertForAnswer(faculty, 'success')).toEqual({
      title: 'SUCCESS',
      text: 'NEWS UPDATED SUCCESSFULLY',
      redirect: '/faculty/news/list',
    })
    expect(alertForAnswer(faculty, 'failed')).toEqual({
      title: 'Oops!',
      text: 'Failed to add the news details!',
    })
  })

  it('names the screens, statuses and image rule of each mode', () => {
    expect(NEWS_PATHS).toEqual({
      general: { add: '/news/general/add', list: '/news/general/news/list', update: '/news/general/update' },
      faculty: { add: '/faculty/news/add', list: '/faculty/news/list', update: '/faculty/news/update' },
    })
    expect(modeOfPath('/faculty/news/add')).toBe('faculty')
    expect(modeOfPath('/news/general/add')).toBe('general')
    expect(NEWS_STATUS_CHOICES).toEqual([
      { value: 1, label: 'Publish' },
      { value: 0, label: 'Draft' },
    ])
    expect([newsStatusLabel(1), newsStatusLabel(0), newsStatusLabel(2)]).toEqual([
      'Published',
      'Draft',
      'Draft',
    ])
    expect(NEWS_IMAGE).toEqual({ rule: 'standard', folder: 'news_uploads' })
  })

  it('says the shared texts with the area name', () => {
    expect(photoNotUploadedText('news', 'Disk full')).toBe(
      'The news was saved, but its photo did not upload: Disk full',
    )
    expect(publicPageUrl('https://www.example.edu', 'news', 'open day')).toBe(
      'https://www.example.edu/news/open%20day',
    )
    expect(publicPageUrl('https://www.example.edu/site/', 'news', 'a')).toBe(
      'https://www.example.edu/site/news/a',
    )
    expect(isoDay('2024-05-01T23:30:00.000Z')).toBe('2024-05-01')
    expect(isoDay('2024-05-01 08:00:00')).toBe('2024-05-01')
    expect(isoDay('not a date')).toBe('')
  })
})

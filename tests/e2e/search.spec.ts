import { expect, test } from '@playwright/test'
import { addThroughApi } from './api'
import { signInAs } from './helpers'
import { unique } from './screen-helpers'

// Issue 28 "One search for everything": Ctrl+K, type, the arrows, Enter opens the record's form, and
// Escape gives the focus back, against the real server (its full-text and trigram search).

const paragraph = (text: string) => JSON.stringify([{ type: 'paragraph', children: [{ text }] }])

test('Ctrl+K finds a news item by its words, forgives a typo, and Enter opens the chosen one', async ({
  page,
  request,
}) => {
  const word = unique('Kookaburra').replace(/[^A-Za-z]/g, '')
  const newsTitle = `${word} graduation at Ilé-Ifẹ̀`
  await addThroughApi(request, 'news/add', {
    title: newsTitle,
    status: 1,
    content: paragraph('The new engineering building opens.'),
    FacultyCode: 'General',
    submittedBy: 'E2E',
  })
  await signInAs(page, 'admin')
  await page.goto('/#/news/general/news/list')
  const heading = page.getByRole('heading', { level: 1 })
  await heading.focus()

  await page.keyboard.press('Control+k')
  const field = page.getByRole('combobox', { name: 'Search everything' })
  await expect(field).toBeFocused()
  // Stems and accents: "graduates" and "ile ife" find "graduation at Ilé-Ifẹ̀".
  await page.keyboard.type(`${word} graduates ile ife`)
  const options = page.getByRole('option')
  await expect(options.first()).toContainText(newsTitle)
  await expect(options.first().locator('mark').first()).toHaveText(word)
  await expect(page.getByRole('group', { name: 'News' })).toBeVisible()

  // Escape closes the dialog and gives the focus back to where it was.
  await page.keyboard.press('Escape')
  await expect(field).toBeHidden()
  await expect(heading).toBeFocused()

  // A letter missing still finds the record, by its title's likeness; the header's box opens the dialog too.
  await page.getByRole('button', { name: 'Search everything' }).click()
  await expect(field).toBeFocused()
  await page.keyboard.type(`${word.slice(0, 5)}${word.slice(6)}`.toLowerCase())
  await expect(options).toHaveCount(1)
  await page.keyboard.press('ArrowDown')
  await expect(options.first()).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Enter')
  await expect(field).toBeHidden()
  await expect(page).toHaveURL(/#\/news\/general\/update\?id=\d+$/)
  await expect(page.getByLabel('Title')).toHaveValue(newsTitle)
})

test('the dialog finds as the words are typed: a title word and half of a word of the text', async ({
  page,
  request,
}) => {
  const word = unique('Quoll').replace(/[^A-Za-z]/g, '')
  const title = `${word} open day`
  await addThroughApi(request, 'news/add', {
    title,
    status: 1,
    content: paragraph('Visitors tour the new engineering laboratories.'),
    FacultyCode: 'General',
    submittedBy: 'E2E',
  })
  await signInAs(page, 'admin')
  await page.keyboard.press('Control+k')
  const field = page.getByRole('combobox', { name: 'Search everything' })
  await expect(field).toBeFocused()
  // A key at a time, as a person types: the answer to 'laborat' already holds the record.
  await page.keyboard.type(`${word} laborat`, { delay: 30 })
  const option = page.getByRole('option').filter({ hasText: title })
  await expect(option).toHaveCount(1)
  await expect(option.locator('mark')).toHaveText([word, 'laboratories'])
})

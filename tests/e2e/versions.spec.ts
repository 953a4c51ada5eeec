import { expect, test, type Browser, type Page } from '@playwright/test'
import { updateAddress } from '../../src/shared/rules/record-address'
import { HISTORY_TEXT } from '../../src/shared/rules/history'
import { NEWS_PATHS, NEWS_TEXT } from '../../src/shared/rules/news'
import { MERGE_TEXT } from '../../src/shared/rules/versions'
import { API, apiToken, authorized } from './api'
import { signInAs } from './helpers'
import { expectAlert, unique } from './screen-helpers'

// Issue 25 in the browser: two editors (two browser profiles) open one news item. The first saves a new
// title; the second, who added a paragraph meanwhile, is not allowed to overwrite it silently: the merge view
// takes the title by itself, the second saves, and both changes stand. History shows each version, and a
// restore of the first is a new one.

const paragraph = (text: string) => JSON.stringify([{ type: 'paragraph', children: [{ text }] }])

async function editorIn(browser: Browser, username: string, address: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await signInAs(page, username)
  await page.goto(`/#${address}`)
  return page
}

test('two editors save one news item: the second merges, History shows every version, a restore is a new one', async ({
  browser,
  request,
}) => {
  const title = unique('Senate meets')
  const token = await apiToken(request)
  const made = await request.post(`${API}news/add`, {
    headers: authorized(token),
    data: {
      title,
      status: 1,
      content: paragraph('The Senate met on Monday.'),
      FacultyCode: 'General',
      submittedBy: 'Amina Halima Bello',
    },
  })
  const { entry_id: id } = (await made.json()) as { entry_id: number }
  const address = updateAddress(NEWS_PATHS.general.update, id)

  const first = await editorIn(browser, 'admin', address)
  const titleOf = (page: Page) => page.getByLabel(NEWS_TEXT.title, { exact: true })
  await expect(titleOf(first)).toHaveValue(title)
  const second = await editorIn(browser, 'dssd', address)
  await expect(titleOf(second)).toHaveValue(title)

  // Who else is here: the second editor is told who has the record open.
  await expect(
    second.getByRole('status').filter({ hasText: 'Amina Halima Bello is editing this since' }),
  ).toBeVisible()

  // The first fixes the title and saves.
  const fixed = `${title} (fixed)`
  await titleOf(first).fill(fixed)
  await first.getByRole('button', { name: 'Submit' }).click()
  await expectAlert(first, 'SUCCESS', 'NEWS UPDATED SUCCESSFULLY')

  // The second adds a paragraph to the version it opened, and saves a minute later.
  await second.getByLabel('Content').click()
  await second.keyboard.press('ControlOrMeta+End')
  await second.keyboard.press('Enter')
  await second.keyboard.type('Degrees were approved.')
  await second.getByRole('button', { name: 'Submit' }).click()
  const merge = second.getByRole('dialog', { name: MERGE_TEXT.title })
  await expect(merge).toBeVisible()
  await expect(merge).toContainText(/Amina Halima Bello saved it at .+, after you opened it\./)
  await expect(merge).toContainText(`Title (${MERGE_TEXT.theirChange})`)
  await expect(merge).toContainText(`Content (${MERGE_TEXT.yourChange})`)
  await expect(merge.getByRole('group')).toHaveCount(0)
  await merge.getByRole('button', { name: MERGE_TEXT.save }).click()
  await expectAlert(second, 'SUCCESS', 'NEWS UPDATED SUCCESSFULLY')

  // Both changes stand: the list shows the fixed title, the record holds the paragraph too.
  await expect(second.getByRole('row').filter({ hasText: fixed })).toHaveCount(1)
  await second.goto(`/#${address}`)
  await expect(titleOf(second)).toHaveValue(fixed)
  await expect(second.getByLabel('Content')).toContainText('The Senate met on Monday.')
  await expect(second.getByLabel('Content')).toContainText('Degrees were approved.')

  // History: the add and the two saves, newest first.
  await second.getByRole('button', { name: HISTORY_TEXT.show }).click()
  const versions = second.getByRole('list', { name: HISTORY_TEXT.versions }).getByRole('listitem')
  await expect(versions).toHaveCount(3)
  await expect(versions.first()).toContainText('Ibrahim Musa Danjuma')
  await expect(versions.nth(1)).toContainText('Amina Halima Bello')

  // Restoring the first version brings the original title back, as a fourth version.
  await versions.last().getByRole('button').click()
  await second.getByRole('button', { name: HISTORY_TEXT.restoreAll }).click()
  await second.getByRole('dialog').getByRole('button', { name: HISTORY_TEXT.confirmYes }).click()
  await expect(titleOf(second)).toHaveValue(title)
  await expect(versions).toHaveCount(4)
  await expect(second.getByLabel('Content')).not.toContainText('Degrees were approved.')

  // The first editor's screen, opened anew, shows the restored record.
  await first.goto(`/#${address}`)
  await expect(titleOf(first)).toHaveValue(title)
})

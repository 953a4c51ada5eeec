import { expect, test, type Page } from '@playwright/test'
import { signIn, signInAs } from './helpers'
import { errorSummary, firstRow, unique } from './screen-helpers'

// Someone on the keyboard closes a dialog and goes on from where they were: focus goes back to the control
// that opened it, or, when that was a row of a menu that has closed, to the button that opens the menu.

const userMenu = (page: Page) => page.getByRole('button', { name: 'Amina Halima Bello' })

async function closeWithEscape(page: Page) {
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
}

test('Settings, Keyboard shortcuts and Diagnostics give focus back to the user menu', async ({ page }) => {
  await signInAs(page, 'admin')
  for (const row of ['Settings', 'Keyboard shortcuts', 'Diagnostics']) {
    await userMenu(page).click()
    await page.getByRole('button', { name: row, exact: true }).click()
    await closeWithEscape(page)
    await expect(userMenu(page), `after ${row}`).toBeFocused()
  }
})

test("an alert after a save's answer gives focus back to Submit", async ({ page }) => {
  await signInAs(page, 'admin')
  const title = unique('Convocation')
  for (const answer of ['NEWS ADDED SUCCESSFULLY', 'News with the same name already exist']) {
    await page.goto('/#/news/general/add')
    await page.getByLabel('Title').fill(title)
    await page.getByLabel('Content').click()
    await page.keyboard.type('The 12th convocation ceremony.')
    const submit = page.getByRole('button', { name: 'Submit' })
    await submit.click()
    await expect(page.getByRole('dialog')).toContainText(answer)
    if (answer.startsWith('NEWS ADDED')) {
      await page.getByRole('button', { name: 'OK' }).click() // on to the list
      continue
    }
    await closeWithEscape(page)
    await expect(submit).toBeFocused()
  }
})

test('a failed check gives focus to the error summary, whose line takes the user to the field; a delete confirmation gives it back to its button', async ({
  page,
}) => {
  await signInAs(page, 'admin')
  await page.goto('/#/general/headline/addheadline')
  await page.getByRole('button', { name: 'Submit' }).click()
  // Issues 23 and 47: no alert to close; the summary is where the user is, and its line leads to the field.
  const summary = errorSummary(page)
  await expect(summary).toBeFocused()
  await summary.getByRole('link').first().click()
  await expect(page.getByLabel('Link Title')).toBeFocused()

  await page.goto('/#/leadership/leadershiplist')
  const remove = firstRow(page).getByRole('button', { name: 'Delete' })
  await remove.click()
  await closeWithEscape(page)
  await expect(remove).toBeFocused()
})

test('a refused sign-in gives focus back to LOGIN, which stayed focusable while it waited', async ({
  page,
}) => {
  // A name no account has: the demo accounts' failure counts stay untouched for the other tests.
  await signIn(page, unique('nobody'), 'not-the-password')
  await expect(page.getByRole('dialog')).toContainText('Invalid Login Credential')
  await closeWithEscape(page)
  await expect(page.getByRole('button', { name: 'LOGIN' })).toBeFocused()
})

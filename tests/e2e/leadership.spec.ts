import { expect, test, type Page } from '@playwright/test'
import { signInAs } from './helpers'
import { checksSpeakInOrder } from './form-checks'
import {
  chooseImage,
  confirmDelete,
  expectAlert,
  expectSummary,
  expectSummaryLeads,
  firstRow,
  search,
  unique,
} from './screen-helpers'

// An editor adds and updates Board members, enrols staff in the Senate, and deletes a record (SPEC §2.6).

async function fillLeadership(page: Page, values: { title?: string; position?: string; status?: string }) {
  if (values.title) await page.getByLabel('Title').selectOption(values.title)
  if (values.position) await page.getByLabel('Position').selectOption(values.position)
  if (values.status) await page.getByLabel('Status').selectOption({ label: values.status })
}

test('adds a board member with a photo, sees it in both lists, then updates it', async ({ page }) => {
  await signInAs(page, 'admin')
  await page.goto('/#/leadership/addleadership')
  await expect(page.getByRole('heading', { name: 'Add Leadership (Board)' })).toBeVisible()
  await expect(page.getByText('use 500x500')).toBeVisible()
  const name = unique('Zainab Kabir')
  await fillLeadership(page, { title: 'Prof.', position: '6', status: 'Active' })
  await page.getByLabel('Full Name').fill(name)
  await page.getByLabel('Designation').fill('Member of Council')
  await chooseImage(page, 'portrait.png', [120, 40, 160])
  await page.getByLabel('Description').click()
  await page.keyboard.type('A lawyer and a former bank director.')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expectAlert(page, 'SUCCESS', 'LEADERSHIP ADDED SUCCESSFULLY')

  await expect(page).toHaveURL(/#\/leadership\/leadershiplist$/)
  await expect(await search(page, 'Search Staff List', name)).toHaveCount(1)
  await expect(firstRow(page)).toContainText('Board')
  await expect(firstRow(page)).toContainText('Active')
  await expect(firstRow(page).locator('img')).toBeVisible()

  await page.goto('/#/leadership/boardlist')
  await expect(page.getByText('BOARD LIST', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Add Leadership (Board)' })).toBeVisible()
  await expect(await search(page, 'Search Staff List', name)).toHaveCount(1)
  await firstRow(page).getByRole('button', { name: 'Edit' }).click()

  await expect(page).toHaveURL(/#\/leadership\/update\?id=\d+$/)
  await expect(page.getByRole('heading', { name: 'UPDATE BOARD' })).toBeVisible()
  await expect(page.getByLabel('Full Name')).toHaveValue(name)
  await expect(page.getByLabel('Position')).toHaveValue('6')
  await page.getByLabel('Designation').fill('Pro-Chancellor')
  await fillLeadership(page, { status: 'Draft' })
  await page.getByRole('button', { name: 'Submit' }).click()
  await expectAlert(page, 'SUCCESS', 'LEADERSHIP UPDATED SUCCESSFULLY')

  await expect(page).toHaveURL(/#\/leadership\/leadershiplist$/)
  await expect(await search(page, 'Search Staff List', name)).toHaveCount(1)
  await expect(firstRow(page)).toContainText('Pro-Chancellor')
  await expect(firstRow(page)).toContainText('Draft')
  await expect(firstRow(page).locator('img')).toBeVisible()
})

async function enrolInSenate(page: Page, person: string, position: string) {
  await page.goto('/#/leadership/senatelist')
  await expect(await search(page, 'Search Staff List', person)).toHaveCount(1)
  await firstRow(page).getByRole('button', { name: 'Enrol' }).click()
  await expect(page).toHaveURL(/#\/leadership\/enrolsenate$/)
  await expect(page.getByLabel('Full Name')).toHaveValue(person)
  await fillLeadership(page, { title: 'Dr.', position, status: 'Active' })
  await page.getByRole('button', { name: 'Submit' }).click()
}

test('enrols a staff member in the Senate; enrolling again updates the one record; deletes it', async ({
  page,
}) => {
  await signInAs(page, 'dssd')
  const person = 'Peter Ayodele Ojo'
  await enrolInSenate(page, person, '4')
  await expectAlert(page, 'SUCCESS', 'SENATE ENROLLED SUCCESSFULLY')
  await expect(page).toHaveURL(/#\/leadership\/leadershiplist$/)

  await enrolInSenate(page, person, '7')
  await expectAlert(page, 'SUCCESS', 'SENATE UPDATED SUCCESSFULLY')
  const rows = await search(page, 'Search Staff List', person)
  await expect(rows).toHaveCount(1)
  await expect(firstRow(page)).toContainText('Senate')

  // The list's Update leads to the Senate form, with the record carried over.
  await firstRow(page).getByRole('button', { name: 'Edit' }).click()
  await expect(page).toHaveURL(/#\/leadership\/enrolsenate$/)
  await expect(page.getByLabel('Position')).toHaveValue('7')
  await page.goto('/#/leadership/leadershiplist')

  await expect(await search(page, 'Search Staff List', person)).toHaveCount(1)
  await firstRow(page).getByRole('button', { name: 'Delete' }).click()
  await confirmDelete(page, 'ARE YOU SURE YOU WANT TO DELETE THIS LEADERSHIP RECORD?')
  await expectAlert(page, 'SUCCESS', 'LEADERSHIP DELETED SUCCESSFULLY')
  await expect(rows).toHaveCount(0)
})

test('every Add Leadership check speaks at once, in SPEC order', async ({ page }) => {
  await signInAs(page, 'admin')
  await page.goto('/#/leadership/addleadership')
  await checksSpeakInOrder(page, [
    ['Please enter title', () => fillLeadership(page, { title: 'Mr.' })],
    ['Please enter Full Name', () => page.getByLabel('Full Name').fill(unique('Kunle Ade'))],
    ['Please select position', () => fillLeadership(page, { position: '20' })],
    ['Please enter designation', () => page.getByLabel('Designation').fill('Member of Council')],
    ['Please select status', () => fillLeadership(page, { status: 'Active' })],
    ['Please enter description', async () => {}],
  ])
})

test('Management enrol also asks for the description', async ({ page }) => {
  await signInAs(page, 'admin')
  await page.goto('/#/leadership/managementlist')
  await expect(await search(page, 'Search Staff List', 'Halima Rukayya Idris')).toHaveCount(1)
  await firstRow(page).getByRole('button', { name: 'Enrol' }).click()
  await expect(page.getByRole('heading', { name: 'Enrol Management' })).toBeVisible()
  await page.getByRole('button', { name: 'Submit' }).click()
  await expectSummaryLeads(page, 'Please select title')
  await fillLeadership(page, { title: 'Mrs.', position: '5', status: 'Active' })
  await page.getByRole('button', { name: 'Submit' }).click()
  await expectSummary(page, 'Please enter description')
  await page.getByLabel('Description').click()
  await page.keyboard.type('Speaks for the university.')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expectAlert(page, 'SUCCESS', 'MANAGEMENT ENROLLED SUCCESSFULLY')
})

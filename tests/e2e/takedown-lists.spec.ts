import { expect, test } from '@playwright/test'
import { SAMPLE_BODIES } from '../support/sample-bodies'
import { addThroughApi } from './api'
import { signInAs } from './helpers'
import { expectAlert, search, unique } from './screen-helpers'

// Content that can be taken down (issue 23): each list that had no Delete has one now, and its confirmation
// names the record under SPEC's text, so the editor sees which one goes before saying Yes.

const AREAS = [
  {
    what: 'news',
    list: '/news/general/news/list',
    search: 'Search News',
    add: 'POST news/add',
    name: 'title',
  },
  {
    what: 'event',
    list: '/event/general/list',
    search: 'Search Event',
    add: 'POST event/add',
    name: 'title',
  },
  {
    what: 'headline',
    list: '/general/headline/headlinelist',
    search: 'Search Headline News',
    add: 'POST news/add_headline',
    name: 'linkTitle',
  },
  {
    what: 'slider',
    list: '/general/slider/sliderslist',
    search: 'Search Slider',
    add: 'POST slider/add',
    name: 'title',
  },
  {
    what: 'partner',
    list: '/general/partners/list',
    search: 'Search Partner',
    add: 'POST general/partner/add',
    name: 'PartnerName',
  },
  {
    what: 'leadership record',
    list: '/leadership/boardlist',
    search: 'Search Staff List',
    add: 'POST leadership/add',
    name: 'fullname',
  },
] as const

for (const area of AREAS) {
  test(`${area.what}: Delete in the list asks with a confirmation that names the record, then removes it`, async ({
    page,
    request,
  }) => {
    const name = unique(`Take down ${area.what}`)
    await addThroughApi(request, area.add.replace(/^POST /, ''), {
      ...(SAMPLE_BODIES[area.add] as object),
      [area.name]: name,
    })
    await signInAs(page, 'admin')
    await page.goto(`/#${area.list}`)
    await search(page, area.search, name)
    const row = page.locator('.ag-row', { hasText: name })
    await expect(row).toHaveCount(1)

    await row.getByRole('button', { name: `Delete '${name}'`, exact: true }).click()
    const confirm = page.getByRole('dialog', { name: 'Confirm' })
    await expect(confirm).toContainText('ARE YOU SURE YOU WANT TO DELETE THIS')
    // A board member is named with their title ('Prof. …').
    await expect(confirm).toContainText(`Delete the ${area.what} '`)
    await expect(confirm).toContainText(`${name}'?`)
    await confirm.getByRole('button', { name: 'Yes' }).click()
    await expectAlert(page, 'SUCCESS', 'DELETED SUCCESSFULLY')

    await expect(page.locator('.ag-row', { hasText: name })).toHaveCount(0)
    await expect(page.getByRole('status').filter({ hasText: `match '${name}'` })).toBeVisible()
  })
}

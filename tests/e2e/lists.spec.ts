import { expect, test, type Page } from '@playwright/test'
import { addThroughApi } from './api'
import { signInAs } from './helpers'
import { search } from './screen-helpers'

// An editor reads the lists on a laptop (1280 px) and on a wide screen (1920 px): a long title is read
// whole, on screen and by a screen reader, and the table fills the card with no empty band at its right.

const CONTENT = '[{"type":"paragraph","children":[{"text":"Gowns at the west door."}]}]'

/** What an editor sees of the cell, and what is left of the card at the table's right. */
async function measure(page: Page, text: string) {
  const cell = page.getByRole('gridcell', { name: text, exact: true })
  await expect(cell).toBeVisible()
  const shown = await cell.evaluate((element) => {
    // The text sits in an element of its own, which cuts it with an ellipsis: measure both.
    const overflows = (box: Element) =>
      box.scrollWidth > box.clientWidth || box.scrollHeight > box.clientHeight
    const text = element.querySelector('.cell-text')
    return {
      cut: overflows(element) || (text !== null && overflows(text)),
      title: element.getAttribute('title') ?? element.querySelector('[title]')?.getAttribute('title'),
    }
  })
  // The row's cells, side by side, against the grid's visible width.
  const { emptyAtRight, scrollsSideways } = await page.locator('.data-table__grid').evaluate((grid) => {
    const visible = grid.querySelector('.ag-grid-viewport')!.clientWidth
    const cells = grid.querySelector('.ag-row .ag-grid-scrolling-cells')!.getBoundingClientRect().width
    return { emptyAtRight: visible - cells, scrollsSideways: cells > visible + 1 }
  })
  return { ...shown, emptyAtRight, scrollsSideways }
}

const LISTS = [
  {
    name: 'event list',
    path: '/event/general/list',
    placeholder: 'Search Event',
    add: (title: string): [string, object] => [
      'event/add',
      {
        title,
        eventDate: '2026-12-18',
        startTime: '10:00',
        endTime: '13:30',
        location: 'Sports Complex, Main Campus Arena and Overflow Marquee',
        status: 1,
        content: CONTENT,
        FacultyCode: 'General',
        InsertedBy: 'Amina Halima Bello',
      },
    ],
  },
  {
    name: 'news list',
    path: '/news/general/news/list',
    placeholder: 'Search News',
    add: (title: string): [string, object] => [
      'news/add',
      { title, status: 1, content: CONTENT, FacultyCode: 'General', submittedBy: 'Amina Halima Bello' },
    ],
  },
] as const

for (const list of LISTS) {
  test(`the ${list.name} shows a long title whole and fills the width, at 1280 and 1920 px`, async ({
    page,
    request,
  }) => {
    const title = `Convocation Ceremony for the Graduating Class of 2026 and Honorary Degrees ${Date.now().toString(36)}`
    const [path, data] = list.add(title)
    await addThroughApi(request, path, data)
    await signInAs(page, 'admin')
    await page.goto(`/#${list.path}`)

    for (const width of [1280, 1920]) {
      await page.setViewportSize({ width, height: 900 })
      await expect(await search(page, list.placeholder, title)).toHaveCount(1)
      // The columns settle to the new width (AG Grid re-sizes after a resize gesture stops).
      await expect.poll(async () => (await measure(page, title)).emptyAtRight).toBeLessThan(2)
      const seen = await measure(page, title)
      expect(seen.cut, `the title is cut at ${width} px`).toBe(false)
      expect(seen.title, 'the whole title on hover').toBe(title)
      expect(seen.scrollsSideways, `the table scrolls sideways at ${width} px`).toBe(false)
      await page.screenshot({ path: test.info().outputPath(`${list.name.replace(' ', '-')}-${width}.png`) })
    }
  })
}

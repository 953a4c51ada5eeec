import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { channel } from '../../../src/shared/bridge'
import type { GalleryBulkBody } from '../../../src/shared/contract/gallery'
import { GALLERY_BULK_TEXT as T } from '../../../src/shared/rules/gallery'
import { ok } from './fake-bridge'
import { dialogSays, galleryRow, renderGallery, selectAllListed } from './gallery-helpers'

// Issue 47: from the Gallery List's selection, each photo's own alternative text in one dialog, saved at once.

const LIST = channel.api('gallery', 'list')
const BULK = channel.api('gallery', 'bulk')
const photo = (EntryID: number, ImageTitle: string, ImageAlt: string | null = null) =>
  galleryRow({
    EntryID,
    ImageTitle,
    ImagePath: `${ImageTitle.toLowerCase().replace(/ /g, '-')}-${EntryID}.png`,
    ImageAlt,
  })
const OPEN_DAY = photo(11, 'Open day')
const HALL = photo(15, 'Great hall')
const LAWN = photo(13, 'Lawn', 'Graduates on the lawn')
const NEEDS_ALT = 'Only photos that need alternative text'

describe('Gallery List: describe each selected photo', () => {
  it("writes each photo's own text in one call, and the needs-alt filter then drops them", async () => {
    let written: GalleryBulkBody['items'] = []
    const app = await renderGallery('/about/gallery/list', {
      answers: {
        [LIST]: () =>
          ok(
            [OPEN_DAY, HALL, LAWN].map((row) => ({
              ...row,
              ImageAlt: written?.find((item) => item.id === row.EntryID)?.ImageAlt ?? row.ImageAlt,
            })),
          ),
        [BULK]: (arg) => {
          const body = arg as GalleryBulkBody
          written = body.items
          return ok({ message: 'success', count: body.ids.length, gone: [] })
        },
      },
    })
    await screen.findByText('Lawn')
    fireEvent.click(screen.getByRole('checkbox', { name: NEEDS_ALT }))
    await waitFor(() => expect(screen.queryByText('Lawn')).toBeNull())
    await selectAllListed()
    expect(await screen.findByText('2 photos selected')).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: T.describeEach }))
    const dialog = await screen.findByRole('dialog', { name: T.describeEachTitle(2) })
    // Each photo large enough to describe it from: the edit form's rendition, 200 px wide.
    const pictures = dialog.querySelectorAll('img')
    expect(pictures).toHaveLength(2)
    for (const picture of pictures) {
      expect(Number(picture.getAttribute('width'))).toBeGreaterThanOrEqual(160)
      expect(picture.getAttribute('src')).toMatch(/\.md\.webp$/)
    }
    expect(within(dialog).getAllByText('Now: none')).toHaveLength(2)

    // One left blank: nothing is sent, and the editor is told.
    fireEvent.change(within(dialog).getByLabelText(T.describeOne('Open day')), {
      target: { value: 'Visitors queue at the open day stand' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: T.saveAll }))
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', T.everyNeedsAlt)
    expect(app.callsOf(BULK)).toEqual([])

    fireEvent.change(within(dialog).getByLabelText(T.describeOne('Great hall')), {
      target: { value: 'The great hall set for exams, rows of desks ' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: T.saveAll }))
    await waitFor(() =>
      expect(app.callsOf(BULK)).toEqual([
        {
          action: 'alt-each',
          // In the list's order, newest first.
          ids: [15, 11],
          items: [
            { id: 15, ImageAlt: 'The great hall set for exams, rows of desks' },
            { id: 11, ImageAlt: 'Visitors queue at the open day stand' },
          ],
        },
      ]),
    )
    // The describing dialog gives way to the answer's alert; OK closes it.
    await dialogSays(T.done['alt-each'](2), 'SUCCESS')
    expect(await screen.findByText('Every photo has its alternative text.')).toBeTruthy()
  })

  it('shows each photo its current text, and Cancel sends nothing', async () => {
    const app = await renderGallery('/about/gallery/list', {
      answers: { [LIST]: () => ok([OPEN_DAY, LAWN]) },
    })
    await screen.findByText('Lawn')
    fireEvent.click(screen.getByRole('checkbox', { name: "Select 'Lawn'" }))
    fireEvent.click(await screen.findByRole('button', { name: T.describeEach }))
    const dialog = await screen.findByRole('dialog', { name: T.describeEachTitle(1) })
    expect(within(dialog).getByText('Now: Graduates on the lawn')).toBeTruthy()
    expect((within(dialog).getByLabelText(T.describeOne('Lawn')) as HTMLTextAreaElement).value).toBe(
      'Graduates on the lawn',
    )
    fireEvent.click(within(dialog).getByRole('button', { name: T.cancel }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(app.callsOf(BULK)).toEqual([])
  })

  it('keeps what was typed and the rest of the selection when a selected photo has gone meanwhile', async () => {
    let hallGone = false
    const app = await renderGallery('/about/gallery/list', {
      answers: {
        [LIST]: () => ok(hallGone ? [OPEN_DAY] : [OPEN_DAY, HALL]),
        [BULK]: () => {
          hallGone = true
          return ok({ message: 'gone', count: 0, gone: [15] })
        },
      },
    })
    await screen.findByText('Great hall')
    await selectAllListed()
    fireEvent.click(await screen.findByRole('button', { name: T.describeEach }))
    const dialog = await screen.findByRole('dialog', { name: T.describeEachTitle(2) })
    fireEvent.change(within(dialog).getByLabelText(T.describeOne('Open day')), {
      target: { value: 'Visitors queue at the open day stand' },
    })
    fireEvent.change(within(dialog).getByLabelText(T.describeOne('Great hall')), {
      target: { value: 'The great hall set for exams' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: T.saveAll }))
    await dialogSays(T.gone(1))
    expect(app.callsOf(BULK)).toHaveLength(1)

    // The list without the photo that went; the other stays selected, and its text is still there.
    expect(await screen.findByText('1 photo selected')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: T.describeEach }))
    const again = await screen.findByRole('dialog', { name: T.describeEachTitle(1) })
    expect((within(again).getByLabelText(T.describeOne('Open day')) as HTMLTextAreaElement).value).toBe(
      'Visitors queue at the open day stand',
    )
  })
})

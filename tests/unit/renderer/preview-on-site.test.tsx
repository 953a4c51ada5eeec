import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { channel } from '../../../src/shared/bridge'
import { PREVIEW_TEXT } from '../../../src/shared/rules/preview'
import { ok } from './fake-bridge'
import { alertSays, doc, LIST, newsRow, press, SAVE, saved, storeDraft, submit, type } from './news-helpers'
import { renderApp } from './render-app'

// Issue 46 "Preview before publishing": Preview on site asks the server for the record's preview address and
// opens it in the system browser; with no address set it says who sets one and where, instead of nothing.

const GET = channel.api('news', 'get')
const LINK = channel.api('preview', 'link')
const OPEN = 'shell.openExternal'
const URL_OF_7 = 'https://www.example.edu/preview/news/open-day?token=v1.abc.def'
const linked = () => ok({ url: URL_OF_7, expiresAt: '2027-03-29T08:15:00.000Z' })
const previewButton = (within_: HTMLElement = document.body) =>
  within(within_).getByRole('button', { name: PREVIEW_TEXT.button })

describe('Preview on site on an update form', () => {
  it("opens the record's preview address in the browser", async () => {
    const app = await renderApp('/news/general/update?id=7', {
      answers: { [GET]: () => ok(newsRow({ EntryID: 7, Status: 0 })), [LINK]: linked, [OPEN]: () => true },
    })
    fireEvent.click(await screen.findByRole('button', { name: PREVIEW_TEXT.button }))
    await waitFor(() => expect(app.callsOf(OPEN)).toEqual([URL_OF_7]))
    expect(app.callsOf(LINK)).toEqual([{ area: 'news', id: 7 }])
  })

  it('says how to set a preview address when the deployment has none, and opens nothing', async () => {
    const app = await renderApp('/news/general/update?id=7', {
      answers: {
        [GET]: () => ok(newsRow({ EntryID: 7 })),
        [LINK]: () => ok({ url: null, expiresAt: null }),
        [OPEN]: () => true,
      },
    })
    fireEvent.click(await screen.findByRole('button', { name: PREVIEW_TEXT.button }))
    await waitFor(() => expect(screen.getByText(PREVIEW_TEXT.noTemplate)).toBeTruthy())
    expect(screen.getByText(PREVIEW_TEXT.noTemplate).getAttribute('role')).toBe('status')
    expect(PREVIEW_TEXT.noTemplate).toContain('Super Admin')
    expect(app.callsOf(OPEN)).toEqual([])
  })

  it("says the server's refusal rather than failing silently", async () => {
    await renderApp('/news/general/update?id=7', {
      answers: {
        [GET]: () => ok(newsRow({ EntryID: 7 })),
        [LINK]: () => ({
          ok: false,
          reason: 'forbidden',
          status: 403,
          message: 'You are not allowed to do this.',
        }),
      },
    })
    fireEvent.click(await screen.findByRole('button', { name: PREVIEW_TEXT.button }))
    expect(await screen.findByText(`${PREVIEW_TEXT.notOpened} You are not allowed to do this.`)).toBeTruthy()
  })

  it('tells the editor that unsaved changes are not in the preview', async () => {
    await renderApp('/news/general/update?id=7', { answers: { [GET]: () => ok(newsRow({ EntryID: 7 })) } })
    await screen.findByRole('button', { name: PREVIEW_TEXT.button })
    expect(screen.queryByText(PREVIEW_TEXT.unsaved)).toBeNull()
    type('Title', 'Open day, changed')
    expect(screen.getByText(PREVIEW_TEXT.unsaved)).toBeTruthy()
  })
})

describe('Preview on site after an add', () => {
  it('is offered in the success alert once the record was saved as Draft, for the record just made', async () => {
    storeDraft('news.add.General', { title: 'Open day', status: 0, content: doc('Come along.') })
    const app = await renderApp('/news/general/add', {
      answers: {
        [SAVE]: () => saved(undefined, 'success', 41),
        [LIST]: () => ok([]),
        [LINK]: linked,
        [OPEN]: () => true,
      },
    })
    submit()
    const alert = await alertSays('SUCCESS', 'NEWS ADDED SUCCESSFULLY')
    fireEvent.click(previewButton(alert))
    await waitFor(() => expect(app.callsOf(OPEN)).toEqual([URL_OF_7]))
    expect(app.callsOf(LINK)).toEqual([{ area: 'news', id: 41 }])
    press(alert, 'OK')
  })

  it('is not offered when the record was published: the list links to its page', async () => {
    storeDraft('news.add.General', { title: 'Open day', status: 1, content: doc('Come along.') })
    await renderApp('/news/general/add', { answers: { [SAVE]: () => saved(), [LIST]: () => ok([]) } })
    submit()
    const alert = await alertSays('SUCCESS', 'NEWS ADDED SUCCESSFULLY')
    expect(within(alert).queryByRole('button', { name: PREVIEW_TEXT.button })).toBeNull()
    expect(screen.queryByRole('button', { name: PREVIEW_TEXT.button })).toBeNull()
  })
})

import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { channel } from '../../../src/shared/bridge'
import type { MediaFeedItem, MediaRow } from '../../../src/shared/contract/media'
import { MEDIA_FEED_UNSET, MEDIA_TEXT } from '../../../src/shared/rules/media'
import { ok } from './fake-bridge'
import { alertSays, press } from './news-helpers'
import { renderApp } from './render-app'

// Issue 23: the Media Coverage screen lists the imported items under the feed, each with a Delete whose
// confirmation names the item; with none it says how items get there.

const FEED = channel.api('media', 'feed')
const ITEMS = channel.api('media', 'list')
const DELETE = channel.api('media', 'delete')

const feedItem: MediaFeedItem = {
  title: 'Library extends its opening hours',
  url: 'https://www.dailyledger.example/library',
  publishedAt: '2026-11-14T09:00:00.000Z',
  saved: true,
}
const stored: MediaRow = {
  EntryID: 7,
  title: feedItem.title,
  url: feedItem.url,
  publishedAt: feedItem.publishedAt,
  InsertedBy: 'Ada Obi',
  InsertedDate: '2026-11-20T10:00:00.000Z',
}
const region = () => screen.getByRole('region', { name: MEDIA_TEXT.items })

describe('Media Coverage: the imported items', () => {
  it('says what to do while nothing is imported', async () => {
    await renderApp('/news/general/media', { answers: { [FEED]: () => ok([]), [ITEMS]: () => ok([]) } })
    await waitFor(() =>
      expect(
        within(region()).getByText(`No ${MEDIA_TEXT.itemsThings} yet. ${MEDIA_TEXT.itemsEmptyHint}`),
      ).toBeTruthy(),
    )
  })

  it('lists an item with its source and date added, and deletes it after a confirmation naming it', async () => {
    let items = [stored]
    const app = await renderApp('/news/general/media', {
      answers: {
        [FEED]: () => ok([feedItem]),
        [ITEMS]: () => ok(items),
        [DELETE]: () => {
          items = []
          return ok({ message: 'deleted' })
        },
      },
    })
    const row = await waitFor(
      () => within(region()).getByText(stored.title).closest('.ag-row') as HTMLElement,
    )
    expect(within(row).getByRole('button', { name: 'dailyledger.example' })).toBeTruthy()
    expect(row.textContent).toContain('20 Nov 2026')

    fireEvent.click(within(row).getByRole('button', { name: `Delete '${stored.title}'` }))
    const confirm = await screen.findByRole('dialog', { name: 'Confirm' })
    expect(within(confirm).getByText('ARE YOU SURE YOU WANT TO DELETE THIS RECORD?')).toBeTruthy()
    expect(within(confirm).getByText(`Delete the media item '${stored.title}'?`)).toBeTruthy()
    press(confirm, 'Yes')
    press(await alertSays('SUCCESS', 'MEDIA COVERAGE DELETED SUCCESSFULLY'), 'OK')
    expect(app.callsOf(DELETE)).toEqual([{ EntryID: 7 }])
    await waitFor(() =>
      expect(
        within(region()).getByText(`No ${MEDIA_TEXT.itemsThings} yet. ${MEDIA_TEXT.itemsEmptyHint}`),
      ).toBeTruthy(),
    )
    // The feed is read again, so its saved mark can go.
    expect(app.callsOf(FEED).length).toBeGreaterThan(1)
  })
})

describe('Media Coverage without a feed address', () => {
  const unset = (message: string) => ({
    [FEED]: () => ({ ok: false, reason: 'server', status: 503, message }),
    [ITEMS]: () => ok([]),
  })
  const settingsButton = () => screen.queryByRole('button', { name: MEDIA_TEXT.openSettings })

  it("says this computer's Settings set it, and opens them", async () => {
    await renderApp('/news/general/media', { answers: unset(MEDIA_FEED_UNSET.inSettings) })
    expect(await screen.findByText(MEDIA_FEED_UNSET.inSettings)).toBeTruthy()
    expect(document.querySelector('.load-failure')).toBeNull()
    fireEvent.click(settingsButton()!)
    expect(await screen.findByRole('dialog', { name: 'Settings' })).toBeTruthy()
  })

  it('says a separate server sets it, with no Settings button that could not', async () => {
    await renderApp('/news/general/media', { answers: unset(MEDIA_FEED_UNSET.onServer) })
    expect(await screen.findByText(MEDIA_FEED_UNSET.onServer)).toBeTruthy()
    expect(document.querySelector('.load-failure')).toBeNull()
    expect(settingsButton()).toBeNull()
  })
})

import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { channel } from '../../../src/shared/bridge'
import { useSelectedRow } from '../../../src/renderer/src/state/selected-row'
import { ok } from './fake-bridge'
import { editorText, field, LIST, newsRow } from './news-helpers'
import { currentPath, renderApp } from './render-app'

// Issue 23 "Edits that can be linked": an update screen opened by its address (`?id=`) edits that record,
// read from the server when it is not the row the list's Edit chose; an address naming no record says so.

const GET = channel.api('news', 'get')
const notFound = { ok: false, reason: 'not-found', status: 404, message: 'No news with this id' }

describe('an update screen opened by its address', () => {
  it('loads the record the address names and fills the form with it', async () => {
    const app = await renderApp('/news/general/update?id=7', {
      answers: { [GET]: () => ok(newsRow({ EntryID: 7, Title: 'Linked news' })) },
    })
    await waitFor(() => expect(field('Title').value).toBe('Linked news'))
    expect(editorText()).toBe('Come and see the campus.')
    expect(app.callsOf(GET)).toEqual([{ EntryID: 7 }])
  })

  it("reads the record anew even when the list's chosen row is that record: the form starts from it as it is now", async () => {
    // Issue 25: the row the list showed may be minutes old; the save is checked against the version read.
    useSelectedRow.getState().select('news', newsRow({ EntryID: 7, Title: 'Chosen in the list' }))
    const app = await renderApp('/news/general/update?id=7', {
      answers: { [GET]: () => ok(newsRow({ EntryID: 7, Title: 'Saved since by someone else' })) },
    })
    await waitFor(() => expect(field('Title').value).toBe('Saved since by someone else'))
    expect(app.callsOf(GET)).toEqual([{ EntryID: 7 }])
  })

  it('reads the named record, not the chosen row, when they differ', async () => {
    useSelectedRow.getState().select('news', newsRow({ EntryID: 5, Title: 'Chosen in the list' }))
    await renderApp('/news/general/update?id=7', {
      answers: { [GET]: () => ok(newsRow({ EntryID: 7, Title: 'From the address' })) },
    })
    await waitFor(() => expect(field('Title').value).toBe('From the address'))
  })

  it('says there is no such record, with a way to the list', async () => {
    await renderApp('/news/general/update?id=404', {
      answers: { [GET]: () => notFound, [LIST]: () => ok([]) },
    })
    expect(await screen.findByText('No news with id 404.')).toBeTruthy()
    fireEvent.click(screen.getByRole('link', { name: 'Go to the news list' }))
    await waitFor(() => expect(currentPath()).toBe('/news/general/news/list'))
  })

  it('refuses an id no record can have without asking the server', async () => {
    const app = await renderApp('/news/general/update?id=99999999999', { answers: {} })
    expect(await screen.findByText('No news with id 99999999999.')).toBeTruthy()
    expect(app.callsOf(GET)).toEqual([])
  })
})

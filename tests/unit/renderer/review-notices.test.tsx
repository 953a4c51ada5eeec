import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { channel } from '../../../src/shared/bridge'
import type { ReviewNotice } from '../../../src/shared/contract/review'
import { REVIEW_NOTICE_LIMITS, REVIEW_NOTICE_TEXT } from '../../../src/shared/rules/review-notices'
import { REVIEW_TEXT } from '../../../src/shared/rules/review'
import { ok } from './fake-bridge'
import { currentPath, renderApp } from './render-app'
import { reviewDetail, reviewRow } from './review-helpers'

// Issue 48's notifications in the header: a button that says how many are new, a list that says what happened
// in a sentence and opens the right place, and, once opened, nothing new any more (kept on the server).

const NOTICES = channel.api('review', 'notices')
const SEEN = channel.api('review', 'noticesSeen')
const LIST = channel.api('review', 'list')
const ONE = channel.api('review', 'one')
const UNTIL = '2026-12-01T10:00:00.000Z'
/** What main tells every window of the user once the list is marked seen in one of them. */
const MARKED_SEEN = { area: 'review', call: 'noticesSeen' } as const

const notice = (over: Partial<ReviewNotice>): ReviewNotice => ({
  kind: 'submitted',
  id: 1,
  area: 'news',
  table: 'news',
  EntryID: 5,
  title: 'Library hours (summer)',
  FacultyCode: 'FCS',
  section: null,
  by: 'Chinedu Emeka Okafor',
  at: '2026-12-01T09:00:00.000Z',
  comment: null,
  isNew: true,
  ...over,
})

const submitted = notice({})
const decided = notice({
  kind: 'changes',
  id: 2,
  EntryID: 9,
  title: 'Open day',
  by: 'Ibrahim Musa Danjuma',
  comment: 'Say which hall.',
  at: '2026-11-30T15:00:00.000Z',
  isNew: false,
})

/** The server's notifications: one new until the list is marked seen. */
function server() {
  let seen = false
  return {
    [NOTICES]: () =>
      ok({
        notices: [{ ...submitted, isNew: !seen }, decided],
        unseen: seen ? 0 : 1,
        until: UNTIL,
      }),
    [SEEN]: () => {
      seen = true
      return ok({ message: 'success' })
    },
  }
}

const button = (name: RegExp) => screen.findByRole('button', { name })

describe('the header’s notifications (issue 48)', () => {
  it('says how many are new in the button’s name, lists what happened, and marks them seen once opened', async () => {
    const app = await renderApp('/', { answers: server() })
    // As a keyboard user opens it: the button focused, then pressed.
    const opener = await button(/^Notifications 1 new$/)
    opener.focus()
    fireEvent.click(opener)
    const dialog = await screen.findByRole('dialog', { name: REVIEW_NOTICE_TEXT.title })
    const items = await within(dialog).findAllByRole('link')
    expect(items.map((item) => item.textContent)).toEqual([
      "New: Chinedu Emeka Okafor submitted 'Library hours (summer)' (News) for review",
      "Ibrahim Musa Danjuma requested changes to 'Open day' (News): Say which hall.",
    ])
    expect(items[1].getAttribute('href')).toBe('#/faculty/news/update?id=9')
    await waitFor(() => expect(app.callsOf(SEEN)).toEqual([{ until: UNTIL }]))
    act(() => app.emitChange(MARKED_SEEN))
    // Seen: the button no longer counts it; the list still marks what was new when it was opened.
    expect(await button(/^Notifications$/)).toBeTruthy()
    expect(within(dialog).getByRole('link', { name: /submitted/ }).textContent).toContain(
      REVIEW_NOTICE_TEXT.isNew,
    )

    fireEvent.keyDown(dialog, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(opener)
    expect(opener.getAttribute('aria-label')).toBeNull()
  })

  it('counts nothing new once another window of the user marked the list seen, read again once', async () => {
    // This window never opens the list: another does, and main tells every window of the user it did.
    let seen = false
    const app = await renderApp('/', {
      answers: {
        [NOTICES]: () =>
          ok({ notices: [{ ...submitted, isNew: !seen }], unseen: seen ? 0 : 1, until: UNTIL }),
      },
    })
    await button(/^Notifications 1 new$/)
    const COUNT = channel.api('review', 'count')
    await waitFor(() => expect(app.callsOf(COUNT).length).toBeGreaterThan(0))
    const reads = { notices: app.callsOf(NOTICES).length, count: app.callsOf(COUNT).length }
    seen = true
    act(() => app.emitChange(MARKED_SEEN))
    expect(await button(/^Notifications$/)).toBeTruthy()
    expect(app.callsOf(NOTICES)).toHaveLength(reads.notices + 1)
    // Told by its call alone: the review area's other lists (the count of changes to review) stay as read.
    expect(app.callsOf(COUNT)).toHaveLength(reads.count)
  })

  it('reads the count again when main tells of a decision or a submission made in another window', async () => {
    let unseen = 0
    const app = await renderApp('/', {
      answers: {
        [NOTICES]: () => ok({ notices: unseen ? [submitted] : [], unseen, until: UNTIL }),
      },
    })
    await button(/^Notifications$/)
    unseen = 1
    act(() => app.emitChange({ area: 'news', call: 'update' }))
    expect(await button(/^Notifications 1 new$/)).toBeTruthy()
    unseen = 0
    act(() => app.emitChange({ area: 'review', call: 'approve' }))
    expect(await button(/^Notifications$/)).toBeTruthy()
  })

  describe('what another person does, which nothing tells this window of', () => {
    afterEach(() => {
      vi.useRealTimers()
    })

    /** The server's figures, which another person's submission changes behind this window's back. */
    function changing() {
      const now = { unseen: 0, toDecide: 0 }
      const answers = {
        [NOTICES]: () => ok({ notices: now.unseen ? [submitted] : [], unseen: now.unseen, until: UNTIL }),
        [channel.api('review', 'count')]: () =>
          ok({ toDecide: now.toDecide, minePending: 0, mineChanges: 0 }),
      }
      return { now, answers }
    }

    it('shows it within a minute while the window is shown', async () => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
      const server = changing()
      await renderApp('/', { answers: server.answers })
      await button(/^Notifications$/)
      Object.assign(server.now, { unseen: 1, toDecide: 1 })
      act(() => vi.advanceTimersByTime(REVIEW_NOTICE_LIMITS.readAgainMs))
      expect(await button(/^Notifications 1 new$/)).toBeTruthy()
      expect(await screen.findByRole('link', { name: REVIEW_TEXT.headerCount(1) })).toBeTruthy()
    })

    it('shows it as soon as the window is shown again', async () => {
      const server = changing()
      await renderApp('/', { answers: server.answers })
      await button(/^Notifications$/)
      Object.assign(server.now, { unseen: 1, toDecide: 1 })
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'))
      })
      expect(await button(/^Notifications 1 new$/)).toBeTruthy()
    })
  })

  it('opens a change submitted on the Review screen, with its dialog open', async () => {
    const change = reviewRow({ id: 1, EntryID: 5, title: 'Library hours (summer)', mayDecide: true })
    await renderApp('/', {
      answers: {
        ...server(),
        [LIST]: () => ok([change]),
        [ONE]: () => ok(reviewDetail({ ...change })),
      },
    })
    fireEvent.click(await button(/^Notifications/))
    const dialog = await screen.findByRole('dialog', { name: REVIEW_NOTICE_TEXT.title })
    fireEvent.click(await within(dialog).findByRole('link', { name: /submitted/ }))
    await waitFor(() => expect(currentPath()).toBe('/review?table=news&id=5'))
    const opened = await screen.findByRole('dialog', { name: 'News: Library hours (summer)' })
    expect(await within(opened).findByRole('button', { name: REVIEW_TEXT.decisions.approve })).toBeTruthy()
  })

  it('says when there is nothing to tell, and marks nothing', async () => {
    const app = await renderApp('/')
    fireEvent.click(await button(/^Notifications$/))
    const dialog = await screen.findByRole('dialog', { name: REVIEW_NOTICE_TEXT.title })
    expect(await within(dialog).findByText(REVIEW_NOTICE_TEXT.empty)).toBeTruthy()
    expect(app.callsOf(SEEN)).toEqual([])
  })
})

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { channel } from '../../../src/shared/bridge'
import { A11Y_TEXT } from '../../../src/shared/rules/a11y-screens'
import { ok } from './fake-bridge'
import { alertSays, choosePhoto, doc, LIST, saved, SAVE, storeDraft, submit } from './news-helpers'
import { renderApp } from './render-app'

// Issue 27: the accessibility panel of a form, as an editor of news meets it (the same piece serves every
// checked area's form): the problems as written, Show, the publish held by an error, and dismissing one.

const LEVELS = channel.api('a11y', 'levels')
/** The university keeps every rule at its default level. */
const DEFAULTS = { [LEVELS]: () => ok({ levels: {} }) }

const NO_ALT = 'The image has no alternative text.'
const VAGUE = 'The link text does not say where the link leads.'
const SKIPPED = 'A heading level is skipped.'

/** The news: an H2, a "click here" link, then an H4 (the toolbar's H2 and H4). */
const CONTENT = JSON.stringify([
  { type: 'heading-two', children: [{ text: 'Open day' }] },
  {
    type: 'paragraph',
    children: [
      { text: 'To book, ' },
      { type: 'link', url: 'https://www.example.edu/book', children: [{ text: 'click here' }] },
      { text: '.' },
    ],
  },
  { type: 'heading-four', children: [{ text: 'Parking' }] },
])

const panel = () => screen.getByRole('region', { name: A11Y_TEXT.panelTitle })
const problemItem = (message: string) =>
  within(panel())
    .getAllByRole('listitem')
    .find((item) => item.textContent?.includes(message)) as HTMLElement
const inputOf = (app: { callsOf(name: string): unknown[] }) =>
  (app.callsOf(SAVE) as { input: Record<string, unknown> }[]).map((call) => call.input)

async function openNews(status = 1, answers = {}) {
  storeDraft('news.add.General', { title: 'Open day on campus', status, content: CONTENT })
  const app = await renderApp('/news/general/add', {
    answers: { ...DEFAULTS, [SAVE]: () => saved(), [LIST]: () => ok([]), ...answers },
  })
  choosePhoto('open-day.png')
  await waitFor(() => expect(within(panel()).getAllByRole('listitem')).toHaveLength(3))
  return app
}

async function dismiss(message: string, reason: string) {
  fireEvent.click(within(problemItem(message)).getByRole('button', { name: /^Dismiss/ }))
  const dialog = await screen.findByRole('dialog', { name: A11Y_TEXT.dialogTitle })
  fireEvent.change(within(dialog).getByLabelText(A11Y_TEXT.reason), { target: { value: reason } })
  fireEvent.click(within(dialog).getByRole('button', { name: A11Y_TEXT.keep }))
  await waitFor(() => expect(screen.queryByRole('dialog', { name: A11Y_TEXT.dialogTitle })).toBeNull())
}

describe('Add News: the accessibility panel', () => {
  it('lists the three problems with their level in words, field, fix and criterion', async () => {
    await openNews()
    expect(within(panel()).getByRole('status').textContent).toBe('3 errors and 0 warnings.')
    const texts = within(panel())
      .getAllByRole('listitem')
      .map((item) => item.querySelector('.a11y-problem__head')?.textContent)
    // In reading order: the photo, the link, then the H4 that skips a level.
    expect(texts).toEqual([
      `Error In Photo: ${NO_ALT}`,
      `Error In Content: ${VAGUE}`,
      `Error In Content: ${SKIPPED}`,
    ])
    expect(problemItem(NO_ALT).textContent).toContain('(WCAG 1.1.1)')
    expect(problemItem(VAGUE).textContent).toContain('How to fix: ')
  })

  it('says when there is nothing to fix', async () => {
    storeDraft('news.add.General', { title: 'Open day', status: 1, content: doc('Come and see the campus.') })
    await renderApp('/news/general/add', { answers: DEFAULTS })
    await waitFor(() => expect(within(panel()).getByRole('status').textContent).toBe(A11Y_TEXT.none))
    expect(within(panel()).queryAllByRole('listitem')).toEqual([])
  })

  it('checks again once typing stops', async () => {
    await openNews()
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Open day' } })
    // The heading 'Open day' does not matter to the title rule; the count stays until a problem goes.
    fireEvent.click(screen.getByRole('button', { name: 'Remove open-day.png' }))
    await waitFor(() => expect(within(panel()).getAllByRole('listitem')).toHaveLength(2))
    expect(within(panel()).getByRole('status').textContent).toBe('2 errors and 0 warnings.')
  })

  it("Show moves the focus to the problem's field: the image, and the link in the editor", async () => {
    await openNews()
    fireEvent.click(within(problemItem(NO_ALT)).getByRole('button', { name: /^Show/ }))
    expect(document.activeElement?.closest('.image-field')).toBeTruthy()
    fireEvent.click(within(problemItem(VAGUE)).getByRole('button', { name: /^Show/ }))
    const editor = screen.getByRole('textbox', { name: 'Content' })
    await waitFor(() => expect(editor.contains(document.activeElement)).toBe(true))
    expect(window.getSelection()?.toString()).toBe('click here')
  })
})

describe('Add News: publish held by an error', () => {
  it('does not send a publish with errors, says why and moves the focus there', async () => {
    const app = await openNews()
    submit()
    const held = await within(panel()).findByRole('alert')
    expect(held.textContent).toBe(A11Y_TEXT.held(3))
    expect(document.activeElement).toBe(held)
    expect(app.callsOf(SAVE)).toEqual([])
  })

  it('asks a reason to dismiss, and sends the dismissals with the save', async () => {
    const app = await openNews()
    fireEvent.click(within(problemItem(VAGUE)).getByRole('button', { name: /^Dismiss/ }))
    const dialog = await screen.findByRole('dialog', { name: A11Y_TEXT.dialogTitle })
    // No reason, or one of characters that show nothing: nothing is kept.
    fireEvent.click(within(dialog).getByRole('button', { name: A11Y_TEXT.keep }))
    expect(within(dialog).getByRole('alert').textContent).toBe(A11Y_TEXT.reasonRequired)
    fireEvent.change(within(dialog).getByLabelText(A11Y_TEXT.reason), { target: { value: '\u200b\ufeff' } })
    fireEvent.click(within(dialog).getByRole('button', { name: A11Y_TEXT.keep }))
    expect(within(dialog).getByRole('alert').textContent).toBe(A11Y_TEXT.reasonRequired)
    expect(screen.getByRole('dialog', { name: A11Y_TEXT.dialogTitle })).toBe(dialog)
    fireEvent.click(within(dialog).getByRole('button', { name: A11Y_TEXT.cancel }))
    expect(within(problemItem(VAGUE)).getByRole('button', { name: /^Dismiss/ })).toBeTruthy()

    await dismiss(VAGUE, 'The booking page is named in the heading above.')
    expect(problemItem(VAGUE).textContent).toContain(
      'Dismissed: The booking page is named in the heading above.',
    )
    await dismiss(NO_ALT, 'Alt text follows in the next edit.')
    await dismiss(SKIPPED, 'The site template supplies the H3.')
    submit()
    await alertSays('SUCCESS', 'NEWS ADDED SUCCESSFULLY')
    expect(inputOf(app)[0].a11yDismissals).toEqual([
      { rule: 'img-alt-missing', field: 'ImagePath', reason: 'Alt text follows in the next edit.' },
      { rule: 'link-vague', field: 'Description', reason: 'The booking page is named in the heading above.' },
      { rule: 'heading-skipped-level', field: 'Description', reason: 'The site template supplies the H3.' },
    ])
  })

  it('saves a draft with errors, and sends an empty list of dismissals', async () => {
    const app = await openNews(0)
    submit()
    await alertSays('SUCCESS', 'NEWS ADDED SUCCESSFULLY')
    expect(inputOf(app)[0].a11yDismissals).toEqual([])
  })

  it('never holds a save for warnings', async () => {
    const warnings = ok({
      levels: { 'img-alt-missing': 'warning', 'link-vague': 'warning', 'heading-skipped-level': 'warning' },
    })
    const app = await openNews(1, { [LEVELS]: () => warnings })
    await waitFor(() =>
      expect(within(panel()).getByRole('status').textContent).toBe('0 errors and 3 warnings.'),
    )
    expect(within(panel()).queryByRole('button', { name: /^Dismiss/ })).toBeNull()
    submit()
    await alertSays('SUCCESS', 'NEWS ADDED SUCCESSFULLY')
    expect(inputOf(app)[0].a11yDismissals).toEqual([])
  })

  it('keeps a typed dismissal across a crash, with the draft', async () => {
    await openNews()
    await dismiss(VAGUE, 'Named in the heading above.')
    cleanup()
    await openNews()
    expect(problemItem(VAGUE).textContent).toContain('Dismissed: Named in the heading above.')
  })

  it("shows the server's refusal when the two sides disagree", async () => {
    const refusal = { ok: false, reason: 'invalid', status: 400, message: VAGUE }
    await openNews(1, { [SAVE]: () => refusal })
    await dismiss(VAGUE, 'Named in the heading above.')
    await dismiss(NO_ALT, 'Later.')
    await dismiss(SKIPPED, 'Template.')
    submit()
    await alertSays('Oops!', VAGUE)
  })
})

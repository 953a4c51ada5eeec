import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { expect, vi } from 'vitest'
import { channel } from '../../../src/shared/bridge'
import type { NewsRow } from '../../../src/shared/contract/news'
import { ADA, ok } from './fake-bridge'

// What the news tests share: the channels, a stored document, rows, and the moves of an editor.

export const SAVE = 'records.saveWithPhoto'
export const UPLOAD = channel.api('news', 'uploadPhoto')
export const LIST = channel.api('news', 'list')

/** Rich text as the editor stores it. */
export const doc = (text: string) => JSON.stringify([{ type: 'paragraph', children: [{ text }] }])

export const saved = (photo: unknown = { status: 'none' }, message = 'success', entry_id = 41) =>
  ok({ answer: { message, entry_id }, photo })

export const newsRow = (over: Partial<NewsRow> = {}): NewsRow => ({
  EntryID: 5,
  Title: 'Open day',
  Description: doc('Come and see the campus.'),
  ImagePath: 'open-day.png',
  ImageAlt: null,
  ImageDecorative: false,
  Status: 1,
  FacultyCode: 'General',
  InsertedBy: 'Ada Obi',
  InsertedDate: '2024-05-01T09:30:00.000Z',
  ViewCount: 12,
  Slug: 'open-day',
  ...over,
})

/** A draft left by an earlier session of ADA's (the editor cannot be typed into in jsdom). */
export function storeDraft(key: string, values: object, owner: number | null = ADA.StaffID) {
  localStorage.setItem(`console.draft.${key}`, JSON.stringify({ owner, values }))
}
export const storedDraft = (key: string) => localStorage.getItem(`console.draft.${key}`)

export const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement
export const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } })
export const editorText = () => screen.getByRole('textbox', { name: 'Content' }).textContent
export const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit' }))

export function choosePhoto(name = 'photo.png', size = 100) {
  URL.createObjectURL = vi.fn(() => `blob:${name}`)
  URL.revokeObjectURL = vi.fn()
  const file = new File([new Uint8Array(size)], name, { type: 'image/png' })
  act(() => fireEvent.change(field('Image'), { target: { files: [file] } }))
}

/**
 * The dialog titled `title` says `text`. Waits for both: a dialog whose title stays (a retry that fails
 * again) changes its text on a later render than the one that showed it.
 */
export function alertSays(title: string, text: string) {
  return waitFor(() => {
    const dialog = screen.getByRole('dialog', { name: title })
    expect(within(dialog).getByText(text)).toBeTruthy()
    return dialog
  })
}

export const press = (dialog: HTMLElement, name: string) =>
  fireEvent.click(within(dialog).getByRole('button', { name }))

/** An answer the test releases when it wants: to look at the form while it saves. */
export function deferred<T>() {
  let release!: (value: T) => void
  const promise = new Promise<T>((resolve) => (release = resolve))
  return { promise, release }
}

/**
 * The form's error summary (issue 47), under SPEC's alert title, lists `messages` and nothing else, in this
 * order, and has the focus. Returns the summary.
 */
export function summarySays(...messages: string[]) {
  return waitFor(() => {
    const summary = screen.getByRole('group', { name: 'FORM VALIDATION ERROR' })
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(messages)
    expect(document.activeElement).toBe(summary)
    return summary
  })
}

/** Follows the summary's link to a field. */
export const followSummaryLink = (summary: HTMLElement, message: string) =>
  fireEvent.click(within(summary).getByRole('link', { name: message }))

/** No form of the screen shows an error summary. */
export const noSummary = () =>
  expect(screen.queryByRole('group', { name: 'FORM VALIDATION ERROR' })).toBeNull()

/**
 * A form's checks as an editor meets them now (issue 47): each submit's summary starts with the message SPEC's
 * alert would show and lists `messages` still to come in SPEC's order; the first is put right (its fix) before
 * the next submit. Resolves with no summary left once every message was met.
 */
export async function checksInOrder(messages: readonly string[], fixes: Record<string, () => void> = {}) {
  for (const [index, message] of messages.entries()) {
    submit()
    const rest = messages.slice(index)
    await waitFor(() => {
      const summary = screen.getByRole('group', { name: 'FORM VALIDATION ERROR' })
      const lines = within(summary)
        .getAllByRole('listitem')
        .map((line) => line.textContent)
      expect(lines[0]).toBe(message)
      expect(lines.filter((line) => line !== null && rest.includes(line))).toEqual(rest)
    })
    fixes[message]?.()
  }
}

/** The error summary's first line is `message`: what SPEC's alert would show. Returns the summary. */
export function summaryLeadsWith(message: string) {
  return waitFor(() => {
    const summary = screen.getByRole('group', { name: 'FORM VALIDATION ERROR' })
    expect(within(summary).getAllByRole('listitem')[0]?.textContent).toBe(message)
    return summary
  })
}

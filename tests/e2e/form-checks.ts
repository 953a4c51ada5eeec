import { expect, type Page } from '@playwright/test'
import { errorSummary, expectAlert, submit } from './screen-helpers'

// A form's checks as an editor meets them: submit, read the error summary, put a field right, submit again.

/** Submits the form and reads the alert that answers it. */
export async function submitAndExpect(page: Page, title: string, text: string) {
  await submit(page)
  await expectAlert(page, title, text)
}

/** A form check's message, and what the editor does to put it right. */
export type CheckStep = [message: string, fix: () => Promise<unknown>]

/**
 * Submits once per step (issue 47): the error summary lists every check failing now at once, in SPEC's
 * order, its first line the text SPEC's alert showed; that field is put right before the next submit.
 */
export async function checksSpeakInOrder(page: Page, steps: CheckStep[]) {
  for (const [index, [message, fix]] of steps.entries()) {
    await submit(page)
    const lines = errorSummary(page).getByRole('listitem')
    await expect(lines.first()).toHaveText(message)
    // What is still to come shows in SPEC's order (a check that needs a later fix to fail is not there yet).
    const rest = steps.slice(index).map(([text]) => text)
    const shown = (await lines.allTextContents()).filter((line) => rest.includes(line))
    expect(shown).toEqual(rest.filter((text) => shown.includes(text)))
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await fix()
  }
}

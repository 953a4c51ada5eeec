import type { Page } from '@playwright/test'
import { expectAlert, submit } from './screen-helpers'

// A form's checks as an editor meets them: submit, read the alert, put the field right, submit again.

/** Submits the form and reads the alert that answers it. */
export async function submitAndExpect(page: Page, title: string, text: string) {
  await submit(page)
  await expectAlert(page, title, text)
}

/** A form check's message, and what the editor does to put it right. */
export type CheckStep = [message: string, fix: () => Promise<unknown>]

/** Submits once per step: each check speaks in its turn and is put right before the next submit. */
export async function checksSpeakInOrder(page: Page, steps: CheckStep[]) {
  for (const [message, fix] of steps) {
    await submitAndExpect(page, 'FORM VALIDATION ERROR', message)
    await fix()
  }
}

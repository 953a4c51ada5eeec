import { useState } from 'react'
import type { CallResult, UploadInput } from '../../../shared/contract/define'
import type { AlertSpec } from '../../../shared/rules/alerts'
import { failureText } from './failures'
import { toastSessionEndedWhileSaving } from './Toasts'

// A photo that fails after its record saved (SPEC §1) is asked about one at a time: retried alone against
// the record's entry_id, or left out; the save's own alert shows once the last one is settled.

/** An upload's message that means the file arrived (SPEC §7). */
const UPLOADED = 'uploaded'

export type SendPhoto<U> = (upload: U, input: UploadInput) => Promise<CallResult<{ message: string }>>

export interface PhotoFailure<U> {
  /** The upload call that failed, and the image's label when the form has several. */
  upload: U
  label?: string
  /** 0 when the save answered no entry_id: then the photo cannot be retried. */
  entryId: number
  path: string
  message: string
  /** The success alert, shown once the photo is settled one way or the other. */
  then: AlertSpec
}

/** Why an upload's answer is not a photo that arrived, or null when it did. */
export function photoNotSent(result: CallResult<{ message: string }>): string | null {
  if (result.ok) return result.data.message === UPLOADED ? null : result.data.message
  return failureText(result)
}

export interface PhotoRetry<U> {
  /** The photo asked about now; null when none is waiting. */
  current: PhotoFailure<U> | null
  retrying: boolean
  /** Photos that did not arrive, asked about in order. */
  ask(failures: readonly PhotoFailure<U>[]): void
  retry(): void
  skip(): void
}

export function usePhotoRetry<U>(send: SendPhoto<U>, showAlert: (alert: AlertSpec) => void): PhotoRetry<U> {
  const [failures, setFailures] = useState<readonly PhotoFailure<U>[]>([])
  const [retrying, setRetrying] = useState(false)
  const current = failures[0] ?? null

  /** The first photo is settled: ask about the next, or show the save's alert after the last. */
  function settleFirst(failure: PhotoFailure<U>) {
    const rest = failures.slice(1)
    setFailures(rest)
    if (rest.length === 0) showAlert(failure.then)
  }

  async function retry() {
    if (!current || retrying) return
    setRetrying(true)
    const result = await send(current.upload, { entry_id: current.entryId, filePath: current.path })
    setRetrying(false)
    const message = photoNotSent(result)
    if (message === null) return settleFirst(current)
    if (!result.ok && result.reason === 'unauthorized') toastSessionEndedWhileSaving()
    setFailures([{ ...current, message }, ...failures.slice(1)])
  }

  return {
    current,
    retrying,
    ask: setFailures,
    retry: () => void retry(),
    skip: () => {
      if (current) settleFirst(current)
    },
  }
}

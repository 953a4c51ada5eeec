import { useState, type ReactNode } from 'react'
import type { CallResult } from '../../../shared/contract/define'
import { errorAlert, type AlertSpec } from '../../../shared/rules/alerts'
import { deleteNamingText, deleteTexts } from '../../../shared/rules/names'
import { AlertDialog } from './AlertDialog'
import { ConfirmDialog } from './ConfirmDialog'
import { isNetworkFailure } from './failures'
import { toastNetworkFailure } from './Toasts'

// SPEC §4, §5: a list's Delete asks first, then deletes, says so in an alert and reloads the list. The
// list is where OK would lead, so the alert only closes.

export interface DeleteRowOptions<Row> {
  /** SPEC's confirmation; absent where SPEC has no Delete for the area: `deleteTexts(what)`'s. */
  confirm?: { title: string; text: string }
  /**
   * The area's word for one record ('news', 'event', 'board member') and the record's name: under SPEC's
   * text the confirmation asks "Delete the news 'Library hours extended'?" (issue 23).
   */
  what?: string
  nameOf?(row: Row): string
  remove(row: Row): Promise<CallResult<{ message: string }>>
  /**
   * The success alert ('LEADERSHIP DELETED SUCCESSFULLY'), and the one for an answer that is not 'deleted';
   * absent as `confirm`.
   */
  deleted?: AlertSpec
  failed?: AlertSpec
  /** Reload the list. */
  onDeleted(): void
}

export function useDeleteRow<Row>(options: DeleteRowOptions<Row>): {
  ask(row: Row): void
  dialogs: ReactNode
} {
  const [asking, setAsking] = useState<Row | null>(null)
  const [alert, setAlert] = useState<AlertSpec | null>(null)
  const ours = deleteTexts(options.what ?? 'record')
  const texts = {
    confirm: options.confirm ?? ours.confirm,
    deleted: options.deleted ?? ours.deleted,
    failed: options.failed ?? ours.failed,
  }

  async function remove(row: Row) {
    setAsking(null)
    const result = await options.remove(row)
    if (!result.ok) {
      if (isNetworkFailure(result)) toastNetworkFailure()
      else setAlert(errorAlert(result.message))
      return
    }
    if (result.data.message !== 'deleted') return setAlert(texts.failed)
    setAlert(texts.deleted)
    options.onDeleted()
  }

  const dialogs = (
    <>
      {asking !== null && (
        <ConfirmDialog
          title={texts.confirm.title}
          text={texts.confirm.text}
          detail={
            options.what && options.nameOf
              ? deleteNamingText(options.what, options.nameOf(asking))
              : undefined
          }
          onConfirm={() => void remove(asking)}
          onCancel={() => setAsking(null)}
        />
      )}
      {alert && <AlertDialog title={alert.title} text={alert.text} onOk={() => setAlert(null)} />}
    </>
  )
  return { ask: setAsking, dialogs }
}

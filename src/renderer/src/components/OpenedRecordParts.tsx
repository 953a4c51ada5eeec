import { useState } from 'react'
import { errorAlert } from '../../../shared/rules/alerts'
import { shownImage } from '../../../shared/rules/renditions'
import { leaseNotice, OPENED_RECORD_TEXT as T, takenOverNotice } from '../../../shared/rules/versions'
import { useBridge } from '../app/BridgeProvider'
import { HistoryPanel } from './history/HistoryPanel'
import { useFieldNames } from './history/useFieldNames'
import type { OpenedForm } from './opened-record'
import { useAlertDialog } from './useAlertDialog'
import type { Draft } from './useDraft'
import type { SavedRecord } from './useSaveForm'
import { useLease } from './useLease'
import { showClock } from '../../../shared/rules/dates'
import { universityZone } from './schedule/known-zone'

// Issue 25: what an update form shows of the record it opened, beside its fields: who else has it open
// (the lease notice, with Take over), and its History, whose restores go through the area's restore call.

const clock = (at: string) => showClock(at, universityZone())

export function LeaseNotice({ opened }: { opened: OpenedForm<unknown> }) {
  const lease = useLease(opened.id, opened.calls)
  if (!lease.heldBy) return null
  const { name, since } = lease.heldBy
  return (
    <div className="draft-notice lease-notice" role="status">
      <span>{lease.takenOver ? takenOverNotice(name) : leaseNotice(name, clock(since))}</span>
      <button type="button" className="link-button" onClick={lease.takeOver}>
        {T.takeOver}
      </button>
    </div>
  )
}

interface RecordHistoryProps<V> {
  opened: OpenedForm<V>
  draft: Draft<V>
  /** The form's saves: the list is read again after each, and the comparison is with the record they left. */
  saved: SavedRecord
}

export function RecordHistory<V>({ opened, draft, saved }: RecordHistoryProps<V>) {
  const bridge = useBridge()
  const { showAlert, alertDialog } = useAlertDialog()
  // The record a restore left, until the form saves again (the save's read is newer then).
  const [restored, setRestored] = useState<{ columns: Record<string, unknown>; afterSave: number } | null>(
    null,
  )
  const [restores, setRestores] = useState(0)
  const current = restored?.afterSave === saved.count ? restored.columns : (saved.columns ?? opened.columns)

  const calls = opened.calls
  if (!calls) return null
  const folder = opened.photoFolder
  const photo = (name: string) => (folder ? bridge.media.url(folder, name) : null)

  async function restore(values: Record<string, unknown>, version: number): Promise<boolean> {
    if (!calls) return false
    if (draft.dirty) {
      showAlert(errorAlert(T.saveFirst))
      return false
    }
    const done = await calls.restore({
      EntryID: opened.id,
      version,
      basedOn: draft.basis ?? 0,
      fields: Object.keys(values),
    })
    if (!done.ok) {
      showAlert(errorAlert(done.message))
      return false
    }
    const now = await opened.readValues()
    if (now) {
      setRestored({ columns: now.columns, afterSave: saved.count })
      draft.reopen(now.version ?? 0, now.values)
    }
    setRestores((n) => n + 1)
    return true
  }

  return (
    <>
      <HistoryPanel
        load={() => calls.history({ EntryID: opened.id })}
        loadVersion={(version) => calls.version({ EntryID: opened.id, version })}
        current={current}
        refreshKey={saved.count + restores}
        photoSrc={(_column, name) => photo(shownImage(name, 'sm'))}
        photoOriginal={(_column, name) => photo(name)}
        restore={restore}
        useNames={useFieldNames}
      />
      {alertDialog}
    </>
  )
}

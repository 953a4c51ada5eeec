import { useState } from 'react'
import type { AuditRow } from '../../../../shared/contract/audit'
import { ACCESS, mayAny } from '../../../../shared/rules/permissions'
import {
  isDeletionEntry,
  isVersionEntry,
  recordOfName,
  RETENTION_TEXT as T,
} from '../../../../shared/rules/retention'
import { useBridge } from '../../app/BridgeProvider'
import { BusyButton } from '../../components/BusyButton'
import { useSession } from '../../state/session'

/**
 * Issue 25, in an audit entry's dialog, for a Super Admin (ACCESS.versions): Pin or Unpin an entry that is a
 * version of a record (kept whatever the retention says), and Restore the record a deletion entry removed.
 * `onChanged` reloads the log: a restore is a new entry, a pin changes this one.
 */
export function VersionActions({ entry, onChanged }: { entry: AuditRow; onChanged: () => void }) {
  const bridge = useBridge()
  const user = useSession((state) => state.user)
  const [pinned, setPinned] = useState(entry.pinned)
  const [busy, setBusy] = useState(false)
  const [said, setSaid] = useState<{ text: string; failed: boolean } | null>(null)
  if (entry.pruned_at !== null) return <p className="audit-version-note">{T.pruned}</p>
  if (!user || !mayAny(user, ACCESS.versions) || !isVersionEntry(entry)) return null

  async function run(work: () => Promise<{ ok: true } | { ok: false; message: string }>, done: string) {
    setBusy(true)
    const answer = await work()
    setBusy(false)
    setSaid(answer.ok ? { text: done, failed: false } : { text: answer.message, failed: true })
    if (answer.ok) onChanged()
  }

  const togglePin = () =>
    run(
      async () => {
        const answer = await bridge.api.versions.pin({ version: entry.id, pinned: !pinned })
        if (answer.ok) setPinned(!pinned)
        return answer
      },
      pinned ? T.unpinned : T.pinned,
    )

  const record = entry.record ? recordOfName(entry.record) : null
  const restore = () =>
    run(async () => {
      if (!record) return { ok: false, message: T.notRestorable }
      return bridge.api.versions.restore({ version: entry.id, ...record })
    }, T.restored)

  return (
    <div className="audit-version-actions">
      {pinned && <p className="audit-version-note">{T.pinnedNote}</p>}
      {said && (
        <p role={said.failed ? 'alert' : 'status'} className={said.failed ? 'field-error' : undefined}>
          {said.text}
        </p>
      )}
      <BusyButton type="button" className="button button-secondary" busy={busy} onClick={togglePin}>
        {pinned ? T.unpin : T.pin}
      </BusyButton>
      {isDeletionEntry(entry) && (
        <BusyButton type="button" className="button button-primary" busy={busy} onClick={restore}>
          {T.restore}
        </BusyButton>
      )}
    </div>
  )
}

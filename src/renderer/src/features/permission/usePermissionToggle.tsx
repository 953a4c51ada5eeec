import { useCallback, useState } from 'react'
import type { PermissionStaffRow } from '../../../../shared/contract/permission'
import { alertForAnswer, errorAlert, type AlertSpec } from '../../../../shared/rules/alerts'
import {
  permissionAddAnswers,
  permissionRemoveAnswers,
  type Group,
} from '../../../../shared/rules/permission-groups'
import { useBridge } from '../../app/BridgeProvider'
import { AlertDialog } from '../../components/AlertDialog'
import { isNetworkFailure } from '../../components/failures'
import { toastNetworkFailure } from '../../components/Toasts'

// SPEC §4 "Permission checkbox": checking grants the group, unchecking revokes it. The row shows the change
// at once and goes back if the server refuses; the alert says how it went, and OK reloads the list.

export function usePermissionToggle(group: Group | null, reload: () => void) {
  const bridge = useBridge()
  /** The level each row shows until the list is reloaded: the optimistic change, or where it went back to. */
  const [shown, setShown] = useState<ReadonlyMap<number, number>>(new Map())
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set())
  const [alert, setAlert] = useState<AlertSpec | null>(null)

  const toggle = useCallback(
    async (row: PermissionStaffRow, grant: boolean) => {
      if (!group) return
      const { StaffID } = row
      setShown((current) => new Map(current).set(StaffID, grant ? group.GroupID : 0))
      setPending((current) => new Set(current).add(StaffID))
      const result = grant
        ? await bridge.api.permission.add({ permission: group.GroupID, StaffID })
        : await bridge.api.permission.remove({ permission: 0, StaffID })
      setPending((current) => withoutItem(current, StaffID))
      const answers = grant ? permissionAddAnswers : permissionRemoveAnswers
      if (result.ok && result.data.message === 'success') return setAlert(alertForAnswer(answers, 'success'))
      // Refused: the row goes back to what the server holds.
      setShown((current) => withoutKey(current, StaffID))
      if (result.ok) return setAlert(answers.other)
      if (isNetworkFailure(result)) return toastNetworkFailure()
      // A session that ended opens the sign-in dialog; a refusal says SPEC's text and the server's reason.
      if (result.reason !== 'unauthorized') setAlert(errorAlert(`${answers.other.text} ${result.message}`))
    },
    [bridge, group],
  )

  const level = useCallback((row: PermissionStaffRow) => shown.get(row.StaffID) ?? row.IsAdmin, [shown])
  const busy = useCallback((row: PermissionStaffRow) => pending.has(row.StaffID), [pending])
  const dialog = alert && (
    <AlertDialog
      title={alert.title}
      text={alert.text}
      onOk={() => {
        setAlert(null)
        setShown(new Map())
        reload()
      }}
    />
  )
  return { toggle, level, busy, dialog }
}

function withoutKey<K, V>(from: ReadonlyMap<K, V>, key: K): Map<K, V> {
  const copy = new Map(from)
  copy.delete(key)
  return copy
}

function withoutItem<K>(from: ReadonlySet<K>, key: K): Set<K> {
  const copy = new Set(from)
  copy.delete(key)
  return copy
}

import { useCallback, useState } from 'react'
import { toast } from 'react-toastify'
import type { PermissionStaffRow } from '../../../../shared/contract/permission'
import { errorAlert, type AlertSpec } from '../../../../shared/rules/alerts'
import {
  permissionAddAnswers,
  permissionChangeText,
  permissionRemoveAnswers,
  PERMISSION_TEXT as T,
  PERMISSION_UNDO_MS,
  type Group,
} from '../../../../shared/rules/permission-groups'
import { GROUPS } from '../../../../shared/rules/permissions'
import { useBridge } from '../../app/BridgeProvider'
import { AlertDialog } from '../../components/AlertDialog'
import { isNetworkFailure } from '../../components/failures'
import { toastNetworkFailure } from '../../components/Toasts'
import './permission.css'

// SPEC §4 "Permission checkbox": checking grants the group, unchecking revokes it. The row shows the change
// at once and goes back if the server refuses. A change that went through is said in a toast naming who
// and which group, with Undo (issue 23, in place of SPEC's success alert); a refusal keeps SPEC's alert.

type Staff = Pick<PermissionStaffRow, 'StaffID' | 'staff_name'>
/** A level a change may set: a group's, or 0 for none. */
type Level = Group['GroupID'] | 0
const asLevel = (level: number): Level => GROUPS.find((g) => g.GroupID === level)?.GroupID ?? 0

export function usePermissionToggle(group: Group | null, reload: () => void) {
  const bridge = useBridge()
  /** The level each row shows until the list is reloaded: the optimistic change, or where it went back to. */
  const [shown, setShown] = useState<ReadonlyMap<number, number>>(new Map())
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set())
  const [alert, setAlert] = useState<AlertSpec | null>(null)

  /** Moves a staff member from one level to another (0: no group); true when the server made the change. */
  const change = useCallback(
    async (staff: Staff, to: Level): Promise<boolean> => {
      const { StaffID } = staff
      setShown((current) => new Map(current).set(StaffID, to))
      setPending((current) => new Set(current).add(StaffID))
      const result =
        to === 0
          ? await bridge.api.permission.remove({ permission: 0, StaffID })
          : await bridge.api.permission.add({ permission: to, StaffID })
      setPending((current) => withoutItem(current, StaffID))
      const answers = to === 0 ? permissionRemoveAnswers : permissionAddAnswers
      if (result.ok && result.data.message === 'success') {
        // The list (and the changes below it) show what the server now holds.
        reload()
        return true
      }
      // Refused: the row goes back to what the server holds.
      setShown((current) => withoutKey(current, StaffID))
      if (result.ok) setAlert(answers.other)
      else if (isNetworkFailure(result)) toastNetworkFailure()
      // A session that ended opens the sign-in dialog; a refusal says SPEC's text and the server's reason.
      else if (result.reason !== 'unauthorized')
        setAlert(errorAlert(`${answers.other.text} ${result.message}`))
      return false
    },
    [bridge, reload],
  )

  const toggle = useCallback(
    async (row: PermissionStaffRow, grant: boolean) => {
      if (!group) return
      // The row as shown: its level is the one before this change.
      const from = asLevel(row.IsAdmin)
      const to: Level = grant ? group.GroupID : 0
      if (!(await change(row, to))) return
      // Undo makes the reverse change through the same calls; its own toast offers no further Undo.
      const undo = async () => {
        if (await change(row, from)) sayChange(row.staff_name, to, from, null)
      }
      sayChange(row.staff_name, from, to, () => void undo())
    },
    [change, group],
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

/** Says what a change did, in a toast with Undo when it may be taken back. */
function sayChange(staffName: string, from: Level, to: Level, undo: (() => void) | null) {
  const text = permissionChangeText(staffName, from, to)
  toast.success(({ closeToast }) => <ChangeToast text={text} undo={undo} close={closeToast} />, {
    autoClose: PERMISSION_UNDO_MS,
  })
}

/** The toast of a change: what was done, and Undo when it may be taken back. */
function ChangeToast({ text, undo, close }: { text: string; undo: (() => void) | null; close: () => void }) {
  return (
    <div className="permission-toast">
      <span>{text}</span>
      {undo && (
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={() => {
            close()
            undo()
          }}
        >
          {T.undo}
        </button>
      )}
    </div>
  )
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

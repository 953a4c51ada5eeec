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
// Issue 25: a change is a write of the staff record, sent with the version the row was listed at, so a change
// decided on a row someone has changed since is refused (409) and the list is read again.

type Staff = Pick<PermissionStaffRow, 'StaffID' | 'staff_name' | 'version'>
/** A level a change may set: a group's, or 0 for none. */
type Level = Group['GroupID'] | 0
const asLevel = (level: number): Level => GROUPS.find((g) => g.GroupID === level)?.GroupID ?? 0

export function usePermissionToggle(group: Group | null, reload: () => void) {
  const bridge = useBridge()
  /** The level each row shows until the list is reloaded: the optimistic change, or where it went back to. */
  const [shown, setShown] = useState<ReadonlyMap<number, number>>(new Map())
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set())
  /**
   * The version each changed row was listed at: the change made a newer one, so the row waits for the list
   * read again (a second change sent on the old version would be refused as stale, by its own first change).
   */
  const [changedFrom, setChangedFrom] = useState<ReadonlyMap<number, number>>(new Map())
  const [alert, setAlert] = useState<AlertSpec | null>(null)

  /** Moves a staff member from one level to another (0: no group); true when the server made the change. */
  const change = useCallback(
    async (staff: Staff, to: Level, StaffFaculty?: string): Promise<boolean> => {
      const { StaffID, version } = staff
      setShown((current) => new Map(current).set(StaffID, to))
      setPending((current) => new Set(current).add(StaffID))
      // Through the two-step save (with no photo): the call that sends the version the row was listed at.
      const sent =
        to === 0
          ? await bridge.records.saveWithPhoto({
              area: 'permission',
              save: 'remove',
              input: { permission: 0, StaffID },
              photo: null,
              version,
            })
          : await bridge.records.saveWithPhoto({
              area: 'permission',
              save: 'add',
              input: { permission: to, StaffID, ...(StaffFaculty ? { StaffFaculty } : {}) },
              photo: null,
              version,
            })
      const result = sent.ok ? { ok: true as const, data: sent.data.answer } : sent
      setPending((current) => withoutItem(current, StaffID))
      const answers = to === 0 ? permissionRemoveAnswers : permissionAddAnswers
      if (result.ok && result.data.message === 'success') {
        // The list (and the changes below it) show what the server now holds.
        setChangedFrom((current) => new Map(current).set(StaffID, version))
        reload()
        return true
      }
      // Refused: the row goes back to what the server holds.
      setShown((current) => withoutKey(current, StaffID))
      if (result.ok) setAlert(answers.other)
      else if (result.reason === 'stale') setAlert(errorAlert(T.changedSince(staff.staff_name)))
      else if (isNetworkFailure(result)) toastNetworkFailure()
      // A session that ended opens the sign-in dialog; a refusal says SPEC's text and the server's reason.
      else if (result.reason !== 'unauthorized')
        setAlert(errorAlert(`${answers.other.text} ${result.message}`))
      return false
    },
    [bridge, reload],
  )

  const toggle = useCallback(
    /** `StaffFaculty`: the faculty chosen for a staff member who has none, given with the group (issue 47). */
    async (row: PermissionStaffRow, grant: boolean, StaffFaculty?: string) => {
      if (!group) return
      // The row as shown: its level is the one before this change.
      const from = asLevel(row.IsAdmin)
      const to: Level = grant ? group.GroupID : 0
      if (!(await change(row, to, StaffFaculty))) return
      // Undo makes the reverse change through the same calls, on the record as it is when Undo is pressed:
      // only while it still has this change's level; its own toast offers no further Undo.
      const undo = async () => {
        const now = await bridge.api.permission.list({})
        if (!now.ok) return isNetworkFailure(now) ? toastNetworkFailure() : setAlert(errorAlert(now.message))
        const current = now.data.find((each) => each.StaffID === row.StaffID)
        if (!current || current.IsAdmin !== to) {
          reload()
          return setAlert(errorAlert(T.changedSince(row.staff_name)))
        }
        if (await change(current, from)) sayChange(row.staff_name, to, from, null)
      }
      sayChange(row.staff_name, from, to, () => void undo())
    },
    [bridge, change, group, reload],
  )

  const level = useCallback((row: PermissionStaffRow) => shown.get(row.StaffID) ?? row.IsAdmin, [shown])
  const busy = useCallback(
    (row: PermissionStaffRow) => pending.has(row.StaffID) || changedFrom.get(row.StaffID) === row.version,
    [pending, changedFrom],
  )
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

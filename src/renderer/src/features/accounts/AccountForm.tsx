import { useCallback, useMemo, useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import type { PasswordLink, StaffWithoutAccountRow } from '../../../../shared/contract/accounts'
import type { Failure } from '../../../../shared/contract/define'
import { errorAlert } from '../../../../shared/rules/alerts'
import {
  ACCOUNT_CHECKS,
  ACCOUNT_PATHS,
  ACCOUNT_TEXT as T,
  MANAGED_BY_FACULTY_LEVEL,
  needsFaculty,
  type AccountValues,
} from '../../../../shared/rules/accounts'
import { useFieldChecks } from '../../components/field-errors'
import { GROUPS } from '../../../../shared/rules/permissions'
import { fullName } from '../../../../shared/rules/login'
import { successAlert } from '../../../../shared/rules/names'
import { useBridge } from '../../app/BridgeProvider'
import { bind, SelectField, TextField } from '../../components/fields'
import { isNetworkFailure } from '../../components/failures'
import { FormShell } from '../../components/FormShell'
import { toastNetworkFailure } from '../../components/Toasts'
import { useDraft } from '../../components/useDraft'
import { useAlert } from '../../components/useAlert'
import { useLoad } from '../../components/useLoad'
import { MergeDialog } from '../../components/MergeDialog'
import type { OpenedForm } from '../../components/opened-record'
import { useStaleSave } from '../../components/useStaleSave'
import { NONE_SAVED, type SavedRecord, type SaveForm } from '../../components/useSaveForm'
import { useSession } from '../../state/session'
import { LinkDialog } from './LinkDialog'

export const NEW_ACCOUNT: AccountValues = {
  StaffID: '',
  FirstName: '',
  MiddleName: '',
  Surname: '',
  username: '',
  Email: '',
  designation: '',
  IsAdmin: '',
  FacultyCode: '',
}

/** The body both calls take, from the form's values (checked first). */
const bodyOf = (values: AccountValues) => ({
  FirstName: values.FirstName,
  MiddleName: values.MiddleName,
  Surname: values.Surname,
  username: values.username,
  Email: values.Email,
  designation: values.designation,
  IsAdmin: Number(values.IsAdmin) as 1 | 2 | 3 | 4,
  FacultyCode: needsFaculty(Number(values.IsAdmin)) ? values.FacultyCode : null,
})

/**
 * The add and update form of an account. A Faculty user manages Department editors of their own faculty
 * only, so for them the group and faculty are fixed. Adding may start from a staff member imported without
 * an account. The submit is the accounts' own: its answer carries the set-password link, shown once.
 */
export function AccountForm({
  title,
  draftKey,
  initial,
  StaffID,
  opened,
}: {
  title: string
  draftKey: string
  initial: AccountValues
  /** The account being updated; absent when adding. */
  StaffID?: number
  /** The account being updated as its screen opened it: its version, history and lease (issue 25). */
  opened?: OpenedForm<AccountValues>
}) {
  const bridge = useBridge()
  const navigate = useNavigate()
  const user = useSession((state) => state.user)
  const superAdmin = user?.IsAdmin === 1
  const fixed = useMemo(
    () =>
      superAdmin ? null : { IsAdmin: String(MANAGED_BY_FACULTY_LEVEL), FacultyCode: user?.FacultyCode ?? '' },
    [superAdmin, user?.FacultyCode],
  )
  const draft = useDraft(draftKey, fixed ? { ...initial, ...fixed } : initial, opened?.version)
  const faculties = useLoad(
    useCallback(() => bridge.api.academics.facultyList({}), [bridge]),
    'academics.facultyList',
  )
  const withoutAccount = useLoad(
    useCallback(
      () =>
        StaffID === undefined
          ? bridge.api.accounts.staffWithoutAccount({})
          : Promise.resolve({ ok: true as const, data: [] as StaffWithoutAccountRow[] }),
      [bridge, StaffID],
    ),
  )
  const [saving, setSaving] = useState(false)
  const { showAlert, alertDialog } = useAlert()
  const checks = useFieldChecks(ACCOUNT_CHECKS, draft)
  const [link, setLink] = useState<{ link: PasswordLink; name: string } | null>(null)
  const stale = useStaleSave(draft, opened, showAlert)
  const [saved, setSaved] = useState<SavedRecord>(NONE_SAVED)

  async function submit(event?: FormEvent, merged?: { values: AccountValues; basis: number }) {
    event?.preventDefault()
    if (saving) return
    if (!merged && !checks.passes()) return
    setSaving(true)
    const values = merged?.values ?? draft.values
    const basis = merged?.basis ?? draft.basis
    const body = bodyOf(values)
    if (StaffID === undefined) {
      const added = await bridge.api.accounts.add({ ...body, StaffID: Number(draft.values.StaffID) || null })
      setSaving(false)
      if (!added.ok) return tellFailure(added)
      draft.saved()
      return setLink({ link: added.data.link, name: fullName(body) })
    }
    // Through the two-step save (with no photo), which sends the version the form stands on.
    const updated = await bridge.records.saveWithPhoto({
      area: 'accounts',
      save: 'update',
      input: { ...body, StaffID },
      photo: null,
      version: basis,
    })
    setSaving(false)
    if (!updated.ok && updated.reason === 'stale') return stale.ask(values, basis)
    if (!updated.ok) return tellFailure(updated)
    draft.saved(values)
    showAlert(successAlert(T.updated, ACCOUNT_PATHS.list))
    const columns = await stale.saved(values)
    setSaved((last) => ({ count: last.count + 1, columns }))
  }

  function tellFailure(failure: Failure) {
    if (isNetworkFailure(failure)) toastNetworkFailure()
    else showAlert(errorAlert(failure.message))
  }

  const form: SaveForm<AccountValues> = {
    submit: (event) => void submit(event),
    saving,
    fieldErrors: checks.fieldErrors,
    opened,
    saved,
    dialogs: (
      <>
        {alertDialog}
        {stale.conflict && (
          <MergeDialog
            conflict={stale.conflict}
            onCancel={stale.dismiss}
            onSave={(values) => void submit(undefined, stale.choose(values))}
          />
        )}
        {link && <LinkDialog link={link.link} name={link.name} onDone={() => navigate(ACCOUNT_PATHS.list)} />}
      </>
    ),
  }

  /** Picking a staff member without an account fills the form from their record. */
  function pickExisting(id: string) {
    const chosen =
      withoutAccount.status === 'ready' ? withoutAccount.data.find((s) => String(s.StaffID) === id) : null
    draft.set('StaffID', id)
    if (!chosen) return
    draft.set('FirstName', chosen.FirstName)
    draft.set('MiddleName', chosen.MiddleName)
    draft.set('Surname', chosen.Surname)
    draft.set('designation', chosen.designation)
    draft.set('Email', chosen.Email ?? '')
    if (chosen.FacultyCode && !fixed) draft.set('FacultyCode', chosen.FacultyCode)
  }

  const facultyChoices = [
    { value: '', label: T.noFaculty },
    ...(faculties.status === 'ready'
      ? faculties.data.map((f) => ({ value: f.FacultyCode, label: f.FacultyName }))
      : []),
  ]
  const existing = withoutAccount.status === 'ready' ? withoutAccount.data : []

  return (
    <FormShell title={title} trail={[T.area]} draft={draft} form={form}>
      {StaffID === undefined && existing.length > 0 && (
        <SelectField
          label={T.existing}
          hint={T.existingHint}
          choices={[
            { value: '', label: T.existingNone },
            ...existing.map((s) => ({
              value: String(s.StaffID),
              label: [fullName(s), s.designation].filter(Boolean).join(', '),
            })),
          ]}
          value={draft.values.StaffID}
          onChange={pickExisting}
        />
      )}
      <TextField label={T.firstName} autoComplete="off" {...bind(draft, 'FirstName')} />
      <TextField label={T.middleName} autoComplete="off" {...bind(draft, 'MiddleName')} />
      <TextField label={T.surname} autoComplete="off" {...bind(draft, 'Surname')} />
      <TextField label={T.username} autoComplete="off" {...bind(draft, 'username')} />
      <TextField
        label={T.email}
        type="email"
        inputMode="email"
        autoComplete="off"
        {...bind(draft, 'Email')}
      />
      <TextField label={T.designation} autoComplete="off" {...bind(draft, 'designation')} />
      <SelectField
        label={T.group}
        disabled={fixed !== null}
        choices={[
          { value: '', label: T.group },
          ...GROUPS.map((g) => ({ value: String(g.GroupID), label: g.GroupName })),
        ]}
        {...bind(draft, 'IsAdmin')}
      />
      {needsFaculty(Number(draft.values.IsAdmin)) && (
        <SelectField
          label={T.faculty}
          disabled={fixed !== null}
          choices={facultyChoices}
          {...bind(draft, 'FacultyCode')}
        />
      )}
    </FormShell>
  )
}

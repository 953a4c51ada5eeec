import { useCallback, useState } from 'react'
import { PERMISSION_TEXT as T } from '../../../../shared/rules/permission-groups'
import { useBridge } from '../../app/BridgeProvider'
import { DialogActions } from '../../components/DialogActions'
import { SelectField } from '../../components/fields'
import { LoadFailure } from '../../components/LoadFailure'
import { Modal } from '../../components/Modal'
import { useLoad } from '../../components/useLoad'

/**
 * Issue 47: a Faculty or Department group ticked for a staff member without a faculty asks for theirs here,
 * and the grant gives it with the group, instead of a refusal with no way on.
 */
export function ChooseFacultyDialog({
  staffName,
  groupName,
  onChoose,
  onCancel,
}: {
  staffName: string
  groupName: string
  onChoose(facultyCode: string): void
  onCancel(): void
}) {
  const bridge = useBridge()
  const faculties = useLoad(
    useCallback(() => bridge.api.academics.facultyList({}), [bridge]),
    'academics.facultyList',
  )
  const [chosen, setChosen] = useState('')
  const choices = [
    { value: '', label: T.chooseFacultyNone },
    ...(faculties.status === 'ready'
      ? faculties.data.map((f) => ({ value: f.FacultyCode, label: f.FacultyName }))
      : []),
  ]
  return (
    <Modal title={T.chooseFacultyTitle(staffName)} text={T.chooseFacultyText(groupName)} onEscape={onCancel}>
      {faculties.status === 'failed' ? (
        <LoadFailure what="the faculties" failure={faculties.failure} retry={faculties.retry} />
      ) : (
        <SelectField
          label={T.faculty}
          choices={choices}
          value={chosen}
          onChange={(value) => setChosen(String(value))}
        />
      )}
      <DialogActions
        cancelLabel={T.cancel}
        onCancel={onCancel}
        okLabel={T.chooseFacultyOk}
        okDisabled={chosen === ''}
        onOk={() => onChoose(chosen)}
      />
    </Modal>
  )
}

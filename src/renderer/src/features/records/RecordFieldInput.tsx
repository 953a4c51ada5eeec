import { useCallback } from 'react'
import { RECORDS_TEXT as T, type RecordField } from '../../../../shared/rules/records'
import { useBridge } from '../../app/BridgeProvider'
import { SelectField, TextField, type Choice } from '../../components/fields'
import { useLoad } from '../../components/useLoad'

// One field of a university record's form (issue 22), as its kind says: a faculty is chosen from the
// university's faculties and a word from its choices (issue 47: typing a faculty's code by hand failed for
// "Agriculture" and "fagr"); the rest are typed.

interface RecordFieldInputProps {
  field: RecordField
  value: string
  onChange(value: string): void
  /** The record's key on update: shown, not edited. */
  fixed: boolean
}

export function RecordFieldInput({ field, value, onChange, fixed }: RecordFieldInputProps) {
  const bound = { label: field.label, value, onChange, name: field.name }
  if (field.type === 'faculty' && !fixed) return <FacultyChoice {...bound} required={field.required} />
  if (field.choices && !fixed) {
    // A record imported with a word of its own keeps it among the choices.
    const words = value === '' || field.choices.includes(value) ? field.choices : [...field.choices, value]
    const choices: Choice<string>[] = [
      ...(value === '' ? [{ value: '', label: T.chooseType }] : []),
      ...words.map((word) => ({ value: word, label: word })),
    ]
    return <SelectField {...bound} choices={choices} />
  }
  return (
    <TextField
      {...bound}
      readOnly={fixed}
      hint={fixed ? T.keyFixed : undefined}
      type={field.type === 'email' ? 'email' : 'text'}
      inputMode={field.type === 'digits' || field.type === 'integer' ? 'numeric' : undefined}
    />
  )
}

/** The university's faculties by name (and code), the record's own code kept while they load. */
function FacultyChoice({
  required,
  ...bound
}: {
  label: string
  value: string
  onChange(value: string): void
  name: string
  required: boolean
}) {
  const bridge = useBridge()
  const faculties = useLoad(
    useCallback(() => bridge.api.academics.facultyList({}), [bridge]),
    'academics.facultyList',
  )
  const listed = faculties.status === 'ready' ? faculties.data : []
  const known = listed.some((faculty) => faculty.FacultyCode === bound.value)
  const choices: Choice<string>[] = [
    { value: '', label: required ? T.chooseFaculty : T.noFaculty },
    ...listed.map((faculty) => ({
      value: faculty.FacultyCode,
      label: `${faculty.FacultyName} (${faculty.FacultyCode})`,
    })),
    ...(bound.value !== '' && !known ? [{ value: bound.value, label: bound.value }] : []),
  ]
  return <SelectField {...bound} choices={choices} />
}

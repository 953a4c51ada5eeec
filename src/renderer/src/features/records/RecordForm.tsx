import { useMemo } from 'react'
import {
  recordAnswers,
  recordChecks,
  type RecordKindSpec,
  type RecordValues,
} from '../../../../shared/rules/records'
import { RECORDS_TEXT as T } from '../../../../shared/rules/records'
import { RecordFieldInput } from './RecordFieldInput'
import { FormShell } from '../../components/FormShell'
import type { OpenedForm } from '../../components/opened-record'
import { useDraft } from '../../components/useDraft'
import { useSaveForm } from '../../components/useSaveForm'

interface RecordFormProps {
  spec: RecordKindSpec
  draftKey: string
  initial: RecordValues
  /** The record being updated; absent when adding. */
  EntryID?: number
  /** The record being updated as its screen opened it: its version, history and lease (issue 25). */
  opened?: OpenedForm<RecordValues>
}

/**
 * Issue 22: one form for adding and updating a record of any kind, its fields read from rules/records.ts.
 * The key (the university's own code) is shown but not edited on update: content refers to it.
 */
export function RecordForm({ spec, draftKey, initial, EntryID, opened }: RecordFormProps) {
  const draft = useDraft(draftKey, initial, opened?.version)
  const checks = useMemo(() => recordChecks(spec.kind), [spec.kind])
  const updating = EntryID !== undefined
  const form = useSaveForm(draft, {
    target: { area: 'records', save: updating ? 'update' : 'add' },
    recordName: spec.one.toLowerCase(),
    checks,
    answers: recordAnswers(spec, !updating),
    body: (values) => (updating ? { kind: spec.kind, EntryID, values } : { kind: spec.kind, values: values }),
    opened,
  })
  const keyFixed = updating && initial[spec.key] !== ''

  return (
    <FormShell title={updating ? T.update(spec) : T.add(spec)} trail={T.trail} draft={draft} form={form}>
      {spec.fields.map((field) => (
        <RecordFieldInput
          key={field.name}
          field={field}
          value={draft.values[field.name] ?? ''}
          onChange={(value) => draft.set(field.name, value)}
          fixed={field.name === spec.key && keyFixed}
        />
      ))}
    </FormShell>
  )
}

import { useId, useState } from 'react'
import type { ImportReport } from '../../../../shared/contract/records'
import type { Failure } from '../../../../shared/contract/define'
import {
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  RECORDS_TEXT as T,
  defaultMapping,
  headerOf,
} from '../../../../shared/rules/records'
import { useBridge } from '../../app/BridgeProvider'
import { BusyButton } from '../../components/BusyButton'
import { failureText, isNetworkFailure } from '../../components/failures'
import { SelectField } from '../../components/fields'
import { ListShell } from '../../components/ListShell'
import { toastNetworkFailure } from '../../components/Toasts'
import { ImportReportView } from './ImportReportView'
import { useRecordKind } from './kind'
import './records.css'

type Stage = 'choose' | 'previewing' | 'previewed' | 'applying' | 'applied'

/**
 * Issue 22: the CSV import of any kind of university record (`/records/<kind>/import`), one screen for the
 * four kinds. Choose the file; map its columns to the kind's fields (remembered on the server for the next
 * import, on a screen or the command line); preview every row that would be added, changed or refused;
 * apply, all or nothing. The file goes to the server through main, streamed from disk.
 */
export function ImportRecords() {
  const spec = useRecordKind()
  const bridge = useBridge()
  const fileId = useId()
  const [file, setFile] = useState<File | null>(null)
  const [handle, setHandle] = useState<string | null>(null)
  const [headers, setHeaders] = useState<string[]>([])
  const [mapping, setMapping] = useState<Record<string, string>>({})
  const [report, setReport] = useState<ImportReport | null>(null)
  const [stage, setStage] = useState<Stage>('choose')
  const [problem, setProblem] = useState<string | null>(null)

  function tell(failure: Failure) {
    if (isNetworkFailure(failure)) toastNetworkFailure()
    setProblem(failureText(failure))
  }

  async function choose(chosen: File | null) {
    setFile(chosen)
    setHandle(null)
    setReport(null)
    setProblem(null)
    setStage('choose')
    setHeaders([])
    if (!chosen) return
    if (chosen.size > IMPORT_LIMITS.maxBytes) return setProblem(IMPORT_MESSAGES.tooLarge)
    const found = headerOf(await chosen.slice(0, IMPORT_LIMITS.headerBytes).text())
    if (found.length === 0) return setProblem(IMPORT_MESSAGES.noHeader)
    const remembered = await bridge.api.records.mapping({ kind: spec.kind })
    setHeaders(found)
    setMapping(defaultMapping(spec.kind, found, remembered.ok ? remembered.data.mapping : null))
  }

  function mapField(field: string, header: string) {
    setMapping((current) => ({ ...current, [field]: header }))
    setReport(null)
    setStage('choose')
  }

  async function run(apply: boolean) {
    if (!file) return
    setProblem(null)
    setStage(apply ? 'applying' : 'previewing')
    try {
      // The whole mapping, '' for a field left without a column, so 'none' is remembered too.
      const full = Object.fromEntries(spec.fields.map((f) => [f.name, mapping[f.name] ?? '']))
      const saved = await bridge.api.records.saveMapping({ kind: spec.kind, mapping: full })
      if (!saved.ok) return tell(saved)
      const path = handle ?? (await bridge.files.pathFor(file))
      setHandle(path)
      const result = await bridge.records.importCsv({ kind: spec.kind, path, apply })
      if (!result.ok) return tell(result)
      setReport(result.data)
      setStage(result.data.applied ? 'applied' : 'previewed')
    } catch {
      toastNetworkFailure()
    } finally {
      setStage((current) => (current === 'previewing' || current === 'applying' ? 'choose' : current))
    }
  }

  const choices = [{ value: '', label: T.noColumn }, ...headers.map((h) => ({ value: h, label: h }))]
  const canApply = stage === 'previewed' && report !== null && report.counts.refused === 0

  return (
    <ListShell title={T.importTitle(spec)} trail={T.trail}>
      <div className="records-import">
        <div className="field">
          <label htmlFor={fileId}>{T.chooseFile}</label>
          <input
            id={fileId}
            className="input"
            type="file"
            accept=".csv,text/csv"
            aria-describedby={`${fileId}-hint`}
            onChange={(event) => void choose(event.target.files?.[0] ?? null)}
          />
          <small id={`${fileId}-hint`} className="field-hint">
            {T.chooseFileHint}
          </small>
        </div>
        {problem && (
          <p className="import-report__refused" role="alert">
            {problem}
          </p>
        )}
        {headers.length > 0 && (
          <fieldset className="records-import__mapping">
            <legend>{T.mappingTitle}</legend>
            <p className="field-hint">{T.mappingHint}</p>
            {spec.fields.map((field) => (
              <SelectField
                key={field.name}
                label={field.required ? `${field.label} (${field.name}) *` : `${field.label} (${field.name})`}
                choices={choices}
                value={mapping[field.name] ?? ''}
                onChange={(header) => mapField(field.name, header)}
              />
            ))}
            <div className="form-shell__actions">
              <BusyButton
                type="button"
                className="button button-secondary"
                busy={stage === 'previewing'}
                onClick={() => void run(false)}
              >
                {stage === 'previewing' ? T.previewing : T.preview}
              </BusyButton>
              <BusyButton
                type="button"
                className="button button-primary"
                busy={stage === 'applying'}
                disabled={!canApply}
                onClick={() => void run(true)}
              >
                {stage === 'applying' ? T.applying : T.apply}
              </BusyButton>
            </div>
          </fieldset>
        )}
        {report && <ImportReportView report={report} />}
      </div>
    </ListShell>
  )
}

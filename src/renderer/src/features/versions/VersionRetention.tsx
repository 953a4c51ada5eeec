import { useCallback } from 'react'
import type { Retention } from '../../../../shared/contract/versions'
import {
  RETENTION_ANSWERS,
  RETENTION_CHECKS,
  RETENTION_TEXT as T,
  type RetentionValues,
} from '../../../../shared/rules/retention'
import { useBridge } from '../../app/BridgeProvider'
import { bind, TextField } from '../../components/fields'
import { FormShell } from '../../components/FormShell'
import { LoadFailure } from '../../components/LoadFailure'
import { Spinner } from '../../components/Spinner'
import { useDraft } from '../../components/useDraft'
import { useLoad } from '../../components/useLoad'
import { useSaveForm } from '../../components/useSaveForm'

/**
 * Issue 25 "Retention" (Super Admin, General menu): how many versions of each record the server keeps, and
 * for how many days, loaded as saved. The server's pruner applies it; pinned versions are always kept.
 */
export function VersionRetention() {
  const bridge = useBridge()
  const saved = useLoad(useCallback(() => bridge.api.versions.retention({}), [bridge]))
  if (saved.status === 'loading') return <Spinner label="Loading the version retention…" />
  if (saved.status === 'failed')
    return <LoadFailure what="the version retention" failure={saved.failure} retry={saved.retry} />
  return <RetentionForm saved={saved.data} />
}

function RetentionForm({ saved }: { saved: Retention }) {
  const draft = useDraft<RetentionValues>('versions.retention', {
    keepVersions: String(saved.keepVersions),
    keepDays: String(saved.keepDays),
  })
  const form = useSaveForm(draft, {
    target: { area: 'versions', save: 'setRetention' },
    recordName: 'version retention',
    checks: RETENTION_CHECKS,
    answers: RETENTION_ANSWERS,
    body: (values) => ({ keepVersions: Number(values.keepVersions), keepDays: Number(values.keepDays) }),
  })
  return (
    <FormShell title={T.title} trail={['General']} draft={draft} form={form}>
      <p className="screen-context">{T.intro}</p>
      <TextField label={T.keepVersions} inputMode="numeric" {...bind(draft, 'keepVersions')} />
      <TextField label={T.keepDays} inputMode="numeric" {...bind(draft, 'keepDays')} />
    </FormShell>
  )
}

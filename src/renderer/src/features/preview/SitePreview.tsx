import { useCallback } from 'react'
import type { PreviewSettings } from '../../../../shared/contract/preview'
import {
  PREVIEW_SETTINGS_ANSWERS,
  PREVIEW_SETTINGS_CHECKS,
  PREVIEW_TEXT as T,
  type PreviewSettingsValues,
} from '../../../../shared/rules/preview'
import { useBridge } from '../../app/BridgeProvider'
import { bind, TextField } from '../../components/fields'
import { FormShell } from '../../components/FormShell'
import { LoadFailure } from '../../components/LoadFailure'
import { Spinner } from '../../components/Spinner'
import { useDraft } from '../../components/useDraft'
import { useLoad } from '../../components/useLoad'
import { useSaveForm } from '../../components/useSaveForm'

/**
 * Issue 46 "Site Preview" (Super Admin, General menu): the website's preview address, which Preview on site
 * fills for a record, and how long each link lasts; loaded as saved. One setting for the whole deployment.
 */
export function SitePreview() {
  const bridge = useBridge()
  const saved = useLoad(useCallback(() => bridge.api.preview.settings({}), [bridge]))
  if (saved.status === 'loading') return <Spinner label="Loading the preview address…" />
  if (saved.status === 'failed')
    return <LoadFailure what="the preview address" failure={saved.failure} retry={saved.retry} />
  return <SitePreviewForm saved={saved.data} />
}

function SitePreviewForm({ saved }: { saved: PreviewSettings }) {
  const draft = useDraft<PreviewSettingsValues>('preview.settings', {
    template: saved.template,
    minutes: String(saved.minutes),
  })
  const form = useSaveForm(draft, {
    target: { area: 'preview', save: 'setSettings' },
    recordName: 'preview address',
    checks: PREVIEW_SETTINGS_CHECKS,
    answers: PREVIEW_SETTINGS_ANSWERS,
    body: (values) => ({ template: values.template.trim(), minutes: Number(values.minutes) }),
  })
  return (
    <FormShell title={T.settingsTitle} trail={['General']} draft={draft} form={form}>
      <p className="screen-context">{T.settingsIntro}</p>
      <TextField label={T.template} type="url" hint={T.templateHint} {...bind(draft, 'template')} />
      <TextField label={T.minutes} inputMode="numeric" {...bind(draft, 'minutes')} />
    </FormShell>
  )
}

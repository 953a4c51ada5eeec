import { useEffect, useState, type FormEvent } from 'react'
import { toast } from 'react-toastify'
import { Settings } from '../../../shared/bridge'
import { MAX_UPLOAD_CONCURRENCY, SETTINGS_TEXT as T } from '../../../shared/rules/settings'
import { UPDATE_TEXT } from '../../../shared/rules/updates'
import { SelectField, TextField } from '../components/fields'
import { Modal } from '../components/Modal'
import { toastNetworkFailure } from '../components/Toasts'
import { useBridge } from './BridgeProvider'
import '../components/form.css'

const CONCURRENCY_CHOICES = Array.from({ length: MAX_UPLOAD_CONCURRENCY }, (_, i) => ({
  value: i + 1,
  label: String(i + 1),
}))

/** The settings of this machine, from the user menu. A wrong address is said and kept, to be mended. */
export function SettingsDialog({ onClose }: { onClose: () => void }) {
  const bridge = useBridge()
  const [values, setValues] = useState<Settings | null>(null)
  const [badAddress, setBadAddress] = useState(false)
  const [badFeed, setBadFeed] = useState(false)
  const [badUpdateFeed, setBadUpdateFeed] = useState(false)
  const [saving, setSaving] = useState(false)

  useEffect(() => {
    let current = true
    bridge.settings.get().then(
      (settings) => current && setValues(settings),
      () => {
        toastNetworkFailure()
        onClose()
      },
    )
    return () => {
      current = false
    }
  }, [bridge, onClose])

  async function save(event: FormEvent) {
    event.preventDefault()
    if (!values || saving) return
    const trimmed = {
      publicSiteUrl: values.publicSiteUrl.trim(),
      mediaFeedUrl: values.mediaFeedUrl.trim(),
      updateFeedUrl: values.updateFeedUrl.trim(),
    }
    const checked = Settings.safeParse({ ...values, ...trimmed })
    if (!checked.success) {
      const wrong = new Set(checked.error.issues.map((issue) => issue.path[0]))
      setBadAddress(wrong.has('publicSiteUrl'))
      setBadFeed(wrong.has('mediaFeedUrl'))
      setBadUpdateFeed(wrong.has('updateFeedUrl'))
      return
    }
    setSaving(true)
    try {
      await bridge.settings.update(checked.data)
      toast.success(T.saved, { toastId: 'settings-saved' })
      onClose()
    } catch {
      toastNetworkFailure()
    } finally {
      setSaving(false)
    }
  }

  return (
    <Modal title={T.title} onEscape={onClose}>
      <form className="settings-form" onSubmit={save} noValidate aria-busy={!values || saving}>
        {values && (
          <>
            <TextField
              label={T.publicSite}
              type="url"
              value={values.publicSiteUrl}
              hint={T.publicSiteHint}
              onChange={(publicSiteUrl) => {
                setValues({ ...values, publicSiteUrl })
                setBadAddress(false)
              }}
            />
            {badAddress && (
              <p className="field-error" role="alert">
                {T.badAddress}
              </p>
            )}
            <TextField
              label={T.mediaFeed}
              type="url"
              value={values.mediaFeedUrl}
              hint={T.mediaFeedHint}
              onChange={(mediaFeedUrl) => {
                setValues({ ...values, mediaFeedUrl })
                setBadFeed(false)
              }}
            />
            {badFeed && (
              <p className="field-error" role="alert">
                {T.badFeed}
              </p>
            )}
            <TextField
              label={UPDATE_TEXT.feed}
              type="url"
              value={values.updateFeedUrl}
              hint={UPDATE_TEXT.feedHint}
              onChange={(updateFeedUrl) => {
                setValues({ ...values, updateFeedUrl })
                setBadUpdateFeed(false)
              }}
            />
            {badUpdateFeed && (
              <p className="field-error" role="alert">
                {UPDATE_TEXT.badFeed}
              </p>
            )}
            <SelectField
              label={T.concurrency}
              value={values.uploadConcurrency}
              choices={CONCURRENCY_CHOICES}
              hint={T.concurrencyHint}
              onChange={(uploadConcurrency) => setValues({ ...values, uploadConcurrency })}
            />
          </>
        )}
        <div className="modal-actions">
          <button type="button" className="button button-secondary" onClick={onClose}>
            {T.cancel}
          </button>
          <button type="submit" className="button button-primary" disabled={!values || saving}>
            {T.save}
          </button>
        </div>
      </form>
    </Modal>
  )
}

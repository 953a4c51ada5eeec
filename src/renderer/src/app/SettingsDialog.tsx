import { Fragment, useEffect, useState, type FormEvent } from 'react'
import { toast } from 'react-toastify'
import { Settings } from '../../../shared/bridge'
import { MAX_UPLOAD_CONCURRENCY, SETTINGS_TEXT as T } from '../../../shared/rules/settings'
import { UPDATE_TEXT } from '../../../shared/rules/updates'
import { SelectField, TextField } from '../components/fields'
import { Modal } from '../components/Modal'
import { toastNetworkFailure } from '../components/Toasts'
import { useBridge } from './BridgeProvider'
import '../components/form.css'
import { BusyButton } from '../components/BusyButton'
import { settled } from '../bridge/settled'

const CONCURRENCY_CHOICES = Array.from({ length: MAX_UPLOAD_CONCURRENCY }, (_, i) => ({
  value: i + 1,
  label: String(i + 1),
}))

type AddressSetting = 'publicSiteUrl' | 'mediaFeedUrl' | 'updateFeedUrl'

/** The address fields, each with what is said when it is not an address. */
const ADDRESSES: readonly { key: AddressSetting; label: string; hint: string; wrong: string }[] = [
  { key: 'publicSiteUrl', label: T.publicSite, hint: T.publicSiteHint, wrong: T.badAddress },
  { key: 'mediaFeedUrl', label: T.mediaFeed, hint: T.mediaFeedHint, wrong: T.badFeed },
  { key: 'updateFeedUrl', label: UPDATE_TEXT.feed, hint: UPDATE_TEXT.feedHint, wrong: UPDATE_TEXT.badFeed },
]

/** The settings of this machine, from the user menu. A wrong address is said and kept, to be mended. */
export function SettingsDialog({ onClose }: { onClose: () => void }) {
  const bridge = useBridge()
  const [values, setValues] = useState<Settings | null>(null)
  /** The address fields whose text is not an address, as the last Save found them. */
  const [wrong, setWrong] = useState<ReadonlySet<PropertyKey>>(new Set())
  const [saving, setSaving] = useState(false)

  useEffect(() => {
    let current = true
    settled(bridge.settings.get()).then(
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
    const trimmed = Object.fromEntries(ADDRESSES.map(({ key }) => [key, values[key].trim()]))
    const checked = Settings.safeParse({ ...values, ...trimmed })
    if (!checked.success) return setWrong(new Set(checked.error.issues.map((issue) => issue.path[0])))
    setSaving(true)
    try {
      await settled(bridge.settings.update(checked.data))
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
            {ADDRESSES.map(({ key, label, hint, wrong: message }) => (
              <Fragment key={key}>
                <TextField
                  label={label}
                  type="url"
                  value={values[key]}
                  hint={hint}
                  onChange={(text) => {
                    setValues({ ...values, [key]: text })
                    setWrong((before) => new Set([...before].filter((name) => name !== key)))
                  }}
                />
                {wrong.has(key) && (
                  <p className="field-error" role="alert">
                    {message}
                  </p>
                )}
              </Fragment>
            ))}
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
          <BusyButton type="submit" className="button button-primary" busy={saving} disabled={!values}>
            {T.save}
          </BusyButton>
        </div>
      </form>
    </Modal>
  )
}

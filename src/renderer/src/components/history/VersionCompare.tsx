import { useId, useMemo, useState } from 'react'
import type { RecordVersion } from '../../../../shared/contract/define'
import { HISTORY_TEXT as T, restoreQuestion } from '../../../../shared/rules/history'
import { BusyButton } from '../BusyButton'
import { ConfirmDialog } from '../ConfirmDialog'
import { formatWhen } from '../format'
import { differingFields, restoreValues, withNames, type FieldDiff } from './compare'
import { PhotoCells, TextCells, type PhotoAddress } from './FieldValues'
import { noFieldNames, type UseFieldNames } from './field-names'

// One chosen version beside the record now: a row per differing field, each with a checkbox, and Restore of
// the whole version or of the chosen fields. Restore asks first, then hands the values to the screen, which
// saves them through the area's update call: a new version, the history untouched.

export interface VersionCompareProps {
  version: RecordVersion
  current: Record<string, unknown>
  hidden?: readonly string[]
  address: PhotoAddress
  restore(values: Record<string, unknown>): Promise<boolean>
  /** Names the ids a differing field holds (a gallery photo's category); the panel's host gives it. */
  useNames?: UseFieldNames
}

export function VersionCompare({
  version,
  current,
  hidden,
  address,
  restore,
  useNames = noFieldNames,
}: VersionCompareProps) {
  const headingId = useId()
  const values = version.values
  const plain = useMemo(
    () => (values ? differingFields(values, current, hidden) : []),
    [values, current, hidden],
  )
  const names = useNames(plain)
  const diffs = useMemo(() => withNames(plain, names), [plain, names])
  return (
    <section className="history-compare" aria-labelledby={headingId}>
      <h3 id={headingId} className="history-compare__title">
        {T.compareTitle}
      </h3>
      <p className="history-note">
        {version.by} · <time dateTime={version.at}>{formatWhen(version.at)}</time>
      </p>
      {values === null ? (
        <p>{T.deletion}</p>
      ) : (
        <Restorable diffs={diffs} address={address} restore={restore} />
      )}
    </section>
  )
}

/** The message after a restore takes the focus: the button pressed may have gone with the differences. */
const focusOnMount = (element: HTMLElement | null) => element?.focus()

function Restorable({
  diffs,
  address,
  restore,
}: {
  diffs: FieldDiff[]
  address: PhotoAddress
  restore(values: Record<string, unknown>): Promise<boolean>
}) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set())
  const [gone, setGone] = useState<ReadonlySet<string>>(new Set())
  const [asking, setAsking] = useState<'all' | 'chosen' | null>(null)
  const [busy, setBusy] = useState(false)
  const [restored, setRestored] = useState(false)

  const toggle = (field: string) =>
    setChosen((old) => {
      const next = new Set(old)
      if (!next.delete(field)) next.add(field)
      return next
    })
  const markGone = (field: string) => setGone((old) => new Set(old).add(field))
  // Fields chosen before a save made them equal are no longer offered.
  const chosenNow = new Set(diffs.filter((diff) => chosen.has(diff.field)).map((diff) => diff.field))
  const whole = restoreValues(diffs, 'all', gone)
  const some = restoreValues(diffs, chosenNow, gone)
  const asked = asking === 'all' ? whole : some

  async function confirmed() {
    setAsking(null)
    setBusy(true)
    setRestored(false)
    const saved = await restore(asked).catch(() => false)
    setBusy(false)
    if (saved) {
      setRestored(true)
      setChosen(new Set())
    }
  }

  return (
    <>
      {restored && (
        <p className="history-restored" role="status" tabIndex={-1} ref={focusOnMount}>
          {T.restored}
        </p>
      )}
      {diffs.length === 0 ? (
        <p>{T.same}</p>
      ) : (
        <>
          <table className="history-compare__table">
            <thead>
              <tr>
                <th scope="col">{T.field}</th>
                <th scope="col">{T.thisVersion}</th>
                <th scope="col">{T.now}</th>
              </tr>
            </thead>
            <tbody>
              {diffs.map((diff) => (
                <tr key={diff.field}>
                  <th scope="row">
                    <label className="history-compare__choose">
                      <input
                        type="checkbox"
                        aria-label={T.choose(diff.label)}
                        checked={chosenNow.has(diff.field) && !gone.has(diff.field)}
                        disabled={gone.has(diff.field)}
                        onChange={() => toggle(diff.field)}
                      />
                      <span>{diff.label}</span>
                    </label>
                  </th>
                  {diff.kind === 'photo' ? (
                    <PhotoCells diff={diff} address={address} gone={gone.has(diff.field)} onGone={markGone} />
                  ) : (
                    <TextCells diff={diff} />
                  )}
                </tr>
              ))}
            </tbody>
          </table>
          <div className="history-compare__actions">
            <BusyButton
              type="button"
              className="button button-secondary"
              busy={busy}
              disabled={Object.keys(some).length === 0}
              onClick={() => setAsking('chosen')}
            >
              {T.restoreChosen}
            </BusyButton>
            <BusyButton
              type="button"
              className="button button-primary"
              busy={busy}
              disabled={Object.keys(whole).length === 0}
              onClick={() => setAsking('all')}
            >
              {busy ? T.restoring : T.restoreAll}
            </BusyButton>
          </div>
        </>
      )}
      {asking && (
        <ConfirmDialog
          title={T.confirmTitle}
          text={restoreQuestion(Object.keys(asked))}
          detail={T.confirmDetail}
          confirmLabel={T.confirmYes}
          onConfirm={() => void confirmed()}
          onCancel={() => setAsking(null)}
        />
      )}
    </>
  )
}

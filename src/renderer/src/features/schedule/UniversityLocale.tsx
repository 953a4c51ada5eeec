import { useCallback, useEffect, useId } from 'react'
import { inLocale, showClock, showDay, typedDay } from '../../../../shared/rules/dates'
import {
  LOCALE_ANSWERS,
  LOCALE_CHECKS,
  LOCALE_TEXT as T,
  localeName,
  UNIVERSITY_LOCALES,
  type LocaleValues,
} from '../../../../shared/rules/locales'
import { useBridge } from '../../app/BridgeProvider'
import { FormShell } from '../../components/FormShell'
import { LoadFailure } from '../../components/LoadFailure'
import { lastKnownZone, rememberZone } from '../../components/schedule/known-zone'
import { Spinner } from '../../components/Spinner'
import { useDraft } from '../../components/useDraft'
import { useLoad } from '../../components/useLoad'
import { useSaveForm } from '../../components/useSaveForm'

/** The day and time each choice shows, so the Super Admin sees what they choose: 31 Dec 2026 at 17:30. */
const EXAMPLE = new Date(Date.UTC(2026, 11, 31, 17, 30))
const DAY = '2026-12-31'

/**
 * Issue 47 "University Locale" (Super Admin, General menu, beside the time zone): how every screen writes and
 * reads dates and times. Each locale is offered by its own name and an example of its writing.
 */
export function UniversityLocale() {
  const bridge = useBridge()
  const saved = useLoad(useCallback(() => bridge.api.schedule.zone({}), [bridge]))
  if (saved.status === 'loading') return <Spinner label={T.loading} />
  if (saved.status === 'failed')
    return <LoadFailure what="the locale" failure={saved.failure} retry={saved.retry} />
  return <LocaleForm locale={saved.data.locale} />
}

function LocaleForm({ locale }: { locale: string }) {
  const id = useId()
  const draft = useDraft<LocaleValues>('schedule.locale', { locale })
  const form = useSaveForm(draft, {
    target: { area: 'schedule', save: 'setLocale' },
    recordName: 'locale',
    checks: LOCALE_CHECKS,
    answers: LOCALE_ANSWERS,
    body: (values) => ({ locale: values.locale }),
  })
  const savedCount = form.saved?.count ?? 0
  const chosen = draft.values.locale
  useEffect(() => {
    // Saved: every screen writes dates the new way from now on, without a reload.
    const known = lastKnownZone()
    if (savedCount > 0 && known) rememberZone({ ...known, locale: chosen })
    // Only a new save applies the choice, not each change of the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [savedCount])
  return (
    <FormShell title={T.title} trail={['General']} draft={draft} form={form}>
      <p className="screen-context">{T.intro}</p>
      <p className="zone-now" role="status">
        {T.now(localeName(locale))}
      </p>
      <div className="field" data-field="locale">
        <label htmlFor={`${id}-locale`}>{T.label}</label>
        <select
          id={`${id}-locale`}
          className="input"
          value={chosen}
          onChange={(event) => draft.set('locale', event.target.value)}
        >
          {UNIVERSITY_LOCALES.map((each) => (
            <option key={each} value={each} lang={each}>
              {T.choice(
                localeName(each),
                inLocale(each, () => `${showDay(DAY)} (${typedDay(DAY)}), ${showClock(EXAMPLE, 'UTC')}`),
              )}
            </option>
          ))}
        </select>
      </div>
    </FormShell>
  )
}

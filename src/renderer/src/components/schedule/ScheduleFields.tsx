import {
  fullWhen,
  instantOf,
  SCHEDULE_ACTIONS,
  SCHEDULE_TEXT,
  SCHEDULED,
  zoneName,
  type ScheduleAction,
} from '../../../../shared/rules/schedule'
import { SCHEDULE_SCREEN_TEXT as T } from '../../../../shared/rules/schedule-screens'
import { momentTyped } from '../../../../shared/rules/dates'
import { DateTimeTextField } from '../date-fields'
import { SCHEDULE_FIELD, type ScheduleForm } from './useScheduleForm'
import './schedule.css'

/**
 * Issue 26: Publish at and Unpublish at (or the area's words for them) under a form's fields, each with the
 * zone beside it ("Mon 30 Nov 2026, 08:00 WAT"), a Clear, and the form's hint; a failed job of this record
 * with its reason above them; an event's day-after offered for its unpublish.
 */
export function ScheduleFields({ schedule }: { schedule: ScheduleForm }) {
  const labels = SCHEDULED[schedule.table].labels
  const { zone, times } = schedule

  /** Under a field: the typed time in full (as it was read), or how to type it and in which zone. */
  const zoneText = (action: ScheduleAction) => {
    const at = times[action] === '' ? null : instantOf(times[action], zone)
    return at ? fullWhen(at, zone) : `${momentTyped()}. ${T.zoneHint(zoneName(zone, new Date()), zone)}`
  }
  const suggested = schedule.suggestion && instantOf(schedule.suggestion, zone)

  return (
    <fieldset className="schedule-fields">
      {schedule.failed.map((job) => (
        <p key={job.id} className="schedule-failed" role="alert">
          {T.failed(job.action, job.reason ?? '')}
        </p>
      ))}
      {SCHEDULE_ACTIONS.map((action) => (
        <div key={action} className="schedule-field">
          <DateTimeTextField
            kind="moment"
            label={labels[action]}
            name={SCHEDULE_FIELD[action]}
            hint={zoneText(action)}
            value={times[action]}
            onChange={(value) => schedule.set(action, value)}
          />
          <button
            type="button"
            className="link-button schedule-field__clear"
            aria-label={T.clearName(labels[action])}
            disabled={times[action] === ''}
            onClick={() => schedule.set(action, '')}
          >
            {SCHEDULE_TEXT.clear}
          </button>
        </div>
      ))}
      {suggested && schedule.suggestion !== times.unpublish && (
        <button
          type="button"
          className="link-button schedule-suggestion"
          onClick={() => schedule.suggestion && schedule.set('unpublish', schedule.suggestion)}
        >
          {T.dayAfterEvent(fullWhen(suggested, zone))}
        </button>
      )}
      <small className="field-hint">{SCHEDULE_TEXT.hint}</small>
      {schedule.embedded && (times.publish !== '' || times.unpublish !== '') && (
        <small className="field-hint">{SCHEDULE_TEXT.embeddedHint}</small>
      )}
    </fieldset>
  )
}

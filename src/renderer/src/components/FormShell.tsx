import { Fragment, type ReactNode } from 'react'
import { FORM_TEXT } from '../../../shared/rules/names'
import { useScreenTrail } from '../app/screen-trail'
import { LeaveGuard } from './LeaveGuard'
import type { Draft } from './useDraft'
import { NONE_SAVED, type SaveForm } from './useSaveForm'
import { LeaseNotice, RecordHistory } from './OpenedRecordParts'
import { usePaintMark } from '../diagnostics/usePaintMark'
import './form.css'
import { BusyButton } from './BusyButton'
import { FieldErrorsProvider } from './ErrorSummary'
import { ScheduleFields } from './schedule/ScheduleFields'
import { A11yPanel } from './a11y/A11yPanel'
import { PreviewOnSite } from './preview/PreviewOnSite'
import { ReviewNote, ReviewNotice } from './review/ReviewNotice'
import { REVIEW_TEXT } from '../../../shared/rules/review'

export interface FormShellProps<V> {
  /** The screen's title ('Add News', 'Update News'): the page heading, and the form's name. */
  title: string
  /** The menu words that lead to it ('News'): the heading trail above the title. */
  trail: readonly string[]
  /** Whose content the form saves, said at the top of the card ('General', 'Faculty of Science'). */
  context?: string
  /** A title of the card itself, where SPEC names one apart from the screen ('UPDATE PARTNER'). */
  card?: string
  draft: Draft<V>
  form: SaveForm<V>
  /** The fields. */
  children: ReactNode
}

/**
 * The frame of every add and update form: the page heading (trail and title, in the header), a card with
 * the restored-draft notice, the fields and the Submit button with SPEC's loading state, the form's
 * dialogs, and the question before leaving unsaved changes.
 */
export function FormShell<V>({ title, trail, context, card, draft, form, children }: FormShellProps<V>) {
  // One heading per screen: the title is the header's, so a test (or a reader) finds it once.
  useScreenTrail([...trail, title])
  usePaintMark() // SPEC §2.2: a form drawn with its data (forms show FormShell once loaded)
  return (
    <section className="card form-shell" aria-label={title}>
      {card && <h2 className="form-shell__card-title">{card}</h2>}
      {context && <p className="screen-context">{context}</p>}
      {form.opened && <LeaseNotice opened={form.opened} />}
      {form.review && <ReviewNotice review={form.review} />}
      {draft.restored && (
        <div className="draft-notice" role="status">
          <span>{FORM_TEXT.draftRestored}</span>
          <button type="button" className="link-button" onClick={draft.discard}>
            {FORM_TEXT.discardDraft}
          </button>
        </div>
      )}
      {/* noValidate: SPEC's checks and messages apply, not the browser's. */}
      <form onSubmit={form.submit} noValidate aria-busy={form.saving} aria-label={title}>
        {/* Fields that read their value once (the rich-text editor) start again when a draft is discarded. */}
        <FieldErrorsProvider value={form.fieldErrors}>
          <Fragment key={draft.version}>{children}</Fragment>
          {form.schedule && <ScheduleFields schedule={form.schedule} />}
        </FieldErrorsProvider>
        <div className="form-shell__actions">
          {form.review && <ReviewNote review={form.review} />}
          {form.preview && <PreviewOnSite target={form.preview} unsaved={draft.dirty} />}
          <BusyButton type="submit" className="button button-primary" busy={form.saving}>
            {submitLabel(form)}
          </BusyButton>
        </div>
        {/* Below Submit: the check answers a moment after typing stops, and a panel above that grew then
            moved the button from under the pointer about to press it. */}
        {form.a11y && <A11yPanel a11y={form.a11y} />}
      </form>
      {form.dialogs}
      {form.opened && <RecordHistory opened={form.opened} draft={draft} saved={form.saved ?? NONE_SAVED} />}
      <LeaveGuard when={(draft.dirty || form.schedule?.dirty === true) && !form.saving} />
    </section>
  )
}

/** SPEC's Submit, or Submit for review for an editor whose save waits for a reviewer (issue 48). */
function submitLabel<V>(form: SaveForm<V>): string {
  if (form.saving) return FORM_TEXT.saving
  return form.review?.reviewed ? REVIEW_TEXT.submit : FORM_TEXT.submit
}

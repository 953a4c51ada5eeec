import { useId, useLayoutEffect, useRef, useState } from 'react'
import type { A11yProblem } from '../../../../shared/rules/a11y'
import { A11Y_LEVEL_TEXT, A11Y_TEXT as T, fieldLabel } from '../../../../shared/rules/a11y-screens'
import { DismissDialog } from './DismissDialog'
import { showField } from './show-field'
import type { A11yForm } from './useA11yForm'
import './a11y.css'

/**
 * Issue 27: the form's accessibility problems, as the editor writes. A labelled region whose summary is
 * announced politely when the count changes; each problem with its level in words (not by colour alone), its
 * field, what is wrong and how to fix it, "Show" (the focus goes to the place), and for an error of an area
 * that publishes, "Dismiss…" with a reason. A held Submit says why here, and the focus comes here.
 */
export function A11yPanel({ a11y }: { a11y: A11yForm }) {
  const titleId = useId()
  const frame = useRef<HTMLElement>(null)
  const heldRef = useRef<HTMLParagraphElement>(null)
  const [asking, setAsking] = useState<A11yProblem | null>(null)
  const { problems, table } = a11y
  const errors = problems.filter((problem) => problem.level === 'error').length

  // In the commit that shows the alert: no moment where it is there and the focus is still elsewhere.
  useLayoutEffect(() => {
    if (a11y.heldRequest > 0) heldRef.current?.focus()
  }, [a11y.heldRequest])

  const show = (problem: A11yProblem) => {
    const form = frame.current?.closest('form')
    if (form) showField(form, a11y.area, problem)
  }

  return (
    <section ref={frame} className="a11y-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="a11y-panel__title">
        {T.panelTitle}
      </h2>
      <p role="status" className="a11y-panel__summary">
        {T.summary(errors, problems.length - errors)}
      </p>
      {a11y.held && (
        <p ref={heldRef} role="alert" tabIndex={-1} className="a11y-panel__held">
          {T.held(a11y.open.length)}
        </p>
      )}
      {problems.length > 0 && (
        <ul className="a11y-panel__list">
          {problems.map((problem, i) => {
            const label = fieldLabel(table, problem.field)
            const dismissal = a11y.dismissalOf(problem)
            const mayDismiss = a11y.holds && problem.level === 'error'
            // The buttons are named by what they show and described by the problem: a name holding the
            // field's label would be found as that field by its label (a voice command, a test).
            const headId = `${titleId}-${i}`
            return (
              <li
                // Problems have no id of their own: their place in reading order and what they are.
                key={`${i} ${problem.rule} ${problem.field}`}
                className={`a11y-problem a11y-problem--${problem.level}`}
              >
                <p id={headId} className="a11y-problem__head">
                  <strong className="a11y-problem__level">{A11Y_LEVEL_TEXT[problem.level]}</strong>{' '}
                  <span className="a11y-problem__field">{T.field(label)}:</span> {problem.message}
                </p>
                {problem.detail && <p className="a11y-problem__detail">{problem.detail}</p>}
                <p className="a11y-problem__fix">
                  {T.fix}
                  {problem.fix}{' '}
                  <span className="a11y-problem__criterion">({T.criterion(problem.criterion)})</span>
                </p>
                {dismissal && <p className="a11y-problem__dismissed">{T.dismissed(dismissal.reason)}</p>}
                <div className="a11y-problem__actions">
                  <button
                    type="button"
                    className="button button-secondary a11y-problem__button"
                    aria-describedby={headId}
                    onClick={() => show(problem)}
                  >
                    {T.show}
                  </button>
                  {mayDismiss && !dismissal && (
                    <button
                      type="button"
                      className="button button-secondary a11y-problem__button"
                      aria-describedby={headId}
                      onClick={() => setAsking(problem)}
                    >
                      {T.dismiss}
                    </button>
                  )}
                  {mayDismiss && dismissal && (
                    <button type="button" className="link-button" onClick={() => a11y.undo(problem)}>
                      {T.undo}
                    </button>
                  )}
                </div>
              </li>
            )
          })}
        </ul>
      )}
      {asking && (
        <DismissDialog
          problem={asking}
          label={fieldLabel(table, asking.field)}
          onCancel={() => setAsking(null)}
          onKeep={(reason) => {
            a11y.dismiss(asking, reason)
            setAsking(null)
          }}
        />
      )}
    </section>
  )
}

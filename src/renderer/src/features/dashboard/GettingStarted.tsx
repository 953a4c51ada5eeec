import { useCallback, useState } from 'react'
import { Link } from 'react-router-dom'
import { GETTING_STARTED_STEPS, GETTING_STARTED_TEXT } from '../../../../shared/rules/getting-started'
import { useBridge } from '../../app/BridgeProvider'
import { useLoad } from '../../components/useLoad'

/** Hidden by this Super Admin on this machine: a console with no identity provider would show it for ever. */
const hiddenKey = (StaffID: number) => `getting-started-hidden:${StaffID}`

/**
 * The getting-started checklist over the dashboard's counts, for a Super Admin while a step is left; gone
 * once every step is done, or hidden. A checklist that cannot load is left out: the counts say what is wrong.
 */
export function GettingStarted({ StaffID }: { StaffID: number }) {
  const bridge = useBridge()
  const checklist = useLoad(
    useCallback(() => bridge.api.setup.checklist({}), [bridge]),
    'setup.checklist',
  )
  const [hidden, setHidden] = useState(() => localStorage.getItem(hiddenKey(StaffID)) === '1')
  const hide = () => {
    localStorage.setItem(hiddenKey(StaffID), '1')
    setHidden(true)
  }
  if (hidden || checklist.status !== 'ready') return null
  const done = new Set(checklist.data.steps.filter((step) => step.done).map((step) => step.id))
  if (done.size === GETTING_STARTED_STEPS.length) return null
  return (
    <section className="getting-started" aria-labelledby="getting-started-title">
      <div className="getting-started-head">
        <h2 id="getting-started-title">{GETTING_STARTED_TEXT.title}</h2>
        <button type="button" className="link-button" onClick={hide}>
          {GETTING_STARTED_TEXT.hide}
        </button>
      </div>
      <p className="getting-started-progress">
        {GETTING_STARTED_TEXT.progress(done.size, GETTING_STARTED_STEPS.length)}
      </p>
      <ol>
        {GETTING_STARTED_STEPS.map((step) => (
          <li key={step.id} className={done.has(step.id) ? 'is-done' : undefined}>
            <span className="getting-started-mark" aria-hidden="true">
              {done.has(step.id) ? '✓' : ''}
            </span>
            <div>
              <strong>{step.label}</strong>
              {done.has(step.id) ? (
                <span className="visually-hidden"> ({GETTING_STARTED_TEXT.done})</span>
              ) : (
                <p>{step.hint}</p>
              )}
            </div>
            {!done.has(step.id) && step.path && (
              <Link className="button button-secondary button-small" to={step.path}>
                {GETTING_STARTED_TEXT.open}
                <span className="visually-hidden">: {step.label}</span>
              </Link>
            )}
          </li>
        ))}
      </ol>
    </section>
  )
}

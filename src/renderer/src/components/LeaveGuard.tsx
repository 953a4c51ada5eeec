import { useCallback, useEffect, useLayoutEffect, useRef } from 'react'
import { type BlockerFunction, useBlocker } from 'react-router-dom'
import { FORM_TEXT } from '../../../shared/rules/names'
import { isDesktopApp } from '../bridge'
import { ConfirmDialog } from './ConfirmDialog'

/**
 * Asks before the user leaves a form with unsaved changes: another screen of the app (the router's
 * blocker) and, in a browser tab, a reload or close of the page. The draft stays stored either way.
 */
export function LeaveGuard({ when }: { when: boolean }) {
  // The router learns a new blocker function only in an effect after the render: a click in that moment
  // (the form turned unsaved by a save's answer, the refusal's link clicked at once) would pass unasked.
  // The one function it keeps reads `when` as committed.
  const unsaved = useRef(when)
  useLayoutEffect(() => {
    unsaved.current = when
  }, [when])
  const blocker = useBlocker(
    useCallback<BlockerFunction>(
      ({ currentLocation, nextLocation }) =>
        unsaved.current && currentLocation.pathname !== nextLocation.pathname,
      [],
    ),
  )

  useEffect(() => {
    // The desktop app keeps the draft and restores it on the next start; there a `beforeunload` that
    // cancels would silently keep the window from closing, so only the browser tab is guarded.
    if (!when || isDesktopApp) return
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [when])

  if (blocker.state !== 'blocked') return null
  return (
    <ConfirmDialog
      title="Unsaved changes"
      text={FORM_TEXT.leaveUnsaved}
      confirmLabel={FORM_TEXT.leave}
      cancelLabel={FORM_TEXT.stay}
      onConfirm={() => blocker.proceed()}
      onCancel={() => blocker.reset()}
    />
  )
}

import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import './dialog.css'

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex="0"]'

export interface ModalProps {
  title: string
  /** The sentence that explains the dialog; read out with the title. */
  text?: string
  /** What Escape does; without it Escape does nothing (the user must choose). */
  onEscape?: () => void
  children?: ReactNode
}

/**
 * The frame of every dialog: above the page, focus kept inside while it is open and given back after.
 * The first element marked `data-autofocus` (else the first focusable one) gets focus.
 */
export function Modal({ title, text, onEscape, children }: ModalProps) {
  const titleId = useId()
  const textId = useId()
  const ref = useRef<HTMLDivElement>(null)
  // Read while the dialog is first drawn, before the page changes under it: a menu row that opened it is
  // still focused then, and is hidden with its menu a moment later.
  const [returnTo] = useState(() => focusReturnTargets(document.activeElement))

  // In the commit that shows the dialog, not after it is painted: a dialog opened once its code has arrived
  // is a render no key press started, whose plain effects may run a frame later, and an Escape pressed in
  // that frame went to the page behind it (the user menu's dialogs, under load).
  useLayoutEffect(() => {
    const dialog = ref.current
    const first = dialog?.querySelector<HTMLElement>('[data-autofocus]') ?? focusablesIn(dialog)[0] ?? dialog
    first?.focus()
    return () => void returnTo.find(takesFocus)
  }, [returnTo])

  function keepFocusInside(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && onEscape) {
      event.stopPropagation()
      onEscape()
      return
    }
    if (event.key !== 'Tab') return
    const items = focusablesIn(ref.current)
    if (items.length === 0) return
    const first = items[0]
    const last = items[items.length - 1]
    // From the dialog's frame (focused when it holds nothing focusable yet) Shift+Tab wraps too.
    if (event.shiftKey && (document.activeElement === first || document.activeElement === ref.current)) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return createPortal(
    <div className="modal-backdrop">
      <div
        ref={ref}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={text ? textId : undefined}
        tabIndex={-1}
        onKeyDown={keepFocusInside}
      >
        <h2 id={titleId} className="modal-title">
          {title}
        </h2>
        {text && (
          <p id={textId} className="modal-text">
            {text}
          </p>
        )}
        {children}
      </div>
    </div>,
    document.body,
  )
}

/**
 * Where focus goes back to, best first: the control that had it when the dialog opened, then, if that was
 * inside a menu or panel, the control that opens that panel (the one naming it in `aria-controls`).
 */
export function focusReturnTargets(opener: Element | null): HTMLElement[] {
  if (!(opener instanceof HTMLElement) || opener === document.body) return []
  const toggles = [...document.querySelectorAll<HTMLElement>('[aria-controls]')]
  const opens = (panel: Element) => (toggle: HTMLElement) =>
    panel.id !== '' && toggle.getAttribute('aria-controls')!.split(/\s+/).includes(panel.id)
  const targets = [opener]
  for (let panel = opener.parentElement; panel; panel = panel.parentElement) {
    targets.push(...toggles.filter(opens(panel)))
  }
  return targets
}

/** Focuses the element if it can still take focus (in the page, shown, enabled); says whether it did. */
function takesFocus(element: HTMLElement): boolean {
  if (!element.isConnected || element.closest('[hidden], [inert]') || element.matches(':disabled'))
    return false
  element.focus()
  return document.activeElement === element
}

function focusablesIn(root: HTMLElement | null): HTMLElement[] {
  return root ? [...root.querySelectorAll<HTMLElement>(FOCUSABLE)] : []
}

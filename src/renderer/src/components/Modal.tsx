import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react'
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

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const dialog = ref.current
    const first = dialog?.querySelector<HTMLElement>('[data-autofocus]') ?? focusablesIn(dialog)[0] ?? dialog
    first?.focus()
    return () => previous?.focus()
  }, [])

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
    if (event.shiftKey && document.activeElement === first) {
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

function focusablesIn(root: HTMLElement | null): HTMLElement[] {
  return root ? [...root.querySelectorAll<HTMLElement>(FOCUSABLE)] : []
}

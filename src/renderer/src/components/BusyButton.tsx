import type { ButtonHTMLAttributes, MouseEvent } from 'react'

interface BusyButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The work this button started is under way: a press does nothing until it ends. */
  busy: boolean
}

/**
 * A button that stays focusable while its work is under way: marked unavailable (`aria-disabled`), not
 * `disabled`, because a disabled button drops the keyboard's focus and the alert after the answer would
 * then have nowhere to give it back. A press (or Enter in the form) while busy is ignored here, so no
 * caller has to remember to.
 */
export function BusyButton({ busy, onClick, ...button }: BusyButtonProps) {
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) event.preventDefault()
    else onClick?.(event)
  }
  return <button {...button} aria-disabled={busy || Boolean(button.disabled)} onClick={press} />
}

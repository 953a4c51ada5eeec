import type { ReactNode } from 'react'

/**
 * A plain button of the gallery's panels (the batch's tools, the upload queue's moves): secondary unless
 * `primary`, smaller with `small` (a row's or a toolbar's), named for screen readers by `label` when the
 * words alone do not say which file it is about.
 */
export function GalleryButton({
  onClick,
  primary = false,
  small = false,
  disabled,
  label,
  children,
}: {
  onClick(): void
  primary?: boolean
  small?: boolean
  disabled?: boolean
  label?: string
  children: ReactNode
}) {
  const className = ['button', primary ? 'button-primary' : 'button-secondary', small ? 'button-small' : '']
  return (
    <button
      type="button"
      className={className.join(' ').trim()}
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </button>
  )
}

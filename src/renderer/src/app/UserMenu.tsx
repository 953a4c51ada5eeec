import { Suspense, useCallback, useEffect, useId, useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { AUDIT_LEVELS, AUDIT_PATH } from '../../../shared/rules/audit'
import { fullName, LOGOUT_PATH, USER_MENU_TEXT as T } from '../../../shared/rules/login'
import { useSession } from '../state/session'
import { useTheme } from '../state/theme'
import { SHORTCUTS_TEXT } from '../../../shared/rules/shortcuts'
import { showShortcuts } from '../state/shortcuts-dialog'
import { DIAGNOSTICS_TEXT } from '../../../shared/rules/diagnostics'
import { onDemand } from '../components/on-demand'
import { toastNetworkFailure } from '../components/Toasts'

// The two dialogs check what they read with zod (the settings' schema, the stored timings): each is loaded
// when opened, so that zod is not in the login screen's script (issue 24).
const SettingsDialog = onDemand(() => import('./SettingsDialog'), 'SettingsDialog')
const DiagnosticsDialog = onDemand(() => import('../diagnostics/DiagnosticsDialog'), 'DiagnosticsDialog')

/** SPEC §1: the user's full name, opening a sign-out action and the dark-mode switch; ours: Settings, and
 * the audit log for a Super Admin. */
export function UserMenu() {
  const user = useSession((state) => state.user)
  const dark = useTheme((state) => state.theme === 'dark')
  const setDark = useTheme((state) => state.setDark)
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)
  /** A row of the menu: the menu closes, then the row does what it says. */
  const choose = (action: () => void) => () => {
    setOpen(false)
    action()
  }
  /**
   * A row opening a dialog loaded on demand: its code first, then the menu closes and the dialog opens in one
   * render, while the row still has focus (the dialog gives focus back there, or to this menu's button).
   */
  const chooseDialog = (dialog: { preload(): Promise<unknown> }, open: () => void) => () =>
    void dialog.preload().then(choose(open), () => toastNetworkFailure())
  const [settingsOpen, setSettingsOpen] = useState(false)
  const closeSettings = useCallback(() => setSettingsOpen(false), [])
  const [diagnosticsOpen, setDiagnosticsOpen] = useState(false)
  const panelId = useId()
  const root = useRef<HTMLDivElement>(null)
  const toggleButton = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      toggleButton.current?.focus()
    }
    document.addEventListener('mousedown', closeOnOutsideClick)
    document.addEventListener('keydown', closeOnEscape)
    return () => {
      document.removeEventListener('mousedown', closeOnOutsideClick)
      document.removeEventListener('keydown', closeOnEscape)
    }
  }, [open])

  if (!user) return null
  const name = fullName(user)
  return (
    <div className="user-menu" ref={root}>
      <button
        ref={toggleButton}
        type="button"
        className="user-menu-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <span className="avatar" aria-hidden="true">
          {initials(name)}
        </span>
        {name}
      </button>
      <div id={panelId} className="user-menu-panel" hidden={!open}>
        <label className="user-menu-row">
          <span>{T.darkMode}</span>
          <button
            type="button"
            role="switch"
            aria-checked={dark}
            aria-label={T.darkMode}
            className="switch"
            onClick={() => setDark(!dark)}
          />
        </label>
        <MenuRow label={T.settings} onClick={chooseDialog(SettingsDialog, () => setSettingsOpen(true))} />
        <MenuRow
          label={DIAGNOSTICS_TEXT.menuEntry}
          onClick={chooseDialog(DiagnosticsDialog, () => setDiagnosticsOpen(true))}
        />
        <MenuRow label={SHORTCUTS_TEXT.menuItem} onClick={choose(showShortcuts)} />
        {(AUDIT_LEVELS as readonly number[]).includes(user.IsAdmin) && (
          <MenuRow label={T.auditLog} onClick={choose(() => navigate(AUDIT_PATH))} />
        )}
        <button
          type="button"
          className="user-menu-row user-menu-action"
          onClick={() => navigate(LOGOUT_PATH)}
        >
          {T.signOut}
        </button>
      </div>
      {settingsOpen && (
        <Suspense fallback={null}>
          <SettingsDialog onClose={closeSettings} />
        </Suspense>
      )}
      {diagnosticsOpen && (
        <Suspense fallback={null}>
          <DiagnosticsDialog onClose={() => setDiagnosticsOpen(false)} />
        </Suspense>
      )}
    </div>
  )
}

const initials = (name: string) =>
  name
    .split(' ')
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0].toUpperCase())
    .join('')

function MenuRow({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className="user-menu-row" onClick={onClick}>
      {label}
    </button>
  )
}

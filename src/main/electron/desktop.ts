import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { app, BrowserWindow, Menu, screen, shell, type MenuItemConstructorOptions } from 'electron'
import { menuTemplate, type MenuAction, type MenuItem } from '../desktop/menu'
import { parseWindowState, restoreBounds, type WindowState } from '../desktop/window-state'

// The Electron side of src/main/desktop: the menu installed, and the window's state read and written.

export function installMenu(run: Record<MenuAction, () => void>, documentationUrl?: string): void {
  const toElectron = (item: MenuItem): MenuItemConstructorOptions => {
    const { action, submenu, role, ...rest } = item
    return {
      ...rest,
      ...(role ? { role: role as MenuItemConstructorOptions['role'] } : {}),
      ...(submenu ? { submenu: submenu.map(toElectron) } : {}),
      ...(action ? { click: () => run[action]() } : {}),
    }
  }
  const template = menuTemplate({
    platform: process.platform,
    isPackaged: app.isPackaged,
    appName: app.getName(),
    documentationUrl,
  })
  Menu.setApplicationMenu(Menu.buildFromTemplate(template.map(toElectron)))
}

export const openLogsFolder = () => void shell.openPath(app.getPath('logs'))

const stateFile = () => join(app.getPath('userData'), 'window-state.json')

/** Bounds for a new window: where it was last time, when that display is still there. */
export function savedWindowBounds(): { bounds: Electron.Rectangle; maximized: boolean } {
  let text: string | null = null
  try {
    text = readFileSync(stateFile(), 'utf8')
  } catch {
    text = null
  }
  const areas = screen.getAllDisplays().map((display) => display.workArea)
  return restoreBounds(parseWindowState(text), areas, screen.getPrimaryDisplay().workArea)
}

/**
 * Writes the window's state when it closes (the normal bounds, even while maximized), and when the app quits:
 * quitting from the menu ends the process without closing the window first (index.ts waits for the server).
 */
export function rememberWindowState(window: BrowserWindow): void {
  const save = () => {
    if (window.isDestroyed()) return
    const bounds = window.getNormalBounds()
    const state: WindowState = { ...bounds, maximized: window.isMaximized() }
    try {
      writeFileSync(stateFile(), JSON.stringify(state))
    } catch {
      // A window that cannot remember its place still closes.
    }
  }
  window.on('close', save)
  app.on('before-quit', save)
  window.once('closed', () => app.removeListener('before-quit', save))
}

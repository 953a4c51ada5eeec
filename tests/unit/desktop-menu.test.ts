import { describe, expect, it } from 'vitest'
import { menuTemplate, rolesOf, type MenuItem } from '../../src/main/desktop/menu'
import { DEFAULT_SIZE, parseWindowState, restoreBounds } from '../../src/main/desktop/window-state'

// The application menu per platform and build, and where the window opens after a restart.

const DEVELOPER_ROLES = ['reload', 'forceReload', 'toggleDevTools']
const labels = (items: MenuItem[]) => items.map((item) => item.label?.replace('&', ''))

describe('the application menu', () => {
  it('gives macOS its app menu and the standard edit, view, window and help menus', () => {
    const menu = menuTemplate({ platform: 'darwin', isPackaged: true, appName: 'University Content Console' })
    expect(labels(menu)).toEqual(['University Content Console', 'Edit', 'View', 'Window', 'Help'])
    expect(rolesOf(menu)).toEqual(
      expect.arrayContaining(['about', 'hide', 'quit', 'undo', 'redo', 'cut', 'copy', 'paste', 'selectAll']),
    )
    expect(rolesOf(menu)).toEqual(
      expect.arrayContaining(['zoomIn', 'zoomOut', 'resetZoom', 'togglefullscreen']),
    )
  })

  it('gives Windows and Linux a File menu with Quit instead', () => {
    for (const platform of ['win32', 'linux'] as const) {
      const menu = menuTemplate({ platform, isPackaged: true, appName: 'Console' })
      expect(labels(menu)).toEqual(['File', 'Edit', 'View', 'Window', 'Help'])
      expect(menu[0].submenu?.map((item) => item.role)).toEqual(['quit'])
    }
  })

  it('offers reload and developer tools only outside the packaged app', () => {
    for (const platform of ['darwin', 'win32', 'linux'] as const) {
      const packaged = rolesOf(menuTemplate({ platform, isPackaged: true, appName: 'Console' }))
      const development = rolesOf(menuTemplate({ platform, isPackaged: false, appName: 'Console' }))
      for (const role of DEVELOPER_ROLES) {
        expect(packaged).not.toContain(role)
        expect(development).toContain(role)
      }
    }
  })

  it('lists the keyboard shortcuts, the documentation and the logs folder under Help', () => {
    const context = { platform: 'linux', isPackaged: true, appName: 'Console' } as const
    const help = menuTemplate({ ...context, documentationUrl: 'https://docs.example.edu/' }).at(-1)
    expect(help?.submenu?.map((item) => item.action)).toEqual(['shortcuts', 'documentation', 'logs'])
    // No address to lead to: no item that would do nothing.
    const without = menuTemplate(context).at(-1)
    expect(without?.submenu?.map((item) => item.action)).toEqual(['shortcuts', 'logs'])
  })
})

describe('the window after a restart', () => {
  const primary = { x: 0, y: 0, width: 1920, height: 1040 }
  const second = { x: 1920, y: 0, width: 2560, height: 1400 }

  it('opens where it was, maximized or not, while that display is there', () => {
    const saved = { x: 2100, y: 100, width: 1500, height: 900, maximized: true }
    expect(restoreBounds(saved, [primary, second], primary)).toEqual({
      bounds: { x: 2100, y: 100, width: 1500, height: 900 },
      maximized: true,
    })
  })

  it('comes back centred on the primary display, clamped to it, when its display is gone', () => {
    const saved = { x: 2100, y: 100, width: 2400, height: 1300, maximized: false }
    const { bounds } = restoreBounds(saved, [primary], primary)
    expect(bounds).toEqual({ x: 0, y: 0, width: 1920, height: 1040 })
    const small = restoreBounds({ ...saved, width: 1200, height: 800 }, [primary], primary).bounds
    expect(small).toEqual({ x: 360, y: 120, width: 1200, height: 800 })
  })

  it('opens at the default size, centred, the first time or when the file is damaged', () => {
    for (const text of [null, '', '{"x": "left"}', 'not json']) {
      const { bounds, maximized } = restoreBounds(parseWindowState(text), [primary], primary)
      expect(bounds.width).toBe(DEFAULT_SIZE.width)
      expect(bounds.x).toBe((1920 - DEFAULT_SIZE.width) / 2)
      expect(maximized).toBe(false)
    }
  })
})

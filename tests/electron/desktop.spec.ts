import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test, expect, _electron as electron, type ElectronApplication } from '@playwright/test'
import { electronBinary, skipWithoutBinary } from './binary'

// The real desktop app's own application menu and its window remembered across restarts, where the
// Electron binary exists (the same decisions are unit-tested in Node: desktop-menu, window-state).

const launch = (userData: string): Promise<ElectronApplication> =>
  electron.launch({
    executablePath: electronBinary!,
    args: ['.', `--user-data-dir=${userData}`],
    env: { ...process.env, CONSOLE_DEMO: '1' },
  })

/** The installed application menu: each top-level entry's label (mnemonic marks dropped) and roles. */
const installedMenu = (app: ElectronApplication) =>
  app.evaluate(({ Menu }) =>
    (Menu.getApplicationMenu()?.items ?? []).map((item) => ({
      label: item.label.replace(/&/g, ''),
      roles: (item.submenu?.items ?? []).map((sub) => String(sub.role ?? '').toLowerCase()).filter(Boolean),
      labels: (item.submenu?.items ?? []).map((sub) => sub.label),
    })),
  )

const windowBounds = (app: ElectronApplication) =>
  app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows()[0].getBounds())

test.describe('desktop app: menu and window', () => {
  skipWithoutBinary(test, 'tests/electron/desktop.spec.ts (menu and window state in the real app)')

  test('has its own menu: Edit roles, View zoom and full screen, Window, Help with the shortcuts', async () => {
    const app = await launch(mkdtempSync(join(tmpdir(), 'console-electron-')))
    await app.firstWindow()
    const menu = await installedMenu(app)
    const entry = (label: string) => menu.find((item) => item.label === label)
    for (const label of ['Edit', 'View', 'Window', 'Help']) expect(entry(label), label).toBeDefined()
    expect(entry('Edit')!.roles).toEqual(
      expect.arrayContaining(['undo', 'redo', 'cut', 'copy', 'paste', 'selectall']),
    )
    expect(entry('View')!.roles).toEqual(
      expect.arrayContaining(['resetzoom', 'zoomin', 'zoomout', 'togglefullscreen']),
    )
    expect(entry('Help')!.labels).toEqual(expect.arrayContaining(['Keyboard shortcuts', 'Open logs folder']))
    await app.close()
  })

  test('opens where it was closed, and back on screen when that place is gone', async () => {
    const userData = mkdtempSync(join(tmpdir(), 'console-electron-'))
    let app = await launch(userData)
    await app.firstWindow()
    // Small enough for any screen the test may run on (the window's least size is 960 x 600).
    const placed = { x: 40, y: 40, width: 980, height: 640 }
    await app.evaluate(
      ({ BrowserWindow }, bounds) => BrowserWindow.getAllWindows()[0].setBounds(bounds),
      placed,
    )
    await app.close()

    app = await launch(userData)
    await app.firstWindow()
    expect(await windowBounds(app)).toEqual(placed)
    await app.close()

    // A display that was unplugged: the saved place is far off every screen there is now.
    writeFileSync(
      join(userData, 'window-state.json'),
      JSON.stringify({ x: 40_000, y: 30_000, width: 1100, height: 720, maximized: false }),
    )
    app = await launch(userData)
    await app.firstWindow()
    const bounds = await windowBounds(app)
    const area = await app.evaluate(({ screen }) => screen.getPrimaryDisplay().workArea)
    expect(bounds.x).toBeGreaterThanOrEqual(area.x)
    expect(bounds.y).toBeGreaterThanOrEqual(area.y)
    expect(bounds.x + bounds.width).toBeLessThanOrEqual(area.x + area.width)
    expect(bounds.y + bounds.height).toBeLessThanOrEqual(area.y + area.height)
    await app.close()
  })
})

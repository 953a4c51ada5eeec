// The application menu as data (issue 11): the platform's standard roles, and nothing for developers in the
// packaged app. Plain objects in Electron's MenuItemConstructorOptions shape, with `action` naming what our
// own items do; the Electron layer (src/main/index.ts) turns actions into clicks.

export type MenuAction = 'search' | 'shortcuts' | 'documentation' | 'logs'

export interface MenuItem {
  label?: string
  role?: string
  type?: 'separator'
  accelerator?: string
  action?: MenuAction
  submenu?: MenuItem[]
}

export interface MenuContext {
  platform: NodeJS.Platform
  /** The installed app: no reload, no developer tools. */
  isPackaged: boolean
  appName: string
  /** Where Help > Documentation leads (package.json `homepage`); the item is left out without one. */
  documentationUrl?: string
}

const separator: MenuItem = { type: 'separator' }

export function menuTemplate({ platform, isPackaged, appName, documentationUrl }: MenuContext): MenuItem[] {
  const mac = platform === 'darwin'
  const appMenu: MenuItem[] = mac
    ? [
        {
          label: appName,
          submenu: [
            { role: 'about' },
            separator,
            { role: 'services' },
            separator,
            { role: 'hide' },
            { role: 'hideOthers' },
            { role: 'unhide' },
            separator,
            { role: 'quit' },
          ],
        },
      ]
    : [{ label: '&File', submenu: [{ role: 'quit' }] }]
  const developer: MenuItem[] = isPackaged
    ? []
    : [separator, { role: 'reload' }, { role: 'forceReload' }, { role: 'toggleDevTools' }]
  return [
    ...appMenu,
    {
      label: mac ? 'Edit' : '&Edit',
      submenu: [
        { role: 'undo' },
        { role: 'redo' },
        separator,
        { role: 'cut' },
        { role: 'copy' },
        { role: 'paste' },
        { role: 'selectAll' },
        separator,
        // Issue 28: the page's own Ctrl+K, listed where a desktop user looks for Find.
        { label: 'Search everything…', accelerator: 'CmdOrCtrl+K', action: 'search' },
      ],
    },
    {
      label: mac ? 'View' : '&View',
      submenu: [
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        separator,
        { role: 'togglefullscreen' },
        ...developer,
      ],
    },
    {
      label: mac ? 'Window' : '&Window',
      submenu: mac
        ? [{ role: 'minimize' }, { role: 'zoom' }, separator, { role: 'front' }]
        : [{ role: 'minimize' }, { role: 'close' }],
    },
    {
      label: mac ? 'Help' : '&Help',
      role: 'help',
      submenu: [
        { label: 'Keyboard shortcuts', accelerator: 'CmdOrCtrl+/', action: 'shortcuts' },
        ...(documentationUrl ? [{ label: 'Documentation', action: 'documentation' as const }] : []),
        { label: 'Open logs folder', action: 'logs' },
      ],
    },
  ]
}

/** Every role in a template, for checks: a packaged menu must hold no developer role. */
export function rolesOf(items: readonly MenuItem[]): string[] {
  return items.flatMap((item) => [...(item.role ? [item.role] : []), ...rolesOf(item.submenu ?? [])])
}

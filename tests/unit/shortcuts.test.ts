import { describe, expect, it } from 'vitest'
import { shortcutOf } from '../../src/shared/rules/shortcuts'

// Which key press is which shortcut: Ctrl on Windows and Linux, Cmd on a Mac, nothing else held.

const press = (
  key: string,
  held: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>>,
) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...held,
})

describe('keyboard shortcuts', () => {
  it('routes Ctrl or Cmd with S, F and / to save, search and the list', () => {
    for (const modifier of ['ctrlKey', 'metaKey'] as const) {
      expect(shortcutOf(press('s', { [modifier]: true }))).toBe('save')
      expect(shortcutOf(press('S', { [modifier]: true }))).toBe('save')
      expect(shortcutOf(press('f', { [modifier]: true }))).toBe('search')
      expect(shortcutOf(press('/', { [modifier]: true }))).toBe('shortcuts')
    }
  })

  it('leaves every other key alone: typing, other combinations, both modifiers at once', () => {
    expect(shortcutOf(press('s', {}))).toBeNull()
    expect(shortcutOf(press('s', { ctrlKey: true, shiftKey: true }))).toBeNull()
    expect(shortcutOf(press('f', { ctrlKey: true, altKey: true }))).toBeNull()
    expect(shortcutOf(press('s', { ctrlKey: true, metaKey: true }))).toBeNull()
    expect(shortcutOf(press('c', { ctrlKey: true }))).toBeNull()
    expect(shortcutOf(press('z', { metaKey: true }))).toBeNull()
  })
})

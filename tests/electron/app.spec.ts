import { test, expect, _electron as electron } from '@playwright/test'
import { electronBinary, skipWithoutBinary } from './binary'

// Starts the built desktop app for real, where the Electron binary exists.
test.describe('desktop app', () => {
  skipWithoutBinary(test, 'tests/electron/app.spec.ts (sign-in in the real app)')

  test('opens the login screen with the sandboxed preload bridge and signs in', async () => {
    // The demo university, whose accounts the test signs in with.
    const app = await electron.launch({
      executablePath: electronBinary!,
      args: ['.'],
      env: { ...process.env, CONSOLE_DEMO: '1' },
    })
    const window = await app.firstWindow()
    await expect(window.getByRole('button', { name: 'LOGIN' })).toBeVisible()
    expect(await window.evaluate(() => typeof (window as unknown as { require?: unknown }).require)).toBe(
      'undefined',
    )
    await window.getByLabel('Username').fill('admin')
    await window.getByLabel('Password').fill('demo1234')
    await window.getByRole('button', { name: 'LOGIN' }).click()
    await expect(window.getByRole('term').first()).toHaveText('Users')
    await app.close()
  })
})

import { defineConfig } from '@playwright/test'
import { electronBinary, SKIP_REASON } from './tests/electron/binary'

// Tests of the real desktop app; they skip, saying why, where no Electron binary exists.
if (!electronBinary) console.log(`Skipping the desktop-app tests: ${SKIP_REASON}.`)

export default defineConfig({
  testDir: 'tests/electron',
  timeout: 120_000,
  workers: 1,
  reporter: [['list']],
})

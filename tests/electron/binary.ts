import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

// Electron's binary is downloaded on first run; machines without internet never have it.
const require = createRequire(import.meta.url)
const electronDir = dirname(require.resolve('electron/package.json'))
const pathFile = join(electronDir, 'path.txt')
const candidate = existsSync(pathFile) ? join(electronDir, 'dist', readFileSync(pathFile, 'utf8')) : null

export const electronBinary: string | null = candidate && existsSync(candidate) ? candidate : null
export const SKIP_REASON =
  'the Electron binary is not installed here (it cannot be downloaded on this machine); run `npx install-electron --no` where there is internet'

/**
 * Skips the tests of a describe block where there is no binary, saying so in the run's output (not only in
 * the report's annotations), with the block's name.
 */
export function skipWithoutBinary(
  test: { skip(condition: boolean, reason: string): void },
  what: string,
): void {
  if (!electronBinary) console.log(`${what}: skipped, ${SKIP_REASON}`)
  test.skip(!electronBinary, SKIP_REASON)
}

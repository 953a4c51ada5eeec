// `npm start`: build and open the desktop app. The Electron binary is fetched on first run; where it
// cannot be (no internet), say so in one line and name the ways on. `npm start -- --demo` fills an empty
// embedded database with the demo university (CONSOLE_DEMO=1) instead of asking for the first Super Admin.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

if (process.argv.includes('--demo')) process.env.CONSOLE_DEMO = '1'

const require = createRequire(import.meta.url)
const electronDir = dirname(require.resolve('electron/package.json'))

function electronBinary() {
  const pathFile = join(electronDir, 'path.txt')
  if (!existsSync(pathFile)) return null
  const binary = join(electronDir, 'dist', readFileSync(pathFile, 'utf8'))
  return existsSync(binary) ? binary : null
}

if (!electronBinary()) {
  spawnSync(process.execPath, [join(electronDir, 'install.js')], { stdio: 'ignore', timeout: 300_000 })
}
if (!electronBinary()) {
  console.error(
    'The Electron binary is missing and could not be downloaded: run `npx install-electron --no` (with internet) or `npm run web` to use the console in a browser.',
  )
  process.exit(1)
}

const build = spawnSync('npx', ['electron-vite', 'build'], { stdio: 'inherit' })
if (build.status !== 0) process.exit(build.status ?? 1)
const run = spawnSync('npx', ['electron-vite', 'preview', '--skipBuild'], { stdio: 'inherit' })
process.exit(run.status ?? 0)

// `npm run web`: build the console, then serve it with the embedded API server on loopback.
// `npm run web -- --demo` fills an empty database with the demo university (CONSOLE_DEMO=1).
import { spawn, spawnSync } from 'node:child_process'

const build = spawnSync('npx', ['electron-vite', 'build'], { stdio: 'inherit' })
if (build.status !== 0) process.exit(build.status ?? 1)

if (process.argv.includes('--demo')) process.env.CONSOLE_DEMO = '1'
const host = spawn(process.execPath, ['out/main/web.js'], { stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => host.kill(signal))
host.on('exit', (code) => process.exit(code ?? 0))

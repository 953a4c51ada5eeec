// `npm run server`: the API server alone, for a deployment (see README). Arguments pass through,
// e.g. `npm run server -- create-admin --username U`.
import { spawn, spawnSync } from 'node:child_process'

const build = spawnSync('npx', ['electron-vite', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] })
if (build.status !== 0) process.exit(build.status ?? 1)

const server = spawn(process.execPath, ['out/main/server.js', ...process.argv.slice(2)], { stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))

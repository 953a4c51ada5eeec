// `npm test`: every check and test, stopping at the first that fails. The two that only read the code
// (typecheck, lint) and the build run side by side, as none of them keeps both of the machine's two cores
// busy all along and none reads what another writes (lint and prettier skip out/); each one's output is
// printed whole when it ends. Then in turn: unit and integration tests, the end-to-end tests in Chromium
// (on that build), and the desktop app's where its binary exists.
import { spawn } from 'node:child_process'

/** Runs `npm run <script>`: its output shown as it comes, or kept and given back when `quiet`. */
function run(script, quiet = false) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], {
      // npm is npm.cmd on Windows, which only a shell starts.
      shell: process.platform === 'win32',
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    })
    const output = []
    child.stdout?.on('data', (chunk) => output.push(chunk))
    child.stderr?.on('data', (chunk) => output.push(chunk))
    child.on('close', (code) => resolve({ script, code: code ?? 1, output: Buffer.concat(output) }))
  })
}

const first = await Promise.all([run('typecheck', true), run('lint', true), run('build', true)])
for (const { output } of first) process.stdout.write(output)
const failed = first.find(({ code }) => code !== 0)
if (failed) process.exit(failed.code)

for (const script of ['test:unit', 'test:e2e', 'test:electron']) {
  const { code } = await run(script)
  if (code !== 0) process.exit(code)
}
